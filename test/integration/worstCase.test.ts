// The worst case in the real extension host: a 16 MB periodic file, on which a careless search
// verifies a long partial match at every position. Each call must be refused with the right code,
// change nothing, and leave the extension host responsive meanwhile: a timer keeps firing, with no
// gap of half a second. How long the refusal takes against one JavaScript pass over the text (the
// contract's bound, 10x) is a figure of `npm run bench:host`, not an assertion here: a test never
// times anything.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { workspaceDir } from './helpers/env';

interface ResultShape { success: boolean; errors?: { code: string }[] }

const LINE = `${'a'.repeat(63)}\n`;
const LINES = 250_000; // 16,000,000 characters, under the default 16 MiB limit

async function invoke(input: object): Promise<ResultShape> {
  const result = await vscode.lm.invokeTool('guarded_multi_edit', { input, toolInvocationToken: undefined });
  const part = result.content[0];
  assert.ok(part instanceof vscode.LanguageModelTextPart);
  return JSON.parse(part.value) as ResultShape;
}

/** Runs `call` while a 10 ms timer ticks; returns its result and the longest gap between ticks. */
async function withTicker<T>(call: () => Promise<T>): Promise<{ result: T; longestGapMs: number }> {
  let last = performance.now();
  let longestGapMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
  }, 10);
  try {
    const result = await call();
    longestGapMs = Math.max(longestGapMs, performance.now() - last);
    return { result, longestGapMs };
  } finally {
    clearInterval(timer);
  }
}

suite('worst case: a 16 MB periodic file', () => {
  let file: string;
  let document: vscode.TextDocument;

  suiteSetup(async function () {
    this.timeout(120_000);
    const dir = path.join(workspaceDir(), 'scratch-worst');
    fs.mkdirSync(dir, { recursive: true });
    file = path.join(dir, 'periodic.txt');
    fs.writeFileSync(file, LINE.repeat(LINES));
    // Kept open, as a file being worked on is: the calls below read this buffer.
    document = await vscode.workspace.openTextDocument(file);
    assert.equal(document.lineCount, LINES + 1);
  });

  suiteTeardown(() => {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  const cases = [
    { name: 'five periodic lines, expected_replacements 3 (every 320 characters a match to count)', code: 'REPLACEMENT_COUNT_MISMATCH', edit: { old_string: LINE.repeat(5), new_string: 'x', expected_replacements: 3 } },
    { name: '60 x "a" (ambiguous: two occurrences decide)', code: 'AMBIGUOUS_MATCH', edit: { old_string: 'a'.repeat(60), new_string: 'x' } },
    { name: 'two replace_all edits of runs of "a" that overlap', code: 'OVERLAPPING_EDITS', edits: [{ old_string: 'a'.repeat(60), new_string: 'x', replace_all: true }, { old_string: 'a'.repeat(61), new_string: 'y', replace_all: true }] },
  ];

  for (const c of cases) {
    test(`${c.name}: refused with ${c.code}, nothing changed, the host keeps ticking`, async function () {
      this.timeout(240_000);
      const input = { file_path: path.relative(workspaceDir(), file).split(path.sep).join('/'), edits: c.edits ?? [c.edit] };
      let longestGapMs = 0;
      for (let run = 0; run < 3; run++) {
        const measured = await withTicker(() => invoke(input));
        assert.equal(measured.result.success, false);
        assert.deepEqual(measured.result.errors?.map((e) => e.code).slice(0, 1), [c.code]);
        longestGapMs = Math.max(longestGapMs, measured.longestGapMs);
      }
      assert.ok(longestGapMs < 500, `the extension host was blocked for ${longestGapMs.toFixed(0)} ms`);
      assert.equal(document.getText().length, LINE.length * LINES, 'nothing changed');
    });
  }
});
