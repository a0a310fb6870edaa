import assert from 'node:assert/strict';
import fc from 'fast-check';
import { planHunks, type PatchHunk } from '../../../../src/core/patch';
import type { Eol } from '../../../../src/core/text';

// Files of few distinct lines (so repeats and near misses are common), and hunks cut from them:
// each hunk is a run of the file's lines (its context and removed lines) with new lines in place
// of some of them. Hunks are in file order and never overlap, as a patch tool writes them.
const line = fc.constantFrom('a', 'b', 'c', '', 'a b', '  a');
const newLine = fc.constantFrom('X', 'Y', '', 'a');

interface Scene {
  lines: string[];
  eol: Eol;
  hunks: { start: number; end: number; replacement: string[]; contextBefore: number; contextAfter: number }[];
}

const scene: fc.Arbitrary<Scene> = fc
  .record({
    lines: fc.array(line, { minLength: 1, maxLength: 30 }),
    eol: fc.constantFrom<Eol>('\n', '\r\n'),
    cuts: fc.array(fc.record({ at: fc.nat(), length: fc.integer({ min: 1, max: 3 }), replacement: fc.array(newLine, { maxLength: 3 }), before: fc.nat(2), after: fc.nat(2) }), { minLength: 1, maxLength: 4 }),
  })
  .map(({ lines, eol, cuts }) => {
    const hunks: Scene['hunks'] = [];
    let from = 0;
    for (const cut of cuts) {
      const start = from + (lines.length - from === 0 ? 0 : cut.at % Math.max(1, lines.length - from));
      const end = Math.min(lines.length, start + cut.length);
      if (start >= lines.length || end <= start) break;
      const contextBefore = Math.min(cut.before, start - from);
      const contextAfter = Math.min(cut.after, lines.length - end);
      hunks.push({ start, end, replacement: cut.replacement, contextBefore, contextAfter });
      from = end + contextAfter;
      if (from >= lines.length) break;
    }
    return { lines, eol, hunks };
  });

function patchHunks(s: Scene): PatchHunk[] {
  return s.hunks.map((h, i) => {
    const before = s.lines.slice(h.start - h.contextBefore, h.start);
    const after = s.lines.slice(h.end, h.end + h.contextAfter);
    return { line: i + 1, oldLines: [...before, ...s.lines.slice(h.start, h.end), ...after], newLines: [...before, ...h.replacement, ...after], endOfFile: false };
  });
}

function expected(s: Scene): string {
  const out: string[] = [];
  let at = 0;
  for (const h of s.hunks) {
    out.push(...s.lines.slice(at, h.start), ...h.replacement);
    at = h.end;
  }
  out.push(...s.lines.slice(at));
  return out.map((l) => l + s.eol).join('');
}

describe('planHunks (property)', () => {
  it('applies hunks at their own places or refuses; never anywhere else, never throwing', () => {
    fc.assert(fc.property(scene, (s) => {
      const text = s.lines.map((l) => l + s.eol).join('');
      const plan = planHunks({ text, eol: s.eol, hunks: patchHunks(s), displayPath: 'f.txt' });
      if (plan.ok) assert.equal(plan.newText, expected(s));
      else for (const e of plan.errors) assert.ok(['AMBIGUOUS_MATCH', 'OLD_STRING_NOT_FOUND', 'OVERLAPPING_EDITS', 'NO_OP_EDIT', 'DUPLICATE_OLD_STRING'].includes(e.code), e.code);
    }), { numRuns: 3000 });
  });

  it('always applies hunks on a file whose lines are all different', () => {
    fc.assert(fc.property(scene, (s) => {
      const lines = s.lines.map((l, i) => `${l}#${i}`);
      const unique = { ...s, lines };
      const text = lines.map((l) => l + s.eol).join('');
      const plan = planHunks({ text, eol: s.eol, hunks: patchHunks(unique), displayPath: 'f.txt' });
      assert.ok(plan.ok, plan.ok ? '' : plan.errors.map((e) => e.message).join('\n'));
      assert.equal(plan.newText, expected(unique));
    }), { numRuns: 1000 });
  });
});
