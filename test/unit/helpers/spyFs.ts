// Wraps an FsPort and records every path each operation receives, to prove what the jail
// touches (above all: readHead is never called for a file outside the jail).
import type { FileInfo, FsPort } from '../../../src/core/platform';
import type { LinkReader } from '../../../src/core/path';

export type SpiedOperation = 'lstat' | 'stat' | 'realpath' | 'readHead' | 'readlink';

export class SpyFs implements FsPort, LinkReader {
  readonly calls: { op: SpiedOperation; path: string }[] = [];

  constructor(private readonly inner: FsPort & Partial<LinkReader>) {}

  pathsOf(op: SpiedOperation): string[] {
    return this.calls.filter((c) => c.op === op).map((c) => c.path);
  }

  lstat(path: string): Promise<FileInfo> {
    this.calls.push({ op: 'lstat', path });
    return this.inner.lstat(path);
  }

  stat(path: string): Promise<FileInfo> {
    this.calls.push({ op: 'stat', path });
    return this.inner.stat(path);
  }

  realpath(path: string): Promise<string> {
    this.calls.push({ op: 'realpath', path });
    return this.inner.realpath(path);
  }

  readHead(path: string, bytes: number): Promise<Uint8Array> {
    this.calls.push({ op: 'readHead', path });
    return this.inner.readHead(path, bytes);
  }

  readlink(path: string): Promise<string> {
    this.calls.push({ op: 'readlink', path });
    if (!this.inner.readlink) return Promise.reject(Object.assign(new Error('no readlink'), { code: 'ENOSYS' }));
    return this.inner.readlink(path);
  }
}
