// More of what a model copies around code from a chat, a page or another view of the file: list
// bullets ("* ") and quote prefixes ("> ") before every line, a Markdown heading line above the
// code, a line cut short with "...", a notebook cell's code sent plain where the file holds it as
// JSON strings, line breaks inside a JSON string written for real (or escapes where the file
// breaks the line), blank lines holding spaces, and "--" turned into a dash. Pure string
// transforms: each returns the old_strings to try, most likely first.

export type PastedKind =
  | 'bullets' | 'quote_prefix' | 'markdown_heading' | 'trailing_ellipsis' | 'notebook_source'
  | 'json_line_breaks' | 'blank_line_spaces' | 'en_dash';

export interface PastedFinding {
  kind: PastedKind;
  /** What was seen, as the message quotes it (a prefix, the heading line, the dash character). */
  sample: string;
  variants: string[];
  /** Named even when a variant is only close, not exact: the sign is unmistakable. */
  strong: boolean;
  /** For trailing_ellipsis: the corrected old_string is completed to the end of its last line. */
  completeLastLine?: boolean;
  /** For json_line_breaks: which way the line breaks went wrong. */
  direction?: 'real' | 'escaped';
}

const nonEmpty = (lines: readonly string[]) => lines.filter((line) => line.trim().length > 0);
const lf = (value: string) => value.split('\n').map((line) => line.replace(/\r$/, ''));

/** Every non-empty line starts with the prefix: what it is, and old_string without it. */
function strippedPrefix(oldString: string, prefix: RegExp): string | undefined {
  const lines = lf(oldString);
  const filled = nonEmpty(lines);
  if (filled.length === 0 || !filled.every((line) => prefix.test(line))) return undefined;
  return lines.map((line) => line.replace(prefix, '')).join('\n');
}

/** "* " before every line, as a list renders it (not a comment's " * ", which has a space before it). */
export function findBullets(oldString: string): PastedFinding | undefined {
  const stripped = strippedPrefix(oldString, /^[*\u2022] /);
  if (stripped === undefined) return undefined;
  const loose = strippedPrefix(oldString, /^[*\u2022] ?/) ?? stripped;
  return { kind: 'bullets', sample: lf(oldString)[0].startsWith('•') ? '• ' : '* ', variants: unique([stripped, loose]), strong: nonEmpty(lf(oldString)).length >= 2 };
}

/** "> " before every line, as a quoted reply or a Markdown block quote shows it; nested quotes too. */
export function findQuotePrefix(oldString: string): PastedFinding | undefined {
  const stripped = strippedPrefix(oldString, /^(?:> ?)+/);
  if (stripped === undefined) return undefined;
  const once = strippedPrefix(oldString, /^> ?/) ?? stripped;
  return { kind: 'quote_prefix', sample: '> ', variants: unique([stripped, once]), strong: nonEmpty(lf(oldString)).length >= 2 };
}

const HEADING = /^#{1,6} \S.*$/;

/** A Markdown heading ("### src/app.ts", "## Step 2") as the first line, above the code it names. */
export function findHeadingLine(oldString: string): PastedFinding | undefined {
  const lines = lf(oldString);
  const first = lines.findIndex((line) => line.trim().length > 0);
  if (first === -1 || !HEADING.test(lines[first])) return undefined;
  let rest = first + 1;
  while (rest < lines.length && lines[rest].trim().length === 0) rest++;
  if (rest >= lines.length) return undefined;
  const body = lines.slice(rest).join('\n');
  // A heading the file has is its own (a Markdown file, a comment): the caller tests the variant exactly.
  return { kind: 'markdown_heading', sample: lines[first], variants: [body], strong: false };
}

/**
 * Where "..." or "…" ends a line (spaces and tabs around it allowed), as the text the marker takes
 * and its start: read from the end (an unanchored pattern would read a long run of spaces once
 * from each of its characters).
 */
function trailingDots(line: string): { index: number; text: string } | undefined {
  let end = line.length;
  while (end > 0 && isSpaceOrTab(line.charCodeAt(end - 1))) end--;
  const dots = line.endsWith('...', end) ? 3 : line.endsWith('…', end) ? 1 : 0;
  if (dots === 0) return undefined;
  let index = end - dots;
  while (index > 0 && isSpaceOrTab(line.charCodeAt(index - 1))) index--;
  return { index, text: line.slice(index) };
}

function isSpaceOrTab(code: number): boolean {
  return code === 0x20 || code === 0x09;
}

/** The last line cut short with "..." or "…" (the rest of the line left out). */
export function findTrailingEllipsis(oldString: string): PastedFinding | undefined {
  const lines = lf(oldString);
  let last = lines.length - 1;
  while (last > 0 && lines[last].trim().length === 0) last--;
  const match = trailingDots(lines[last]);
  if (!match) return undefined;
  const cut = lines[last].slice(0, match.index);
  if (cut.trim().length === 0) return undefined; // a whole line of dots is an elision, named elsewhere
  const variant = [...lines.slice(0, last), cut].join('\n');
  return { kind: 'trailing_ellipsis', sample: match.text.trim(), variants: [variant], strong: false, completeLastLine: true };
}

/**
 * Plain code where the file holds a notebook cell's source: each line a JSON string ending with
 * "\n" and a comma. The last line of old_string may be the cell's last (no "\n") or not, so it is
 * left open after its text; lines are matched whatever their indentation.
 */
export function findNotebookSource(oldString: string): PastedFinding | undefined {
  const lines = lf(oldString);
  // A line break at the end (a patch hunk's) ends the last line: it is not one more line.
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  if (lines.length < 1 || lines.some((line) => /^\s*"(?:[^"\\]|\\.)*\\n",?\s*$/.test(line))) return undefined;
  const asJson = lines.map((line, j) => (j < lines.length - 1 ? `${JSON.stringify(`${line}\n`)},` : JSON.stringify(line).slice(0, -1)));
  return { kind: 'notebook_source', sample: asJson[0], variants: [asJson.join('\n')], strong: false };
}

/**
 * Line breaks inside a JSON string value: written for real where the file has "\n" escapes (a
 * line ends inside an unclosed string), or escaped once too often ("\\n", a backslash and "\n")
 * where the file has the escape.
 */
export function findJsonLineBreaks(oldString: string): PastedFinding | undefined {
  const lines = lf(oldString);
  if (lines.length >= 2) {
    const joined = joinBrokenStrings(lines);
    if (joined !== undefined) return { kind: 'json_line_breaks', sample: '\\n', variants: [joined], strong: false, direction: 'real' };
  }
  if (!oldString.includes('\\\\n')) return undefined;
  const once = oldString.replace(/\\\\n/g, '\\n');
  return { kind: 'json_line_breaks', sample: '\\\\n', variants: [once], strong: false, direction: 'escaped' };
}

/** Lines joined with "\n" escapes where a line ends inside a string (an odd number of unescaped quotes). */
function joinBrokenStrings(lines: readonly string[]): string | undefined {
  const out: string[] = [];
  let open = false;
  let joinedAny = false;
  for (const line of lines) {
    if (open) {
      out[out.length - 1] += `\\n${line}`;
      joinedAny = true;
    } else out.push(line);
    if (quotesIn(line) % 2 === 1) open = !open;
  }
  return joinedAny && !open ? out.join('\n') : undefined;
}

function quotesIn(line: string): number {
  let count = 0;
  for (let i = 0; i < line.length; i++) {
    if (line.charCodeAt(i) === 0x5c) i++;
    else if (line.charCodeAt(i) === 0x22) count++;
  }
  return count;
}

/** An en or em dash where the file has "--" (an option, an SQL or Lua comment, a decrement). */
export function findEnDash(oldString: string): PastedFinding | undefined {
  const dash = /[\u2013\u2014]/.exec(oldString);
  if (!dash) return undefined;
  // A single hyphen for the dash is a look-alike character, named as such elsewhere.
  return { kind: 'en_dash', sample: dash[0], variants: [oldString.replace(/[\u2013\u2014]/g, '--')], strong: false };
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
