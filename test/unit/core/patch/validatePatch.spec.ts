import assert from 'node:assert/strict';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DiskDocuments } from '../../../../src/core/disk';
import { describePatchRequest, patchRePlan, patchSuccessResult, readPatchRequest, validatePatchRequest } from '../../../../src/core/patch';
import { recheckBeforeApply, type EditEnvironment } from '../../../../src/core/change';
import { readFileBytes } from '../../../../src/node/fileBytes';
import { createNodeFs, nodePlatform } from '../../../../src/node/nodeFs';
import { makeTempDir, removeTempDir } from '../../../helpers/tempTree';

describe('validatePatchRequest', () => {
  let root: string;
  let outside: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const env = (overrides: Partial<EditEnvironment> = {}): EditEnvironment => {
    const documents = new DiskDocuments(readFileBytes);
    return {
      roots: [{ name: 'ws', path: root }], platform: nodePlatform(), fs: createNodeFs(), trusted: true,
      protectedPatterns: ['**/.git/**'], maxFileBytes: 1024 * 1024, loadDocument: (t) => documents.load(t), ...overrides,
    };
  };
  const codes = async (patch: unknown, overrides: Partial<EditEnvironment> = {}) => {
    const result = await validatePatchRequest(patch, env(overrides));
    return result.ok ? [] : result.errors.map((e) => e.code);
  };
  const envelope = (...lines: string[]) => ({ patch: ['*** Begin Patch', ...lines, '*** End Patch'].join('\n') });

  beforeEach(() => {
    root = makeTempDir('ge-patch-validate-');
    outside = makeTempDir('ge-patch-outside-');
    write('a.txt', 'one\ntwo\n');
    write('.git/config', '[core]\n');
  });
  afterEach(() => {
    removeTempDir(root);
    removeTempDir(outside);
  });

  it('refuses input that is not { patch: string }, and an untrusted workspace', async () => {
    assert.deepEqual(await codes({}), ['INVALID_INPUT']);
    assert.deepEqual(await codes({ patch: 'x', extra: 1 }), ['INVALID_INPUT']);
    assert.deepEqual(await codes(envelope('*** Delete File: a.txt'), { trusted: false }), ['UNTRUSTED_WORKSPACE']);
  });

  it('jails every path: updated, deleted, added and moved-to files, with the patch line in the message', async () => {
    symlinkSync(outside, join(root, 'link'));
    assert.deepEqual(await codes(envelope('*** Add File: ../x.txt', '+x')), ['PATH_TRAVERSAL']);
    assert.deepEqual(await codes(envelope('*** Add File: link/x.txt', '+x')), ['SYMLINK_ESCAPE']);
    assert.deepEqual(await codes(envelope('*** Delete File: .git/config')), ['PROTECTED_PATH']);
    assert.deepEqual(await codes(envelope('*** Update File: a.txt', '*** Move to: .git/a.txt')), ['PROTECTED_PATH']);
    assert.deepEqual(await codes(envelope('*** Update File: .git/config', '*** Move to: config')), ['PROTECTED_PATH']);
    const result = await validatePatchRequest(envelope('*** Update File: a.txt', '*** Move to: /etc/passwd'), env());
    assert.ok(!result.ok);
    assert.equal(result.errors[0].code, 'OUTSIDE_WORKSPACE');
    assert.match(result.errors[0].message, /^Patch line 3: /);
    assert.deepEqual(result.errors[0].path, ['patch']);
  });

  it('refuses a Windows drive path like an absolute path nowhere (INVALID_PATH), never a folder "C:" in the workspace', async () => {
    assert.deepEqual(await codes(envelope('*** Add File: C:/x.txt', '+x')), ['INVALID_PATH']);
    assert.deepEqual(await codes(envelope('*** Add File: C:\\x', '+x')), ['INVALID_PATH']);
    assert.deepEqual(await codes(envelope('*** Update File: a.txt', '*** Move to: d:/a.txt')), ['INVALID_PATH']);
    assert.deepEqual(await codes({ patch: '--- /dev/null\n+++ b/C:/x.txt\n@@ -0,0 +1 @@\n+x\n' }), ['INVALID_PATH']);
    const result = await validatePatchRequest(envelope('*** Add File: C:/x.txt', '+x'), env());
    assert.ok(!result.ok);
    assert.match(result.errors[0].message, /^Patch line 2: .*Windows drive C:/);
  });

  it('refuses an added file or a move destination that exists, and a file named in two sections', async () => {
    write('b.txt', 'b\n');
    assert.deepEqual(await codes(envelope('*** Add File: a.txt', '+x')), ['FILE_EXISTS']);
    assert.deepEqual(await codes(envelope('*** Update File: a.txt', '*** Move to: b.txt')), ['FILE_EXISTS']);
    assert.deepEqual(await codes(envelope('*** Delete File: a.txt', '*** Update File: a.txt', '@@', '-one', '+1')), ['INVALID_PATCH']);
  });

  it('a unified diff deletes a file only while it holds the lines the diff lists', async () => {
    const diff = '--- a/a.txt\n+++ /dev/null\n@@ -1,2 +0,0 @@\n-one\n-two\n';
    assert.deepEqual(await codes({ patch: diff }), []);
    write('a.txt', 'one\nchanged\n');
    const result = await validatePatchRequest({ patch: diff }, env());
    assert.ok(!result.ok);
    assert.equal(result.errors[0].code, 'OLD_STRING_NOT_FOUND');
    assert.match(result.errors[0].message, /differ from line 2 on/);
  });

  it('plans every action and shapes the success result', async () => {
    write('b.txt', 'keep\nold\n');
    const result = await validatePatchRequest(envelope(
      '*** Update File: a.txt', '@@', ' one', '-two', '+TWO',
      '*** Add File: new/c.txt', '+c',
      '*** Update File: b.txt', '*** Move to: moved/b.txt', '@@', '-old', '+new',
    ), env());
    assert.ok(result.ok, JSON.stringify(!result.ok && result.errors));
    assert.deepEqual(result.files.map((f) => [f.action, f.newText]), [['update', 'one\nTWO\n'], ['add', 'c\n'], ['move', 'keep\nnew\n']]);
    assert.deepEqual(patchSuccessResult(result.files), {
      success: true,
      files: [
        { file_path: 'a.txt', action: 'update', changes: [{ start_line: 2, end_line: 2 }] },
        { file_path: 'new/c.txt', action: 'add' },
        { file_path: 'b.txt', action: 'move', moved_to: 'moved/b.txt', changes: [{ start_line: 2, end_line: 2 }] },
      ],
    });
  });

  it('re-check: a file changed since it was planned is planned again; an added file that appeared is refused', async () => {
    const result = await validatePatchRequest(envelope('*** Update File: a.txt', '@@', '-two', '+TWO', '*** Add File: d.txt', '+d'), env());
    assert.ok(result.ok);
    write('a.txt', 'zero\none\ntwo\n');
    const again = await recheckBeforeApply(result.files, env(), 1, patchRePlan);
    assert.ok(again.ok);
    assert.equal(again.files[0].newText, 'zero\none\nTWO\n');
    write('d.txt', 'someone else\n');
    const refused = await recheckBeforeApply(result.files, env(), 1, patchRePlan);
    assert.ok(!refused.ok);
    assert.deepEqual(refused.errors.map((e) => e.code), ['FILE_EXISTS']);
  });

  it('re-checks a file by the platform\'s rule for names: the same file named in another case passes where names ignore case (regression: the patch compared real paths with !==)', async () => {
    const caseInsensitive = { ...nodePlatform(), caseSensitive: false };
    const result = await validatePatchRequest(envelope('*** Update File: a.txt', '@@', '-two', '+TWO'), env({ platform: caseInsensitive }));
    assert.ok(result.ok);
    // A case-insensitive filesystem may give the real path in the case the name was written when checked.
    const checked = result.files.map((f) => ({ ...f, target: { ...f.target, realPath: join(root, 'A.TXT') } }));
    const again = await recheckBeforeApply(checked, env({ platform: caseInsensitive }), 1, patchRePlan);
    assert.ok(again.ok, JSON.stringify(again));
    const sensitive = await recheckBeforeApply(checked, env(), 1, patchRePlan);
    assert.ok(!sensitive.ok);
    assert.deepEqual(sensitive.errors.map((e) => e.code), ['STALE_DOCUMENT'], 'where names are case-sensitive it is another file');
  });
});

describe('readPatchRequest', () => {
  const text = '*** Begin Patch\n*** Update File: a.txt\n@@\n-one\n+1\n*** End Patch\n';

  it('reads a call\'s input once: the message, the log and the checks share one parse', () => {
    const input = { patch: text };
    const first = readPatchRequest(input);
    assert.ok(first.ok);
    assert.equal(describePatchRequest(input), 'Applying a patch: update a.txt');
    assert.equal(readPatchRequest(input), first, 'the same input object is not parsed again');
    assert.notEqual(readPatchRequest({ patch: text }), first, 'another call (another input object) is read anew');
  });

  it('gives the shape errors of an input that is no patch request, and reads non-objects each time', () => {
    const read = readPatchRequest({ patch: 7 });
    assert.ok(!read.ok);
    assert.equal(read.errors[0].code, 'INVALID_INPUT');
    assert.ok(!readPatchRequest('text').ok);
  });
});
