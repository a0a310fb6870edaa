// Console output of the harness: every line says how long the run has been going.

const t0 = Date.now();

export function elapsed(): string {
  return `${((Date.now() - t0) / 1000).toFixed(1)}s`;
}

export function log(message: string): void {
  console.log(`[host +${elapsed()}] ${message}`);
}

export function warn(message: string): void {
  console.error(`[host +${elapsed()}] warning: ${message}`);
}

/** A failure of the harness itself (not of a test): the run ends with exit code 2. */
export class HarnessError extends Error {
  constructor(
    message: string,
    /** Log files worth reading to understand it; their tails are printed. */
    readonly logs: string[] = [],
  ) {
    super(message);
    this.name = 'HarnessError';
  }
}

export function errorText(e: unknown): string {
  if (e instanceof HarnessError) return e.message;
  if (e instanceof Error) return e.stack ?? e.message;
  return String(e);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Runs `work` but gives up after `ms` with a HarnessError naming the phase that hung. */
export async function phase<T>(name: string, ms: number, work: () => Promise<T>, logs: string[] = []): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new HarnessError(`phase "${name}" did not finish within ${Math.round(ms / 1000)} s`, logs)),
      ms,
    );
  });
  try {
    return await Promise.race([work(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
