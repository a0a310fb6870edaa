// Runs tasks that share a key one after another (a queue per file), while
// tasks with different keys run concurrently. A failing task does not block the ones after it.
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Run `task` after every earlier task that holds any of `keys` has settled. */
  run<T>(keys: readonly string[], task: () => Promise<T>): Promise<T> {
    const unique = [...new Set(keys)];
    const previous = unique.map((k) => this.tails.get(k)).filter((p): p is Promise<unknown> => p !== undefined);
    const result = Promise.allSettled(previous).then(task);
    const settled = result.then(() => undefined, () => undefined);
    for (const key of unique) this.tails.set(key, settled);
    void settled.then(() => {
      for (const key of unique) if (this.tails.get(key) === settled) this.tails.delete(key);
    });
    return result;
  }

  /** Number of keys with a task pending (for tests and diagnostics). */
  get pendingKeys(): number {
    return this.tails.size;
  }
}

/** The key of a file for queues and maps: its real path, case-folded where names ignore case. */
export function fileKey(realPath: string, caseSensitive: boolean): string {
  return caseSensitive ? realPath : realPath.toLowerCase();
}
