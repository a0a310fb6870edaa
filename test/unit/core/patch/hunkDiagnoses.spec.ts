// The diagnosis corpus through the third host: each failed single edit of the corpus sent as a
// patch hunk (its old_string as the hunk's old lines), planned against the same file. A hunk is
// whole lines, so an old_string that starts or ends inside a line is left out. The hunk's refusal
// must name the same cause at the same lines as the edit's; for the third round's kinds it carries
// the corrected text too (with the line break a hunk's old text ends with).
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { planEdits } from '../../../../src/core/edit';
import { planHunks } from '../../../../src/core/patch';
import type { GuardedError } from '../../../../src/core/errors';
import { CASES, FILES_DIR, MOVED_CASES, type CorpusCase } from '../../../corpus/diagnoses/cases';
import { CAUSE_PHRASES } from '../../../corpus/diagnoses/phrases';

function textOf(c: CorpusCase): string {
  return fs.readFileSync(path.join(FILES_DIR, c.file_path), 'utf8');
}

/** Whether old_string is whole lines of the file's block: its first and last lines are the block's whole lines. */
function wholeLines(c: CorpusCase): boolean {
  if (c.expect.code !== 'OLD_STRING_NOT_FOUND' || c.edits.length !== 1 || !c.expect.lines) return false;
  // Text changed since the read has no corrected value: its old lines, as many as the block's, stand for the block's whole lines.
  if (c.expect.cause === 'stale_text') return c.edits[0].old_string.split('\n').length === c.expect.lines[1] - c.expect.lines[0] + 1;
  if (c.expect.corrected === undefined) return false;
  const lines = textOf(c).split('\n').map((l) => l.replace(/\r$/, ''));
  const corrected = c.expect.corrected.split('\n');
  const [start] = c.expect.lines;
  return corrected[0] === lines[start - 1] && corrected[corrected.length - 1] === lines[start - 2 + corrected.length];
}

function refusals(c: CorpusCase): { edit: GuardedError; hunk: GuardedError } {
  const text = textOf(c);
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const old = c.edits[0].old_string;
  const common = { text, eol, displayPath: c.file_path, ...(c.readChanged ? { readChanged: true } : {}), ...(c.changes ? { changesSinceRead: c.changes } : {}) } as const;
  const edit = planEdits({ ...common, edits: [{ old_string: old, new_string: 'x' }] });
  const hunk = planHunks({ ...common, hunks: [{ line: 1, oldLines: old.split('\n'), newLines: ['x'], endOfFile: false }] });
  assert.ok(!edit.ok && !hunk.ok, c.id);
  return { edit: edit.errors[0], hunk: hunk.errors[0] };
}


describe('the diagnosis corpus as patch hunks: the same cause at the same lines as the edit', () => {
  const cases = CASES.filter(wholeLines);

  it('sends at least 150 cases as hunks, at least 50 of the third round, at least 5 of each of its kinds', () => {
    assert.ok(cases.length >= 150, `${cases.length}`);
    const moved = cases.filter((c) => MOVED_CASES.includes(c));
    assert.ok(moved.length >= 50, `${moved.length}`);
    for (const cause of new Set(MOVED_CASES.map((c) => c.expect.cause))) {
      const sent = moved.filter((c) => c.expect.cause === cause).length;
      assert.ok(sent >= 5, `${cause}: ${sent} case(s) as hunks`);
    }
  });

  it('refuses every case as the edit is refused: code, location, cause (and for the third round the corrected text ending with a line break)', () => {
    const differing: string[] = [];
    for (const c of cases) {
      const { edit, hunk } = refusals(c);
      const corrected = `${c.expect.corrected ?? ''}\n`;
      const phrase = CAUSE_PHRASES[c.expect.cause];
      const same = hunk.code === edit.code
        && hunk.location?.line === edit.location?.line
        && hunk.message.includes(phrase) && edit.message.includes(phrase)
        && (c.expect.mentions === undefined || hunk.message.includes(c.expect.mentions))
        // The corrected text of the earlier rounds' kinds is the edit's (a hunk's own line break is not added there).
        && (!MOVED_CASES.includes(c) || c.expect.corrected === undefined || hunk.recovery_hint.includes(JSON.stringify(corrected.replace(/\r\n/g, '\n'))));
      if (!same) differing.push(`${c.id}: hunk ${JSON.stringify([hunk.location?.line, hunk.message.slice(0, 300), hunk.recovery_hint.slice(0, 200)])} edit line ${edit.location?.line}`);
    }
    assert.deepEqual(differing, []);
  });
});
