import assert from 'node:assert/strict';
import { parsePatch, type PatchOperation } from '../../../../src/core/patch';

function ops(text: string): PatchOperation[] {
  const parsed = parsePatch(text);
  if (!parsed.ok) assert.fail(parsed.errors.map((e) => e.message).join('\n'));
  return parsed.patch.operations;
}

function refusal(text: string): { line: string; message: string } {
  const parsed = parsePatch(text);
  assert.equal(parsed.ok, false, 'expected a refusal');
  if (parsed.ok) throw new Error('unreachable');
  assert.equal(parsed.errors[0].code, 'INVALID_PATCH');
  assert.deepEqual(parsed.errors[0].path, ['patch']);
  return { line: /^Patch line (\d+)/.exec(parsed.errors[0].message)?.[1] ?? '', message: parsed.errors[0].message };
}

describe('parsePatch: the "*** Begin Patch" envelope', () => {
  it('reads add, delete, update with a move, header text, and the end-of-file anchor', () => {
    const parsed = ops([
      '*** Begin Patch',
      '*** Add File: docs/new.md',
      '+# Title',
      '+',
      '*** Delete File: old.txt',
      '*** Update File: src/a.ts',
      '*** Move to: src/b.ts',
      '@@ function main() {',
      ' const a = 1;',
      '-const b = 2;',
      '+const b = 3;',
      '@@',
      ' last',
      '+after',
      '*** End of File',
      '*** End Patch',
    ].join('\n'));
    assert.deepEqual(parsed[0], { kind: 'add', path: 'docs/new.md', line: 2, content: '# Title\n\n' });
    assert.deepEqual(parsed[1], { kind: 'delete', path: 'old.txt', line: 5 });
    const update = parsed[2];
    assert.equal(update.kind, 'update');
    if (update.kind !== 'update') return;
    assert.equal(update.moveTo, 'src/b.ts');
    assert.equal(update.hunks.length, 2);
    assert.equal(update.hunks[0].header, 'function main() {');
    assert.deepEqual(update.hunks[0].oldLines, ['const a = 1;', 'const b = 2;']);
    assert.deepEqual(update.hunks[0].newLines, ['const a = 1;', 'const b = 3;']);
    assert.equal(update.hunks[1].endOfFile, true);
    assert.equal(update.hunks[1].line, 12);
  });

  it('accepts spaces around marker lines and CRLF line breaks in the patch', () => {
    const parsed = ops(' *** Begin Patch \r\n  *** Update File: f.txt\r\n@@\r\n-one\r\n+two\r\n *** End Patch\r\n');
    assert.equal(parsed.length, 1);
    assert.equal(parsed[0].path, 'f.txt');
  });

  it('reads an empty line inside a hunk as an empty context line', () => {
    const [op] = ops('*** Begin Patch\n*** Update File: f\n@@\n a\n\n-b\n+c\n*** End Patch\n');
    assert.ok(op.kind === 'update');
    assert.deepEqual(op.hunks[0].oldLines, ['a', '', 'b']);
  });

  it('refuses with the patch line and what was expected there', () => {
    assert.equal(refusal('*** Begin Patch\n*** End Patch\n').line, '2');
    assert.equal(refusal('*** Begin Patch\n*** Frobnicate File: x\n*** End Patch\n').line, '2');
    const noHunk = refusal('*** Begin Patch\n*** Update File: f\n*** End Patch\n');
    assert.equal(noHunk.line, '3');
    assert.match(noHunk.message, /a hunk/);
    const badLine = refusal('*** Begin Patch\n*** Update File: f\n@@\n a\n?b\n*** End Patch\n');
    assert.equal(badLine.line, '5');
    assert.match(badLine.message, /"\?b"/);
    assert.match(refusal('*** Begin Patch\n*** Add File: f\n+x\n').message, /End Patch/);
    assert.equal(refusal('*** Begin Patch\n*** Add File: f\nx\n*** End Patch').line, '3');
  });

  it('refuses a patch over the request bounds before reading it', () => {
    const files = Array.from({ length: 101 }, (_, i) => `*** Delete File: f${i}`).join('\n');
    const parsed = parsePatch(`*** Begin Patch\n${files}\n*** End Patch\n`);
    assert.equal(parsed.ok, false);
    if (!parsed.ok) assert.equal(parsed.errors[0].code, 'TOO_MANY_EDITS');
  });

  it('refuses text that is neither format, at line 1', () => {
    assert.equal(refusal('hello\nworld\n').line, '1');
  });
});

describe('parsePatch: unified diffs', () => {
  it('reads git diff output: prefixes, line hints, added, deleted and renamed files, skipping the commit message', () => {
    const parsed = ops([
      'commit 0123456789abcdef',
      'Author: Someone',
      '',
      '    Subject line',
      '',
      'diff --git a/src/a.ts b/src/a.ts',
      'index 1111111..2222222 100644',
      '--- a/src/a.ts',
      '+++ b/src/a.ts',
      '@@ -10,3 +10,3 @@ function main() {',
      ' one',
      '-two',
      '+TWO',
      ' three',
      'diff --git a/new.txt b/new.txt',
      'new file mode 100644',
      'index 0000000..3333333',
      '--- /dev/null',
      '+++ b/new.txt',
      '@@ -0,0 +1,2 @@',
      '+hello',
      '+world',
      '\\ No newline at end of file',
      'diff --git a/gone.txt b/gone.txt',
      'deleted file mode 100644',
      '--- a/gone.txt',
      '+++ /dev/null',
      '@@ -1 +0,0 @@',
      '-bye',
      'diff --git a/x.md b/y.md',
      'similarity index 100%',
      'rename from x.md',
      'rename to y.md',
    ].join('\n'));
    assert.equal(parsed.length, 4);
    const [update, add, del, rename] = parsed;
    assert.ok(update.kind === 'update');
    assert.equal(update.path, 'src/a.ts');
    assert.equal(update.hunks[0].oldStartHint, 10);
    assert.equal(update.hunks[0].header, undefined, 'git\'s function context is not a narrowing header');
    assert.deepEqual(update.hunks[0].oldLines, ['one', 'two', 'three']);
    assert.deepEqual(add, { kind: 'add', path: 'new.txt', line: 15, content: 'hello\nworld' });
    assert.deepEqual(del, { kind: 'delete', path: 'gone.txt', line: 24, expectedText: 'bye\n' });
    assert.ok(rename.kind === 'update');
    assert.equal(rename.path, 'x.md');
    assert.equal(rename.moveTo, 'y.md');
    assert.equal(rename.hunks.length, 0);
  });

  it('reads plain diff -u output without git headers, and timestamps after a tab', () => {
    const [op] = ops('--- a.txt\t2024-01-01 00:00:00\n+++ a.txt\t2024-01-02 00:00:00\n@@ -1 +1 @@\n-x\n+y\n');
    assert.ok(op.kind === 'update');
    assert.equal(op.path, 'a.txt');
    assert.deepEqual(op.hunks[0].newLines, ['y']);
  });

  it('marks a hunk whose old side has no final newline as anchored at the end', () => {
    const [op] = ops('--- a/f\n+++ b/f\n@@ -1 +1 @@\n-x\n\\ No newline at end of file\n+y\n');
    assert.ok(op.kind === 'update');
    assert.equal(op.hunks[0].oldNoFinalNewline, true);
    assert.equal(op.hunks[0].newNoFinalNewline, undefined);
    assert.equal(op.hunks[0].endOfFile, true);
  });

  it('refuses a hunk shorter than its header counts, and binary patches', () => {
    const short = refusal('--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n a\n-b\n+c\n');
    assert.match(short.message, /more old/);
    assert.match(refusal('diff --git a/i.png b/i.png\nindex 1..2 100644\nBinary files a/i.png and b/i.png differ\n').message, /binary/);
  });
});
