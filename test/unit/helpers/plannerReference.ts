// A short, obviously correct planner for the property tests: quadratic, string-splicing, and
// written from the request's documented semantics without any of the planner's code.
import type { ErrorCode } from '../../../src/core/errors';
import type { Edit } from '../../../src/core/request';

export type ReferenceResult = { ok: true; text: string } | { ok: false; codes: Set<ErrorCode> };

const lf = (s: string) => s.split('\r\n').join('\n');

export function referencePlan(text: string, eol: '\n' | '\r\n', edits: readonly Edit[]): ReferenceResult {
  const codes = new Set<ErrorCode>();
  // Layer 2.
  if (edits.length === 0) codes.add('EMPTY_EDITS');
  edits.forEach((edit, i) => {
    if (edit.old_string === '') codes.add('EMPTY_OLD_STRING');
    else if (lf(edit.old_string) === lf(edit.new_string)) codes.add('NO_OP_EDIT');
    if (edit.old_string !== '' && edits.some((other, j) => j < i && lf(other.old_string) === lf(edit.old_string))) codes.add('DUPLICATE_OLD_STRING');
  });
  if (codes.size > 0) return { ok: false, codes };

  // Layer 4.
  const inEol = (s: string) => (eol === '\n' ? lf(s) : lf(s).split('\n').join('\r\n'));
  const ranges: { edit: number; start: number; end: number; text: string }[] = [];
  edits.forEach((edit, i) => {
    const old = inEol(edit.old_string);
    const every: number[] = [];
    for (let at = 0; at + old.length <= text.length; at++) if (text.slice(at, at + old.length) === old) every.push(at);
    const nonOverlapping: number[] = [];
    for (const at of every) if (nonOverlapping.length === 0 || at >= nonOverlapping[nonOverlapping.length - 1] + old.length) nonOverlapping.push(at);
    let chosen: number[];
    if (every.length === 0) {
      codes.add('OLD_STRING_NOT_FOUND');
      return;
    } else if (edit.expected_replacements !== undefined) {
      if (nonOverlapping.length !== edit.expected_replacements) {
        codes.add('REPLACEMENT_COUNT_MISMATCH');
        return;
      }
      chosen = nonOverlapping;
    } else if (edit.replace_all === true) {
      chosen = nonOverlapping;
    } else if (every.length > 1) {
      codes.add('AMBIGUOUS_MATCH');
      return;
    } else {
      chosen = every;
    }
    for (const start of chosen) ranges.push({ edit: i, start, end: start + old.length, text: inEol(edit.new_string) });
  });
  for (const a of ranges) {
    for (const b of ranges) if (a.edit !== b.edit && a.start < b.end && b.start < a.end) codes.add('OVERLAPPING_EDITS');
  }
  if (codes.size > 0) return { ok: false, codes };

  let result = text;
  for (const r of [...ranges].sort((a, b) => b.start - a.start)) result = result.slice(0, r.start) + r.text + result.slice(r.end);
  return { ok: true, text: result };
}
