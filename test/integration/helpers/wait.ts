// Waiting in tests: VS Code applies many things asynchronously (undo, diagnostics, views).

export interface WaitOptions {
  /** Give up after this many milliseconds (default 10 000). */
  timeoutMs?: number;
  /** Poll this often (default 50 ms). */
  intervalMs?: number;
  /** Says what was awaited, in the error when it times out. */
  message?: string;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `check` until it returns a truthy value, which is returned. Errors thrown by `check`
 *  count as "not yet"; the last one is reported if time runs out. */
export async function waitFor<T>(check: () => T | Promise<T>, options: WaitOptions = {}): Promise<NonNullable<T>> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const intervalMs = options.intervalMs ?? 50;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (e) {
      lastError = e;
    }
    if (Date.now() > deadline) {
      const what = options.message ?? 'condition';
      const why = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`waitFor: ${what} not met within ${timeoutMs} ms${why}`);
    }
    await sleep(intervalMs);
  }
}
