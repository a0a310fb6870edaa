import assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyReplacements, type Eol } from '../../../../src/core/text';
import { checkEditSemantics, planEdits, type PlanResult } from '../../../../src/core/edit';
import type { Edit } from '../../../../src/core/request';
import { referencePlan } from '../../helpers/plannerReference';

const RUNS = 2000;
/** The comparison with the reference is the property that matters most, and it is cheap. */
const REFERENCE_RUNS = 10_000;

// A small alphabet, so that repeats, overlaps and near misses are common; with CRLF, a lone "\r"
// and an astral character (two UTF-16 units).
const piece = fc.constantFrom('a', 'b', 'a', 'b', ' ', '\n', '\r\n', '\r', '😀', 'é');
const smallText = (maxLength: number, minLength = 0) => fc.array(piece, { minLength, maxLength }).map((parts) => parts.join(''));

/** An old_string: usually cut from the text (so it is found), sometimes made up, rarely empty. */
const oldStringFor = (text: string) =>
  fc.oneof(
    {
      weight: 30,
      arbitrary: fc.tuple(fc.nat(), fc.integer({ min: 1, max: 6 })).map(([at, length]) => {
        const start = text.length === 0 ? 0 : at % text.length;
        return text.slice(start, start + length);
      }),
    },
    { weight: 9, arbitrary: smallText(4, 1) },
    { weight: 1, arbitrary: fc.constant('') },
  );

/** Absent most of the time, like in real requests. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, weight: number) =>
  fc.oneof({ weight: 10 - weight, arbitrary: fc.constant(undefined) }, { weight, arbitrary });

const editFor = (text: string): fc.Arbitrary<Edit> =>
  fc
    .tuple(oldStringFor(text), smallText(4), sometimes(fc.boolean(), 4), sometimes(fc.integer({ min: 1, max: 3 }), 2))
    .map(([old_string, new_string, replace_all, expected_replacements]) => {
      const edit: Edit = { old_string, new_string };
      if (replace_all !== undefined) edit.replace_all = replace_all;
      if (expected_replacements !== undefined) edit.expected_replacements = expected_replacements;
      return edit;
    });

const scenario = smallText(60, 4).chain((text) =>
  fc.record({
    text: fc.constant(text),
    eol: fc.constantFrom<Eol>('\n', '\r\n'),
    edits: fc.oneof(
      { weight: 1, arbitrary: fc.constant([]) },
      { weight: 30, arbitrary: fc.array(editFor(text), { minLength: 1, maxLength: 4 }) },
    ),
  }),
);

/** What the pipeline does: layer 2, then the planner. */
function pipeline(text: string, eol: Eol, edits: readonly Edit[]): PlanResult {
  const errors = checkEditSemantics(edits);
  if (errors.length > 0) return { ok: false, errors };
  return planEdits({ text, eol, edits, displayPath: 'p.txt' });
}

function lineCount(text: string): number {
  return text.split('\n').length;
}

describe('planner properties (fast-check)', () => {
  it('agrees with the reference implementation: same outcome, same new text or same error codes', () => {
    fc.assert(
      fc.property(scenario, ({ text, eol, edits }) => {
        const expected = referencePlan(text, eol, edits);
        const actual = pipeline(text, eol, edits);
        if (expected.ok) {
          assert.ok(actual.ok, `refused: ${JSON.stringify(!actual.ok && actual.errors.map((e) => e.code))}`);
          assert.equal(applyReplacements(text, actual.replacements), expected.text);
        } else {
          assert.ok(!actual.ok, 'planned what the reference refuses');
          assert.deepStrictEqual(new Set(actual.errors.map((e) => e.code)), expected.codes);
        }
        // planEdits on its own (without the pipeline's layer 2) reaches the same outcome.
        assert.equal(planEdits({ text, eol, edits, displayPath: 'p.txt' }).ok, expected.ok);
      }),
      { numRuns: REFERENCE_RUNS },
    );
  });

  it('a refused plan has errors and no replacements', () => {
    fc.assert(
      fc.property(scenario, ({ text, eol, edits }) => {
        const result = planEdits({ text, eol, edits, displayPath: 'p.txt' });
        if (result.ok) return;
        assert.ok(result.errors.length > 0);
        assert.deepStrictEqual(Object.keys(result).sort(), ['errors', 'ok']);
        for (const error of result.errors) {
          if (error.location) assert.equal(error.location.file_path, 'p.txt');
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('replacements are sorted, non-overlapping, within the text, and never cut a CRLF or surrogate pair they did not have to', () => {
    fc.assert(
      fc.property(scenario, ({ text, eol, edits }) => {
        const result = planEdits({ text, eol, edits, displayPath: 'p.txt' });
        if (!result.ok) return;
        let previousEnd = -1;
        for (const r of result.replacements) {
          assert.ok(r.start > previousEnd || (previousEnd === -1 && r.start >= 0), 'sorted, apart, touching ones merged');
          assert.ok(r.start <= r.end && r.end <= text.length, 'within the text');
          assert.ok(r.start !== r.end || r.text !== '', 'not empty');
          previousEnd = r.end;
        }
        assert.ok(result.replacements.length <= result.replacementCount);
        assert.equal(result.editsApplied, edits.length);
      }),
      { numRuns: RUNS },
    );
  });

  it('changes are the lines of the new text that each replacement\'s inserted text spans, merged when they touch', () => {
    fc.assert(
      fc.property(scenario, ({ text, eol, edits }) => {
        const result = planEdits({ text, eol, edits, displayPath: 'p.txt' });
        if (!result.ok) return;
        // By brute force on the new text: the lines from each inserted text's start to its last character.
        const after = applyReplacements(text, result.replacements);
        const expected: { start_line: number; end_line: number }[] = [];
        let shift = 0;
        for (const r of result.replacements) {
          const start = r.start + shift;
          const startLine = lineCount(after.slice(0, start));
          const endLine = r.text.length === 0 ? startLine : lineCount(after.slice(0, start + r.text.length - 1));
          const previous = expected.at(-1);
          if (previous && startLine <= previous.end_line + 1) previous.end_line = Math.max(previous.end_line, endLine);
          else expected.push({ start_line: startLine, end_line: endLine });
          shift += r.text.length - (r.end - r.start);
        }
        assert.deepStrictEqual(result.changes, expected);
      }),
      { numRuns: RUNS },
    );
  });

  it('changes lie within the new text and cover every replaced line', () => {
    fc.assert(
      fc.property(scenario, ({ text, eol, edits }) => {
        const result = planEdits({ text, eol, edits, displayPath: 'p.txt' });
        if (!result.ok) return;
        const after = applyReplacements(text, result.replacements);
        const lines = lineCount(after);
        let previousEnd = -1;
        for (const c of result.changes) {
          assert.ok(c.start_line >= 1 && c.start_line <= c.end_line && c.end_line <= lines, `${JSON.stringify(c)} in ${lines} lines`);
          assert.ok(c.start_line > previousEnd + 1, 'sorted and merged');
          previousEnd = c.end_line;
        }
        // Each replacement's first line in the new text is inside a change.
        let shift = 0;
        for (const r of result.replacements) {
          const line = lineCount(after.slice(0, r.start + shift));
          assert.ok(result.changes.some((c) => c.start_line <= line && line <= c.end_line), `line ${line} not in changes`);
          shift += r.text.length - (r.end - r.start);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
