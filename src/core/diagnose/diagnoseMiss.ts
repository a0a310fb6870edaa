// Why an old_string was not found: the usual causes, tried in order, the first that explains the
// miss named with the place of the real text and, where there is one, the corrected old_string.
// Every search here goes through the plan's CandidateFinder, so it shares its work budget.
import type { Edit } from '../request';
import { CandidateFinder, type CandidateSearch, type ClosestCandidate } from '../closest';
import { blockEnd } from './blockEnd';
import { findHtmlEntities, findUnicodeEscapes } from './encodedText';
import { findElidedLines, findEscapedText, findLineNumberPrefixes } from './missCauses';
import { findDiffMarkers, findMarkdownFence } from './pastedWrappers';
import {
  findBullets, findEnDash, findHeadingLine, findJsonLineBreaks, findNotebookSource, findQuotePrefix, findTrailingEllipsis,
  type PastedFinding, type PastedKind,
} from './pastedAround';
import { changeOfLines, type RecordedChange } from './recordedChanges';
import type { LineIndex, WorkBudget } from '../text';

/** The named causes, as the corpus and the messages know them. */
/** The finder that the searches of one plan's misses share (tolerant matching, the diagnoses), within the plan's work budget. */
export function missFinder(text: string, budget: WorkBudget): CandidateFinder {
  return new CandidateFinder(text, budget);
}

export type MissCause =
  | 'empty_file'
  | 'markdown_fence'
  | 'diff_markers'
  | 'line_number_prefixes'
  | 'html_entities'
  | 'unicode_escapes'
  | 'escaped_text'
  | 'elided_lines'
  | 'written_by_other_edit'
  | 'needs_other_edit'
  | 'stale_text'
  | 'line_endings'
  | 'typography'
  | 'letter_case'
  | 'indentation'
  | 'whitespace'
  | 'differing_line'
  | 'similar_lines'
  | 'weak_lead'
  | 'file_start'
  | 'none'
  | 'search_stopped'
  | 'reformatted'
  | 'reordered'
  | PastedKind;

export interface MissDiagnosis {
  cause: MissCause;
  /** The lines of the real text the diagnosis points at (1-based, inclusive), if any. */
  lines?: { start: number; end: number };
  /** The closest text, when the diagnosis rests on one (message and hint quote it). */
  candidate?: ClosestCandidate;
  /** The old_string that matches (exactly once, or as the candidate shows). */
  corrected?: string;
  /** Cause-specific facts for the message. */
  detail: MissDetail;
  stoppedAfterLines?: number;
  /** The text's lines as the search split them (without line endings), to place the error without another pass. */
  fileLines?: readonly string[];
  /** The file changed since the model read it (the read gate says so). */
  readChanged?: boolean;
  /** The journal's newest change of the diagnosis' lines since the model read the file. */
  changedBy?: RecordedChange;
  /** The host passed the journal's changes (so none of them touching the lines means none of ours made the change). */
  journalKnown?: boolean;
}

export type MissDetail =
  | { kind: 'prefix'; example: string; exact: boolean }
  | { kind: 'fence'; opening: string; exact: boolean }
  | { kind: 'diff'; examples: string[]; side: 'old' | 'new'; exact: boolean }
  | { kind: 'entities'; entities: string[]; exact: boolean }
  | { kind: 'unicode'; direction: 'decoded' | 'encoded'; escape: string; char: string; exact: boolean }
  | { kind: 'escape'; sequences: string[]; exact: boolean }
  | { kind: 'elision'; markers: string[]; found: boolean }
  | { kind: 'other_edit'; other: number; direction: 'earlier' | 'later' }
  | { kind: 'pasted'; sample: string; exact: boolean; direction?: 'real' | 'escaped' }
  | { kind: 'none' };

/** What the diagnosis may look at besides the old_string: the other edits and their matches. */
export interface MissScene {
  text: string;
  edits: readonly Edit[];
  /** Each edit's old_string in the document's line ending. */
  oldStrings: readonly string[];
  /** Each edit's matched starts in the text (empty when it missed or was refused). */
  matchedStarts: readonly (readonly number[])[];
  /** The file changed since the model last read it (the read gate's fingerprint says so). */
  readChanged: boolean;
  /** The journal's changes of this file since the model last read it, when the host knows them. */
  changesSinceRead?: readonly RecordedChange[];
  finder: CandidateFinder;
  budget: WorkBudget;
  lines: LineIndex;
}

/** Other edits examined for "written against another edit's result". */
const MAX_OTHER_EDITS = 50;

export function diagnoseMiss(scene: MissScene, index: number): MissDiagnosis {
  const found = diagnose(scene, index);
  const changedBy = found.lines && scene.readChanged ? changeOfLines(scene.changesSinceRead, found.lines.start, found.lines.end) : undefined;
  return {
    ...found, fileLines: scene.finder.lines, ...(scene.readChanged ? { readChanged: true } : {}), ...(changedBy ? { changedBy } : {}),
    ...(scene.changesSinceRead ? { journalKnown: true } : {}),
  };
}

/** The pasted-around kinds tried before the escapes, in this order (each a pure transform of old_string). */
const PASTED_FIRST: readonly ((oldString: string) => PastedFinding | undefined)[] = [findBullets, findQuotePrefix, findHeadingLine, findJsonLineBreaks];

function pastedHit(finder: CandidateFinder, finding: PastedFinding, oldString: string): MissDiagnosis | undefined {
  const hit = tryVariants(finder, finding.variants, finding.strong);
  if (!hit || (!hit.exact && !hit.lines)) return undefined;
  let corrected = hit.corrected;
  if (finding.completeLastLine && hit.lines && corrected !== undefined) {
    // The line cut short is completed with the rest of the file's line.
    corrected = finder.lines.slice(hit.lines.start - 1, hit.lines.end).join('\n');
    const firstLine = finder.lines[hit.lines.start - 1];
    const head = corrected.split('\n')[0];
    const sentHead = (hit.corrected ?? '').split('\n')[0];
    if (firstLine.trimStart() !== sentHead.trimStart() && head.endsWith(sentHead)) corrected = corrected.slice(head.length - sentHead.length);
  }
  // old_string that ends with a line break (a patch hunk's old text) is corrected with one.
  if (corrected !== undefined && /\r?\n$/.test(oldString) && !corrected.endsWith('\n')) corrected += '\n';
  const detail: MissDetail = { kind: 'pasted', sample: finding.sample, exact: hit.exact, ...(finding.direction ? { direction: finding.direction } : {}) };
  return { cause: finding.kind, ...(hit.lines ? { lines: hit.lines } : {}), ...(hit.candidate ? { candidate: hit.candidate } : {}), ...(corrected !== undefined ? { corrected } : {}), detail };
}

function diagnose(scene: MissScene, index: number): MissDiagnosis {
  const oldString = scene.oldStrings[index];
  const finder = scene.finder;
  if (scene.text.trim().length === 0) return { cause: 'empty_file', detail: { kind: 'none' } };

  const fence = findMarkdownFence(oldString);
  if (fence) {
    // A Markdown file holds fences of its own: the fence is named on a close match only when the file lacks it.
    const hit = tryVariants(finder, fence.variants, !finder.findExact(fence.opening));
    if (hit) return { cause: 'markdown_fence', ...hit, detail: { kind: 'fence', opening: fence.opening, exact: hit.exact } };
  }

  const diff = findDiffMarkers(oldString);
  if (diff) {
    const hit = tryVariants(finder, diff.variants, diff.distinctive);
    if (hit) {
      const side = diff.sides[hit.variant ?? 0] ?? 'old';
      return { cause: 'diff_markers', ...hit, detail: { kind: 'diff', examples: diff.examples, side, exact: hit.exact } };
    }
  }

  const prefixes = findLineNumberPrefixes(oldString);
  if (prefixes) {
    const hit = tryVariants(finder, prefixes.variants, prefixes.distinctive);
    if (hit) return { cause: 'line_number_prefixes', ...hit, detail: { kind: 'prefix', example: prefixes.example, exact: hit.exact } };
  }

  // A notebook's cells hold code as JSON strings: only a file that has cells is searched that way.
  if (scene.text.trimStart().startsWith('{') && scene.budget.charge(scene.text.length >> 3) && scene.text.includes('"cell_type"')) {
    const finding = findNotebookSource(oldString);
    const named = finding ? pastedHit(finder, { ...finding, strong: true }, oldString) : undefined;
    if (named && named.candidate) {
      const c = named.candidate;
      return { ...named, corrected: /\r?\n$/.test(oldString) ? `${c.text}\n` : c.text };
    }
    if (named) return named;
  }

  for (const find of PASTED_FIRST) {
    const finding = find(oldString);
    const named = finding ? pastedHit(finder, finding, oldString) : undefined;
    if (named) return named;
  }

  const escaped = findEscapedText(oldString);
  if (escaped) {
    const hit = tryVariants(finder, escaped.variants, escaped.lineBreaksEscaped);
    if (hit) return { cause: 'escaped_text', ...hit, detail: { kind: 'escape', sequences: escaped.sequences, exact: hit.exact } };
  }

  const entities = findHtmlEntities(oldString);
  if (entities) {
    const hit = tryVariants(finder, entities.variants, false);
    if (hit) return { cause: 'html_entities', ...hit, detail: { kind: 'entities', entities: entities.entities, exact: hit.exact } };
  }

  const unicode = findUnicodeEscapes(oldString);
  if (unicode) {
    const hit = tryVariants(finder, unicode.variants, false);
    if (hit) return { cause: 'unicode_escapes', ...hit, detail: { kind: 'unicode', direction: unicode.direction, ...unicode.example, exact: hit.exact } };
  }

  const cut = findTrailingEllipsis(oldString);
  const cutHit = cut ? pastedHit(finder, cut, oldString) : undefined;
  if (cutHit) return cutHit;

  const elided = findElidedLines(oldString);
  if (elided) {
    const located = locateSegments(finder, elided.segments);
    // A marker after the last part stands for the rest of the block that part opens.
    const found = located && located.complete && elided.trailing ? { ...located, end: blockEnd(finder.lines, located.start, located.end, scene.budget) } : located;
    if (found || elided.commented) {
      const lines = found ?? locateLoosely(finder, elided.segments);
      const corrected = found && found.complete ? finder.lines.slice(found.start - 1, found.end).join('\n') : undefined;
      return {
        cause: 'elided_lines',
        ...(lines ? { lines: { start: lines.start, end: lines.end } } : {}),
        ...(corrected !== undefined ? { corrected } : {}),
        detail: { kind: 'elision', markers: elided.markers, found: found?.complete ?? false },
      };
    }
  }

  const other = findOtherEdit(scene, index);
  if (other) return other;

  const dash = findEnDash(oldString);
  const dashHit = dash ? pastedHit(finder, dash, oldString) : undefined;
  if (dashHit) return dashHit;

  const search = finder.search(oldString);
  const base = fromCandidate(search, oldString);
  // A region re-formatted or re-ordered is named so; the reader learns of the read below.
  if (scene.readChanged && base.cause !== 'line_endings' && base.cause !== 'reformatted' && base.cause !== 'reordered' && base.cause !== 'blank_line_spaces') return { ...base, cause: 'stale_text' };
  return base;
}

/** Whether the run differs from old_string only in blank lines (spaces on them, or none). */
function onlyBlankLinesDiffer(candidate: ClosestCandidate, oldString: string): boolean {
  const sent = oldString.split('\n').map((line) => line.replace(/\r$/, ''));
  if (sent.length > 1 && sent[sent.length - 1] === '' && candidate.endsWithLineBreak) sent.pop();
  const there = candidate.text.split('\n');
  if (sent.length !== there.length) return false;
  let blankDiffers = false;
  for (let j = 0; j < sent.length; j++) {
    if (sent[j] === there[j]) continue;
    if (sent[j].trim().length > 0 || there[j].trim().length > 0) {
      // The first and last lines may be parts of lines.
      if ((j === 0 && there[j].endsWith(sent[j])) || (j === sent.length - 1 && there[j].startsWith(sent[j]))) continue;
      return false;
    }
    blankDiffers = true;
  }
  return blankDiffers;
}

interface VariantHit {
  lines?: { start: number; end: number };
  candidate?: ClosestCandidate;
  corrected?: string;
  exact: boolean;
  /** Which of the variants it is. */
  variant?: number;
}

/**
 * The first variant found exactly (named with its place and as the corrected old_string); else,
 * when the evidence is strong, the first variant whose closest text differs only in kind
 * (whitespace, case, ...), named with that text.
 */
function tryVariants(finder: CandidateFinder, variants: readonly string[], strong: boolean): VariantHit | undefined {
  // A variant that matches whole lines wins over one found only inside a line (a prefix style that
  // also ate a space of the indentation still matches inside the line).
  let inside: VariantHit | undefined;
  for (const [n, variant] of variants.entries()) {
    // A variant ending with a line break ends with the line before it.
    const lineCount = Math.max(1, variant.split('\n').length - (variant.endsWith('\n') ? 1 : 0));
    const whole = finder.findExact(variant, 0, true);
    if (whole) return { lines: { start: whole.first + 1, end: whole.first + lineCount }, corrected: variant, exact: true, variant: n };
    const run = inside ? undefined : finder.findExact(variant);
    if (run) inside = { lines: { start: run.first + 1, end: run.first + lineCount }, corrected: variant, exact: true, variant: n };
  }
  if (inside) return inside;
  if (!strong) return undefined;
  let lead: ClosestCandidate | undefined;
  for (const [n, variant] of variants.entries()) {
    const found = finder.search(variant).candidate;
    if (found && found.kind !== 'weak' && found.kind !== 'file_start' && found.kind !== 'similar_lines') {
      const hit: VariantHit = { lines: { start: found.startLine, end: found.endLine }, candidate: found, exact: false, variant: n };
      if (found.wholeLines) hit.corrected = correctedText(found);
      return hit;
    }
    if (finder.stopped) break;
    lead ??= found;
  }
  return lead && lead.kind === 'similar_lines' ? { lines: { start: lead.startLine, end: lead.endLine }, candidate: lead, exact: false } : { exact: false };
}

/** Every segment found exactly, each after the one before: the lines from the first to the last. */
function locateSegments(finder: CandidateFinder, segments: readonly string[]): { start: number; end: number; complete: boolean } | undefined {
  let start = -1;
  let end = -1;
  for (const [n, segment] of segments.entries()) {
    const part = trimEmptyLines(segment);
    // Parts after an elision start at a line's start and parts before one end at a line's end: whole lines.
    const run = finder.findExact(part, Math.max(end, 0), true) ?? (n === 0 ? finder.findExact(part) : undefined);
    if (!run) return start === -1 ? undefined : { start, end, complete: false };
    const first = run.first + 1;
    if (first <= end) return { start, end, complete: false };
    if (start === -1) start = first;
    end = first + part.split('\n').length - 1;
  }
  return start === -1 ? undefined : { start, end, complete: true };
}

function locateLoosely(finder: CandidateFinder, segments: readonly string[]): { start: number; end: number } | undefined {
  const [first] = segments;
  if (first === undefined) return undefined;
  const found = finder.find(trimEmptyLines(first));
  return found && found.kind !== 'file_start' && found.kind !== 'weak' ? { start: found.startLine, end: found.endLine } : undefined;
}

function trimEmptyLines(value: string): string {
  return withoutTrailingEmptyLines(value.replace(/^(?:[ \t]*\r?\n)+/, ''));
}

/**
 * The value without the line breaks (and the spaces and tabs after them) that end it, read from
 * the end: the pattern `(?:\r?\n[ \t]*)+$` would read a long run of line breaks once from each.
 */
function withoutTrailingEmptyLines(value: string): string {
  let cut = value.length;
  for (;;) {
    let at = cut;
    while (at > 0 && (value.charCodeAt(at - 1) === 0x20 || value.charCodeAt(at - 1) === 0x09)) at--;
    if (at === 0 || value.charCodeAt(at - 1) !== 0x0a) break;
    at--;
    if (at > 0 && value.charCodeAt(at - 1) === 0x0d) at--;
    cut = at;
  }
  return value.slice(0, cut);
}

/**
 * old_string is text another edit writes: found in its new_string, or found once that edit is
 * applied to the text around its match. Every edit matches the text as it is now.
 */
function findOtherEdit(scene: MissScene, index: number): MissDiagnosis | undefined {
  const oldString = scene.oldStrings[index];
  const { edits, text } = scene;
  const order = edits.map((_, j) => j).filter((j) => j !== index).sort((a, b) => (a < index) === (b < index) ? Math.abs(a - index) - Math.abs(b - index) : a < index ? -1 : 1);
  for (const j of order.slice(0, MAX_OTHER_EDITS)) {
    const newString = toEol(edits[j].new_string, oldString, scene.oldStrings[j]);
    const starts = scene.matchedStarts[j];
    const direction = j < index ? 'earlier' : 'later';
    const at = starts.length > 0 ? lineSpanOf(scene, starts[0], scene.oldStrings[j].length) : undefined;
    if (!scene.budget.charge(newString.length + oldString.length)) return undefined;
    if (newString.includes(oldString)) {
      return { cause: 'written_by_other_edit', ...(at ? { lines: at } : {}), detail: { kind: 'other_edit', other: j, direction } };
    }
    if (starts.length !== 1) continue;
    // The text around edit j's match with edit j applied: does old_string match there?
    const from = Math.max(0, starts[0] - oldString.length);
    const to = Math.min(text.length, starts[0] + scene.oldStrings[j].length + oldString.length);
    const local = text.slice(from, starts[0]) + newString + text.slice(starts[0] + scene.oldStrings[j].length, to);
    if (!scene.budget.charge(local.length * 2)) return undefined;
    if (local.includes(oldString)) {
      return { cause: 'needs_other_edit', ...(at ? { lines: at } : {}), detail: { kind: 'other_edit', other: j, direction } };
    }
  }
  return undefined;
}

/** Another edit's new_string in the line ending its old_string was read in. */
function toEol(newString: string, oldString: string, otherOld: string): string {
  const crlf = oldString.includes('\r\n') || otherOld.includes('\r\n');
  const lf = newString.replace(/\r\n/g, '\n');
  return crlf ? lf.replace(/\n/g, '\r\n') : lf;
}

function lineSpanOf(scene: MissScene, start: number, length: number): { start: number; end: number } {
  return { start: scene.lines.lineAt(start), end: scene.lines.lineAt(start + Math.max(length - 1, 0)) };
}

/** The candidate's lines as an old_string, with the line break old_string ends with. */
function correctedText(candidate: ClosestCandidate): string {
  return candidate.endsWithLineBreak ? `${candidate.text}\n` : candidate.text;
}

function fromCandidate(search: CandidateSearch, oldString: string): MissDiagnosis {
  const { candidate } = search;
  const stopped = search.stoppedAfterLines === undefined ? {} : { stoppedAfterLines: search.stoppedAfterLines };
  if (!candidate) return { cause: search.stoppedAfterLines === undefined ? 'none' : 'search_stopped', detail: { kind: 'none' }, ...stopped };
  const lines = { start: candidate.startLine, end: candidate.endLine };
  const corrected = candidate.exactText !== undefined
    ? { corrected: candidate.endsWithLineBreak ? `${candidate.exactText}\n` : candidate.exactText }
    : candidate.wholeLines ? { corrected: correctedText(candidate) } : {};
  const blank = (candidate.kind === 'indentation' || candidate.kind === 'whitespace') && onlyBlankLinesDiffer(candidate, oldString);
  const cause: MissCause =
    blank ? 'blank_line_spaces'
      : candidate.kind === 'similar_lines' ? (candidate.differing ? 'differing_line' : 'similar_lines')
        : candidate.kind === 'weak' ? 'weak_lead'
          : candidate.kind;
  return { cause, lines, candidate, ...corrected, detail: { kind: 'none' }, ...stopped };
}
