// The planner's search is a generator that yields between its passes over the text (each scan,
// each fallback search), so that a host can let its event loop run between them: the editor's
// extension host is then never held for more than about one pass. Run it to the end
// synchronously, or with a pause between steps.

export type Steps<T> = Generator<void, T, void>;

export function runToEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs the steps, awaiting `pause` (for example a macrotask) between two of them. */
export async function runPausing<T>(steps: Steps<T>, pause: () => Promise<void>): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}
