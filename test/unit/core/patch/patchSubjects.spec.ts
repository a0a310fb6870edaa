// What the person is asked about for a patch (patchSubjects): one function for both hosts. A
// deleted file is planned on no text, so its `before` is undefined (no empty text stands in for it):
// the two hosts once disagreed here (one said "", the other undefined).
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DiskDocuments } from '../../../../src/core/disk';
import { patchSubjects, validatePatchRequest } from '../../../../src/core/patch';
import type { EditEnvironment } from '../../../../src/core/change';
import { readFileBytes } from '../../../../src/node/fileBytes';
import { createNodeFs, nodePlatform } from '../../../../src/node/nodeFs';
import { makeTempDir, removeTempDir } from '../../../helpers/tempTree';

describe('patchSubjects', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const env = (): EditEnvironment => {
    const documents = new DiskDocuments(readFileBytes);
    return {
      roots: [{ name: 'ws', path: root }], platform: nodePlatform(), fs: createNodeFs(), trusted: true,
      protectedPatterns: ['**/.git/**'], maxFileBytes: 1024 * 1024, loadDocument: (t) => documents.load(t),
    };
  };
  const subjectsOf = async (...lines: string[]) => {
    const planned = await validatePatchRequest({ patch: ['*** Begin Patch', ...lines, '*** End Patch'].join('\n') }, env());
    assert.ok(planned.ok, JSON.stringify(planned));
    return planned.files.flatMap(patchSubjects).map((s) => ({ path: s.target.displayPath, action: s.action, before: s.before, inputPath: s.inputPath, preview: s.preview() }));
  };

  beforeEach(() => {
    root = makeTempDir('ge-patch-subjects-');
    write('a.txt', 'one\ntwo\n');
    write('gone.txt', 'old\n');
  });
  afterEach(() => removeTempDir(root));

  it('gives a deleted file no text before (it is planned on none), and an added one none', async () => {
    const subjects = await subjectsOf('*** Delete File: gone.txt', '*** Add File: new.txt', '+fresh');
    assert.deepEqual(subjects.map((s) => [s.path, s.action, s.before, s.inputPath]), [
      ['gone.txt', 'edit', undefined, ['patch']],
      ['new.txt', 'create', undefined, ['patch']],
    ]);
    assert.ok(subjects[1].preview.some((line) => line.includes('fresh')), JSON.stringify(subjects[1].preview));
  });

  it('gives an updated file the text its hunks were planned on, and a move its destination as a create', async () => {
    const subjects = await subjectsOf('*** Update File: a.txt', '*** Move to: b.txt', '@@', ' one', '-two', '+TWO');
    assert.deepEqual(subjects.map((s) => [s.path, s.action, s.before]), [
      ['a.txt', 'edit', 'one\ntwo\n'],
      ['b.txt', 'create', undefined],
    ]);
    assert.ok(subjects[0].preview.some((line) => line.includes('TWO')), JSON.stringify(subjects[0].preview));
  });
});
