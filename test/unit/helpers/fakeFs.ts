// An in-memory FsPort for the jail tests: POSIX or Windows paths, case-sensitive or not (from the
// Platform given), symbolic links resolved like a kernel does (at most 40 hops, then ELOOP), and
// errors injectable per operation and path. Every call is recorded.
import type { FileInfo, FsPort, Platform } from '../../../src/core/platform';

type Node =
  | { kind: 'file'; content: Uint8Array; readonly: boolean; size?: number }
  | { kind: 'directory'; children: Map<string, Entry>; readonly: boolean }
  | { kind: 'symlink'; target: string }
  | { kind: 'other' };

interface Entry {
  name: string;
  node: Node;
}

export type FakeOperation = 'lstat' | 'stat' | 'realpath' | 'readHead' | 'readlink';

export class FakeFsError extends Error {
  constructor(readonly code: string, path: string) {
    super(`${code}: ${path}`);
  }
}

const MAX_HOPS = 40;

export class FakeFs implements FsPort {
  readonly calls: { op: FakeOperation; path: string }[] = [];
  private readonly roots = new Map<string, Entry>();
  private readonly failures = new Map<string, string>();

  constructor(private readonly platform: Platform) {}

  /** Without readlink, like an FsPort that only has the four required operations. */
  withoutReadlink(): FsPort {
    return {
      lstat: (p) => this.lstat(p),
      stat: (p) => this.stat(p),
      realpath: (p) => this.realpath(p),
      readHead: (p, n) => this.readHead(p, n),
    };
  }

  dir(path: string, options: { readonly?: boolean } = {}): this {
    const entry = this.ensureParent(path);
    const existing = entry.dir.children.get(this.fold(entry.name));
    if (existing?.node.kind === 'directory') {
      existing.node.readonly = options.readonly ?? existing.node.readonly;
    } else {
      entry.dir.children.set(this.fold(entry.name), { name: entry.name, node: newDirectory(options.readonly) });
    }
    return this;
  }

  file(path: string, content: string | Uint8Array = 'text\n', options: { readonly?: boolean; size?: number } = {}): this {
    const entry = this.ensureParent(path);
    const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
    entry.dir.children.set(this.fold(entry.name), { name: entry.name, node: { kind: 'file', content: bytes, readonly: options.readonly ?? false, size: options.size } });
    return this;
  }

  symlink(path: string, target: string): this {
    const entry = this.ensureParent(path);
    entry.dir.children.set(this.fold(entry.name), { name: entry.name, node: { kind: 'symlink', target } });
    return this;
  }

  other(path: string): this {
    const entry = this.ensureParent(path);
    entry.dir.children.set(this.fold(entry.name), { name: entry.name, node: { kind: 'other' } });
    return this;
  }

  /** Make `op` on exactly this path string reject with `errno` (or throw synchronously with 'THROW'). */
  fail(op: FakeOperation, path: string, errno: string): this {
    this.failures.set(`${op}\u0000${path}`, errno);
    return this;
  }

  pathsOf(op: FakeOperation): string[] {
    return this.calls.filter((c) => c.op === op).map((c) => c.path);
  }

  lstat(path: string): Promise<FileInfo> {
    return this.run('lstat', path, () => infoOf(this.walk(path, false).entry.node));
  }

  stat(path: string): Promise<FileInfo> {
    return this.run('stat', path, () => infoOf(this.walk(path, true).entry.node));
  }

  realpath(path: string): Promise<string> {
    return this.run('realpath', path, () => {
      const { prefix, names } = this.walk(path, true);
      return prefix + names.join(this.platform.windows ? '\\' : '/');
    });
  }

  readHead(path: string, bytes: number): Promise<Uint8Array> {
    return this.run('readHead', path, () => {
      const { node } = this.walk(path, true).entry;
      if (node.kind === 'directory') throw new FakeFsError('EISDIR', path);
      if (node.kind !== 'file') throw new FakeFsError('EINVAL', path);
      return node.content.slice(0, bytes);
    });
  }

  readlink(path: string): Promise<string> {
    return this.run('readlink', path, () => {
      const { node } = this.walk(path, false).entry;
      if (node.kind !== 'symlink') throw new FakeFsError('EINVAL', path);
      return node.target;
    });
  }

  private run<T>(op: FakeOperation, path: string, body: () => T): Promise<T> {
    this.calls.push({ op, path });
    const failure = this.failures.get(`${op}\u0000${path}`);
    if (failure === 'THROW') throw new TypeError('a buggy port that throws synchronously');
    if (failure !== undefined) return Promise.reject(new FakeFsError(failure, path));
    try {
      return Promise.resolve(body());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private fold(name: string): string {
    return this.platform.caseSensitive ? name : name.toLowerCase();
  }

  private split(path: string): { prefix: string; segments: string[] } {
    if (this.platform.windows) {
      const drive = /^([A-Za-z]):[\\/]/.exec(path);
      if (drive) return { prefix: `${drive[1].toUpperCase()}:\\`, segments: segmentsOf(path.slice(3), /[\\/]/) };
      const unc = /^[\\/]{2}([^\\/]+)[\\/]([^\\/]+)/.exec(path);
      if (unc) return { prefix: `\\\\${unc[1]}\\${unc[2]}\\`, segments: segmentsOf(path.slice(unc[0].length), /[\\/]/) };
      throw new FakeFsError('EINVAL', path);
    }
    if (!path.startsWith('/')) throw new FakeFsError('EINVAL', path);
    return { prefix: '/', segments: segmentsOf(path, '/') };
  }

  private rootEntry(prefix: string): Entry {
    const key = this.fold(prefix);
    let root = this.roots.get(key);
    if (!root) {
      root = { name: prefix, node: newDirectory(false) };
      this.roots.set(key, root);
    }
    return root;
  }

  /** Create the parent folders of `path` (as plain folders) and answer where its entry goes. */
  private ensureParent(path: string): { dir: Extract<Node, { kind: 'directory' }>; name: string } {
    const { prefix, segments } = this.split(path);
    let dir = this.rootEntry(prefix).node as Extract<Node, { kind: 'directory' }>;
    for (const segment of segments.slice(0, -1)) {
      let child = dir.children.get(this.fold(segment));
      if (!child) {
        child = { name: segment, node: newDirectory(false) };
        dir.children.set(this.fold(segment), child);
      }
      if (child.node.kind !== 'directory') throw new Error(`fake fs setup: ${segment} in ${path} is not a folder`);
      dir = child.node;
    }
    return { dir, name: segments[segments.length - 1] };
  }

  /** Walk like a kernel: links on the way are followed, the last one only when `followLast`. */
  private walk(path: string, followLast: boolean): { entry: Entry; prefix: string; names: string[] } {
    let { prefix, segments: queue } = this.split(path);
    let stack: Entry[] = [this.rootEntry(prefix)];
    let hops = 0;
    while (queue.length > 0) {
      const [segment, ...rest] = queue;
      queue = rest;
      if (segment === '..') {
        if (stack.length > 1) stack.pop();
        continue;
      }
      const current = stack[stack.length - 1].node;
      if (current.kind !== 'directory') throw new FakeFsError('ENOTDIR', path);
      const child = current.children.get(this.fold(segment));
      if (!child) throw new FakeFsError('ENOENT', path);
      if (child.node.kind === 'symlink' && (queue.length > 0 || followLast)) {
        hops += 1;
        if (hops > MAX_HOPS) throw new FakeFsError('ELOOP', path);
        const target = child.node.target;
        const rooted = this.platform.windows && /^[\\/](?![\\/])/.test(target); // \x: the root of the current drive
        const absolute = this.platform.windows ? /^(?:[A-Za-z]:[\\/]|[\\/]{2})/.test(target) : target.startsWith('/');
        if (rooted) {
          stack = [stack[0]];
          queue = [...segmentsOf(target, /[\\/]/), ...queue];
        } else if (absolute) {
          const parsed = this.split(target);
          prefix = parsed.prefix;
          stack = [this.rootEntry(prefix)];
          queue = [...parsed.segments, ...queue];
        } else {
          queue = [...segmentsOf(target, this.platform.windows ? /[\\/]/ : '/'), ...queue];
        }
        continue;
      }
      stack.push(child);
    }
    return { entry: stack[stack.length - 1], prefix: stack[0].name, names: stack.slice(1).map((e) => e.name) };
  }
}

function newDirectory(readonly = false): Extract<Node, { kind: 'directory' }> {
  return { kind: 'directory', children: new Map(), readonly };
}

function segmentsOf(path: string, separator: string | RegExp): string[] {
  return path.split(separator).filter((s) => s !== '' && s !== '.');
}

function infoOf(node: Node): FileInfo {
  switch (node.kind) {
    case 'file':
      return { kind: 'file', size: node.size ?? node.content.length, readonly: node.readonly };
    case 'directory':
      return { kind: 'directory', size: 4096, readonly: node.readonly };
    case 'symlink':
      return { kind: 'symlink', size: node.target.length, readonly: false };
    case 'other':
      return { kind: 'other', size: 0, readonly: false };
  }
}
