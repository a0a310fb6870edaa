import assert from 'node:assert/strict';
import type { GuardedError } from '../../../../src/core/errors';
import {
  DEFAULT_CONFIRM_PATTERNS,
  DEFAULT_MAX_FILE_BYTES,
  DEFAULT_PROTECTED_PATTERNS,
  matchesAnyGlob,
  resolveTarget,
  type JailOptions,
  type ResolvedTarget,
  type TargetPurpose,
} from '../../../../src/core/path';
import * as fileChecks from '../../../../src/core/path';
import { MACOS, POSIX, WINDOWS, type FsPort, type Platform, type WorkspaceRoot } from '../../../../src/core/platform';
import { FakeFs } from '../../helpers/fakeFs';

const APP: WorkspaceRoot[] = [{ name: 'app', path: '/ws' }];
const MULTI: WorkspaceRoot[] = [
  { name: 'api', path: '/multi/api' },
  { name: 'web', path: '/multi/web' },
];

function options(purpose: TargetPurpose, more: Partial<JailOptions> = {}): JailOptions {
  return { purpose, protectedPatterns: DEFAULT_PROTECTED_PATTERNS, maxFileBytes: DEFAULT_MAX_FILE_BYTES, ...more };
}

async function target(raw: string, roots: readonly WorkspaceRoot[], fs: FsPort, purpose: TargetPurpose = 'edit', platform: Platform = POSIX): Promise<ResolvedTarget> {
  const result = await resolveTarget(raw, roots, fs, platform, options(purpose));
  assert.ok(result.ok, `expected ${JSON.stringify(raw)} to resolve, got ${JSON.stringify(result)}`);
  return result.target;
}

async function errors(raw: string, roots: readonly WorkspaceRoot[], fs: FsPort, purpose: TargetPurpose = 'edit', platform: Platform = POSIX): Promise<GuardedError[]> {
  const result = await resolveTarget(raw, roots, fs, platform, options(purpose));
  assert.ok(!result.ok, `expected ${JSON.stringify(raw)} to be refused, got ${JSON.stringify(result)}`);
  return result.errors;
}

async function codes(raw: string, roots: readonly WorkspaceRoot[], fs: FsPort, purpose: TargetPurpose = 'edit', platform: Platform = POSIX): Promise<string[]> {
  return (await errors(raw, roots, fs, purpose, platform)).map((e) => e.code);
}

const ESCAPE_HINT = 'Use a file that really lives inside the workspace, not one reached through a link to outside it; this cannot be confirmed or overridden.';

function posixWorkspace(): FakeFs {
  return new FakeFs(POSIX)
    .file('/ws/src/app.ts', 'const a = 1;\n')
    .file('/ws/.git/config')
    .file('/ws/README.md')
    .file('/outside/secret.txt')
    .dir('/ws-evil')
    .file('/ws-evil/a.ts')
    .file('/ws2/a.ts')
    .symlink('/ws/leak', '/outside/secret.txt')
    .symlink('/ws/vendor', '/outside')
    .symlink('/ws/alias.ts', 'src/app.ts')
    .symlink('/ws/loop', 'loop')
    .symlink('/ws/ghost', 'missing.ts')
    .symlink('/ws/gone', '/outside/missing.txt')
    .symlink('/ws/hop1', 'hop2')
    .symlink('/ws/hop2', '/outside/nothing')
    .symlink('/ws/gitlink', '.git/config');
}

function multiWorkspace(): FakeFs {
  return new FakeFs(POSIX)
    .file('/multi/api/src/a.ts')
    .file('/multi/web/src/a.ts')
    .file('/multi/web/only.ts')
    .file('/multi/api/api/x.ts')
    .dir('/multi/web/src');
}

describe('resolveTarget (layer 3, the path jail)', () => {
  describe('a file inside the workspace', () => {
    it('resolves a relative path to the whole ResolvedTarget', async () => {
      assert.deepEqual(await target('src/app.ts', APP, posixWorkspace()), {
        realPath: '/ws/src/app.ts',
        lexicalPath: '/ws/src/app.ts',
        displayPath: 'src/app.ts',
        root: { name: 'app', path: '/ws' },
        exists: true,
        size: 13,
        relativePaths: ['src/app.ts'],
      });
    });

    it('resolves the absolute path and the file:// URI of the same file alike', async () => {
      const fs = posixWorkspace();
      const relative = await target('src/app.ts', APP, fs);
      assert.deepEqual(await target('/ws/src/app.ts', APP, fs), relative);
      assert.deepEqual(await target('file:///ws/src/app.ts', APP, fs), relative);
      assert.deepEqual(await target('./src//./app.ts', APP, fs), relative);
    });

    it('follows a link that stays inside: the edit targets the resolved file', async () => {
      const t = await target('alias.ts', APP, posixWorkspace());
      assert.equal(t.realPath, '/ws/src/app.ts');
      assert.equal(t.lexicalPath, '/ws/alias.ts');
      assert.equal(t.displayPath, 'alias.ts');
      assert.deepEqual(t.relativePaths, ['alias.ts', 'src/app.ts']);
    });

    it('for "create": a new file gets the realpath of its nearest existing folder plus the rest', async () => {
      assert.deepEqual(await target('src/new/deep/file.ts', APP, posixWorkspace(), 'create'), {
        realPath: '/ws/src/new/deep/file.ts',
        lexicalPath: '/ws/src/new/deep/file.ts',
        displayPath: 'src/new/deep/file.ts',
        root: { name: 'app', path: '/ws' },
        exists: false,
        size: 0,
        relativePaths: ['src/new/deep/file.ts'],
      });
    });

    it('for "create": an existing file is not an error here (the create tool decides)', async () => {
      const t = await target('src/app.ts', APP, posixWorkspace(), 'create');
      assert.equal(t.exists, true);
      assert.equal(t.size, 13);
    });

    it('"~" is a literal folder name in the workspace, never the home folder', async () => {
      const fs = posixWorkspace().file('/ws/~/notes.md');
      assert.equal((await target('~/notes.md', APP, fs)).realPath, '/ws/~/notes.md');
      assert.deepEqual(await codes('~/.bashrc', APP, fs), ['FILE_NOT_FOUND']);
      assert.equal((await target('~root/x.ts', APP, fs, 'create')).realPath, '/ws/~root/x.ts');
    });
  });

  describe('NO_WORKSPACE', () => {
    it('when no folder is open', async () => {
      assert.deepEqual(await errors('src/app.ts', [], posixWorkspace()), [
        {
          code: 'NO_WORKSPACE',
          message: 'file_path "src/app.ts" cannot be resolved: no workspace folder is open, and every file must be inside a workspace folder.',
          path: ['file_path'],
          recovery_hint: 'Ask the user to open the project folder in VS Code (File > Open Folder...), then call again with a path inside it.',
        },
      ]);
    });

    it('when no folder has an absolute local path', async () => {
      const [error] = await errors('a.ts', [{ name: 'odd', path: 'relative/folder' }], posixWorkspace());
      assert.equal(error.code, 'NO_WORKSPACE');
      assert.match(error.message, /no open workspace folder has an absolute local path/);
    });

    it('path-form errors come first, even without a workspace', async () => {
      assert.deepEqual(await codes('../x', [], posixWorkspace()), ['PATH_TRAVERSAL']);
    });
  });

  describe('OUTSIDE_WORKSPACE', () => {
    it('for an absolute path outside, naming the folder', async () => {
      assert.deepEqual(await errors('/outside/secret.txt', APP, posixWorkspace()), [
        {
          code: 'OUTSIDE_WORKSPACE',
          message: 'file_path "/outside/secret.txt" is outside the workspace folder \'app\' ("/ws"); only files inside the workspace can be used.',
          path: ['file_path'],
          recovery_hint: 'Use a path inside the workspace folder \'app\': relative to it, like "src/app.ts", or absolute, starting with "/ws".',
        },
      ]);
    });

    it('a trailing separator is NOT_A_FILE for every purpose (edit, read, create), before any disk access', async () => {
      const fs = posixWorkspace();
      for (const purpose of ['edit', 'read', 'create'] as const) {
        for (const raw of ['src/app.ts/', 'src/app.ts/.', '/ws/src/app.ts/', 'src/new.ts/']) assert.deepEqual(await codes(raw, APP, fs, purpose), ['NOT_A_FILE'], `${purpose} ${raw}`);
      }
    });

    it('decides by segments, not string prefix: /ws-evil and /ws2 are not inside /ws', async () => {
      const fs = posixWorkspace();
      assert.deepEqual(await codes('/ws-evil/a.ts', APP, fs), ['OUTSIDE_WORKSPACE']);
      assert.deepEqual(await codes('/ws2/a.ts', APP, fs), ['OUTSIDE_WORKSPACE']);
      assert.deepEqual(await codes('/', APP, fs), ['NOT_A_FILE'], 'a trailing separator names a folder');
      assert.deepEqual(await codes('/ws-evil', APP, fs), ['OUTSIDE_WORKSPACE']);
      assert.deepEqual(await codes('file:///ws-evil/a.ts', APP, fs), ['OUTSIDE_WORKSPACE']);
    });

    it('shows the normalised path when it differs from the input, and lists several folders', async () => {
      assert.deepEqual(await errors('//outside/./x', MULTI, multiWorkspace()), [
        {
          code: 'OUTSIDE_WORKSPACE',
          message: 'file_path "//outside/./x" ("/outside/x") is outside the workspace folders \'api\' ("/multi/api"), \'web\' ("/multi/web"); only files inside the workspace can be used.',
          path: ['file_path'],
          recovery_hint:
            'Use a path inside one of the workspace folders \'api\', \'web\': start a relative path with the folder name, like "api/src/app.ts", or give an absolute path inside one of them.',
        },
      ]);
    });

    it('is case-sensitive on Linux: /WS/src/app.ts is outside /ws', async () => {
      assert.deepEqual(await codes('/WS/src/app.ts', APP, posixWorkspace()), ['OUTSIDE_WORKSPACE']);
    });
  });

  describe('several workspace folders', () => {
    it('takes the one folder where a relative path exists, and prefixes the display path with its name', async () => {
      assert.deepEqual(await target('only.ts', MULTI, multiWorkspace()), {
        realPath: '/multi/web/only.ts',
        lexicalPath: '/multi/web/only.ts',
        displayPath: 'web/only.ts',
        root: { name: 'web', path: '/multi/web' },
        exists: true,
        size: 5,
        relativePaths: ['only.ts'],
        workspaceFolder: 'web',
      });
    });

    it('accepts a path that starts with a folder name', async () => {
      const t = await target('api/src/a.ts', MULTI, multiWorkspace());
      assert.equal(t.realPath, '/multi/api/src/a.ts');
      assert.equal(t.displayPath, 'api/src/a.ts');
    });

    it('AMBIGUOUS_PATH when the path exists in several folders', async () => {
      assert.deepEqual(await errors('src/a.ts', MULTI, multiWorkspace()), [
        {
          code: 'AMBIGUOUS_PATH',
          message: 'file_path "src/a.ts" exists in several workspace folders: "api/src/a.ts" ("/multi/api/src/a.ts"), "web/src/a.ts" ("/multi/web/src/a.ts").',
          path: ['file_path'],
          recovery_hint: 'Give the absolute path of the one you mean, like "/multi/api/src/a.ts"; a path starting with a folder name works when only that one exists.',
        },
      ]);
    });

    it('AMBIGUOUS_PATH when a folder-name reading and a plain reading both exist', async () => {
      // "api/x.ts" is /multi/api/x.ts (missing) by name, /multi/api/api/x.ts (exists) plainly.
      assert.equal((await target('api/x.ts', MULTI, multiWorkspace())).realPath, '/multi/api/api/x.ts');
      const fs = multiWorkspace().file('/multi/api/x.ts');
      assert.deepEqual(await codes('api/x.ts', MULTI, fs), ['AMBIGUOUS_PATH']);
    });

    it('AMBIGUOUS_PATH for "create" of a new file without a folder-name prefix', async () => {
      assert.deepEqual(await errors('src/new.ts', MULTI, multiWorkspace(), 'create'), [
        {
          code: 'AMBIGUOUS_PATH',
          message:
            'file_path "src/new.ts" does not exist in any workspace folder, and with several folders (\'api\' ("/multi/api"), \'web\' ("/multi/web")) it is not clear where to create it.',
          path: ['file_path'],
          recovery_hint: 'Start the path with the folder name, like "api/src/new.ts", or give an absolute path.',
        },
      ]);
    });

    it('"create" with a folder-name prefix goes to that folder', async () => {
      const t = await target('web/src/new.ts', MULTI, multiWorkspace(), 'create');
      assert.equal(t.realPath, '/multi/web/src/new.ts');
      assert.equal(t.root.name, 'web');
      assert.equal(t.exists, false);
    });

    it('"create" with one folder needs no prefix', async () => {
      assert.equal((await target('brand-new.ts', APP, posixWorkspace(), 'create')).realPath, '/ws/brand-new.ts');
    });

    it('FILE_NOT_FOUND for edit/read naming every place searched', async () => {
      assert.deepEqual(await errors('nope.ts', MULTI, multiWorkspace()), [
        {
          code: 'FILE_NOT_FOUND',
          message: 'file_path "nope.ts" was not found in any workspace folder; looked for "api/nope.ts" ("/multi/api/nope.ts"), "web/nope.ts" ("/multi/web/nope.ts").',
          path: ['file_path'],
          recovery_hint:
            "Check the spelling and the folder: start the path with one of the folder names ('api', 'web') or give an absolute path. To make a new file, use guarded_create_file instead.",
        },
      ]);
      const [forRead] = await errors('nope.ts', MULTI, multiWorkspace(), 'read');
      assert.equal(forRead.recovery_hint, "Check the spelling and the folder: start the path with one of the folder names ('api', 'web') or give an absolute path.");
    });

    it('a missing file under a folder-name prefix is looked for in that folder only', async () => {
      assert.deepEqual(await errors('web/nope.ts', MULTI, multiWorkspace()), [
        {
          code: 'FILE_NOT_FOUND',
          message: 'file_path "web/nope.ts" ("/multi/web/nope.ts") does not exist, so it cannot be edited. The nearest folder that exists is "web".',
          path: ['file_path'],
          recovery_hint: 'Check the spelling of the path against the files in the workspace. Names are case-sensitive here. To make a new file, use guarded_create_file instead.',
        },
      ]);
    });

    it('AMBIGUOUS_PATH when several folders share the name the path starts with', async () => {
      const roots = [
        { name: 'pkg', path: '/multi/api' },
        { name: 'pkg', path: '/multi/web' },
      ];
      assert.deepEqual(await errors('pkg/new.ts', roots, multiWorkspace(), 'create'), [
        {
          code: 'AMBIGUOUS_PATH',
          message: 'file_path "pkg/new.ts" starts with "pkg", the name of several workspace folders; it could be "/multi/api/new.ts", "/multi/web/new.ts".',
          path: ['file_path'],
          recovery_hint: 'Give the absolute path of the one you mean, like "/multi/api/new.ts".',
        },
      ]);
    });

    it('an existing interpretation that cannot be examined (EACCES) counts as existing, so its error shows', async () => {
      const fs = multiWorkspace().fail('lstat', '/multi/api/secret.ts', 'EACCES').fail('realpath', '/multi/api/secret.ts', 'EACCES');
      assert.deepEqual(await codes('secret.ts', MULTI, fs), ['PERMISSION_DENIED']);
    });
  });

  describe('nested folders and folders that are links', () => {
    const NESTED: WorkspaceRoot[] = [
      { name: 'outer', path: '/ws' },
      { name: 'inner', path: '/ws/src' },
    ];

    it('a path in a nested folder is in the jail; the display path uses the innermost folder', async () => {
      const fs = posixWorkspace();
      for (const raw of ['/ws/src/app.ts', 'src/app.ts', 'inner/app.ts', 'outer/src/app.ts']) {
        const t = await target(raw, NESTED, fs);
        assert.equal(t.realPath, '/ws/src/app.ts', raw);
        assert.equal(t.displayPath, 'inner/app.ts', raw);
        assert.equal(t.root.name, 'inner', raw);
        assert.deepEqual(t.relativePaths, ['src/app.ts', 'app.ts'], raw);
      }
    });

    it('a folder that is itself a link is accepted in both forms, and links into its real form stay inside', async () => {
      const fs = new FakeFs(POSIX).file('/data/real-ws/a.ts').symlink('/home/me/ws', '/data/real-ws').symlink('/data/real-ws/self.ts', '/home/me/ws/a.ts');
      const roots = [{ name: 'ws', path: '/home/me/ws' }];
      for (const raw of ['a.ts', '/home/me/ws/a.ts', '/data/real-ws/a.ts', 'self.ts']) {
        const t = await target(raw, roots, fs);
        assert.equal(t.realPath, '/data/real-ws/a.ts', raw);
        assert.equal(t.root.name, 'ws', raw);
      }
      assert.equal((await target('/data/real-ws/a.ts', roots, fs)).displayPath, 'a.ts');
    });

    it('a folder whose realpath fails is named in the error', async () => {
      const fs = posixWorkspace();
      assert.deepEqual(await errors('a.ts', [{ name: 'gone', path: '/nowhere' }], fs), [
        {
          code: 'FILE_NOT_FOUND',
          message: 'the workspace folder \'gone\' ("/nowhere") could not be resolved: the filesystem reported ENOENT.',
          path: ['file_path'],
          recovery_hint: 'Check that the file exists and is accessible, then call again; if the error persists, use another file.',
        },
      ]);
    });
  });

  describe('SYMLINK_ESCAPE', () => {
    it('for a link leaf that points outside, saying where it points', async () => {
      assert.deepEqual(await errors('leak', APP, posixWorkspace()), [
        {
          code: 'SYMLINK_ESCAPE',
          message:
            'file_path "leak" ("/ws/leak") leads to "/outside/secret.txt", outside the workspace folder \'app\' ("/ws"): "leak" is a symbolic link to "/outside/secret.txt". Links that leave the workspace are never followed.',
          path: ['file_path'],
          recovery_hint: ESCAPE_HINT,
        },
      ]);
    });

    it('for a linked parent folder, for an existing file and for a new one', async () => {
      const fs = posixWorkspace();
      assert.deepEqual(await codes('vendor/secret.txt', APP, fs), ['SYMLINK_ESCAPE']);
      assert.deepEqual(await errors('vendor/new.ts', APP, fs, 'create'), [
        {
          code: 'SYMLINK_ESCAPE',
          message:
            'file_path "vendor/new.ts" ("/ws/vendor/new.ts") leads to "/outside/new.ts", outside the workspace folder \'app\' ("/ws"): "vendor" is a symbolic link to "/outside". Links that leave the workspace are never followed.',
          path: ['file_path'],
          recovery_hint: ESCAPE_HINT,
        },
      ]);
      assert.deepEqual(await codes('vendor/new.ts', APP, fs, 'edit'), ['SYMLINK_ESCAPE']);
    });

    it('shows a relative link text and where it resolves', async () => {
      const fs = new FakeFs(POSIX).dir('/ws/a').file('/elsewhere/x.ts').symlink('/ws/a/up', '../../elsewhere');
      const [error] = await errors('a/up/x.ts', APP, fs);
      assert.equal(
        error.message,
        'file_path "a/up/x.ts" ("/ws/a/up/x.ts") leads to "/elsewhere/x.ts", outside the workspace folder \'app\' ("/ws"): "a/up" is a symbolic link to "../../elsewhere" ("/elsewhere"). Links that leave the workspace are never followed.',
      );
    });

    it('for a dangling leaf pointing outside, for create and edit alike', async () => {
      const fs = posixWorkspace();
      const expected = {
        code: 'SYMLINK_ESCAPE',
        message:
          'file_path "gone" ("/ws/gone") leads to "/outside/missing.txt", outside the workspace folder \'app\' ("/ws"): "gone" is a symbolic link to "/outside/missing.txt". Links that leave the workspace are never followed.',
        path: ['file_path'],
        recovery_hint: ESCAPE_HINT,
      };
      assert.deepEqual(await errors('gone', APP, fs, 'create'), [expected]);
      assert.deepEqual(await errors('gone', APP, fs, 'edit'), [expected]);
    });

    it('for a chain of dangling links inside -> inside -> outside', async () => {
      assert.deepEqual(await codes('hop1', APP, posixWorkspace(), 'create'), ['SYMLINK_ESCAPE']);
    });

    it('without readlink the target of a dangling link is unknown: create is refused all the same', async () => {
      const fs = posixWorkspace().withoutReadlink();
      assert.deepEqual(await errors('gone', APP, fs, 'create'), [
        {
          code: 'INVALID_PATH',
          message:
            'file_path "gone" ("/ws/gone") cannot be created: "gone" is a symbolic link whose target does not exist; creating a file through a dangling link would create it wherever the link points, so it is refused.',
          path: ['file_path'],
          recovery_hint: 'To create that file, choose a path without the link; or choose another name.',
        },
      ]);
      assert.deepEqual(await codes('gone', APP, fs, 'edit'), ['FILE_NOT_FOUND']);
      // A leaf link to outside is still caught: its realpath exists.
      assert.deepEqual(await codes('leak', APP, fs), ['SYMLINK_ESCAPE']);
    });
  });

  describe('dangling links inside the workspace', () => {
    it('edit/read: FILE_NOT_FOUND saying where the link points', async () => {
      assert.deepEqual(await errors('ghost', APP, posixWorkspace()), [
        {
          code: 'FILE_NOT_FOUND',
          message: 'file_path "ghost" ("/ws/ghost") cannot be edited: "ghost" is a symbolic link to "missing.ts" ("/ws/missing.ts"), which does not exist.',
          path: ['file_path'],
          recovery_hint: 'Use the path of an existing file; a link whose target is missing has nothing to edit or read.',
        },
      ]);
    });

    it('create: refused (INVALID_PATH), suggesting to create the target directly', async () => {
      assert.deepEqual(await errors('ghost', APP, posixWorkspace(), 'create'), [
        {
          code: 'INVALID_PATH',
          message:
            'file_path "ghost" ("/ws/ghost") cannot be created: "ghost" is a symbolic link to "missing.ts" ("/ws/missing.ts"), which does not exist; creating a file through a dangling link would create it wherever the link points, so it is refused.',
          path: ['file_path'],
          recovery_hint: 'To create that file, create "missing.ts" directly; or choose another name.',
        },
      ]);
    });

    it('a dangling link in the middle of a new path is refused too', async () => {
      const fs = posixWorkspace().symlink('/ws/newdir', 'not-yet');
      assert.deepEqual(await codes('newdir/file.ts', APP, fs, 'create'), ['INVALID_PATH']);
      const absolute = posixWorkspace().symlink('/ws/newdir', '/outside/not-yet');
      assert.deepEqual(await codes('newdir/file.ts', APP, absolute, 'create'), ['SYMLINK_ESCAPE']);
    });

    it('a link whose text cannot be read leaves its target unknown', async () => {
      const fs = posixWorkspace().fail('readlink', '/ws/gone', 'EIO');
      assert.deepEqual(await codes('gone', APP, fs, 'create'), ['INVALID_PATH']);
    });
  });

  describe('SYMLINK_LOOP', () => {
    it('for a link to itself, naming where the loop is', async () => {
      assert.deepEqual(await errors('loop', APP, posixWorkspace()), [
        {
          code: 'SYMLINK_LOOP',
          message: 'file_path "loop" ("/ws/loop") cannot be resolved: its symbolic links form a loop at "loop" (ELOOP).',
          path: ['file_path'],
          recovery_hint: 'Use the path of a regular file; ask the user to fix the looping link if this file is needed.',
        },
      ]);
    });

    it('for a loop in a parent folder, for create too', async () => {
      const fs = posixWorkspace().symlink('/ws/a', 'b').symlink('/ws/b', 'a');
      const [error] = await errors('a/new.ts', APP, fs, 'create');
      assert.equal(error.code, 'SYMLINK_LOOP');
      assert.match(error.message, /form a loop at "a" \(ELOOP\)/);
    });

    it('when the loop cannot be located again, the message still says ELOOP', async () => {
      const fs = posixWorkspace();
      let calls = 0;
      const onceLooping: FsPort = {
        ...bind(fs),
        realpath: (p) => (p === '/ws/x.ts' && calls++ === 0 ? Promise.reject(Object.assign(new Error('loop'), { code: 'ELOOP' })) : fs.realpath(p)),
      };
      assert.deepEqual(await errors('x.ts', APP, onceLooping), [
        {
          code: 'SYMLINK_LOOP',
          message: 'file_path "x.ts" ("/ws/x.ts") cannot be resolved: its symbolic links form a loop (ELOOP).',
          path: ['file_path'],
          recovery_hint: 'Use the path of a regular file; ask the user to fix the looping link if this file is needed.',
        },
      ]);
    });
  });

  describe('errors from the filesystem become errors, never exceptions', () => {
    it('EACCES while resolving is PERMISSION_DENIED', async () => {
      const fs = posixWorkspace().fail('realpath', '/ws/src/app.ts', 'EACCES');
      assert.deepEqual(await errors('src/app.ts', APP, fs), [
        {
          code: 'PERMISSION_DENIED',
          message: 'file_path "src/app.ts" ("/ws/src/app.ts") could not be resolved: permission denied (EACCES); the current user may not access it or a folder on its way.',
          path: ['file_path'],
          recovery_hint: 'Use a file the user can access, or ask the user to fix the permissions.',
        },
      ]);
    });

    it('EPERM on an ancestor of a new file is PERMISSION_DENIED', async () => {
      const fs = posixWorkspace().fail('realpath', '/ws/src/new', 'EPERM');
      assert.deepEqual(await codes('src/new/x.ts', APP, fs, 'create'), ['PERMISSION_DENIED']);
    });

    it('ENAMETOOLONG is INVALID_PATH, EINVAL too; an unknown errno is named', async () => {
      const fs = posixWorkspace().fail('realpath', '/ws/long', 'ENAMETOOLONG').fail('realpath', '/ws/odd', 'EINVAL').fail('realpath', '/ws/io', 'EIO');
      assert.deepEqual(await errors('long', APP, fs), [
        {
          code: 'INVALID_PATH',
          message: 'file_path "long" ("/ws/long") could not be resolved: the path is too long for the filesystem (ENAMETOOLONG); a name or the whole path exceeds its limit.',
          path: ['file_path'],
          recovery_hint: 'Use a shorter path: names of at most 255 bytes and a path of at most a few thousand characters.',
        },
      ]);
      assert.deepEqual(await errors('odd', APP, fs), [
        {
          code: 'INVALID_PATH',
          message: 'file_path "odd" ("/ws/odd") could not be resolved: the filesystem does not accept this path (EINVAL).',
          path: ['file_path'],
          recovery_hint: 'Use the exact path of an existing file, without unusual characters.',
        },
      ]);
      assert.deepEqual(await errors('io', APP, fs), [
        {
          code: 'FILE_NOT_FOUND',
          message: 'file_path "io" ("/ws/io") could not be resolved: the filesystem reported EIO.',
          path: ['file_path'],
          recovery_hint: 'Check that the file exists and is accessible, then call again; if the error persists, use another file.',
        },
      ]);
    });

    it('a port that throws synchronously, or rejects without an errno, does not make resolveTarget throw', async () => {
      const throwing = posixWorkspace().fail('realpath', '/ws/src/app.ts', 'THROW');
      assert.deepEqual(await codes('src/app.ts', APP, throwing), ['FILE_NOT_FOUND']);
      const bare: FsPort = {
        lstat: () => Promise.reject(new Error('no code')),
        stat: () => Promise.reject(new Error('no code')),
        realpath: () => Promise.reject('not even an Error'), // eslint-disable-line @typescript-eslint/prefer-promise-reject-errors
        readHead: () => Promise.reject(new Error('no code')),
      };
      const [error] = await errors('a.ts', APP, bare);
      assert.equal(error.code, 'FILE_NOT_FOUND');
      assert.match(error.message, /reported UNKNOWN/);
    });

    it('a realpath answer that is not an absolute path fails closed', async () => {
      const fs = posixWorkspace();
      const odd: FsPort = { ...bind(fs), realpath: (p) => (p === '/ws' ? Promise.resolve('/ws') : Promise.resolve('relative/answer')) };
      assert.deepEqual(await codes('src/app.ts', APP, odd), ['INVALID_PATH']);
      const oddRoot: FsPort = { ...bind(fs), realpath: () => Promise.resolve('/ws/../etc') };
      assert.deepEqual(await codes('src/app.ts', APP, oddRoot), ['INVALID_PATH']);
    });

    it('a folder that vanished between the checks: the path cannot be resolved', async () => {
      const fs = posixWorkspace();
      let first = true;
      const vanishing: FsPort = {
        ...bind(fs),
        realpath: (p) => {
          if (p === '/ws' && first) {
            first = false;
            return Promise.resolve('/ws');
          }
          return Promise.reject(Object.assign(new Error('gone'), { code: 'ENOENT' }));
        },
      };
      assert.deepEqual(await codes('src/app.ts', APP, vanishing), ['FILE_NOT_FOUND']);
    });
  });

  describe('case-insensitive platforms (fake filesystems)', () => {
    it('MACOS: a case variant of the folder and file names is inside and resolves', async () => {
      const fs = new FakeFs(MACOS).file('/Users/me/App/src/Main.ts');
      const roots = [{ name: 'App', path: '/Users/me/App' }];
      const t = await target('/users/ME/app/SRC/main.TS', roots, fs, 'edit', MACOS);
      assert.equal(t.realPath, '/Users/me/App/src/Main.ts');
      assert.equal(t.displayPath, 'SRC/main.TS');
      assert.deepEqual(await codes('/users/ME/app-evil/x.ts', roots, fs, 'edit', MACOS), ['OUTSIDE_WORKSPACE']);
      // The same input under Linux rules is outside.
      assert.deepEqual(await codes('/users/ME/app/SRC/main.TS', roots, fs, 'edit', POSIX), ['OUTSIDE_WORKSPACE']);
    });

    it('MACOS: folder-name prefixes and protected patterns ignore case', async () => {
      const fs = new FakeFs(MACOS).file('/m/api/.GIT/config').file('/m/web/x.ts');
      const roots = [
        { name: 'Api', path: '/m/api' },
        { name: 'web', path: '/m/web' },
      ];
      assert.deepEqual(await codes('API/.git/config', roots, fs, 'edit', MACOS), ['PROTECTED_PATH']);
      assert.equal((await target('WEB/X.ts', roots, fs, 'edit', MACOS)).root.name, 'web');
    });

    it('FILE_NOT_FOUND does not claim case-sensitivity on a case-insensitive system', async () => {
      const fs = new FakeFs(MACOS).dir('/ws');
      const [error] = await errors('a.ts', APP, fs, 'edit', MACOS);
      assert.equal(error.recovery_hint, 'Check the spelling of the path against the files in the workspace. To make a new file, use guarded_create_file instead.');
    });
  });

  describe('Windows (fake filesystem, WINDOWS platform facts)', () => {
    const WS: WorkspaceRoot[] = [{ name: 'ws', path: 'c:\\Proj\\ws' }];

    function windowsWorkspace(): FakeFs {
      return new FakeFs(WINDOWS)
        .file('C:\\Proj\\ws\\src\\App.ts', 'x')
        .file('C:\\Proj\\ws-evil\\a.ts')
        .file('C:\\Proj\\ws2\\a.ts')
        .file('D:\\other\\secret.txt')
        .symlink('C:\\Proj\\ws\\leak', 'D:\\other\\secret.txt')
        .symlink('C:\\Proj\\ws\\up', '..\\ws-evil')
        .file('\\\\server\\share\\proj\\a.ts');
    }

    it('resolves relative paths with either separator and any case', async () => {
      const fs = windowsWorkspace();
      for (const raw of ['src\\App.ts', 'src/app.ts', 'SRC\\APP.TS', 'C:\\proj\\WS\\src\\app.ts', 'c:/Proj/ws/src/App.ts', 'file:///c:/proj/ws/src/App.ts']) {
        const t = await target(raw, WS, fs, 'edit', WINDOWS);
        assert.equal(t.realPath, 'C:\\Proj\\ws\\src\\App.ts', raw);
        assert.equal(t.root.name, 'ws', raw);
      }
      assert.deepEqual(await target('src\\App.ts', WS, fs, 'edit', WINDOWS), {
        realPath: 'C:\\Proj\\ws\\src\\App.ts',
        lexicalPath: 'C:\\Proj\\ws\\src\\App.ts',
        displayPath: 'src/App.ts',
        root: { name: 'ws', path: 'c:\\Proj\\ws' },
        exists: true,
        size: 1,
        relativePaths: ['src/App.ts'],
      });
    });

    it('prefix siblings, other drives and UNC shares are outside', async () => {
      const fs = windowsWorkspace();
      for (const raw of ['C:\\Proj\\ws-evil\\a.ts', 'C:\\Proj\\ws2\\a.ts', 'D:\\other\\secret.txt', '\\\\server\\share\\proj\\a.ts', 'C:\\x']) {
        assert.deepEqual(await codes(raw, WS, fs, 'edit', WINDOWS), ['OUTSIDE_WORKSPACE'], raw);
      }
    });

    it('links to another drive or a sibling folder escape', async () => {
      const fs = windowsWorkspace();
      assert.deepEqual(await codes('leak', WS, fs, 'edit', WINDOWS), ['SYMLINK_ESCAPE']);
      assert.deepEqual(await codes('up\\a.ts', WS, fs, 'edit', WINDOWS), ['SYMLINK_ESCAPE']);
      assert.deepEqual(await codes('up\\new.ts', WS, fs, 'create', WINDOWS), ['SYMLINK_ESCAPE']);
    });

    it('a UNC workspace folder works like any other', async () => {
      const fs = windowsWorkspace();
      const roots = [{ name: 'proj', path: '\\\\server\\share\\proj' }];
      const t = await target('a.ts', roots, fs, 'edit', WINDOWS);
      assert.equal(t.realPath, '\\\\server\\share\\proj\\a.ts');
      assert.equal((await target('\\\\SERVER\\share\\proj\\a.ts', roots, fs, 'edit', WINDOWS)).realPath, '\\\\server\\share\\proj\\a.ts');
      assert.deepEqual(await codes('\\\\server\\share\\other\\a.ts', roots, fs, 'edit', WINDOWS), ['OUTSIDE_WORKSPACE']);
    });

    it('a realpath in the verbatim form \\\\?\\C:\\ is read as C:\\', async () => {
      const fs = windowsWorkspace();
      const verbatim: FsPort = { ...bind(fs), realpath: async (p) => `\\\\?\\${await fs.realpath(p)}` };
      assert.equal((await target('src\\App.ts', WS, verbatim, 'edit', WINDOWS)).realPath, 'C:\\Proj\\ws\\src\\App.ts');
    });

    it('Windows name rules apply before the filesystem is asked', async () => {
      const fs = windowsWorkspace();
      for (const raw of ['CON', 'src\\nul.txt', 'src\\App.ts:evil', 'C:src\\App.ts', '\\\\?\\C:\\Proj\\ws\\src\\App.ts', 'src\\App.ts.']) {
        assert.deepEqual(await codes(raw, WS, fs, 'edit', WINDOWS), ['INVALID_PATH'], raw);
      }
      assert.equal(fs.calls.length, 0);
    });

    it('dangling links with drive-rooted, rooted and unreadable texts', async () => {
      const fs = windowsWorkspace()
        .symlink('C:\\Proj\\ws\\toD', 'D:\\missing\\x')
        .symlink('C:\\Proj\\ws\\rooted', '\\Proj\\ws\\missing.ts')
        .symlink('C:\\Proj\\ws\\verbatim', '\\\\?\\C:\\missing');
      assert.deepEqual(await codes('toD', WS, fs, 'create', WINDOWS), ['SYMLINK_ESCAPE']);
      assert.deepEqual(await codes('verbatim', WS, fs, 'create', WINDOWS), ['INVALID_PATH']);
      const [rooted] = await errors('rooted', WS, fs, 'create', WINDOWS);
      assert.equal(rooted.code, 'INVALID_PATH');
      assert.equal(rooted.recovery_hint, 'To create that file, create "missing.ts" directly; or choose another name.');
    });
  });

  describe('matchesAnyGlob (guardedEdit.confirmFiles, protectedFiles)', () => {
    it('has the documented defaults', () => {
      assert.deepEqual(DEFAULT_PROTECTED_PATTERNS, ['**/.git/**']);
      assert.deepEqual(DEFAULT_CONFIRM_PATTERNS.slice(0, 3), ['**/.env*', '**/.vscode/**', '**/*.code-workspace']);
      assert.equal(DEFAULT_MAX_FILE_BYTES, 16 * 1024 * 1024);
      // The settings module imports the defaults from fileChecks as well.
      assert.equal(fileChecks.DEFAULT_PROTECTED_PATTERNS, DEFAULT_PROTECTED_PATTERNS);
      assert.equal(fileChecks.DEFAULT_CONFIRM_PATTERNS, DEFAULT_CONFIRM_PATTERNS);
    });

    it('returns the first matching pattern for a resolved target', async () => {
      const fs = posixWorkspace().file('/ws/.env.local').file('/ws/.vscode/settings.json').file('/ws/app.code-workspace');
      for (const [raw, pattern] of [
        ['.env.local', '**/.env*'],
        ['.vscode/settings.json', '**/.vscode/**'],
        ['app.code-workspace', '**/*.code-workspace'],
        ['src/app.ts', undefined],
      ] as const) {
        const t = await target(raw, APP, fs);
        assert.equal(matchesAnyGlob(DEFAULT_CONFIRM_PATTERNS, t, POSIX), pattern, raw);
      }
    });

    it('matches the real path too: a link to .env needs confirmation like .env', async () => {
      const fs = posixWorkspace().file('/ws/.env').symlink('/ws/config.txt', '.env');
      const t = await target('config.txt', APP, fs);
      assert.equal(matchesAnyGlob(DEFAULT_CONFIRM_PATTERNS, t, POSIX), '**/.env*');
    });

    it('ignores case where the filesystem does, skips empty patterns, drops a leading "./"', () => {
      const t = { displayPath: 'x', relativePaths: ['.VSCode/settings.json'] };
      assert.equal(matchesAnyGlob(DEFAULT_CONFIRM_PATTERNS, t, POSIX), undefined);
      assert.equal(matchesAnyGlob(DEFAULT_CONFIRM_PATTERNS, t, WINDOWS), '**/.vscode/**');
      assert.equal(matchesAnyGlob(['', '  ', './.VSCode/*.json'], t, POSIX), './.VSCode/*.json');
    });

    it('falls back to the display path for a target built without relativePaths', () => {
      assert.equal(matchesAnyGlob(['src/**'], { displayPath: 'src/app.ts' }, POSIX), 'src/**');
    });
  });
});

/** The four operations of a FakeFs as a plain FsPort, to override one of them. */
function bind(fs: FakeFs): FsPort {
  return {
    lstat: (p) => fs.lstat(p),
    stat: (p) => fs.stat(p),
    realpath: (p) => fs.realpath(p),
    readHead: (p, n) => fs.readHead(p, n),
  };
}
