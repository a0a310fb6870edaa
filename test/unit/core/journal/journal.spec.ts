// The journal's pure rules: what recovery does per file, the lines a change touched, which entry
// an undo takes by default (and redo), and the three-way merge that takes an entry back.
import assert from 'node:assert/strict';
import {
  changedLines, changedOnDiskError, changedSinceEditError, replacedOnDiskError, writeFailedError, defaultUndoTarget, entryId, folderReadOnlyError, formatHistory, historyItems, journalUnwritableError, lockBusyError,
  nothingToUndoError, parseEntry, parseIntent, planUndoFile, rollbackStep, undoneIds, unknownEntryError, writtenMeanwhileError, type JournalEntry,
} from '../../../../src/core/journal';

const enc = (s: string) => Buffer.from(s);
const dec = (b: Uint8Array) => Buffer.from(b).toString('utf8');

function entry(id: string, session: string, undoes?: string): JournalEntry {
  return { version: 1, id, time: '2026-01-01T00:00:00.000Z', client: 'c', session, tool: 't', files: [], ...(undoes ? { undoes } : {}) };
}

describe('core/journal', () => {
  describe('rollbackStep', () => {
    const f = { before: 'b', after: 'a', inPlace: false };
    it('puts the original back where the new bytes are, keeps the original, reports anything else', () => {
      assert.deepEqual(rollbackStep(f, 'a'), { kind: 'restore' });
      assert.deepEqual(rollbackStep(f, 'b'), { kind: 'keep' });
      assert.equal(rollbackStep(f, 'x').kind, 'report');
      assert.equal(rollbackStep(f, null).kind, 'report');
      assert.deepEqual(rollbackStep({ before: null, after: 'a', inPlace: false }, 'a'), { kind: 'remove' });
      assert.deepEqual(rollbackStep({ before: 'b', after: null, inPlace: false }, null), { kind: 'restore' });
      assert.deepEqual(rollbackStep({ ...f, inPlace: true }, 'torn'), { kind: 'restore' });
    });
  });

  describe('changedLines', () => {
    it('names the lines of the new text that changed, each place apart', () => {
      const before = enc('1\n2\n3\n4\n5\n6\n');
      assert.deepEqual(changedLines(before, enc('1\nTWO\n3\n4\nFIVE\n6\n')), [{ start_line: 2, end_line: 2 }, { start_line: 5, end_line: 5 }]);
      assert.deepEqual(changedLines(before, enc('1\n2\nnew\n3\n4\n5\n6\n')), [{ start_line: 3, end_line: 3 }]);
      assert.deepEqual(changedLines(before, before), []);
      assert.deepEqual(changedLines(null, enc('a\nb')), [{ start_line: 1, end_line: 2 }]);
      assert.deepEqual(changedLines(before, null), []);
    });
  });

  describe('history and the default undo', () => {
    it('lists newest first and takes the newest entry that is neither an undo nor undone, per session', () => {
      const entries = [entry('1', 'A'), entry('2', 'B'), entry('3', 'A'), entry('4', 'A', '3')];
      assert.deepEqual(historyItems(entries).map((i) => i.id), ['4', '3', '2', '1']);
      assert.equal(historyItems(entries)[0].undoes, '3');
      assert.equal(defaultUndoTarget(entries, 'A')?.id, '1');
      assert.equal(defaultUndoTarget(entries)?.id, '2');
      assert.equal(defaultUndoTarget(entries, 'C'), undefined);
    });

    it('undoing an undo is a redo: the entry counts as done again', () => {
      const entries = [entry('1', 'A'), entry('2', 'A', '1'), entry('3', 'A', '2')];
      assert.deepEqual([...undoneIds(entries)].sort(), ['2']);
      assert.equal(defaultUndoTarget(entries, 'A')?.id, '1');
    });
  });

  describe('planUndoFile', () => {
    const decode = (b: Uint8Array) => dec(b);
    const plan = (before: string | null, after: string | null, now: string | null) =>
      planUndoFile({ before: before === null ? null : enc(before), after: after === null ? null : enc(after), now: now === null ? null : enc(now), changes: [{ start_line: 2, end_line: 2 }] }, decode, enc);

    it('writes the bytes before where the file still holds the entry\'s result', () => {
      const p = plan('a\nb\n', 'a\nB\n', 'a\nB\n');
      assert.ok(p.kind === 'write' && p.bytes && dec(p.bytes) === 'a\nb\n' && !p.merged);
      assert.deepEqual(plan(null, 'new\n', 'new\n'), { kind: 'write', bytes: null, merged: false });
      assert.equal(plan('a\n', 'A\n', 'a\n').kind, 'unchanged');
    });

    it('never puts back an entry marked foreign (someone else wrote during the recorded call): a conflict, unless the file is back already', () => {
      const facts = { before: enc('a\nb\n'), after: enc('a\nB\nz\n'), changes: [{ start_line: 2, end_line: 2 }], foreign: true };
      const p = planUndoFile({ ...facts, now: enc('a\nB\nz\n') }, decode, enc);
      assert.ok(p.kind === 'conflict' && /someone else changed it/.test(p.why), JSON.stringify(p));
      assert.equal(planUndoFile({ ...facts, now: enc('a\nb\n') }, decode, enc).kind, 'unchanged');
      const entry = parseEntry({ version: 1, id: '1', time: 't', client: 'claude', session: 's', tool: 'Edit', files: [{ path: 'a', realPath: '/a', before: null, after: null, changes: [], foreign: true }] });
      assert.equal(entry?.files[0].foreign, true, 'the mark survives reading the record');
    });

    it('merges when the changes since do not touch the entry\'s lines', () => {
      const p = plan('1\n2\n3\n4\n5\n', '1\nTWO\n3\n4\n5\n', '1\nTWO\n3\n4\nFIVE\n');
      assert.ok(p.kind === 'write' && p.merged);
      assert.equal(p.kind === 'write' && p.bytes ? dec(p.bytes) : '', '1\n2\n3\n4\nFIVE\n');
    });

    it('refuses where the changes since touch the entry\'s lines, naming them', () => {
      const p = plan('1\n2\n3\n', '1\nTWO\n3\n', '1\nTwo!\n3\n');
      assert.equal(p.kind, 'conflict');
      assert.deepEqual(p.kind === 'conflict' ? p.lines : [], [{ start_line: 2, end_line: 2 }]);
      assert.equal(plan('a\n', 'A\n', null).kind, 'conflict');
    });
  });
});

describe('core/journal: records and messages', () => {
  it('reads back only well-formed records', () => {
    const hash = 'a'.repeat(64);
    const intent = { version: 1, id: 'i', pid: 1, host: 'h', files: [{ realPath: '/w/a', displayPath: 'a', temp: '/w/.a.tmp', before: hash, after: null, inPlace: false }] };
    assert.deepEqual(parseIntent(intent), intent);
    assert.equal(parseIntent({ ...intent, files: [{ ...intent.files[0], before: 'not a hash' }] }), undefined);
    assert.equal(parseIntent([]), undefined);
    const entry = { version: 1, id: 'e', time: 't', client: 'c', session: 's', tool: 't', undoes: 'x', files: [{ path: 'a', realPath: '/w/a', before: null, after: hash, changes: [{ start_line: 1, end_line: 2 }] }] };
    assert.deepEqual(parseEntry(entry), entry);
    assert.equal(parseEntry({ ...entry, files: [{ ...entry.files[0], changes: [{ start_line: '1' }] }] }), undefined);
    assert.equal(parseEntry({ ...entry, client: 3 }), undefined);
  });

  it('sorts entry ids by time', () => {
    assert.ok(entryId(1000, 0, 'ab') < entryId(2000, 0, 'aa'));
    assert.ok(entryId(1000, 1, 'aa') > entryId(1000, 0, 'zz'));
  });

  it('says which files and lines block an undo, and what to do', () => {
    const e = changedSinceEditError('e1', [{ path: 'a.ts', why: 'changed', lines: [{ start_line: 3, end_line: 3 }, { start_line: 5, end_line: 7 }] }]);
    assert.equal(e.code, 'CHANGED_SINCE_EDIT');
    assert.match(e.message, /^Entry e1 cannot be undone: a\.ts \(changed; 2 places: line 3, 5-7\)\. Nothing was changed\.$/);
    assert.equal(unknownEntryError('zz').code, 'INVALID_INPUT');
    assert.match(nothingToUndoError('this session').message, /this session has no entry/);
    assert.equal(lockBusyError('a.ts', 'process 7', 30_000).code, 'APPLY_FAILED');
    assert.match(journalUnwritableError('ENOSPC').message, /ENOSPC\. Nothing was changed\./);
    assert.equal(folderReadOnlyError('a.ts', [], 'EROFS').code, 'READ_ONLY');
    assert.equal(writtenMeanwhileError('a.ts', []).code, 'STALE_DOCUMENT');
  });

  it('words the write\'s refusals for the reader who must act', () => {
    assert.deepEqual(changedOnDiskError('a.txt', ['files', 1]).path, ['files', 1, 'file_path']);
    assert.equal(changedOnDiskError('a.txt', []).code, 'STALE_DOCUMENT');
    assert.match(replacedOnDiskError('a.txt', [], 'a symbolic link now has its name').message, /a symbolic link now has its name/);
    assert.match(writeFailedError('b.txt', 'EACCES', [], []).message, /Nothing was changed/);
    const partial = writeFailedError('b.txt', 'EIO', ['a.txt'], ['c.txt']);
    assert.match(partial.message, /1 file already written \(a\.txt\) was put back/);
    assert.match(partial.message, /Could NOT put back c\.txt/);
    assert.match(writeFailedError('b.txt', 'EIO', ['a.txt', 'c.txt'], []).message, /were put back/);
  });

  it('formats the history for a terminal, marking undos and undone entries', () => {
    const items = historyItems([
      { version: 1, id: '1', time: 't1', client: 'c', session: 's', tool: 'guarded_multi_edit', files: [{ path: 'a.ts', realPath: '/a.ts', before: 'b'.repeat(64), after: 'a'.repeat(64), changes: [{ start_line: 2, end_line: 4 }] }] },
      { version: 1, id: '2', time: 't2', client: 'c', session: 's', tool: 'guarded_undo', undoes: '1', files: [{ path: 'a.ts', realPath: '/a.ts', before: null, after: null, changes: [] }] },
    ]);
    assert.equal(formatHistory(items, new Set(['1'])), '2  t2  c  guarded_undo  (undoes 1)\n    a.ts  (no lines)\n1  t1  c  guarded_multi_edit  (undone)\n    a.ts  2-4\n');
    assert.equal(formatHistory([], new Set()), 'No entries.\n');
  });
});
