// Where one request's time goes, for `npm run bench:host`: an optional recorder set through the
// extension's API (never by a setting). Without a recorder no clock exists, and each mark on the
// request's way is a check of `undefined`.
import type { EditEnvironment } from '../../core/change';
import type { FsPort } from '../../core/platform';

/** Milliseconds per phase of one request (a phase run more than once, e.g. a retried apply, is summed); counts end in `_count`. */
export type PhaseTimings = Record<string, number>;
export type PhaseRecorder = (phases: PhaseTimings) => void;

export class PhaseClock {
  private last = performance.now();
  readonly phases: PhaseTimings = {};

  /** The time since the previous lap (or the start) belongs to `phase`. */
  lap(phase: string): void {
    const now = performance.now();
    this.add(phase, now - this.last);
    this.last = now;
  }

  add(phase: string, value: number): void {
    this.phases[phase] = (this.phases[phase] ?? 0) + value;
  }

  /**
   * The environment with its filesystem (see timedFs), document loads (`<phase>_load_document`)
   * and the planner's pauses (`<phase>_pause`, `<phase>_pause_count`) timed.
   */
  timedEnvironment(env: EditEnvironment, phase: string): EditEnvironment {
    const { pause } = env;
    return {
      ...env,
      fs: this.timedFs(env.fs, phase),
      ...(pause ? { pause: () => {
        this.add(`${phase}_pause_count`, 1);
        return this.timed(`${phase}_pause`, pause);
      } } : {}),
      loadDocument: (target) => this.timed(`${phase}_load_document`, () => env.loadDocument(target)),
    };
  }

  /** Awaits the call, adding its time to `phase`. */
  private async timed<T>(phase: string, call: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await call();
    } finally {
      this.add(phase, performance.now() - started);
    }
  }

  /**
   * The same filesystem, with each call counted (`<prefix>_fs_count`, `<prefix>_fs_<call>_count`) and its time summed (`<prefix>_fs`, `<prefix>_fs_<call>`): the
   * share of a phase spent waiting for the disk (jail, real paths, the binary sniff).
   */
  timedFs<T extends FsPort>(fs: T, prefix: string): T {
    const timed = (name: string, call: () => Promise<unknown>): Promise<unknown> => {
      const started = performance.now();
      this.add(`${prefix}_fs_count`, 1);
      this.add(`${prefix}_fs_${name}_count`, 1);
      const done = (): void => {
        const took = performance.now() - started;
        this.add(`${prefix}_fs`, took);
        this.add(`${prefix}_fs_${name}`, took);
      };
      return call().finally(done);
    };
    return new Proxy(fs, {
      get: (object, key, receiver) => {
        const value: unknown = Reflect.get(object, key, receiver);
        if (typeof value !== 'function' || typeof key !== 'string') return value;
        return (...args: unknown[]) => timed(key, () => (value as (...a: unknown[]) => Promise<unknown>).apply(object, args));
      },
    });
  }
}
