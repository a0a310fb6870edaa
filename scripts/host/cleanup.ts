// Cleanup on every path: normal end, test failure, harness error, timeout, SIGINT/SIGTERM/SIGHUP.
// Steps are registered as resources are created and run once, last registered first.
import { errorText, warn } from './log';

type Step = { name: string; run: () => Promise<void> | void };

const steps: Step[] = [];
let running: Promise<void> | undefined;

export function onCleanup(name: string, run: () => Promise<void> | void): void {
  steps.push({ name, run });
}

export function cleanup(): Promise<void> {
  running ??= (async () => {
    while (steps.length) {
      const step = steps.pop()!;
      try {
        await step.run();
      } catch (e) {
        warn(`cleanup step "${step.name}" failed: ${errorText(e)}`);
      }
    }
    running = undefined; // a later pass of the same process registers and runs its own steps
  })();
  return running;
}

/** On a signal: say so, clean up, exit with `exitCode(signal)`. A second signal while cleaning
 *  up is ignored (cleanup is bounded in time on its own). */
export function handleSignals(exitCode: (signal: NodeJS.Signals) => number, onSignal?: (signal: NodeJS.Signals) => void): void {
  let seen = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (seen) return;
      seen = true;
      onSignal?.(signal);
      void cleanup().finally(() => process.exit(exitCode(signal)));
    });
  }
}
