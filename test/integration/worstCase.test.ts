// The worst case in the real extension host: a 16 MB periodic file, on which a careless search
// verifies a long partial match at every position. The refusal must come within 10x one
// JavaScript pass over the text (both measured here, in the host), and the extension host must
// stay responsive meanwhile: a timer keeps firing, with no gap of half a second.
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

function onePass(text: string): number {
  let checksum = 0;
  for (let i = 0; i < text.length; i++) checksum = (checksum + text.charCodeAt(i)) | 0;
  return checksum;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

/** Runs `call` while a 10 ms timer ticks; returns its time and the longest gap between ticks. */
async function withTicker<T>(call: () => Promise<T>): Promise<{ result: T; ms: number; longestGapMs: number }> {
  let last = performance.now();
  let longestGapMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
  }, 10);
  const started = performance.now();
  try {
    const result = await call();
    const ms = performance.now() - started;
    longestGapMs = Math.max(longestGapMs, performance.now() - last);
    return { result, ms, longestGapMs };
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

  // `within`: the ratio asserted. The first case is the target (10x); the others run two
  // fallback searches or merge a million matches, and get room for a loaded machine.
  const cases = [
    { name: 'five periodic lines, expected_replacements 3 (every 320 characters a match to count)', code: 'REPLACEMENT_COUNT_MISMATCH', within: 10, edit: { old_string: LINE.repeat(5), new_string: 'x', expected_replacements: 3 } },
    { name: '60 x "a" (ambiguous: two occurrences decide)', code: 'AMBIGUOUS_MATCH', within: 10, edit: { old_string: 'a'.repeat(60), new_string: 'x' } },
    { name: 'two replace_all edits of runs of "a" that overlap', code: 'OVERLAPPING_EDITS', within: 20, edits: [{ old_string: 'a'.repeat(60), new_string: 'x', replace_all: true }, { old_string: 'a'.repeat(61), new_string: 'y', replace_all: true }] },
  ];

  for (const c of cases) {
    test(`${c.name}: refused within ${c.within}x one pass, the host keeps ticking`, async function () {
      this.timeout(240_000);
      const input = { file_path: path.relative(workspaceDir(), file).split(path.sep).join('/'), edits: c.edits ?? [c.edit] };
      const text = document.getText();
      onePass(text);
      const passes: number[] = [];
      const calls: number[] = [];
      let longestGapMs = 0;
      // Interleaved, so that a busy moment of the machine hits both; the best call against the median pass.
      for (let run = 0; run < 3; run++) {
        const passStarted = performance.now();
        onePass(text);
        passes.push(performance.now() - passStarted);
        const measured = await withTicker(() => invoke(input));
        assert.equal(measured.result.success, false);
        assert.deepEqual(measured.result.errors?.map((e) => e.code).slice(0, 1), [c.code]);
        calls.push(measured.ms);
        longestGapMs = Math.max(longestGapMs, measured.longestGapMs);
      }
      const pass = median(passes);
      const best = Math.min(...calls);
      const ratio = best / pass;
      console.log(`[worst case] ${c.name}: one pass ${pass.toFixed(1)} ms, refusal ${best.toFixed(1)} ms (runs ${calls.map((ms) => ms.toFixed(0)).join(', ')}), ${ratio.toFixed(2)}x one pass, longest gap between timer ticks ${longestGapMs.toFixed(0)} ms`);
      assert.ok(longestGapMs < 500, `the extension host was blocked for ${longestGapMs.toFixed(0)} ms`);
      assert.ok(ratio <= c.within, `the refusal took ${ratio.toFixed(2)}x one pass`);
      assert.equal(document.getText().length, LINE.length * LINES, 'nothing changed');
    });
  }
});
