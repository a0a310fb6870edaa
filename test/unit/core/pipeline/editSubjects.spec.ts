// What the person is asked about for an edit (editSubject) and for a notebook call
// (notebookSubject): one function per tool for both hosts; the MCP server's read gate also gets
// the edited lines and is told of a change outside them.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { EditEnvironment } from '../../../../src/core/change';
import { notebookSubject } from '../../../../src/core/notebook';
import { editSubject, validateEditRequest } from '../../../../src/core/pipeline';
import type { ResolvedTarget } from '../../../../src/core/path';
import { createNodeFs, nodePlatform } from '../../../../src/node/nodeFs';
import { makeTempDir, removeTempDir } from '../../../helpers/tempTree';

describe('the subjects of an edit and of a notebook call', () => {
  let root: string;
  beforeEach(() => {
    root = makeTempDir('ge-edit-subjects-');
  });
  afterEach(() => removeTempDir(root));

  const env = (): EditEnvironment => ({
    roots: [{ name: 'ws', path: root }], platform: nodePlatform(), fs: createNodeFs(), trusted: true, protectedPatterns: [], maxFileBytes: 1024 * 1024,
    loadDocument: (t) => Promise.resolve({ text: fs.readFileSync(t.realPath, 'utf8'), eol: '\n', version: 1 }),
  });

  it('editSubject: the text planned on as before, the file\'s place in the request, a preview of the change; the edited lines only for a gating host', async () => {
    fs.writeFileSync(path.join(root, 'a.txt'), 'one\ntwo\nthree\n');
    fs.writeFileSync(path.join(root, 'b.txt'), 'alpha\n');
    const planned = await validateEditRequest({ files: [
      { file_path: 'a.txt', edits: [{ old_string: 'two', new_string: 'TWO' }] },
      { file_path: 'b.txt', edits: [{ old_string: 'alpha', new_string: 'beta' }] },
    ] }, env());
    assert.ok(planned.ok, JSON.stringify(planned));
    const plain = planned.files.map((f) => editSubject(f));
    assert.deepEqual(plain.map((s) => [s.target.displayPath, s.action, s.before, s.inputPath, s.edited]), [
      ['a.txt', 'edit', 'one\ntwo\nthree\n', ['files', 0], undefined],
      ['b.txt', 'edit', 'alpha\n', ['files', 1], undefined],
    ]);
    assert.ok(plain[0].preview().some((line) => line.includes('TWO')), plain[0].preview().join('\n'));

    const notes: string[] = [];
    const gated = editSubject(planned.files[0], { onChangedOutside: (note) => notes.push(note) });
    assert.deepEqual(gated.edited?.map((e) => [e.start, e.end]), [[2, 2]]);
    gated.onChangedOutside?.('changed elsewhere');
    assert.deepEqual(notes, ['changed elsewhere']);
  });

  it('notebookSubject: the file alone when asked before planning (VS Code), the changed span when planned (the MCP server)', () => {
    const target: ResolvedTarget = { realPath: `${root}/n.ipynb`, lexicalPath: `${root}/n.ipynb`, displayPath: 'n.ipynb', root: { name: 'ws', path: root }, exists: true, size: 10 };
    const early = notebookSubject(target);
    assert.deepEqual([early.action, early.before, early.inputPath, early.preview(), early.edited], ['edit', undefined, [], [], undefined]);

    const before = '{\n "a": 1,\n "b": 2\n}\n';
    const after = '{\n "a": 1,\n "b": 3\n}\n';
    const notes: string[] = [];
    const planned = notebookSubject(target, { before, after }, { onChangedOutside: (note) => notes.push(note) });
    assert.equal(planned.before, before);
    assert.deepEqual(planned.edited?.map((e) => [e.start, e.end]), [[3, 3]]);
    assert.ok(planned.preview().some((line) => line.includes('"b": 3')), planned.preview().join('\n'));
    planned.onChangedOutside?.('note');
    assert.deepEqual(notes, ['note']);
    assert.equal(notebookSubject(target, { before, after }).edited, undefined);
  });
});
