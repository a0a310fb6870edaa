import assert from 'node:assert/strict';
import { findNewProblems, NEW_PROBLEMS_MAX, PROBLEM_MESSAGE_MAX_CHARS, type FileProblems, type ObservedProblem } from '../../../../src/core/problems';

const err = (line: number, message = 'Expected comma', extra: Partial<ObservedProblem> = {}): ObservedProblem =>
  ({ line, column: 3, severity: 'error', message, source: 'json', code: '514', ...extra });

function file(before: ObservedProblem[], after: ObservedProblem[], changes = [{ start_line: 10, end_line: 12 }]): FileProblems {
  return { file_path: 'data/config.json', changes, before, after };
}

describe('new problems after an edit', () => {
  it('reports an error on a changed line that was not there before, with every field', () => {
    const report = findNewProblems([file([], [err(11)])], { includeWarnings: false });
    assert.deepEqual(report, { new_problems: [{ file_path: 'data/config.json', line: 11, column: 3, severity: 'error', message: 'Expected comma', source: 'json', code: '514' }] });
  });

  it('gives null for a missing source or code', () => {
    const report = findNewProblems([file([], [{ line: 10, column: 1, severity: 'error', message: 'x' }])], { includeWarnings: false });
    assert.equal(report.new_problems[0].source, null);
    assert.equal(report.new_problems[0].code, null);
  });

  it('counts lines next to a changed range (two before, two after), not further', () => {
    const report = findNewProblems([file([], [err(7, 'a'), err(8, 'b'), err(14, 'c'), err(15, 'd')])], { includeWarnings: false });
    assert.deepEqual(report.new_problems.map((p) => p.line), [8, 14]);
  });

  it('does not report an error that was there before and only moved with the edit', () => {
    const report = findNewProblems([file([err(9)], [err(11)])], { includeWarnings: false });
    assert.deepEqual(report.new_problems, []);
  });

  it('reports none when the edit fixed an error', () => {
    assert.deepEqual(findNewProblems([file([err(11)], [])], { includeWarnings: false }).new_problems, []);
  });

  it('reports the excess of a kind: one before far away, two after of which one is near the edit', () => {
    const report = findNewProblems([file([err(40)], [err(11), err(42)])], { includeWarnings: false });
    assert.deepEqual(report.new_problems.map((p) => p.line), [11]);
  });

  it('tells kinds apart by message, source and code', () => {
    const report = findNewProblems([file([err(11, 'Expected comma')], [err(11, 'Expected comma'), err(11, 'Trailing comma'), err(12, 'Expected comma', { code: '515' })])], { includeWarnings: false });
    assert.deepEqual(report.new_problems.map((p) => [p.message, p.code]), [['Trailing comma', '514'], ['Expected comma', '515']]);
  });

  it('leaves warnings out unless asked for, and never reports information or hints', () => {
    const after = [err(10, 'w', { severity: 'warning' }), err(11, 'i', { severity: 'information' }), err(12, 'h', { severity: 'hint' })];
    assert.deepEqual(findNewProblems([file([], after)], { includeWarnings: false }).new_problems, []);
    assert.deepEqual(findNewProblems([file([], after)], { includeWarnings: true }).new_problems.map((p) => p.severity), ['warning']);
  });

  it('sorts by line and column within a file and keeps the order of the files', () => {
    const second: FileProblems = { file_path: 'b.json', changes: [{ start_line: 1, end_line: 1 }], before: [], after: [err(1, 'z')] };
    const report = findNewProblems([file([], [err(12, 'y', { column: 5 }), err(12, 'x', { column: 1 }), err(10, 'w')]), second], { includeWarnings: false });
    assert.deepEqual(report.new_problems.map((p) => `${p.file_path}:${p.line}:${p.column}`), ['data/config.json:10:3', 'data/config.json:12:1', 'data/config.json:12:5', 'b.json:1:3']);
  });

  it('caps the list and says how many were left out', () => {
    const after = Array.from({ length: NEW_PROBLEMS_MAX + 5 }, (_, i) => err(1 + (i % 3), `problem ${i}`));
    const report = findNewProblems([file([], after, [{ start_line: 1, end_line: 3 }])], { includeWarnings: false });
    assert.equal(report.new_problems.length, NEW_PROBLEMS_MAX);
    assert.equal(report.new_problems_omitted, 5);
    assert.equal(findNewProblems([file([], after.slice(0, 2), [{ start_line: 1, end_line: 3 }])], { includeWarnings: false }).new_problems_omitted, undefined);
  });

  it('cuts a very long message', () => {
    const report = findNewProblems([file([], [err(10, 'm'.repeat(PROBLEM_MESSAGE_MAX_CHARS * 3))])], { includeWarnings: false });
    assert.equal(report.new_problems[0].message.length, PROBLEM_MESSAGE_MAX_CHARS + 1);
    assert.ok(report.new_problems[0].message.endsWith('…'));
  });

  it('reports nothing for a file without changed ranges or without problems', () => {
    assert.deepEqual(findNewProblems([file([], [err(10)], [])], { includeWarnings: false }).new_problems, []);
    assert.deepEqual(findNewProblems([], { includeWarnings: true }), { new_problems: [] });
  });
});
