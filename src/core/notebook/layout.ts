// The file's JSON layout, read from its own text, and a writer that follows it: the indentation
// unit, the line break, the text between a key and its value. Jupyter and VS Code both write one
// space of indentation, keys sorted, a line break at the end; a file written otherwise keeps its way.
import { isJsonWhitespace, type Member } from './jsonSpans';

export interface Layout {
  /** The line break between members ('' for a file on one line). */
  newline: string;
  /** One level of indentation ('' for a file on one line). */
  unit: string;
  /** Between a key and its value: ": " or ":". */
  keySeparator: string;
  /** After the comma between two members of a file on one line: " " or ''. */
  inlineSpace: string;
}

const JUPYTER_LAYOUT: Layout = { newline: '\n', unit: ' ', keySeparator: ': ', inlineSpace: '' };

/** The layout of the notebook's top-level object, whose members are given. */
export function detectLayout(text: string, objectStart: number, members: readonly Member[]): Layout {
  const first = members[0];
  if (first === undefined) return JUPYTER_LAYOUT;
  const before = text.slice(objectStart + 1, first.keyStart);
  const keyEnd = text.indexOf('"', first.keyStart + 1 + first.key.length) + 1;
  const keySeparator = text.slice(keyEnd > 0 ? keyEnd : first.keyStart, first.value.start).replace(/[\r\n]/g, '') || ':';
  const breakAt = before.lastIndexOf('\n');
  if (breakAt < 0) {
    const second = members[1];
    const between = second ? text.slice(first.value.end, second.keyStart) : '';
    return { newline: '', unit: '', keySeparator, inlineSpace: between.includes(' ') ? ' ' : '' };
  }
  const newline = before.charAt(breakAt - 1) === '\r' ? '\r\n' : '\n';
  const unit = before.slice(breakAt + 1);
  return { newline, unit: unit.length > 0 && [...unit].every((c) => isJsonWhitespace(c.charCodeAt(0))) ? unit : ' ', keySeparator, inlineSpace: '' };
}

/** The whitespace that starts a line at `depth` (or nothing on one line). */
export function indentAt(layout: Layout, depth: number): string {
  return layout.newline === '' ? '' : layout.newline + layout.unit.repeat(depth);
}

/** The text between two items at `depth`: the comma and the next line's indentation. */
export function itemSeparator(layout: Layout, depth: number): string {
  return `,${layout.newline === '' ? layout.inlineSpace : indentAt(layout, depth)}`;
}

/** A value as the file writes it, its first character at `depth` (keys in the object's own order). */
export function writeJson(value: unknown, depth: number, layout: Layout): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item) => writeJson(item, depth + 1, layout));
    return `[${indentAt(layout, depth + 1)}${items.join(itemSeparator(layout, depth + 1))}${indentAt(layout, depth)}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const items = entries.map(([key, v]) => `${JSON.stringify(key)}${layout.keySeparator}${writeJson(v, depth + 1, layout)}`);
    return `{${indentAt(layout, depth + 1)}${items.join(itemSeparator(layout, depth + 1))}${indentAt(layout, depth)}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A cell's source as nbformat stores it as a list: its lines, each but the last with its "\n". */
export function sourceLines(source: string): string[] {
  const lines: string[] = [];
  let start = 0;
  for (;;) {
    const br = source.indexOf('\n', start);
    if (br < 0) break;
    lines.push(source.slice(start, br + 1));
    start = br + 1;
  }
  if (start < source.length) lines.push(source.slice(start));
  return lines;
}
