// The usual ways an old_string goes wrong, as pure string transforms: line-number prefixes copied
// from a read, escaped text, and lines left out. Each returns the corrected old_strings to try
// (most likely first); whether one of them matches is the diagnosis' business.

/** A way of numbering lines that a read tool (ours or another's) shows before each line. */
interface PrefixStyle {
  name: string;
  /** Shown in messages: what the prefix looks like. */
  example: string;
  /** Whether a line carries the prefix: the loosest form of it. */
  detect: RegExp;
  /** Strip the prefix from a line; each gives one variant, stripping more or less of what follows. */
  patterns: readonly RegExp[];
  /** Named even when the stripped text is only close, not exact: the style is unmistakable. */
  distinctive: boolean;
  /** Counts only with line numbers that go up by one from line to line (a bare number is common in text). */
  needsConsecutive?: boolean;
}

const PREFIX_STYLES: readonly PrefixStyle[] = [
  { name: 'tab', example: '"  12\\t"', detect: /^ *\d+\t/, patterns: [/^ *\d+\t/], distinctive: true },
  { name: 'arrow', example: '"12→"', detect: /^ *\d+ ?\u2192/, patterns: [/^ *\d+ ?\u2192 ?/, /^ *\d+ ?\u2192/], distinctive: true },
  { name: 'pipe', example: '"12 | "', detect: /^ *\d+ ?\|/, patterns: [/^ *\d+ ?\| /, /^ *\d+ ?\|/], distinctive: false },
  { name: 'colon', example: '"12: " or "L12:"', detect: /^ *L?\d+:/, patterns: [/^ *L?\d+: /, /^ *L?\d+:/], distinctive: false },
  // cat -n's tab shown as spaces: the number right-aligned in six columns, then spaces up to column 8.
  { name: 'spaces', example: '"     12  "', detect: /^ *\d+ {2}/, patterns: [/^ *\d+ {2}/, /^ *\d+ /], distinctive: false, needsConsecutive: true },
];

export interface PrefixFinding {
  example: string;
  /** Lines of old_string that carry the prefix. */
  prefixedLines: number;
  distinctive: boolean;
  /** old_string without the prefixes, one per variant of stripping. */
  variants: string[];
}

/**
 * Line-number prefixes on the first non-empty line and on at least half of the non-empty lines
 * (a prefix on one line only counts when its style is distinctive or the old_string has one line).
 */
export function findLineNumberPrefixes(oldString: string): PrefixFinding | undefined {
  const lines = oldString.split('\n');
  const nonEmpty = lines.filter((line) => line.trim().length > 0);
  if (nonEmpty.length === 0) return undefined;
  for (const style of PREFIX_STYLES) {
    if (!style.detect.test(nonEmpty[0])) continue;
    const prefixedLines = nonEmpty.filter((line) => style.detect.test(line));
    const prefixed = prefixedLines.length;
    if (prefixed * 2 < nonEmpty.length) continue;
    if (prefixed < 2 && nonEmpty.length > 1 && !style.distinctive) continue;
    if (style.needsConsecutive && (prefixed < 2 || !consecutive(prefixedLines))) continue;
    const variants = style.patterns.map((pattern) => lines.map((line) => line.replace(pattern, '')).join('\n'));
    return { example: style.example, prefixedLines: prefixed, distinctive: style.distinctive || prefixed >= 2, variants: [...new Set(variants)] };
  }
  return undefined;
}

/** Whether the numbers that start the lines go up by one. */
function consecutive(lines: readonly string[]): boolean {
  const numbers = lines.map((line) => Number(/\d+/.exec(line)?.[0]));
  return numbers.every((n, i) => i === 0 || n === numbers[i - 1] + 1);
}

const ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '', '"': '"', "'": "'", '\\': '\\' };

export interface EscapeFinding {
  /** What was escaped, for the message: "\\n", "\\t", "\\\"" ... as the two characters the model sent. */
  sequences: string[];
  /** Whether old_string has literal "\n" and no real line break: the clearest sign. */
  lineBreaksEscaped: boolean;
  variants: string[];
}

/** Backslash escapes where the characters themselves were meant, or a whole JSON-encoded string. */
export function findEscapedText(oldString: string): EscapeFinding | undefined {
  const json = decodeJsonString(oldString);
  // A whole JSON string need not hold an escape: its quotes alone were not meant.
  const found = oldString.match(/\\[nt"'\\r]/g) ?? (json === undefined ? null : []);
  if (!found) return undefined;
  const variants: string[] = [];
  if (json !== undefined) variants.push(json);
  variants.push(oldString.replace(/\\([nt"'\\r])/g, (_, c: string) => ESCAPES[c]));
  // Only the line breaks and tabs: code often holds \" or \\ of its own.
  variants.push(oldString.replace(/\\r\\n|\\n/g, '\n').replace(/\\t/g, '\t'));
  variants.push(oldString.replace(/\\\\/g, '\\').replace(/\\"/g, '"'));
  const sequences = [...new Set(found)];
  return {
    sequences,
    lineBreaksEscaped: !oldString.includes('\n') && sequences.includes('\\n'),
    variants: [...new Set(variants)].filter((v) => v !== oldString && v.length > 0),
  };
}

function decodeJsonString(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed.length < 2 || !trimmed.startsWith('"') || !trimmed.endsWith('"')) return undefined;
  try {
    const decoded: unknown = JSON.parse(trimmed);
    return typeof decoded === 'string' ? decoded : undefined;
  } catch {
    return undefined;
  }
}

/** A line that stands for lines left out: "...", "…", "// ... existing code ...", "# rest unchanged" and kin. */
const ELISION_LINES: readonly RegExp[] = [
  /^\s*(?:\.{3,}|\u2026|\[\.\.\.\])\s*$/,
  /^\s*(?:\/\/+|#+|--|;+|%+|\/\*+|<!--|\*|\{\/\*|REM\b|')\s*(?:\.{3,}|\u2026)/i,
  /^\s*(?:\/\/+|#+|--|;+|\/\*+|<!--|\{\/\*)\s*(?:(?:\.{2,}|\u2026)\s*)?\(?(?:rest\s+(?:of|unchanged|is|remains|stays|as|the same)\b|rest\s*(?:\.{2,}|\u2026|-->|\*\/|\*?\}|\)|$)|(?:existing|unchanged|remaining|other|same as before|more|previous|omitted|snip)\b).*$/i,
];

function isElisionLine(line: string): boolean {
  return ELISION_LINES.some((pattern) => pattern.test(line));
}

export interface ElisionFinding {
  /** The elision lines as written (the first few), for the message. */
  markers: string[];
  /** Whether a marker is a comment ("// ... existing code ..."), not a bare "...": unmistakable. */
  commented: boolean;
  /** The runs of old_string between the elisions, in order, each without its outer line breaks. */
  segments: string[];
  /** The last marker comes after the last run: it stands for the rest of a block. */
  trailing: boolean;
}

export function findElidedLines(oldString: string): ElisionFinding | undefined {
  const lines = oldString.split('\n');
  const markers: string[] = [];
  const segments: string[] = [];
  let current: string[] = [];
  for (const line of lines) {
    if (isElisionLine(line.replace(/\r$/, ''))) {
      markers.push(line.trim());
      if (current.some((l) => l.trim().length > 0)) segments.push(current.join('\n'));
      current = [];
    } else current.push(line);
  }
  if (markers.length === 0) return undefined;
  const trailing = !current.some((l) => l.trim().length > 0);
  if (!trailing) segments.push(current.join('\n'));
  return { markers: markers.slice(0, 3), commented: markers.some((m) => !/^(?:\.{3,}|\u2026|\[\.\.\.\])$/.test(m)), segments, trailing };
}
