// A short, bounded preview of a change for the person's dialog: the lines an edit touches, as
// they are ("- ") and as they would be ("+ "). Bounded in lines, characters per line and work,
// whatever the size of the file or of the edit. Characters that could make the preview look like
// something else (control characters, bidirectional overrides, zero-width characters) are shown
// as escapes, so the person sees what would really be written.

export interface PreviewLimits {
  /** Lines of preview in all (headers included). */
  maxLines: number;
  /** Characters kept of one line; the rest is cut with "…". */
  maxLineChars: number;
}

const PREVIEW_LIMITS: PreviewLimits = { maxLines: 16, maxLineChars: 160 };

/** One replacement of the text it applies to: [start, end) becomes `text`. */
export interface PreviewReplacement {
  start: number;
  end: number;
  text: string;
}

/**
 * The preview of `replacements` (sorted, not overlapping) applied to `before`, one hunk per
 * replacement ("Line 3:" then its old and new lines), at most `limits.maxLines` lines in all,
 * ending with how much was left out.
 */
export function previewReplacements(
  before: string,
  replacements: readonly PreviewReplacement[],
  limits: PreviewLimits = PREVIEW_LIMITS,
): string[] {
  const out: string[] = [];
  const budget = Math.max(2, limits.maxLines) - 1; // one line is kept for "… more"
  let shown = 0;
  let line = 1;
  let counted = 0; // `line` is the line of offset `counted` in `before`
  for (const r of replacements) {
    if (out.length + 3 > budget) break;
    const lineStart = r.start === 0 ? 0 : before.lastIndexOf('\n', r.start - 1) + 1;
    const lineEndAt = before.indexOf('\n', r.end);
    const lineEnd = lineEndAt === -1 ? before.length : lineEndAt;
    line += countBreaks(before, counted, lineStart);
    counted = lineStart;
    // Room after the header, with one line kept for each "… more" note.
    const room = budget - out.length - 1;
    const oldLines = firstLines(before, lineStart, lineEnd, Math.max(1, Math.floor(room / 2) - 1));
    const oldUsed = oldLines.lines.length + (oldLines.more > 0 ? 1 : 0);
    const newMax = Math.max(1, room - oldUsed - 1);
    const newText = before.slice(lineStart, r.start) + limitText(r.text, (newMax + 1) * (limits.maxLineChars + 2)) + before.slice(r.end, Math.min(lineEnd, r.end + limits.maxLineChars + 1));
    const newLines = firstLines(newText, 0, newText.length, newMax);
    out.push(`Line ${line}:`);
    for (const l of oldLines.lines) out.push(`- ${visible(l, limits.maxLineChars)}`);
    if (oldLines.more > 0) out.push(`  (… ${oldLines.more} more line${oldLines.more === 1 ? '' : 's'} removed)`);
    for (const l of newLines.lines) out.push(`+ ${visible(l, limits.maxLineChars)}`);
    if (newLines.more > 0) out.push('  (… more lines added)');
    shown++;
  }
  const left = replacements.length - shown;
  if (left > 0) out.push(`… and ${left} more change${left === 1 ? '' : 's'}`);
  return out;
}

/** The preview of a new file's content (or a whole new text): its first lines, each with "+ ". */
export function previewContent(content: string, limits: PreviewLimits = PREVIEW_LIMITS): string[] {
  const budget = Math.max(2, limits.maxLines) - 1;
  // A final line break ends the last line; it does not start another.
  const end = content.endsWith('\n') ? content.length - 1 : content.length;
  const { lines, more } = firstLines(content, 0, end, budget);
  const out = lines.map((l) => `+ ${visible(l, limits.maxLineChars)}`);
  if (content.length === 0) return ['(an empty file)'];
  if (more > 0) out.push(`… and ${more} more line${more === 1 ? '' : 's'}`);
  return out;
}

/**
 * Up to `max` lines of text[from, to) (without their line endings) and how many more there are
 * (one native indexOf pass over the rest; the text is bounded by guardedEdit.maxFileSizeMB).
 */
function firstLines(text: string, from: number, to: number, max: number): { lines: string[]; more: number } {
  const lines: string[] = [];
  let at = from;
  while (lines.length < max) {
    const nl = text.indexOf('\n', at);
    const end = nl === -1 || nl >= to ? to : nl;
    lines.push(text.slice(at, end).replace(/\r$/, ''));
    if (end === to) return { lines, more: 0 };
    at = end + 1;
  }
  return { lines, more: at <= to ? countBreaks(text, at, to) + 1 : 0 };
}

/** Line breaks in text[from, to). */
function countBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

function limitText(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max);
}

// C0 and C1 controls (but tab), DEL, zero-width and bidirectional formatting characters, BOM,
// line and paragraph separators, and lone surrogates.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The line as the person should read it: invisible characters escaped, cut to `max` characters. */
export function visible(line: string, max: number = PREVIEW_LIMITS.maxLineChars): string {
  const cut = line.length > max * 4 ? line.slice(0, max * 4) : line; // bound the work on huge lines
  const shown = cut.replace(INVISIBLE, (c) => `\\u{${c.charCodeAt(0).toString(16).padStart(4, '0')}}`);
  return shown.length > max || cut.length < line.length ? `${shown.slice(0, max)}…` : shown;
}
