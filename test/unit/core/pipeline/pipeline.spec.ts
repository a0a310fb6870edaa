import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { editRePlan, PAUSE_FROM_CHARACTERS, validateEditRequest } from '../../../../src/core/pipeline';
import { applyFailedError, cancelledError, recheckBeforeApply, type EditEnvironment, type LoadedDocument } from '../../../../src/core/change';
import type { FsPort } from '../../../../src/core/platform';
import { createNodeFs, nodePlatform } from '../../../../src/node/nodeFs';
import { makeTempDir, removeTempDir } from '../../../helpers/tempTree';

/** A real workspace folder on disk, with documents read from disk like VS Code's closed files. */
class Workspace {
  readonly root: string;
  readonly fsCalls: string[] = [];
  readonly versions = new Map<string, number>();
  readonly buffers = new Map<string, string>();

  constructor() {
    this.root = makeTempDir('guarded-edit-pipeline-');
  }

  write(relative: string, text: string): string {
    const file = path.join(this.root, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    return file;
  }

  env(overrides: Partial<EditEnvironment> = {}): EditEnvironment {
    const real = createNodeFs();
    const calls = this.fsCalls;
    const spy: FsPort = {
      lstat: (p) => { calls.push(p); return real.lstat(p); },
      stat: (p) => { calls.push(p); return real.stat(p); },
      realpath: (p) => { calls.push(p); return real.realpath(p); },
      readHead: (p, n) => { calls.push(p); return real.readHead(p, n); },
      readlink: (p) => { calls.push(p); return real.readlink(p); },
    };
    return {
      roots: [{ name: 'ws', path: this.root }],
      platform: nodePlatform(),
      fs: spy,
      trusted: true,
      protectedPatterns: ['**/.git/**'],
      maxFileBytes: 1024 * 1024,
      loadDocument: (target): Promise<LoadedDocument> => {
        const text = this.buffers.get(target.realPath) ?? fs.readFileSync(target.realPath, 'utf8');
        return Promise.resolve({ text, eol: text.includes('\r\n') ? '\r\n' : '\n', version: this.versions.get(target.realPath) ?? 1 });
      },
      ...overrides,
    };
  }

  dispose(): void {
    removeTempDir(this.root);
  }
}

describe('validateEditRequest (the four layers)', () => {
  let ws: Workspace;
  beforeEach(() => { ws = new Workspace(); });
  afterEach(() => ws.dispose());

  it('refuses everything in an untrusted workspace', async () => {
    const outcome = await validateEditRequest({ file_path: 'a.txt', edits: [{ old_string: 'a', new_string: 'b' }] }, ws.env({ trusted: false }));
    assert.deepEqual(outcome, {
      ok: false,
      form: 'single',
      errors: [{
        code: 'UNTRUSTED_WORKSPACE',
        message: 'This workspace is not trusted, so Guarded Edit changes no file in it.',
        path: [],
        recovery_hint: 'Ask the person to trust the workspace (command "Workspaces: Manage Workspace Trust"), then call again.',
      }],
    });
    assert.deepEqual(ws.fsCalls, []);
  });

  it('stops at layer 1 (shape) without touching the filesystem', async () => {
    const outcome = await validateEditRequest({ file_path: 'a.txt', edits: [{ old_string: 'a' }] }, ws.env());
    assert.equal(outcome.ok, false);
    assert.deepEqual(!outcome.ok && outcome.errors.map((e) => [e.code, e.path]), [['INVALID_INPUT', ['edits', 0, 'new_string']]]);
    assert.deepEqual(ws.fsCalls, []);
  });

  it('collects every layer-2 error (path form and edit semantics) of every file, without I/O', async () => {
    const outcome = await validateEditRequest({ files: [
      { file_path: 'src/../a.txt', edits: [{ old_string: 'x', new_string: 'x' }] },
      { file_path: 'b.txt', edits: [{ old_string: 'y', new_string: 'z' }, { old_string: 'y', new_string: 'w' }] },
    ] }, ws.env());
    assert.equal(outcome.ok, false);
    assert.equal(outcome.form, 'multi');
    assert.deepEqual(!outcome.ok && outcome.errors.map((e) => [e.code, e.path]), [
      ['PATH_TRAVERSAL', ['files', 0, 'file_path']],
      ['NO_OP_EDIT', ['files', 0, 'edits', 0, 'new_string']],
      ['DUPLICATE_OLD_STRING', ['files', 1, 'edits', 1, 'old_string']],
    ]);
    assert.deepEqual(ws.fsCalls, []);
  });

  it('collects layer-3 errors of all files and does not read content', async () => {
    ws.write('.git/config', '[core]\n');
    let loads = 0;
    const outcome = await validateEditRequest({ files: [
      { file_path: 'missing.txt', edits: [{ old_string: 'a', new_string: 'b' }] },
      { file_path: '.git/config', edits: [{ old_string: '[core]', new_string: '[x]' }] },
    ] }, ws.env({ loadDocument: () => { loads++; return Promise.reject(new Error('must not load')); } }));
    assert.deepEqual(!outcome.ok && outcome.errors.map((e) => [e.code, e.path]), [
      ['FILE_NOT_FOUND', ['files', 0, 'file_path']],
      ['PROTECTED_PATH', ['files', 1, 'file_path']],
    ]);
    assert.equal(loads, 0);
  });

  it('refuses a file named twice in the multi-file form', async () => {
    ws.write('a.txt', 'alpha\n');
    const outcome = await validateEditRequest({ files: [
      { file_path: 'a.txt', edits: [{ old_string: 'alpha', new_string: 'A' }] },
      { file_path: `${ws.root}/a.txt`, edits: [{ old_string: 'beta', new_string: 'B' }] },
    ] }, ws.env());
    assert.deepEqual(!outcome.ok && outcome.errors, [{
      code: 'INVALID_INPUT',
      message: 'File 2 of 2 names a.txt, which file 1 of 2 already names.',
      path: ['files', 1, 'file_path'],
      recovery_hint: 'Put all edits of a.txt into one entry of files.',
    }]);
  });

  it('collects layer-4 errors of all files, with their paths, and returns the targets for placing them', async () => {
    ws.write('a.txt', 'alpha\n');
    ws.write('b.txt', 'beta beta\n');
    const outcome = await validateEditRequest({ files: [
      { file_path: 'a.txt', edits: [{ old_string: 'gamma', new_string: 'G' }] },
      { file_path: 'b.txt', edits: [{ old_string: 'beta', new_string: 'B' }] },
    ] }, ws.env());
    assert.equal(outcome.ok, false);
    assert.deepEqual(!outcome.ok && outcome.errors.map((e) => [e.code, e.path]), [
      ['OLD_STRING_NOT_FOUND', ['files', 0, 'edits', 0, 'old_string']],
      ['AMBIGUOUS_MATCH', ['files', 1, 'edits', 0, 'old_string']],
    ]);
    assert.deepEqual(!outcome.ok && outcome.targets?.map((t) => t.displayPath), ['a.txt', 'b.txt']);
  });

  it('turns a document that cannot be opened into a clear error', async () => {
    ws.write('a.txt', 'alpha\n');
    const outcome = await validateEditRequest({ file_path: 'a.txt', edits: [{ old_string: 'alpha', new_string: 'A' }] },
      ws.env({ loadDocument: () => Promise.reject(new Error('cannot open binary file')) }));
    assert.deepEqual(!outcome.ok && outcome.errors, [{
      code: 'APPLY_FAILED',
      message: 'a.txt could not be opened as a text document: cannot open binary file',
      path: ['file_path'],
      recovery_hint: 'Check that the file is a text file VS Code can open, then call again.',
    }]);
  });

  it('plans a valid request against the open buffer, not the disk', async () => {
    const file = ws.write('src/app.ts', 'on disk\n');
    ws.buffers.set(file, 'in the buffer\n');
    const outcome = await validateEditRequest({ file_path: 'src/app.ts', edits: [{ old_string: 'buffer', new_string: 'editor' }] }, ws.env());
    assert.equal(outcome.ok, true);
    if (!outcome.ok) return;
    assert.equal(outcome.form, 'single');
    const [planned] = outcome.files;
    assert.equal(planned.target.displayPath, 'src/app.ts');
    assert.equal(planned.target.realPath, file);
    assert.equal(planned.document.text, 'in the buffer\n');
    assert.deepEqual(planned.replacements, [{ start: 7, end: 12, text: 'edito' }], 'only what changes is replaced (the common "r" is kept)');
    assert.equal(planned.replacementCount, 1);
    assert.equal(planned.editsApplied, 1);
  });
});

describe('pauses while planning (the host\'s event loop)', () => {
  let ws: Workspace;
  beforeEach(() => { ws = new Workspace(); });
  afterEach(() => ws.dispose());

  it('a text below PAUSE_FROM_CHARACTERS is planned in one go; a larger one pauses between passes, with the same plan', async () => {
    ws.write('small.txt', 'alpha\nbeta\n');
    ws.write('large.txt', `${'x'.repeat(PAUSE_FROM_CHARACTERS)}\nalpha\n`);
    let pauses = 0;
    const pause = (): Promise<void> => { pauses++; return Promise.resolve(); };
    const small = await validateEditRequest({ file_path: 'small.txt', edits: [{ old_string: 'alpha', new_string: 'gamma' }] }, ws.env({ pause }));
    assert.ok(small.ok);
    assert.equal(pauses, 0);
    const edit = { file_path: 'large.txt', edits: [{ old_string: 'alpha', new_string: 'gamma' }] };
    const large = await validateEditRequest(edit, ws.env({ pause, maxFileBytes: 4 * PAUSE_FROM_CHARACTERS }));
    assert.ok(pauses > 0);
    assert.deepEqual(large, await validateEditRequest(edit, ws.env({ maxFileBytes: 4 * PAUSE_FROM_CHARACTERS })));
  });
});

describe('recheckBeforeApply (time of check to time of use)', () => {
  let ws: Workspace;
  beforeEach(() => { ws = new Workspace(); });
  afterEach(() => ws.dispose());

  async function planned(request: object) {
    const outcome = await validateEditRequest(request, ws.env());
    assert.ok(outcome.ok);
    return outcome.files;
  }

  it('keeps the plan when nothing changed', async () => {
    ws.write('a.txt', 'one two\n');
    const files = await planned({ file_path: 'a.txt', edits: [{ old_string: 'two', new_string: '2' }] });
    const again = await recheckBeforeApply(files, ws.env(), 1, editRePlan);
    assert.ok(again.ok);
    assert.deepEqual(again.files[0].replacements, files[0].replacements);
  });

  it('re-plans against the new text when the document changed and the edits still fit', async () => {
    const file = ws.write('a.txt', 'one two\n');
    const files = await planned({ file_path: 'a.txt', edits: [{ old_string: 'two', new_string: '2' }] });
    ws.buffers.set(file, 'zero one two\n');
    ws.versions.set(file, 2);
    const again = await recheckBeforeApply(files, ws.env(), 1, editRePlan);
    assert.ok(again.ok);
    assert.deepEqual(again.files[0].replacements, [{ start: 9, end: 12, text: '2' }]);
    assert.equal(again.files[0].document.version, 2);
  });

  it('refuses with STALE_DOCUMENT, plus the reasons, when the new text no longer fits', async () => {
    const file = ws.write('a.txt', 'one two\n');
    const files = await planned({ file_path: 'a.txt', edits: [{ old_string: 'two', new_string: '2' }] });
    ws.buffers.set(file, 'one three\n');
    ws.versions.set(file, 2);
    const again = await recheckBeforeApply(files, ws.env(), 2, editRePlan);
    assert.equal(again.ok, false);
    if (again.ok) return;
    assert.deepEqual(again.errors.map((e) => e.code), ['STALE_DOCUMENT', 'OLD_STRING_NOT_FOUND']);
    assert.equal(again.errors[0].path.join('.'), 'file_path');
    assert.match(again.errors[0].message, /^a\.txt changed while the edit was being applied \(2 attempts\), and the edits no longer fit the new text: Edit 1 of 1: /);
    assert.equal(again.errors[0].recovery_hint, 'Read a.txt again and send edits that match its current text.');
  });

  it('refuses when the path now resolves to another file (a link swapped after the check)', async () => {
    ws.write('real-1.txt', 'x\n');
    ws.write('real-2.txt', 'x\n');
    fs.symlinkSync(path.join(ws.root, 'real-1.txt'), path.join(ws.root, 'link.txt'));
    const files = await planned({ file_path: 'link.txt', edits: [{ old_string: 'x', new_string: 'y' }] });
    fs.unlinkSync(path.join(ws.root, 'link.txt'));
    fs.symlinkSync(path.join(ws.root, 'real-2.txt'), path.join(ws.root, 'link.txt'));
    const again = await recheckBeforeApply(files, ws.env(), 1, editRePlan);
    assert.equal(again.ok, false);
    assert.deepEqual(!again.ok && again.errors.map((e) => e.code), ['STALE_DOCUMENT']);
    assert.match(!again.ok ? again.errors[0].message : '', /resolved to ".*real-1\.txt" when it was checked but to ".*real-2\.txt" just before applying/);
  });

  it('refuses when the link now points outside the workspace', async () => {
    const outside = makeTempDir('guarded-edit-outside-');
    fs.writeFileSync(path.join(outside, 'secret.txt'), 'x\n');
    ws.write('real.txt', 'x\n');
    fs.symlinkSync(path.join(ws.root, 'real.txt'), path.join(ws.root, 'link.txt'));
    const files = await planned({ file_path: 'link.txt', edits: [{ old_string: 'x', new_string: 'y' }] });
    fs.unlinkSync(path.join(ws.root, 'link.txt'));
    fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(ws.root, 'link.txt'));
    const again = await recheckBeforeApply(files, ws.env(), 1, editRePlan);
    assert.deepEqual(!again.ok && again.errors.map((e) => e.code), ['SYMLINK_ESCAPE']);
    removeTempDir(outside);
  });

  it('refuses when the workspace stopped being trusted, or the document cannot be reopened', async () => {
    ws.write('a.txt', 'x\n');
    const files = await planned({ file_path: 'a.txt', edits: [{ old_string: 'x', new_string: 'y' }] });
    const untrusted = await recheckBeforeApply(files, ws.env({ trusted: false }), 1, editRePlan);
    assert.deepEqual(!untrusted.ok && untrusted.errors.map((e) => e.code), ['UNTRUSTED_WORKSPACE']);
    const unreadable = await recheckBeforeApply(files, ws.env({ loadDocument: () => Promise.reject(new Error('gone')) }), 1, editRePlan);
    assert.deepEqual(!unreadable.ok && unreadable.errors.map((e) => e.code), ['APPLY_FAILED']);
  });
});

describe('apply-step errors', () => {
  it('CANCELLED and APPLY_FAILED say that nothing changed and what to do', () => {
    assert.deepEqual(cancelledError(), {
      code: 'CANCELLED',
      message: 'The request was cancelled before anything was applied; no file changed.',
      path: [],
      recovery_hint: 'Call again if the change is still wanted.',
    });
    assert.deepEqual(applyFailedError(['a.txt', 'b.txt'], 'workspace.applyEdit returned false.'), {
      code: 'APPLY_FAILED',
      message: 'VS Code refused to apply the edit to a.txt, b.txt: workspace.applyEdit returned false. Nothing was changed.',
      path: [],
      recovery_hint: 'Call again; if it fails again, ask the person to look at the Guarded Edit log (command "Guarded Edit: Show Log").',
    });
  });
});
