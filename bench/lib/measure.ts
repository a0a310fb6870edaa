// Timing for the benchmark: warm-up runs first (so the JIT has compiled the code), then the
// median of the measured runs, which ignores a run disturbed by garbage collection or another
// process. Figures that are compared with each other are measured interleaved (a, b, a, b, ...),
// so that a slower or busier phase of the machine affects both alike.

export interface Measurement<T> {
  medianMs: number;
  /** The fastest run: the cost with the least disturbance (another process, a collection). */
  minMs: number;
  /** The last run's result, so the work cannot be optimised away and can be checked. */
  result: T;
}

export function measure<T>(run: () => T, options: { warmups: number; runs: number }): Measurement<T> {
  const [measured] = measureInterleaved([run], options);
  return measured;
}

export function measureInterleaved<T>(runs: readonly (() => T)[], options: { warmups: number; runs: number }): Measurement<T>[] {
  if (options.runs < 1) throw new RangeError('measure needs at least one run');
  const results: T[] = [];
  for (let i = 0; i < options.warmups; i++) runs.forEach((run, k) => { results[k] = run(); });
  const times: number[][] = runs.map(() => []);
  for (let i = 0; i < options.runs; i++) {
    runs.forEach((run, k) => {
      const started = process.hrtime.bigint();
      results[k] = run();
      times[k].push(Number(process.hrtime.bigint() - started) / 1e6);
    });
  }
  return runs.map((_, k) => ({ medianMs: median(times[k]), minMs: Math.min(...times[k]), result: results[k] }));
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A figure for the report: fixed decimals, no exponent. */
export function figure(value: number, decimals = 2): string {
  return value.toFixed(decimals);
}
