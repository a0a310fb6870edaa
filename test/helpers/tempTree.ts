// Real temporary folders with real files and symbolic links, for every test that needs a tree on
// disk. Everything lives under one fs.mkdtemp folder of os.tmpdir(), removed by cleanup().
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/** A new empty folder under os.tmpdir(), as its real path (os.tmpdir() may itself be a link, as on macOS). */
export function makeTempDir(prefix = 'guarded-edit-'): string {
  return fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
}

/** Removes a folder made by makeTempDir and all it holds. */
export function removeTempDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

export class TempTree {
  /** The realpath of the temporary folder (os.tmpdir() may itself be a link, as on macOS). */
  readonly base: string;

  constructor(prefix = 'guarded-edit-jail-') {
    this.base = makeTempDir(prefix);
  }

  /** Absolute path of a '/'-separated path below the base. */
  at(relative: string): string {
    return path.join(this.base, ...relative.split('/'));
  }

  dir(relative: string): string {
    const full = this.at(relative);
    fs.mkdirSync(full, { recursive: true });
    return full;
  }

  file(relative: string, content: string | Uint8Array = 'text\n'): string {
    const full = this.at(relative);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, content);
    return full;
  }

  /** A symbolic link at `relative` whose text is exactly `target` (relative or absolute). */
  symlink(relative: string, target: string): string {
    const full = this.at(relative);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.symlinkSync(target, full);
    return full;
  }

  hardlink(relative: string, existing: string): string {
    const full = this.at(relative);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.linkSync(existing, full);
    return full;
  }

  cleanup(): void {
    removeTempDir(this.base);
  }
}
