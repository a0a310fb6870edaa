// What the planner does with the edits whose old_string was not found: with tolerant matching on,
// apply the ones that match one place after normalising whitespace; word every other miss with its
// diagnosis. All the searches share one work budget, so a refusal stays cheap whatever the input.
import { itemName, type GuardedError } from '../errors';
import type { Edit } from '../request';
// Through core/diagnose's face only: what a miss needs is loaded with it (the hook loads it as a part when an edit fails).
import { diagnoseMiss, type EditMatch, missFinder, notFoundError, type PlanContext, type RecordedChange } from '../diagnose';
import { type Eol, toDocumentEol, WorkBudget } from '../text';
import { findTolerantMatch, type MatchingMode, type ToleratedMatch } from './tolerantMatch';

/** Misses diagnosed per plan; beyond, each gets a short error (a flood of misses stays bounded). */
const MAX_DIAGNOSED_MISSES = 20;

export interface MissInputs {
  text: string;
  eol: Eol;
  edits: readonly Edit[];
  oldStrings: readonly string[];
  readChanged?: boolean;
  /** The journal's changes of the file since the model's read (named in a refusal of lines they touched). */
  changesSinceRead?: readonly RecordedChange[];
  matching?: MatchingMode;
  context: PlanContext;
  /** Each edit's matched starts (none for a miss). */
  found: readonly (readonly number[])[];
  /** The exact matches so far; tolerant matches are added. */
  matches: EditMatch[];
  /** The errors so far; not-found errors are added, and all are put in edit order. */
  errors: GuardedError[];
  /** Set by tests to pin the budget; the plan's own otherwise. */
  budget?: WorkBudget | undefined;
}

export interface ResolvedMisses {
  /** The edits and old_strings to build replacements from: tolerant ones carry the file's text and the re-indented new_string. */
  effective: { edits: Edit[]; oldStrings: string[] };
  matched: ToleratedMatch[];
}

export function resolveMisses(inputs: MissInputs, missed: readonly number[]): ResolvedMisses {
  const edits = [...inputs.edits];
  const oldStrings = [...inputs.oldStrings];
  const matched: ToleratedMatch[] = [];
  if (missed.length === 0) return { effective: { edits, oldStrings }, matched };
  const budget = inputs.budget ?? WorkBudget.forText(inputs.text.length);
  const finder = missFinder(inputs.text, budget);
  const notes = new Map<number, string>();

  const stillMissed: number[] = [];
  for (const index of missed) {
    const edit = inputs.edits[index];
    const single = edit.replace_all !== true && (edit.expected_replacements === undefined || edit.expected_replacements === 1);
    if (inputs.matching !== 'whitespace' || !single) {
      stillMissed.push(index);
      continue;
    }
    const newString = toDocumentEol(edit.new_string, inputs.eol);
    const outcome = findTolerantMatch(finder, inputs.context.lines, oldStrings[index], newString, inputs.eol, budget);
    if (outcome.kind === 'unique') {
      const clash = inputs.matches.find((m) => m.index !== index && m.start < outcome.end && outcome.start < m.end);
      if (clash) {
        notes.set(index, ` (guardedEdit.matching is "whitespace" and lines ${outcome.startLine}-${outcome.endLine} match after normalising whitespace, but ${itemName(inputs.context.wording, clash.index)} changes text there, so it is not applied.)`);
        stillMissed.push(index);
        continue;
      }
      inputs.matches.push({ index, start: outcome.start, end: outcome.end });
      oldStrings[index] = outcome.oldText;
      edits[index] = { ...edit, new_string: outcome.newText };
      matched.push({ edit: index + 1, how: 'whitespace', start_line: outcome.startLine, end_line: outcome.endLine });
      continue;
    }
    if (outcome.kind === 'ambiguous') {
      notes.set(index, ` (guardedEdit.matching is "whitespace", but lines ${outcome.lines.join(' and ')} both match after normalising whitespace, so neither is applied.)`);
    } else if (outcome.kind === 'inconsistent') {
      notes.set(index, ` (guardedEdit.matching is "whitespace" and lines ${outcome.startLine}-${outcome.endLine} match after normalising whitespace, but their indentation differs from ${inputs.context.wording.oldText}'s unevenly, so ${inputs.context.wording.newText} could not be re-indented and nothing is applied.)`);
    }
    stillMissed.push(index);
  }

  const scene = {
    text: inputs.text, edits: inputs.edits, oldStrings: inputs.oldStrings, matchedStarts: inputs.found,
    readChanged: inputs.readChanged === true, finder, budget,
    ...(inputs.changesSinceRead ? { changesSinceRead: inputs.changesSinceRead } : {}),
    // The index of every line is built only if a diagnosis names another edit's lines.
    get lines() {
      return inputs.context.lines;
    },
  };
  stillMissed.forEach((index, n) => {
    const diagnosis = n < MAX_DIAGNOSED_MISSES ? diagnoseMiss(scene, index) : 'skipped';
    // The message quotes old_string as it was sent, not in the document's line ending.
    const error = notFoundError(inputs.context, index, inputs.edits[index].old_string, diagnosis);
    const note = notes.get(index);
    inputs.errors.push(note ? { ...error, message: error.message + note } : error);
  });
  inputs.errors.sort((a, b) => Number(a.path[1]) - Number(b.path[1]));
  return { effective: { edits, oldStrings }, matched };
}
