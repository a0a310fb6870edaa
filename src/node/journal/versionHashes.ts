// The journal names every stored version by its SHA-256. For a large file that hash is the
// largest piece of work between the plan and the write, and it needs nothing but the bytes: so it
// is begun on a worker thread as soon as the bytes exist (read from disk before planning, or
// planned), and the journal finds it ready. The worker hashes a copy made when the hash is begun
// and handed over whole (not shared memory: a worker that allocates almost nothing collects its
// garbage almost never, and shared memory it was sent stayed alive with it, two versions a call);
// the bytes of a version are never changed after they exist. Small arrays, and any failure of the
// worker (it cannot start, it dies, it answers nonsense), hash inline instead: the result is the
// same either way.
import { Worker } from 'node:worker_threads';
import { sha256Hex } from '../sha256';

/** Below this a copy and two messages cost about as much as the hash itself. */
export const HASH_ON_WORKER_FROM_BYTES = 1 << 20;
/** Hashes waited for at once at most; beyond it, inline (a bound on memory held by copies). */
const MAX_PENDING = 16;

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
parentPort.on('message', (m) => {
  parentPort.postMessage({ id: m.id, hash: createHash('sha256').update(m.bytes).digest('hex') });
});
`;

const begun = new WeakMap<Uint8Array, Promise<string>>();

/** Begin hashing `bytes` (once) off the event loop when they are large; hashOfVersion collects it. */
export function beginVersionHash(bytes: Uint8Array): void {
  if (bytes.length < HASH_ON_WORKER_FROM_BYTES || begun.has(bytes)) return;
  const pending = hasher.hash(bytes);
  if (!pending) return;
  // A hash begun for a request that is then refused is never collected: its failure is not an error.
  pending.catch(() => undefined);
  begun.set(bytes, pending);
}

/** The SHA-256 of `bytes` (hex): the one begun for this array, or computed now. */
export async function hashOfVersion(bytes: Uint8Array): Promise<string> {
  const pending = begun.get(bytes);
  if (pending) {
    const hash = await pending.catch(() => undefined);
    if (hash !== undefined) return hash;
  }
  return sha256Hex(bytes);
}

interface Waiting {
  resolve: (hash: string) => void;
  reject: (error: Error) => void;
}

/** One worker for the process, started on first use, never keeping the process alive. (Exported for its tests: `source` is the worker's program.) */
export class WorkerHasher {
  private worker: Worker | undefined;
  private failed = false;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();

  constructor(private readonly source = WORKER_SOURCE) {}

  /** A hash under way, or undefined when it must be computed inline. */
  hash(bytes: Uint8Array): Promise<string> | undefined {
    if (this.waiting.size >= MAX_PENDING) return undefined;
    const worker = this.start();
    if (!worker) return undefined;
    const id = this.nextId++;
    // A copy of its own, handed over whole: the worker never sees memory this thread uses.
    const copy = new Uint8Array(bytes);
    const result = new Promise<string>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    try {
      worker.postMessage({ id, bytes: copy }, [copy.buffer]);
    } catch (error) {
      this.waiting.delete(id);
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    worker.ref();
    return result;
  }

  private start(): Worker | undefined {
    if (this.worker || this.failed) return this.worker;
    try {
      const worker = new Worker(this.source, { eval: true });
      worker.unref();
      worker.on('message', (message: { id?: unknown; hash?: unknown }) => this.settle(message));
      worker.on('error', (error) => this.fail(error));
      worker.on('exit', () => this.fail(new Error('the hashing thread stopped')));
      this.worker = worker;
    } catch {
      this.failed = true;
    }
    return this.worker;
  }

  private settle(message: { id?: unknown; hash?: unknown }): void {
    const waiting = typeof message.id === 'number' ? this.waiting.get(message.id) : undefined;
    if (!waiting || typeof message.id !== 'number') return;
    this.waiting.delete(message.id);
    if (typeof message.hash === 'string' && /^[0-9a-f]{64}$/.test(message.hash)) waiting.resolve(message.hash);
    else waiting.reject(new Error('the hashing thread answered without a hash'));
    // Only a hash under way keeps the process alive.
    if (this.waiting.size === 0) this.worker?.unref();
  }

  private fail(error: Error): void {
    this.failed = true;
    this.worker = undefined;
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }
}

const hasher = new WorkerHasher();
