// The errors of validation layer 4, worded for a reader that must fix its next
// call: which edit, what was received, where in the file, and what to do.
import { type CurrentText, type ErrorLocation, guardedError, type GuardedError, itemName, itemPair, MAX_LISTED_OCCURRENCES, plural, quote, type Wording } from '../errors';
import { describeChange } from './recordedChanges';
import type { ClosestCandidate } from '../closest';
import type { MissDiagnosis } from './diagnoseMiss';
import { type LineIndex, toLf } from '../text';
import { codePointOf } from './encodedText';
import { firstLookalikeOfAny } from '../closest';

/** At most this many line numbers are written into a message. */
const MAX_LINES_IN_MESSAGE = 10;
/** Candidate text is shown a little longer than other values: it is what the next call copies. */
const CANDIDATE_QUOTE_MAX = 240;

export interface PlanContext {
  displayPath: string;
  editCount: number;
  lines: LineIndex;
  /** How messages name the item, its text to find and its replacement (an edit's, or a hunk's). */
  wording: Wording;
}

/** A matched range of the current text, as offsets. */
export interface MatchedRange {
  start: number;
  end: number;
}

function rangeLocation(context: PlanContext, range: MatchedRange): ErrorLocation {
  const from = context.lines.positionAt(range.start);
  const to = context.lines.positionAt(range.end);
  return { file_path: context.displayPath, line: from.line, column: from.column, end_line: to.line, end_column: to.column };
}

/** "line 4" or "lines 4-6". */
function lineSpan(startLine: number, endLine: number): string {
  return startLine === endLine ? `line ${startLine}` : `lines ${startLine}-${endLine}`;
}

/** A corrected old_string longer than this is not written into the hint; the lines are named instead. */
const MAX_CORRECTED = 4000;

export function notFoundError(
  context: PlanContext,
  index: number,
  oldString: string,
  diagnosis: MissDiagnosis | 'skipped',
): GuardedError {
  const w = context.wording;
  const head = `${w.itemLabel(index, context.editCount)}: ${w.oldText} ${quote(oldString)} was not found in ${context.displayPath}.`;
  const path = ['edits', index, 'old_string'];
  if (diagnosis === 'skipped') {
    return guardedError('OLD_STRING_NOT_FOUND', `${head} Too many ${w.items} were not found to search for close text for each of them.`, path,
      `Read ${context.displayPath} again and copy ${w.oldContext} exactly from its current text, including whitespace, indentation and letter case.`);
  }
  // The corrected value is offered as the model writes it: with "\n" line breaks.
  const view = linesView(context, diagnosis);
  const worded = explain(context, view, diagnosis.corrected === undefined ? diagnosis : { ...diagnosis, corrected: toLf(diagnosis.corrected) }, oldString);
  const stopped = diagnosis.stoppedAfterLines !== undefined && diagnosis.cause !== 'search_stopped'
    ? ` (The search for close text stopped after ${plural(diagnosis.stoppedAfterLines, 'line')}: its work is bounded.)`
    : '';
  const location = worded.location ?? (diagnosis.lines ? linesLocation(view, diagnosis.lines.start, diagnosis.lines.end) : undefined);
  const error = guardedError('OLD_STRING_NOT_FOUND', `${head} ${worded.message}${whoChanged(context.displayPath, diagnosis)}${stopped}`, path, worded.hint, location ? { location } : {});
  const current = currentTextOf(diagnosis);
  if (current) error.current_text = current;
  if (diagnosis.changedBy) {
    const c = diagnosis.changedBy;
    error.changed_by = { entry: c.entry, agent: c.agent, tool: c.tool, time: c.time };
  }
  return error;
}

/** Causes whose lines are the text old_string stands for now: the refusal carries them. */
const CARRIES_CURRENT_TEXT: ReadonlySet<MissDiagnosis['cause']> = new Set([
  'reformatted', 'reordered', 'stale_text', 'whitespace', 'indentation', 'blank_line_spaces', 'differing_line',
]);
/** current_text is cut at this many characters (a region longer than that is named by its lines). */
const MAX_CURRENT_TEXT = 4000;

function currentTextOf(d: MissDiagnosis): CurrentText | undefined {
  if (!d.lines || !d.fileLines || (!CARRIES_CURRENT_TEXT.has(d.cause) && !d.readChanged)) return undefined;
  const start = Math.max(1, d.lines.start);
  const end = Math.min(d.fileLines.length, Math.max(start, d.lines.end));
  let text = '';
  let last = start - 1;
  for (let line = start; line <= end; line++) {
    const next = (line === start ? '' : '\n') + d.fileLines[line - 1];
    if (text.length + next.length > MAX_CURRENT_TEXT) break;
    text += next;
    last = line;
  }
  if (last < start) return { start_line: start, end_line: start, text: d.fileLines[start - 1].slice(0, MAX_CURRENT_TEXT), truncated: true };
  return last < end ? { start_line: start, end_line: last, text, truncated: true } : { start_line: start, end_line: end, text };
}

/** Who changed the lines since the model's read: the journal's entry, or nobody of ours. */
function whoChanged(file: string, d: MissDiagnosis): string {
  if (!d.readChanged || !d.lines) return '';
  if (d.changedBy) return ` ${lineSpan(d.lines.start, d.lines.end)} changed since your read: ${describeChange(d.changedBy)} changed them.`;
  // Only a host that passed the journal's changes can say that none of them made this one.
  if (!d.journalKnown) return '';
  return ` The change since your read of ${file} did not come through Guarded Edit (an editor, a formatter or a script made it).`;
}

/** The corrected old_string as the hint offers it, or the lines to copy it from when it is long. */
function useCorrected(w: Wording, corrected: string | undefined, span: string, fallback: string): string {
  if (corrected === undefined) return fallback;
  if (corrected.length > MAX_CORRECTED) return `Copy ${span} exactly into ${w.oldContext}.`;
  return `Use ${w.oldContext} ${JSON.stringify(corrected)}.`;
}

interface Worded {
  message: string;
  hint: string;
  location?: ErrorLocation;
}

function explain(context: PlanContext, view: LinesView, d: MissDiagnosis, oldString: string): Worded {
  const w = context.wording;
  const file = context.displayPath;
  const span = d.lines ? lineSpan(d.lines.start, d.lines.end) : undefined;
  const readAgain = `Read ${file} again and copy ${w.oldContext} exactly from its current text, including whitespace, indentation and letter case.`;
  const closest = d.candidate ? ` ${describeCandidate(d.candidate, w)}` : '';
  switch (d.cause) {
    case 'empty_file':
      return {
        message: `${file} is empty, so there is no text for ${w.oldText} to match.`,
        hint: `To give an empty file its content, call guarded_create_file with ${JSON.stringify({ file_path: file, content: '...', overwrite: true })} (content: the whole new text).`,
      };
    case 'line_number_prefixes': {
      const detail = d.detail.kind === 'prefix' ? d.detail : undefined;
      const where = detail?.exact && span ? ` Without them it matches ${span} exactly.` : closest;
      return {
        message: `${w.oldTextFirst} starts its lines with line-number prefixes like ${detail?.example ?? '"12\t"'}, as guarded_read_file shows them; the prefix is not part of the line.${where}`,
        hint: useCorrected(w, d.corrected, span ?? 'the file', `Remove the line-number prefixes from every line of ${w.oldContext} (and ${w.newText}), keeping only the text after them. ${readAgain}`),
      };
    }
    case 'escaped_text': {
      const detail = d.detail.kind === 'escape' ? d.detail : undefined;
      const sequences = (detail?.sequences ?? ['\\n']).map((q) => JSON.stringify(q)).join(', ');
      const where = detail?.exact && span ? ` With them decoded it matches ${span} exactly.` : closest;
      const what = sequences.length === 0
        ? `${w.oldTextFirst} is a JSON-encoded string: the quotes around it, and any escape sequences written out as characters, are not in the file.`
        : `${w.oldTextFirst} contains escape sequences written out as characters (${sequences}: a backslash and a letter) where a line break, tab or quote was meant.`;
      return {
        message: `${what}${where}`,
        hint: useCorrected(w, d.corrected, span ?? 'the file', `Write real line breaks, tabs and quotes in ${w.oldContext} and ${w.newText} (in the JSON of the call, "\\n" is a line break; "\\\\n" is a backslash and an n).`),
      };
    }
    case 'markdown_fence': {
      const detail = d.detail.kind === 'fence' ? d.detail : undefined;
      const where = detail?.exact && span ? ` Without the fence it matches ${span} exactly.` : closest;
      return {
        message: `${w.oldTextFirst} is wrapped in a Markdown code fence (${quote(detail?.opening ?? '```', 40)} … "\`\`\`"), as a chat shows code; the fence lines are not part of ${file}.${where}`,
        hint: useCorrected(w, d.corrected, span ?? 'the file', `Remove the fence lines from ${w.oldContext} (and ${w.newText}), keeping only the code between them. ${readAgain}`),
      };
    }
    case 'diff_markers': {
      const detail = d.detail.kind === 'diff' ? d.detail : undefined;
      const side = detail?.side === 'new' ? 'its new side (the context and "+" lines)' : 'its old side (the context and "-" lines)';
      const already = detail?.side === 'new' ? ' The change may already be made.' : '';
      const where = detail?.exact && span ? ` Without the markers, ${side} matches ${span} exactly.${already}` : closest;
      const examples = (detail?.examples ?? ['-']).map((line) => quote(line, 60)).join(' and ');
      return {
        message: `${w.oldTextFirst} starts its lines with diff markers ("-", "+" or a space, as in ${examples}), as a patch shows them; the markers are not part of ${file}.${where}`,
        hint: useCorrected(w, d.corrected, span ?? 'the file', `Write ${w.oldContext} as the file's lines without the markers, and ${w.newText} as what they become (a whole patch goes to guarded_apply_patch). ${readAgain}`),
      };
    }
    case 'html_entities': {
      const detail = d.detail.kind === 'entities' ? d.detail : undefined;
      const entities = (detail?.entities ?? ['&lt;']).map((e) => JSON.stringify(e)).join(', ');
      const where = detail?.exact && span ? ` With them decoded it matches ${span} exactly.` : closest;
      return {
        message: `${w.oldTextFirst} holds HTML entities (${entities}) where ${file} has the characters themselves ("<", ">", "&", a quote), as a web page encodes them.${where}`,
        hint: useCorrected(w, d.corrected, span ?? 'the file', `Write the characters themselves in ${w.oldContext} and ${w.newText}, not their HTML entities. ${readAgain}`),
      };
    }
    case 'unicode_escapes': {
      const detail = d.detail.kind === 'unicode' ? d.detail : undefined;
      const escape = JSON.stringify(detail?.escape ?? '\\u0000');
      const char = detail ? `${JSON.stringify(detail.char)} (${codePointOf(detail.char)})` : 'a character';
      const where = detail?.exact && span ? ` Written the file's way it matches ${span} exactly.` : closest;
      const what = detail?.direction === 'encoded'
        ? `${w.oldTextFirst} has ${char} where ${file} writes it with \\u escapes (${escape}).`
        : `${w.oldTextFirst} writes characters with \\u escapes (${escape} for ${char}) where ${file} has the characters themselves.`;
      return {
        message: `${what}${where}`,
        hint: useCorrected(w, d.corrected, span ?? 'the file', `Write each character in ${w.oldContext} as ${file} writes it. ${readAgain}`),
      };
    }
    case 'elided_lines': {
      const detail = d.detail.kind === 'elision' ? d.detail : undefined;
      const markers = (detail?.markers ?? ['...']).map((m) => quote(m, 60)).join(', ');
      const where = span ? (detail?.found ? ` Its parts match ${span}.` : ` Its first part is near ${span}.`) : '';
      return {
        message: `${w.oldTextFirst} leaves lines out with ${markers}; ${w.oldText} must hold every line it replaces, copied completely, and nothing is filled in.${where}`,
        hint: d.corrected !== undefined && span
          ? `Copy ${span} completely into ${w.oldContext} (and write ${w.newText} in full). ${useCorrected(w, d.corrected, span, '')}`
          : `Copy the lines completely into ${w.oldContext}, or use one smaller ${w.item} per place that changes. ${readAgain}`,
      };
    }
    case 'written_by_other_edit':
    case 'needs_other_edit': {
      const other = itemName(w, d.detail.kind === 'other_edit' ? d.detail.other : -1);
      const what = d.cause === 'written_by_other_edit'
        ? `${w.oldTextFirst} is text that ${other} writes (it is part of ${other}'s ${w.newPart})`
        : `${w.oldTextFirst} matches only after ${other} is applied`;
      const at = span ? ` ${capitalise(other)} matches ${span} of the current text.` : '';
      return {
        message: `${what}; every ${w.item} matches the text as it is now, not the result of the other ${w.items} in the same ${w.request}.${at}`,
        hint: `Write ${w.oldContext} against the current text (as ${other}'s ${w.oldPart} is), or merge this ${w.item} into ${other} so that one ${w.item} makes both changes.`,
      };
    }
    case 'reformatted':
    case 'reordered': {
      const c = d.candidate;
      if (!c || !span) break;
      const what = d.cause === 'reformatted'
        ? `has the same code with other line breaks and spacing: ${file} was re-formatted since it was read (a formatter such as black, prettier, gofmt, rustfmt or terraform fmt re-wraps and re-aligns lines)`
        : `holds the same lines in another order: ${file} was re-ordered since it was read (imports sorted by a formatter or an editor)`;
      return {
        message: `The text ${w.oldText} stands for is at ${span}${others(c)}, which ${what}. ${capitalise(span)} now read: ${quote(c.text, CANDIDATE_QUOTE_MAX)}.`,
        hint: d.corrected !== undefined && d.corrected.length <= MAX_CORRECTED && c.otherPlaces === 0
          ? `Write the ${w.item} against the text there now (it is in current_text): use ${w.oldContext} ${JSON.stringify(d.corrected)} and write ${w.newText} in the same layout.`
          : `Copy ${span} as they are now (current_text) into ${w.oldContext}, and write ${w.newText} in the same layout.`,
      };
    }
    case 'bullets':
    case 'quote_prefix':
    case 'markdown_heading':
    case 'trailing_ellipsis':
    case 'notebook_source':
    case 'json_line_breaks':
    case 'blank_line_spaces':
    case 'en_dash':
      return explainPasted(w, file, span, d, closest, readAgain);
    case 'stale_text':
      return {
        message: `${file} has changed since you last read it with guarded_read_file, so ${w.oldText} may be text that is no longer there.${closest}`,
        hint: `Read ${file} again with guarded_read_file and copy ${w.oldContext} from its current text.`,
      };
    case 'differing_line': {
      const c = d.candidate;
      const diff = c?.differing;
      if (!c || !diff) break;
      const percent = percentOf(runSimilarity(c.text, oldString, c.similarity ?? 0));
      return {
        message: `The most similar text is at ${lineSpan(c.startLine, c.endLine)}${others(c)} (${percent}% similar); the first line there that differs from ${w.oldText} is line ${diff.line}: the file has ${quote(diff.inFile, CANDIDATE_QUOTE_MAX)} where ${w.oldText} has ${quote(diff.inOldString, CANDIDATE_QUOTE_MAX)}.`,
        hint: `Read ${lineSpan(c.startLine, c.endLine)} of ${file} again (line ${diff.line} differs) and copy the text exactly into ${w.oldContext}; if the text you meant is not there, the file has changed since you read it.`,
        location: linesLocation(view, diff.line, diff.line),
      };
    }
    case 'similar_lines': {
      const c = d.candidate;
      if (!c || !span) break;
      return {
        message: `The most similar text is at ${span}${others(c)}; ${similarPhrase(c, w)}: ${quote(c.text, CANDIDATE_QUOTE_MAX)}.`,
        hint: `Read ${span} of ${file} again and copy the text exactly into ${w.oldContext}; if the text you meant is not there, the file has changed since you read it.`,
      };
    }
    case 'weak_lead': {
      const c = d.candidate;
      if (!c || !span) break;
      const percent = percentOf(c.similarity ?? 0);
      return {
        message: `No similar text was found; the nearest line, line ${c.similarAt?.line ?? c.startLine}, is only ${percent}% similar. ${capitalise(span)} read: ${quote(c.text, CANDIDATE_QUOTE_MAX)}.`,
        hint: `${readAgain} If the text you meant is not in the file, it has changed since you read it or the ${w.item} belongs in another file.`,
      };
    }
    case 'file_start': {
      const c = d.candidate;
      if (!c || !span) break;
      return {
        message: `No similar text was found. ${file} has ${plural(view.lineCount, 'line')}; ${span} read: ${quote(c.text, CANDIDATE_QUOTE_MAX)}.`,
        hint: `${readAgain} If the text you meant is not in the file, the ${w.item} may belong in another file.`,
      };
    }
    case 'search_stopped':
      return {
        message: `No similar text was found before the search stopped after ${plural(d.stoppedAfterLines ?? 0, 'line')} (its work is bounded).`,
        hint: readAgain,
      };
    case 'none':
      break;
    default: {
      const c = d.candidate;
      if (!c || !span) break;
      return {
        message: c.kind === 'typography' ? describeCandidate(c, w).replace(/:(?= "| ")/, `: ${describeLookalike(w, oldString, c.text)}; the text there is`) : describeCandidate(c, w),
        hint: c.kind === 'line_endings' || d.corrected === undefined || d.corrected.length > MAX_CORRECTED
          ? hintFor(c, span, w)
          : `Use ${w.oldContext} ${JSON.stringify(d.corrected)} (${span} as in the file) and keep ${w.newText} consistent with it.`,
      };
    }
  }
  return { message: 'No similar text was found.', hint: readAgain };
}

/**
 * A share as a whole percent that never says 100 for text that differs (0.996 is "99%"), nor 0
 * for text that shares anything.
 */
export function percentOf(share: number): number {
  if (share >= 1) return 100;
  return Math.min(99, Math.max(share > 0 ? 1 : 0, Math.round(share * 100)));
}

/** Longer runs are judged by their lines' similarity alone (the comparison is bounded). */
const MAX_COMPARED = 4000;

/** The Dice similarity of the run's text and old_string (both with whitespace runs as one space); below 1 when they differ. */
function runSimilarity(runText: string, oldString: string, fallback: number): number {
  // Collapsing whitespace rarely shrinks code sixteenfold: longer texts are not copied to find out.
  if (runText.length > 16 * MAX_COMPARED || oldString.length > 16 * MAX_COMPARED) return Math.min(fallback, 0.99);
  const a = runText.replace(/\s+/g, ' ').trim();
  const b = oldString.replace(/\s+/g, ' ').trim();
  if (a.length > MAX_COMPARED || b.length > MAX_COMPARED) return Math.min(fallback, 0.99);
  if (a === b) return runText === oldString ? 1 : 0.99;
  const pairs = new Map<string, number>();
  for (let i = 0; i < a.length - 1; i++) pairs.set(a.slice(i, i + 2), (pairs.get(a.slice(i, i + 2)) ?? 0) + 1);
  let shared = 0;
  for (let i = 0; i < b.length - 1; i++) {
    const pair = b.slice(i, i + 2);
    const left = pairs.get(pair) ?? 0;
    if (left > 0) {
      pairs.set(pair, left - 1);
      shared++;
    }
  }
  const total = Math.max(1, a.length - 1 + b.length - 1);
  return Math.min(0.99, (2 * shared) / total);
}

/** "line 3 is 82% similar to old_string" or "... to line 2 of old_string". */
function similarPhrase(c: ClosestCandidate, w: Wording): string {
  // A similar line is never the text itself (that would have matched): never "100%".
  const percent = percentOf(Math.min(c.similarity ?? 0, 0.99));
  const at = c.similarAt;
  if (!at) return `line ${c.startLine} is ${percent}% similar to ${w.oldText}`;
  const of = at.patternLines > 1 ? `line ${at.patternLine} of ${w.oldText}` : w.oldText;
  return `line ${at.line} is ${percent}% similar to ${of}`;
}

/** Which look-alike character differs, and on which side: the first one found. */
function describeLookalike(w: Wording, oldString: string, fileText: string): string {
  const inOld = firstLookalikeOfAny(oldString);
  if (inOld) return `${w.oldText} has ${inOld.name} where the file has ${JSON.stringify(inOld.plain)}`;
  const inFile = firstLookalikeOfAny(fileText);
  if (inFile) return `the file has ${inFile.name} where ${w.oldText} has ${JSON.stringify(inFile.plain)}`;
  return 'they differ in such a character';
}

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

function others(candidate: ClosestCandidate): string {
  if (candidate.otherPlacesAtLeast) return ` (at least ${plural(candidate.otherPlaces, 'other place')} are as close)`;
  return candidate.otherPlaces > 0 ? ` (${plural(candidate.otherPlaces, 'other place')} ${candidate.otherPlaces === 1 ? 'is' : 'are'} as close)` : '';
}

/** "The closest text is at lines 4-5 and differs only in indentation (...): "..."." */
function describeCandidate(candidate: ClosestCandidate, w: Wording): string {
  const span = lineSpan(candidate.startLine, candidate.endLine);
  const shown = quote(candidate.text, CANDIDATE_QUOTE_MAX);
  if (candidate.kind === 'similar_lines' || candidate.kind === 'weak' || candidate.kind === 'file_start') {
    return `The most similar text is at ${span}${others(candidate)}: ${shown}.`;
  }
  return `The closest text is at ${span}${others(candidate)} and differs only in ${differenceOf(candidate, w)}: ${shown}.`;
}

function differenceOf(candidate: ClosestCandidate, w: Wording): string {
  switch (candidate.kind) {
    case 'line_endings':
      return 'line endings (the file mixes "\\n" and "\\r\\n" there)';
    case 'letter_case':
      return 'letter case';
    case 'typography':
      return 'look-alike characters (letters of another script, no-break or zero-width spaces, typographic quotes or dashes)';
    case 'indentation': {
      const at = candidate.indentation;
      return at
        ? `indentation (line ${at.line} starts with ${quote(at.inFile)} in the file but with ${quote(at.inOldString)} in ${w.oldText})`
        : 'indentation';
    }
    default:
      return candidate.endLine > candidate.startLine
        ? 'whitespace (spaces, tabs, or whitespace at the start or end of lines: the lines were likely re-formatted since they were read, as a formatter re-aligns them)'
        : 'whitespace (spaces, tabs, or whitespace at the start or end of lines)';
  }
}

function hintFor(candidate: ClosestCandidate, span: string, w: Wording): string {
  if (candidate.kind === 'line_endings') {
    return `${w.oldContextFirst} is read in the file's main line ending, so it cannot match across the other line endings in ${span}; edit those lines with one ${w.item} per line (${w.eachOldContext} within a single line).`;
  }
  const what = candidate.kind === 'letter_case' ? 'letter case' : candidate.kind === 'indentation' ? 'indentation' : candidate.kind === 'typography' ? 'characters' : 'whitespace';
  return `Copy the text exactly from ${span} into ${w.oldContext}, with the file's ${what}, and keep ${w.newText} consistent with it.`;
}

/** Whole lines of the text, as a location names them: from the diagnosis' own lines when it has them. */
interface LinesView {
  displayPath: string;
  lineCount: number;
  /** The column after the last character of a 1-based line (its line ending excluded). */
  endColumn(line: number): number;
}

/** The finder has split the text already: no index of every line is built just to place an error. */
function linesView(context: PlanContext, diagnosis: MissDiagnosis): LinesView {
  const split = diagnosis.fileLines;
  if (split) return { displayPath: context.displayPath, lineCount: split.length, endColumn: (line) => split[line - 1].length + 1 };
  return {
    displayPath: context.displayPath,
    get lineCount() {
      return context.lines.lineCount;
    },
    endColumn: (line) => context.lines.positionAt(context.lines.lineEnd(line)).column,
  };
}

function linesLocation(view: LinesView, startLine: number, endLine: number): ErrorLocation {
  const last = Math.min(Math.max(endLine, startLine), view.lineCount);
  return { file_path: view.displayPath, line: Math.min(startLine, last), column: 1, end_line: last, end_column: view.endColumn(last) };
}

export function ambiguousMatchError(
  context: PlanContext,
  index: number,
  oldString: string,
  count: number,
  listedStarts: readonly number[],
): GuardedError {
  const occurrences = listedStarts.map((start) => rangeLocation(context, { start, end: start + oldString.length }));
  const w = context.wording;
  return guardedError(
    'AMBIGUOUS_MATCH',
    `${w.itemLabel(index, context.editCount)}: ${w.oldText} ${quote(oldString)} occurs ${plural(count, 'time')} in ${context.displayPath} (${describeLines(occurrences, count)}); ${w.uniqueRule}.${listedNote(count)}`,
    ['edits', index, 'old_string'],
    `Include more surrounding lines in ${w.oldContext} so that it matches only the place you mean, or set replace_all to true to replace every occurrence.`,
    { location: occurrences[0], occurrences },
  );
}

export function countMismatchError(
  context: PlanContext,
  index: number,
  oldString: string,
  expected: number,
  starts: readonly number[],
): GuardedError {
  const count = starts.length;
  const occurrences = starts.slice(0, MAX_LISTED_OCCURRENCES).map((start) => rangeLocation(context, { start, end: start + oldString.length }));
  const w = context.wording;
  return guardedError(
    'REPLACEMENT_COUNT_MISMATCH',
    `${w.itemLabel(index, context.editCount)}: expected_replacements is ${expected}, but ${w.oldText} ${quote(oldString)} occurs ${plural(count, 'time')} in ${context.displayPath} (${describeLines(occurrences, count)}).${listedNote(count)}`,
    ['edits', index, 'expected_replacements'],
    `If all ${count} places should change, set expected_replacements to ${count}; otherwise include more surrounding text in ${w.oldContext} so that it matches exactly the ${expected} ${expected === 1 ? 'place' : 'places'} you mean.`,
    { location: occurrences[0], occurrences },
  );
}

export interface EditMatch {
  index: number;
  start: number;
  end: number;
}

/** Two edits whose matched text overlaps; `later` is the edit with the higher index. */
export function overlappingEditsError(context: PlanContext, earlier: EditMatch, later: EditMatch): GuardedError {
  const laterLocation = rangeLocation(context, later);
  const earlierLocation = rangeLocation(context, earlier);
  const where = (at: ErrorLocation) => lineSpan(at.line, matchEndLine(at));
  const w = context.wording;
  return guardedError(
    'OVERLAPPING_EDITS',
    `${w.itemLabel(later.index, context.editCount)} (${where(laterLocation)}) and ${itemName(w, earlier.index)} (${where(earlierLocation)}) match overlapping text in ${context.displayPath}. All ${w.items} match the text as it is now, so their matched text must not overlap.`,
    ['edits', later.index, 'old_string'],
    `Combine ${itemPair(w, earlier.index, later.index)} into one ${w.item} whose ${w.oldPart} covers both places, or shorten one of them so that they no longer overlap.`,
    { location: laterLocation },
  );
}

/** The last line holding a matched character: a match ending with "\n" ends on that line. */
function matchEndLine(at: ErrorLocation): number {
  return at.end_column === 1 && at.end_line > at.line ? at.end_line - 1 : at.end_line;
}

/** "line 4", "lines 4, 9 and 12", or the first lines and "…" when not all are listed. */
function describeLines(occurrences: readonly ErrorLocation[], count: number): string {
  const lines = [...new Set(occurrences.map((o) => o.line))];
  const complete = occurrences.length === count && lines.length <= MAX_LINES_IN_MESSAGE;
  const shown = lines.slice(0, MAX_LINES_IN_MESSAGE);
  if (!complete) return `first on lines ${shown.join(', ')}, …`;
  if (shown.length === 1) return `line ${shown[0]}`;
  return `lines ${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

function listedNote(count: number): string {
  return count > MAX_LISTED_OCCURRENCES ? ` The first ${MAX_LISTED_OCCURRENCES} are listed in occurrences.` : '';
}

const PASTED_WORDS: Record<string, (sample: string, file: string, w: Wording) => string> = {
  bullets: (sample, _file, w) => `${w.oldTextFirst} starts its lines with list bullets (${JSON.stringify(sample)}), as a chat renders a list; the bullets are not part of the file.`,
  quote_prefix: (_sample, _file, w) => `${w.oldTextFirst} starts its lines with quote prefixes ("> "), as a quoted reply or a Markdown block quote shows them; the prefixes are not part of the file.`,
  markdown_heading: (sample, file, w) => `${w.oldTextFirst} starts with a Markdown heading line (${quote(sample, 80)}), as a chat titles a block of code; that line is not in ${file}.`,
  trailing_ellipsis: (sample, _file, w) => `${w.oldTextFirst}'s last line is cut short with a trailing ${JSON.stringify(sample)}; ${w.oldText} holds no "..." that stands for the rest of a line.`,
  notebook_source: (_sample, file, w) => `${w.oldTextFirst} is a notebook cell's code written plainly, but ${file} holds each line of a cell as a JSON string (with "\\n" and a comma at its end).`,
  json_line_breaks: (_sample, _file, w) => `${w.oldTextFirst} breaks a line inside a JSON string where the file has the escape "\\n" (or escapes it once too often).`,
  blank_line_spaces: (_sample, _file, w) => `${w.oldTextFirst} differs from the file only in blank lines: some hold spaces or tabs on one side and nothing on the other.`,
  en_dash: (sample, _file, w) => `${w.oldTextFirst} has ${sample === '\u2014' ? 'an EM DASH (U+2014)' : 'an EN DASH (U+2013)'} where the file has "--" (a chat or word processor joins two hyphens into a dash).`,
};

function explainPasted(w: Wording, file: string, span: string | undefined, d: MissDiagnosis, closest: string, readAgain: string): Worded {
  const detail = d.detail.kind === 'pasted' ? d.detail : undefined;
  const what = (PASTED_WORDS[d.cause] ?? (() => ''))(detail?.sample ?? '', file, w);
  const where = span ? (detail?.exact === false ? closest || ` It is at ${span}.` : ` Corrected, it matches ${span} exactly.`) : closest;
  return {
    message: `${what}${where}`,
    hint: useCorrected(w, d.corrected, span ?? 'the file', `Send ${w.oldContext} as the file's own text, without what was added around it. ${readAgain}`),
  };
}
