// The after-apply point of the VS Code adapter with the history's recorder behind it, in plain
// Node (neither file needs the editor): a revert of an entry is told there like every other
// writer, and comes back as a journal entry that undoes the entry, whose id the revert reports.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { ResolvedTarget } from '../../../src/core/path';
import { Journal, realFolder } from '../../../src/node/journal';
import { AppliedChanges, type AppliedChange } from '../../../src/vscode/apply/appliedChanges';
import { recordingsWritten, startRecording } from '../../../src/vscode/history/recordApplied';
import { recordAppliedChange } from '../../../src/vscode/history/recordAppliedChange';

describe('vscode/apply: AppliedChanges with the history\'s recorder', () => {
  let dir: string;
  let folder: string;
  let stateRoot: string;
  let stop: () => void;
  const warnings: string[] = [];

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guarded-edit-applied-'));
    folder = path.join(dir, 'work');
    stateRoot = path.join(dir, 'state');
    fs.mkdirSync(folder);
    stop = startRecording({ stateRoot, client: 'vscode', session: 'test-session', warn: (m) => warnings.push(m) });
  });

  afterEach(async () => {
    await recordingsWritten();
    stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const target = (name: string): ResolvedTarget => ({ realPath: path.join(folder, name), lexicalPath: path.join(folder, name), displayPath: name, root: { name: 'work', path: folder }, exists: true, size: 0 });

  it('a revert (an edit, a create and a delete) is recorded as one entry that undoes the reverted one, and its id is returned', async () => {
    const applied = new AppliedChanges(recordAppliedChange);
    const change: AppliedChange = {
      tool: 'guardedEdit.revertHistoryEntry', request: 'revert', origin: 'command', undoes: '0mx1gc000-00f1f6ef98',
      files: [
        { target: target('edited.txt'), action: 'edit', before: 'new\n', after: 'old\n' },
        { target: target('made.txt'), action: 'create', before: undefined, after: 'back\n' },
        { target: target('gone.txt'), action: 'delete', before: 'bye\n', bytesBefore: Buffer.from('bye\n'), after: undefined },
      ],
    };
    const ids = await applied.applied(change);
    assert.deepEqual(warnings, []);
    assert.equal(ids.length, 1, 'one entry for the one folder');
    const entries = await Journal.of(stateRoot, realFolder(folder)).listEntries();
    assert.equal(entries.length, 1);
    const [entry] = entries;
    assert.equal(entry.id, ids[0]);
    assert.equal(entry.undoes, '0mx1gc000-00f1f6ef98');
    assert.equal(entry.tool, 'guardedEdit.revertHistoryEntry');
    const byPath = new Map(entry.files.map((f) => [f.path, f]));
    assert.ok(byPath.get('edited.txt')?.before && byPath.get('edited.txt')?.after, 'an edit keeps both versions');
    assert.equal(byPath.get('made.txt')?.before, null, 'a create has no version before');
    assert.equal(byPath.get('gone.txt')?.after, null, 'a delete has no version after');
    assert.ok(byPath.get('gone.txt')?.before, 'a delete keeps its bytes before');
    assert.deepEqual(warnings, []);
  });

  it('a tool\'s change names no entry it undoes; with no recording on, nothing is written and no id comes back', async () => {
    const applied = new AppliedChanges(recordAppliedChange);
    const edit: AppliedChange = { tool: 'guarded_multi_edit', request: 'edit', origin: 'tool', files: [{ target: target('a.txt'), action: 'edit', before: 'a\n', after: 'b\n' }] };
    const [id] = await applied.applied(edit);
    const [entry] = await Journal.of(stateRoot, realFolder(folder)).listEntries();
    assert.equal(entry.id, id);
    assert.equal(entry.undoes, undefined);
    stop();
    assert.deepEqual(await applied.applied(edit), []);
    assert.equal((await Journal.of(stateRoot, realFolder(folder)).listEntries()).length, 1);
  });
});
