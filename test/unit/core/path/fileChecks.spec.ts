import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import { BINARY_SNIFF_BYTES, formatBytes } from '../../../../src/core/path';
import type { GuardedError } from '../../../../src/core/errors';
import { DEFAULT_PROTECTED_PATTERNS, resolveTarget, type JailOptions, type ResolvedTarget, type TargetPurpose } from '../../../../src/core/path';
import { MACOS, POSIX, WINDOWS, type FsPort, type WorkspaceRoot } from '../../../../src/core/platform';
import { createNodeFs, nodePlatform } from '../../../../src/node/nodeFs';
import { FakeFs } from '../../helpers/fakeFs';
import { TempTree } from '../../../helpers/tempTree';

const APP: WorkspaceRoot[] = [{ name: 'app', path: '/ws' }];

function options(purpose: TargetPurpose, more: Partial<JailOptions> = {}): JailOptions {
  return { purpose, protectedPatterns: DEFAULT_PROTECTED_PATTERNS, maxFileBytes: 1024, ...more };
}

async function errors(raw: string, fs: FsPort, purpose: TargetPurpose = 'edit', more: Partial<JailOptions> = {}): Promise<GuardedError[]> {
  const result = await resolveTarget(raw, APP, fs, POSIX, options(purpose, more));
  assert.ok(!result.ok, `expected ${JSON.stringify(raw)} to be refused, got ${JSON.stringify(result)}`);
  return result.errors;
}

async function target(raw: string, fs: FsPort, purpose: TargetPurpose = 'edit', more: Partial<JailOptions> = {}): Promise<ResolvedTarget> {
  const result = await resolveTarget(raw, APP, fs, POSIX, options(purpose, more));
  assert.ok(result.ok, `expected ${JSON.stringify(raw)} to resolve, got ${JSON.stringify(result)}`);
  return result.target;
}

const NUL_AT_3 = new Uint8Array([0x41, 0x42, 0x43, 0x00, 0x44]);

function workspace(): FakeFs {
  return new FakeFs(POSIX)
    .file('/ws/src/app.ts', 'text\n')
    .dir('/ws/src/lib')
    .other('/ws/fifo')
    .file('/ws/locked.ts', 'text\n', { readonly: true })
    .file('/ws/big.txt', 'x', { size: 5 * 1024 * 1024 })
    .file('/ws/image.png', NUL_AT_3)
    .file('/ws/.git/config', 'text\n')
    .file('/ws/.git/big.pack', NUL_AT_3, { size: 20 * 1024 * 1024 })
    .symlink('/ws/hooks', '.git/hooks')
    .dir('/ws/.git/hooks')
    .symlink('/ws/config-link', '.git/config');
}

describe('file checks (layer 3)', () => {
  describe('NOT_A_FILE', () => {
    it('for a folder', async () => {
      assert.deepEqual(await errors('src/lib', workspace()), [
        {
          code: 'NOT_A_FILE',
          message: 'file_path "src/lib" ("/ws/src/lib") is a folder, not a regular file.',
          path: ['file_path'],
          recovery_hint: 'Give the path of a file inside it, like "src/lib/<file name>".',
        },
      ]);
    });

    it('for a pipe, socket or device', async () => {
      assert.deepEqual(await errors('fifo', workspace(), 'read'), [
        {
          code: 'NOT_A_FILE',
          message: 'file_path "fifo" ("/ws/fifo") is a special file (a pipe, socket or device), not a regular file.',
          path: ['file_path'],
          recovery_hint: 'Give the path of a regular text file.',
        },
      ]);
    });

    it('for the workspace folder itself, in every form', async () => {
      const fs = workspace();
      assert.deepEqual(await errors('.', fs), [
        {
          code: 'NOT_A_FILE',
          message: 'file_path "." ("/ws") is the workspace folder \'app\' itself, not a file.',
          path: ['file_path'],
          recovery_hint: 'Give the path of a file inside the folder, like "src/app.ts".',
        },
      ]);
      for (const raw of ['/ws', '/ws/', 'file:///ws', './']) {
        assert.deepEqual((await errors(raw, fs, 'create')).map((e) => e.code), ['NOT_A_FILE'], raw);
      }
    });

    it('for "create" of an existing folder, and of a file below a file', async () => {
      const fs = workspace();
      assert.deepEqual((await errors('src/lib', fs, 'create')).map((e) => e.code), ['NOT_A_FILE']);
      assert.deepEqual(await errors('src/app.ts/inner.ts', fs, 'create'), [
        {
          code: 'NOT_A_FILE',
          message: 'file_path "src/app.ts/inner.ts" ("/ws/src/app.ts/inner.ts") cannot be created: "src/app.ts" is a file, not a folder, so nothing can be created inside it.',
          path: ['file_path'],
          recovery_hint: 'Choose a path whose folders are folders; "src/app.ts" itself may be the file you mean.',
        },
      ]);
      assert.deepEqual((await errors('fifo/x', fs, 'create')).map((e) => e.code), ['NOT_A_FILE']);
    });

    it('below a file, edit/read find nothing', async () => {
      assert.deepEqual((await errors('src/app.ts/inner.ts', workspace())).map((e) => e.code), ['FILE_NOT_FOUND']);
    });
  });

  describe('FILE_NOT_FOUND', () => {
    it('names the nearest existing folder', async () => {
      assert.deepEqual(await errors('src/lib/missing/x.ts', workspace(), 'read'), [
        {
          code: 'FILE_NOT_FOUND',
          message: 'file_path "src/lib/missing/x.ts" ("/ws/src/lib/missing/x.ts") does not exist, so it cannot be read. The nearest folder that exists is "src/lib".',
          path: ['file_path'],
          recovery_hint: 'Check the spelling of the path against the files in the workspace. Names are case-sensitive here.',
        },
      ]);
      assert.match((await errors('nope.ts', workspace()))[0].message, /The nearest folder that exists is "\."\.$/);
    });
  });

  describe('PERMISSION_DENIED', () => {
    it('when the file cannot be examined', async () => {
      const fs = workspace().fail('stat', '/ws/src/app.ts', 'EACCES');
      assert.deepEqual(await errors('src/app.ts', fs), [
        {
          code: 'PERMISSION_DENIED',
          message: 'file_path "src/app.ts" ("/ws/src/app.ts") could not be resolved: permission denied (EACCES); the current user may not access it or a folder on its way.',
          path: ['file_path'],
          recovery_hint: 'Use a file the user can access, or ask the user to fix the permissions.',
        },
      ]);
    });

    it('when the file cannot be read, together with READ_ONLY', async () => {
      const fs = workspace().fail('readHead', '/ws/locked.ts', 'EPERM');
      assert.deepEqual(await errors('locked.ts', fs), [
        {
          code: 'READ_ONLY',
          message: 'file_path "locked.ts" ("/ws/locked.ts") is read-only: the current user may not write it (file permissions or a read-only filesystem).',
          path: ['file_path'],
          recovery_hint: 'Edit another file, or ask the user to make this one writable.',
        },
        {
          code: 'PERMISSION_DENIED',
          message: 'file_path "locked.ts" ("/ws/locked.ts") could not be read: permission denied (EPERM); the current user may not access it or a folder on its way.',
          path: ['file_path'],
          recovery_hint: 'Use a file the user can access, or ask the user to fix the permissions.',
        },
      ]);
    });

    it('when the folder of a new file cannot be examined', async () => {
      const fs = workspace().fail('stat', '/ws/src', 'EACCES');
      assert.deepEqual((await errors('src/new.ts', fs, 'create')).map((e) => e.code), ['PERMISSION_DENIED']);
    });
  });

  describe('READ_ONLY', () => {
    it('only for "edit": reading a read-only file is fine, "create" leaves existing files to the create tool', async () => {
      const fs = workspace();
      assert.deepEqual((await errors('locked.ts', fs)).map((e) => e.code), ['READ_ONLY']);
      assert.equal((await target('locked.ts', fs, 'read')).exists, true);
      assert.equal((await target('locked.ts', fs, 'create')).exists, true);
    });

    it('for "create" in a read-only folder', async () => {
      const fs = workspace().dir('/ws/frozen', { readonly: true });
      assert.deepEqual(await errors('frozen/new/x.ts', fs, 'create'), [
        {
          code: 'READ_ONLY',
          message: 'file_path "frozen/new/x.ts" ("/ws/frozen/new/x.ts") cannot be created: the folder "frozen" is read-only for the current user.',
          path: ['file_path'],
          recovery_hint: 'Create the file in a writable folder, or ask the user to make this folder writable.',
        },
      ]);
    });
  });

  describe('FILE_TOO_LARGE', () => {
    it('gives both sizes in readable units', async () => {
      assert.deepEqual(await errors('big.txt', workspace(), 'edit', { maxFileBytes: 1024 * 1024 }), [
        {
          code: 'FILE_TOO_LARGE',
          message: 'file_path "big.txt" ("/ws/big.txt") is 5.0 MiB (5,242,880 bytes), more than the limit of 1.0 MiB (1,048,576 bytes), so it cannot be edited.',
          path: ['file_path'],
          recovery_hint: 'Choose a smaller file, or ask the user to raise the size limit.',
        },
      ]);
    });

    it('applies to "read", not to "create"; a file exactly at the limit is fine', async () => {
      const fs = workspace().file('/ws/exact.txt', 'abcd');
      assert.deepEqual((await errors('big.txt', fs, 'read')).map((e) => e.code), ['FILE_TOO_LARGE']);
      assert.equal((await target('big.txt', fs, 'create')).size, 5 * 1024 * 1024);
      assert.equal((await target('exact.txt', fs, 'edit', { maxFileBytes: 4 })).size, 4);
    });
  });

  describe('BINARY_FILE', () => {
    it('for a NUL byte in the first 8,000 bytes', async () => {
      assert.deepEqual(await errors('image.png', workspace(), 'read'), [
        {
          code: 'BINARY_FILE',
          message: 'file_path "image.png" ("/ws/image.png") looks binary: byte 3 of its first 8,000 bytes is NUL; only text files can be read.',
          path: ['file_path'],
          recovery_hint: 'Choose a text file; binary files are never changed by text edits.',
        },
      ]);
    });

    it('not for a NUL byte after the first 8,000 bytes, nor for UTF-8 text', async () => {
      const late = new Uint8Array(BINARY_SNIFF_BYTES + 10).fill(0x61);
      late[BINARY_SNIFF_BYTES] = 0;
      const fs = workspace().file('/ws/late.txt', late).file('/ws/utf8.txt', 'caf\u00e9 \u2603 \ud83d\ude00\n').file('/ws/empty.txt', '');
      for (const raw of ['late.txt', 'utf8.txt', 'empty.txt']) assert.equal((await target(raw, fs, 'edit', { maxFileBytes: 1e6 })).exists, true, raw);
    });

    it('is collected with FILE_TOO_LARGE', async () => {
      const fs = workspace().file('/ws/huge.bin', NUL_AT_3, { size: 2048 });
      assert.deepEqual((await errors('huge.bin', fs)).map((e) => e.code), ['FILE_TOO_LARGE', 'BINARY_FILE']);
    });
  });

  describe('PROTECTED_PATH', () => {
    it('for a path matching guardedEdit.protectedFiles', async () => {
      assert.deepEqual(await errors('.git/config', workspace()), [
        {
          code: 'PROTECTED_PATH',
          message:
            'file_path ".git/config" ("/ws/.git/config") is protected: ".git/config" matches the pattern "**/.git/**" of the setting guardedEdit.protectedFiles, so it cannot be edited.',
          path: ['file_path'],
          recovery_hint: 'Choose a file that is not protected. Only the user can change guardedEdit.protectedFiles.',
        },
      ]);
    });

    it('for a link that points into .git (matched on the real path)', async () => {
      const [error] = await errors('config-link', workspace(), 'read');
      assert.equal(error.code, 'PROTECTED_PATH');
      assert.equal(
        error.message,
        'file_path "config-link" ("/ws/config-link", which resolves to "/ws/.git/config") is protected: ".git/config" matches the pattern "**/.git/**" of the setting guardedEdit.protectedFiles, so it cannot be read.',
      );
    });

    it('for a new file in .git, also through a linked folder', async () => {
      const fs = workspace();
      assert.deepEqual((await errors('.git/hooks/pre-commit', fs, 'create')).map((e) => e.code), ['PROTECTED_PATH']);
      assert.deepEqual((await errors('hooks/pre-commit', fs, 'create')).map((e) => e.code), ['PROTECTED_PATH']);
      assert.deepEqual((await errors('.git/nothing', fs, 'edit')).map((e) => e.code), ['PROTECTED_PATH', 'FILE_NOT_FOUND']);
    });

    it('is collected with FILE_TOO_LARGE, and a protected file is never read', async () => {
      const fs = workspace();
      assert.deepEqual((await errors('.git/big.pack', fs)).map((e) => e.code), ['PROTECTED_PATH', 'FILE_TOO_LARGE']);
      assert.deepEqual(fs.pathsOf('readHead'), []);
    });

    it('uses the patterns given, case-insensitively where the filesystem is', async () => {
      const fs = new FakeFs(MACOS).file('/ws/Secrets/key.pem').file('/ws/src/a.ts');
      const result = await resolveTarget('secrets/KEY.PEM', APP, fs, MACOS, options('read', { protectedPatterns: ['secrets/**', '**/*.pem'] }));
      assert.ok(!result.ok);
      assert.match(result.errors[0].message, /matches the pattern "secrets\/\*\*"/);
      const none = await resolveTarget('.git/x', APP, new FakeFs(POSIX).file('/ws/.git/x'), POSIX, options('edit', { protectedPatterns: [] }));
      assert.ok(none.ok);
    });
  });

  describe('formatBytes', () => {
    it('is readable and exact', () => {
      assert.equal(formatBytes(0), '0 bytes');
      assert.equal(formatBytes(1), '1 byte');
      assert.equal(formatBytes(1023), '1,023 bytes');
      assert.equal(formatBytes(1536), '1.5 KiB (1,536 bytes)');
      assert.equal(formatBytes(16 * 1024 * 1024), '16.0 MiB (16,777,216 bytes)');
      assert.equal(formatBytes(3 * 1024 ** 3), '3.0 GiB (3,221,225,472 bytes)');
      assert.equal(formatBytes(2 * 1024 ** 4), '2.0 TiB (2,199,023,255,552 bytes)');
    });
  });
});

describe('NodeFsPort (src/node/nodeFs.ts)', () => {
  let tree: TempTree;
  const node = createNodeFs();
  before(() => {
    tree = new TempTree('guarded-edit-nodefs-');
  });
  after(() => tree.cleanup());

  it('reports kinds, sizes and links like fs.lstat/fs.stat', async () => {
    const file = tree.file('a.txt', 'hello');
    const dir = tree.dir('d');
    const link = tree.symlink('link', 'a.txt');
    assert.deepEqual(await node.stat(file), { kind: 'file', size: 5, readonly: false });
    assert.equal((await node.stat(dir)).kind, 'directory');
    assert.deepEqual(await node.lstat(link), { kind: 'symlink', size: 5, readonly: false });
    assert.deepEqual(await node.stat(link), { kind: 'file', size: 5, readonly: false });
    assert.equal(await node.realpath(link), file);
    assert.equal(await node.readlink(link), 'a.txt');
  });

  it('reports a fifo as "other"', async function () {
    const fifo = tree.at('fifo');
    try {
      execFileSync('mkfifo', [fifo]);
    } catch {
      this.skip(); // no mkfifo here (e.g. Windows)
    }
    assert.equal((await node.lstat(fifo)).kind, 'other');
  });

  it('rejects with the errno name as `code`', async () => {
    await assert.rejects(node.stat(tree.at('missing')), { code: 'ENOENT' });
    const loop = tree.symlink('self', 'self');
    await assert.rejects(node.realpath(loop), { code: 'ELOOP' });
  });

  it('readHead reads at most the bytes asked for, and less from a short file', async () => {
    const big = tree.file('big.bin', new Uint8Array(20_000).fill(7));
    const head = await node.readHead(big, 8000);
    assert.equal(head.length, 8000);
    assert.ok(head.every((b) => b === 7));
    assert.deepEqual([...(await node.readHead(tree.file('short.txt', 'ab'), 8000))], [0x61, 0x62]);
    assert.equal((await node.readHead(big, 0)).length, 0);
    await assert.rejects(node.readHead(tree.dir('somedir'), 10), { code: 'EISDIR' });
  });

  it('computes readonly from access(W_OK)', async function () {
    const file = tree.file('ro.txt', 'x');
    fs.chmodSync(file, 0o444);
    if (process.getuid?.() === 0) {
      // root may write anyway: access(W_OK) succeeds, so the file is honestly writable.
      assert.equal((await node.stat(file)).readonly, false);
      this.skip();
    }
    assert.equal((await node.stat(file)).readonly, true);
  });

  it('nodePlatform gives the facts of the running OS', () => {
    assert.deepEqual(nodePlatform('linux'), POSIX);
    assert.deepEqual(nodePlatform('darwin'), MACOS);
    assert.deepEqual(nodePlatform('win32'), WINDOWS);
    assert.deepEqual(nodePlatform('freebsd'), POSIX);
    assert.notEqual(nodePlatform('linux'), POSIX); // a copy: callers cannot change the shared facts
    const expected = process.platform === 'win32' ? WINDOWS : process.platform === 'darwin' ? MACOS : POSIX;
    assert.deepEqual(nodePlatform(), expected);
  });
});
