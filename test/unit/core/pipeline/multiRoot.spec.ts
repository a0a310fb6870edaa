// Multi-root workspaces: how a file is named so that the name leads back to it, the rules a
// folder's own settings add (never remove), and the re-check that reads folders and rules anew.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  DEFAULT_MAX_FILE_BYTES,
  DEFAULT_PROTECTED_PATTERNS,
  confirmPatternOf,
  resolveTarget,
  targetRulesKey,
  type ResolvedTarget,
  type TargetPurpose,
} from '../../../../src/core/path';
import type { WorkspaceRoot } from '../../../../src/core/platform';
import { changedLinesBetween } from '../../../../src/core/text';
import { editRePlan, successResult, validateEditRequest } from '../../../../src/core/pipeline';
import { recheckBeforeApply, type EditEnvironment, type LoadedDocument } from '../../../../src/core/change';
import { createNodeFs, nodePlatform } from '../../../../src/node/nodeFs';
import { createResult } from '../../../../src/core/files';
import { makeTempDir, removeTempDir } from '../../../helpers/tempTree';

const platform = nodePlatform();
const nodeFs = createNodeFs();

/** The tree of the in-host multi-root fixture, on disk: two folders named "app", nested folders, a linked root. */
class Tree {
  readonly base = makeTempDir('guarded-edit-multiroot-');

  constructor() {
    this.write('one/app/x.ts', "export const origin = 'one';\n");
    this.write('two/app/x.ts', "export const origin = 'two';\n");
    this.write('two/app/secret/k.txt', 'a key\n');
    this.write('one/app/secret/k.txt', 'not secret here\n');
    this.write('w/a.txt', 'in w\n');
    this.write('w/sub/b.txt', 'in w/sub\n');
    this.write('real-root/f.txt', 'behind the link\n');
    fs.symlinkSync('real-root', this.p('link-root'));
  }

  p(relative: string): string {
    return path.join(this.base, ...relative.split('/'));
  }

  write(relative: string, text: string): string {
    const file = this.p(relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    return file;
  }

  roots(extra: Partial<Record<string, WorkspaceRoot['rules']>> = {}): WorkspaceRoot[] {
    return ['one/app', 'two/app', 'w', 'w/sub', 'link-root'].map((rel) => {
      const root: WorkspaceRoot = { name: path.basename(rel), path: this.p(rel) };
      const rules = extra[rel];
      return rules ? { ...root, rules } : root;
    });
  }

  dispose(): void {
    removeTempDir(this.base);
  }
}

async function resolve(raw: string, roots: readonly WorkspaceRoot[], purpose: TargetPurpose = 'edit', protectedPatterns = DEFAULT_PROTECTED_PATTERNS) {
  return resolveTarget(raw, roots, nodeFs, platform, { purpose, protectedPatterns, maxFileBytes: DEFAULT_MAX_FILE_BYTES });
}

async function target(raw: string, roots: readonly WorkspaceRoot[], purpose: TargetPurpose = 'edit'): Promise<ResolvedTarget> {
  const result = await resolve(raw, roots, purpose);
  assert.ok(result.ok, `expected ${raw} to resolve: ${JSON.stringify(result)}`);
  return result.target;
}

function env(roots: readonly WorkspaceRoot[], more: Partial<EditEnvironment> = {}): EditEnvironment {
  return {
    roots,
    platform,
    fs: nodeFs,
    trusted: true,
    protectedPatterns: DEFAULT_PROTECTED_PATTERNS,
    maxFileBytes: DEFAULT_MAX_FILE_BYTES,
    loadDocument: (t): Promise<LoadedDocument> => Promise.resolve({ text: fs.readFileSync(t.realPath, 'utf8'), eol: '\n', version: 1 }),
    ...more,
  };
}

describe('multi-root workspaces', () => {
  let tree: Tree;
  beforeEach(() => { tree = new Tree(); });
  afterEach(() => tree.dispose());

  describe('names a model can use back', () => {
    it('two folders named "app": each file is named by its absolute path, and that name leads back to it', async () => {
      const roots = tree.roots();
      for (const which of ['one', 'two']) {
        const t = await target(tree.p(`${which}/app/x.ts`), roots);
        assert.equal(t.displayPath, tree.p(`${which}/app/x.ts`));
        assert.equal(t.workspaceFolder, tree.p(`${which}/app`));
        const back = await target(t.displayPath, roots);
        assert.equal(back.realPath, t.realPath);
      }
      // The folder-name form is the ambiguity the absolute name avoids.
      const ambiguous = await resolve('app/x.ts', roots);
      assert.equal(ambiguous.ok, false);
      assert.deepEqual(!ambiguous.ok && ambiguous.errors.map((e) => e.code), ['AMBIGUOUS_PATH']);
    });

    it('a folder with a name of its own keeps the short "name/path" form, nested folders the innermost', async () => {
      const roots = tree.roots();
      const a = await target(tree.p('w/a.txt'), roots);
      assert.equal(a.displayPath, 'w/a.txt');
      assert.equal(a.workspaceFolder, 'w');
      const b = await target(tree.p('w/sub/b.txt'), roots);
      assert.equal(b.displayPath, 'sub/b.txt');
      assert.equal(b.workspaceFolder, 'sub');
      for (const t of [a, b]) assert.equal((await target(t.displayPath, roots)).realPath, t.realPath);
    });

    it('falls back to the absolute path when the "name/path" form would be ambiguous with another folder\'s file', async () => {
      // Folder "one/app" also holds "w/a.txt": passed back, "w/a.txt" would exist in two places.
      tree.write('one/app/w/a.txt', 'a decoy under one/app\n');
      const roots = tree.roots();
      const t = await target(tree.p('w/a.txt'), roots);
      assert.equal(t.displayPath, tree.p('w/a.txt'), '"w/a.txt" also exists as one/app/w/a.txt');
      assert.equal((await target(t.displayPath, roots)).realPath, t.realPath);
    });

    it('every file of the tree round-trips: its display path passed back reaches the same file', async () => {
      const roots = tree.roots();
      const files = ['one/app/x.ts', 'two/app/x.ts', 'w/a.txt', 'w/sub/b.txt', 'link-root/f.txt', 'one/app/secret/k.txt'];
      for (const file of files) {
        const t = await target(tree.p(file), roots);
        assert.equal((await target(t.displayPath, roots)).realPath, t.realPath, `${file} as ${t.displayPath}`);
      }
    });

    it('a file to create in a folder with a shared name is named by its absolute path', async () => {
      const t = await target(tree.p('two/app/new.ts'), tree.roots(), 'create');
      assert.equal(t.displayPath, tree.p('two/app/new.ts'));
      assert.equal((await target(t.displayPath, tree.roots(), 'create')).realPath, t.realPath);
    });

    it('one folder: no folder label, the relative path as before', async () => {
      const t = await target(tree.p('w/a.txt'), [{ name: 'w', path: tree.p('w') }]);
      assert.equal(t.displayPath, 'a.txt');
      assert.equal(t.workspaceFolder, undefined);
    });

    it('results carry workspace_folder beside file_path', async () => {
      const roots = tree.roots();
      const validation = await validateEditRequest({ file_path: tree.p('two/app/x.ts'), edits: [{ old_string: "'two'", new_string: "'2'" }] }, env(roots));
      assert.ok(validation.ok);
      const result = successResult(validation.form, validation.files, [true]);
      assert.deepEqual(Object.keys(result).slice(0, 3), ['success', 'file_path', 'workspace_folder']);
      assert.equal('workspace_folder' in result && result.workspace_folder, tree.p('two/app'));
    });
  });

  describe('folder settings add rules, never remove them', () => {
    const SECRET = { protectedPatterns: ['**/.git/**', '**/secret/**'] };

    it("a folder's protectedFiles refuse its files, matched relative to that folder only", async () => {
      const roots = tree.roots({ 'two/app': SECRET });
      const refused = await resolve(tree.p('two/app/secret/k.txt'), roots);
      assert.deepEqual(!refused.ok && refused.errors.map((e) => e.code), ['PROTECTED_PATH']);
      assert.equal((await resolve(tree.p('one/app/secret/k.txt'), roots)).ok, true, 'one/app has no such rule');
    });

    it("a link from another folder into a protected folder's file is refused too", async () => {
      fs.symlinkSync(path.join('..', 'two', 'app', 'secret'), tree.p('w/to-secret'));
      const roots = tree.roots({ 'two/app': SECRET });
      const refused = await resolve(tree.p('w/to-secret/k.txt'), roots);
      assert.deepEqual(!refused.ok && refused.errors.map((e) => e.code), ['PROTECTED_PATH']);
    });

    it("a folder's empty list does not lift the window's protections", async () => {
      tree.write('w/.git/config', '[core]\n');
      const roots = tree.roots({ w: { protectedPatterns: [] } });
      const refused = await resolve(tree.p('w/.git/config'), roots);
      assert.deepEqual(!refused.ok && refused.errors.map((e) => e.code), ['PROTECTED_PATH']);
    });

    it("a folder's maxFileSizeMB applies to its files", async () => {
      const roots = tree.roots({ w: { maxFileBytes: 3 } });
      const refused = await resolve(tree.p('w/a.txt'), roots);
      assert.deepEqual(!refused.ok && refused.errors.map((e) => e.code), ['FILE_TOO_LARGE']);
      assert.equal((await resolve(tree.p('one/app/x.ts'), roots)).ok, true);
    });

    it("confirmFiles: the window's patterns, then each containing folder's own", async () => {
      const roots = tree.roots({ 'two/app': { confirmPatterns: ['**/*.ts'] } });
      assert.equal(confirmPatternOf([], await target(tree.p('two/app/x.ts'), roots), platform), '**/*.ts');
      assert.equal(confirmPatternOf([], await target(tree.p('one/app/x.ts'), roots), platform), undefined);
      assert.equal(confirmPatternOf(['**/x.ts'], await target(tree.p('one/app/x.ts'), roots), platform), '**/x.ts');
    });

    it('the rules key changes with the folder, its own lists, and the window lists', async () => {
      const window = { protectedPatterns: DEFAULT_PROTECTED_PATTERNS, maxFileBytes: DEFAULT_MAX_FILE_BYTES };
      const plain = await target(tree.p('two/app/x.ts'), tree.roots());
      const ruled = await target(tree.p('two/app/x.ts'), tree.roots({ 'two/app': { confirmPatterns: ['**/*.ts'] } }));
      assert.equal(targetRulesKey(plain, window), targetRulesKey(await target(tree.p('two/app/x.ts'), tree.roots()), window));
      assert.notEqual(targetRulesKey(plain, window), targetRulesKey(ruled, window));
      assert.notEqual(targetRulesKey(plain, window), targetRulesKey(plain, { ...window, protectedPatterns: [] }));
      const inSub = await target(tree.p('w/sub/b.txt'), tree.roots());
      const inW = await target(tree.p('w/sub/b.txt'), tree.roots().filter((r) => r.name !== 'sub'));
      assert.notEqual(targetRulesKey(inSub, window), targetRulesKey(inW, window), 'another folder holds it now');
    });
  });

  describe('the re-check reads the world again', () => {
    const request = (file: string) => ({ file_path: file, edits: [{ old_string: 'in w', new_string: 'in W' }] });

    it('the target\'s folder removed before applying: OUTSIDE_WORKSPACE', async () => {
      const validation = await validateEditRequest(request(tree.p('w/a.txt')), env(tree.roots()));
      assert.ok(validation.ok);
      const again = await recheckBeforeApply(validation.files, env(tree.roots().filter((r) => r.name !== 'w')), 1, editRePlan);
      assert.deepEqual(!again.ok && again.errors.map((e) => e.code), ['OUTSIDE_WORKSPACE']);
    });

    it('a folder adding a protection before applying: PROTECTED_PATH', async () => {
      const validation = await validateEditRequest(request(tree.p('w/a.txt')), env(tree.roots()));
      assert.ok(validation.ok);
      const again = await recheckBeforeApply(validation.files, env(tree.roots({ w: { protectedPatterns: ['*.txt'] } })), 1, editRePlan);
      assert.deepEqual(!again.ok && again.errors.map((e) => e.code), ['PROTECTED_PATH']);
    });

    it('other rules for the target before applying (a nested folder removed, a list changed): STALE_DOCUMENT', async () => {
      const validation = await validateEditRequest({ file_path: tree.p('w/sub/b.txt'), edits: [{ old_string: 'in', new_string: 'IN' }] }, env(tree.roots()));
      assert.ok(validation.ok);
      const moved = await recheckBeforeApply(validation.files, env(tree.roots().filter((r) => r.name !== 'sub')), 1, editRePlan);
      assert.deepEqual(!moved.ok && moved.errors.map((e) => e.code), ['STALE_DOCUMENT']);
      assert.match(!moved.ok ? moved.errors[0].message : '', /workspace folders or the Guarded Edit settings/);
      const lifted = await recheckBeforeApply(validation.files, env(tree.roots(), { protectedPatterns: [] }), 1, editRePlan);
      assert.deepEqual(!lifted.ok && lifted.errors.map((e) => e.code), ['STALE_DOCUMENT']);
      const same = await recheckBeforeApply(validation.files, env(tree.roots()), 1, editRePlan);
      assert.equal(same.ok, true);
    });
  });
});

describe('results after a save that reformatted the text', () => {
  it('the edit result takes the saved text\'s changes and says formatted_on_save and undo_steps', async () => {
    const dir = makeTempDir('guarded-edit-fos-');
    try {
      fs.writeFileSync(path.join(dir, 'a.json'), '{"a":1}');
      const validation = await validateEditRequest({ file_path: 'a.json', edits: [{ old_string: '1', new_string: '2' }] }, env([{ name: 'd', path: dir }]));
      assert.ok(validation.ok);
      const plain = successResult(validation.form, validation.files, [true]);
      assert.equal('formatted_on_save' in plain, false);
      const formatted = successResult(validation.form, validation.files, [true], [{ changes: [{ start_line: 1, end_line: 3 }] }]);
      assert.deepEqual(formatted, {
        success: true, file_path: 'a.json', edits_applied: 1, replacements: 1, saved: true,
        changes: [{ start_line: 1, end_line: 3 }], formatted_on_save: true, undo_steps: 2,
      });
    } finally {
      removeTempDir(dir);
    }
  });

  it('the overwrite result counts the saved text and says so', () => {
    assert.deepEqual(createResult({ displayPath: 'a.json', workspaceFolder: 'd', action: 'overwrite', content: '{\n  "a": 2\n}', saved: true, formattedOnSave: true }), {
      success: true, file_path: 'a.json', workspace_folder: 'd', created: false, bytes: 12, lines: 3, saved: true, formatted_on_save: true, undo_steps: 2,
    });
    assert.equal('formatted_on_save' in createResult({ displayPath: 'a.json', action: 'overwrite', content: 'x', saved: true }), false);
  });
});

describe('changedLinesBetween (what a save changed: format on save)', () => {
  it('one line reformatted into several', () => {
    assert.deepEqual(changedLinesBetween('{"a":2,"b":[1,2]}', '{\n  "a": 2,\n  "b": [\n    1,\n    2\n  ]\n}'), [{ start_line: 1, end_line: 7 }]);
  });

  it('only the lines between the first and the last difference', () => {
    assert.deepEqual(changedLinesBetween('a\nb\nc\nd\n', 'a\nB\nC\nd\n'), [{ start_line: 2, end_line: 3 }]);
    assert.deepEqual(changedLinesBetween('a\nb\nc\n', 'a\nb\nc\nd\n'), [{ start_line: 4, end_line: 4 }]);
  });

  it('a pure deletion gives the line where it happened; equal texts give nothing', () => {
    assert.deepEqual(changedLinesBetween('a\nb\nc\n', 'a\nc\n'), [{ start_line: 2, end_line: 2 }]);
    assert.deepEqual(changedLinesBetween('a\n', ''), [{ start_line: 1, end_line: 1 }]);
    assert.deepEqual(changedLinesBetween('same', 'same'), []);
  });
});
