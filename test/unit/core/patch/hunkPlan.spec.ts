import assert from 'node:assert/strict';
import { applyReplacements } from '../../../../src/core/text';
import { planHunks, type PatchHunk } from '../../../../src/core/patch';

function hunk(old: string[], next: string[], extra: Partial<PatchHunk> = {}): PatchHunk {
  return { line: 3, oldLines: old, newLines: next, endOfFile: false, ...extra };
}

function apply(text: string, hunks: PatchHunk[], eol: '\n' | '\r\n' = '\n') {
  const plan = planHunks({ text, eol, hunks, displayPath: 'src/a.ts' });
  if (!plan.ok) return plan;
  assert.equal(applyReplacements(text, plan.replacements), plan.newText);
  return plan;
}

describe('planHunks', () => {
  it('changes only the bytes of the hunks: CRLF, a missing final newline and other lines kept', () => {
    const text = 'a\r\nb\r\nc\r\nd';
    const plan = apply(text, [hunk(['b', 'c'], ['b', 'C'])], '\r\n');
    assert.ok(plan.ok);
    assert.equal(plan.newText, 'a\r\nb\r\nC\r\nd');
    assert.deepEqual(plan.replacements, [{ start: 6, end: 7, text: 'C' }]);
  });

  it('matches the last line of a file without a final newline, and keeps it without one', () => {
    const plan = apply('x\nlast', [hunk(['last'], ['final', 'lines'], { endOfFile: true })]);
    assert.ok(plan.ok);
    assert.equal(plan.newText, 'x\nfinal\nlines');
  });

  it('appends a hunk of added lines only at the end of the file', () => {
    const plan = apply('one\ntwo\n', [hunk([], ['three'])]);
    assert.ok(plan.ok);
    assert.equal(plan.newText, 'one\ntwo\nthree\n');
  });

  it('refuses a hunk that matches nowhere, naming the hunk and the closest text', () => {
    const plan = apply('function f() {\n  return 1;\n}\n', [hunk(['function f() {', '    return 1;'], ['function f() {', '  return 2;'])]);
    assert.ok(!plan.ok);
    assert.equal(plan.errors[0].code, 'OLD_STRING_NOT_FOUND');
    assert.match(plan.errors[0].message, /^Hunk 1 of 1 in src\/a\.ts \(patch line 3\)/);
    assert.equal(plan.errors[0].location?.line, 1, 'the closest text is placed');
    assert.deepEqual(plan.errors[0].path, ['patch']);
  });

  it('refuses a hunk that matches several places, listing each', () => {
    const plan = apply('x = 1;\ny = 2;\nx = 1;\n', [hunk(['x = 1;'], ['x = 3;'])]);
    assert.ok(!plan.ok);
    assert.equal(plan.errors[0].code, 'AMBIGUOUS_MATCH');
    assert.deepEqual(plan.errors[0].occurrences?.map((o) => o.line), [1, 3]);
  });

  it('narrows the search to what follows the line a header names', () => {
    const text = 'class A {\n  run() {}\n}\nclass B {\n  run() {}\n}\n';
    const plan = apply(text, [hunk(['  run() {}'], ['  run() { go(); }'], { header: 'class B {' })]);
    assert.ok(plan.ok);
    assert.equal(plan.newText, 'class A {\n  run() {}\n}\nclass B {\n  run() { go(); }\n}\n');
  });

  it('applies hunks in file order: the second of two equal blocks after the first hunk', () => {
    const text = 'start\nsame\nmiddle\nsame\n';
    const plan = apply(text, [hunk(['start', 'same'], ['start', 'first']), hunk(['same'], ['second'])]);
    assert.ok(plan.ok);
    assert.equal(plan.newText, 'start\nfirst\nmiddle\nsecond\n');
  });

  it('says where a unified hunk matched when its line numbers were off', () => {
    const plan = apply('a\nb\nc\n', [hunk(['c'], ['C'], { oldStartHint: 1 })]);
    assert.ok(plan.ok);
    assert.match(plan.notes[0], /matched at line 3, not at line 1/);
  });

  it('under an "@@ line" header takes the first match after that line, as the envelope format defines (not AMBIGUOUS_MATCH)', () => {
    const text = 'class A {\n  x = 1;\n}\nclass B {\n  x = 1;\n}\nclass C {\n  x = 1;\n}\n';
    const plan = apply(text, [hunk(['  x = 1;'], ['  x = 2;'], { header: 'class B {' })]);
    assert.ok(plan.ok, JSON.stringify(plan));
    assert.equal(plan.newText, 'class A {\n  x = 1;\n}\nclass B {\n  x = 2;\n}\nclass C {\n  x = 1;\n}\n');
    // Without a header the same hunk stays ambiguous.
    const bare = apply(text, [hunk(['  x = 1;'], ['  x = 2;'])]);
    assert.ok(!bare.ok);
    assert.equal(bare.errors[0].code, 'AMBIGUOUS_MATCH');
  });

  it('refuses a header line the file does not have, and an end-of-file hunk that is not at the end', () => {
    const header = apply('a\nb\n', [hunk(['b'], ['B'], { header: 'nope' })]);
    assert.ok(!header.ok);
    assert.match(header.errors[0].message, /"nope"/);
    const eof = apply('a\nb\nc\n', [hunk(['b'], ['B'], { endOfFile: true })]);
    assert.ok(!eof.ok);
    assert.match(eof.errors[0].message, /only at line 2/);
  });

  it('refuses two hunks whose lines overlap', () => {
    const plan = apply('a\nb\nc\n', [hunk(['a', 'b'], ['A', 'b']), hunk(['b', 'c'], ['b', 'C'])]);
    assert.ok(!plan.ok);
    assert.equal(plan.errors[0].code, 'OLD_STRING_NOT_FOUND', 'the second is searched after the first');
  });

  it('with tolerant matching, applies a hunk whose indentation differs at its one place', () => {
    const plan = planHunks({ text: 'if (x) {\n    go();\n}\n', eol: '\n', hunks: [hunk(['if (x) {', '  go();'], ['if (x) {', '  stop();'])], displayPath: 'f', matching: 'whitespace' });
    assert.ok(plan.ok);
    assert.equal(plan.matched?.length, 1);
    assert.match(plan.newText, /stop\(\)/);
  });
});
