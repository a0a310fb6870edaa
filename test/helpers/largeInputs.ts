// Old and new texts of every size a model may send, for the tests that every call answers with a
// result (applied, or a refusal with its code and hint) whatever the size: one line or many, in the
// file or not, against a file of one line or of a million.

export const KB = 1024;
export const MB = 1024 * 1024;
/** The sizes sent: one byte to 16 MB. */
export const SIZES = [1, 64 * KB, 200 * KB, 1 * MB, 5 * MB, 16 * MB] as const;

export type Shape = 'one_line' | 'many_lines';

/** A line of code, different for each number. */
export function codeLine(i: number): string {
  return `  total_${i} = compute(value_${i}, ${i});`;
}

/** The file of one line. */
export const ONE_LINE_FILE = 'const answer = compute(value, 42); // the only line\n';

/** A file of `count` lines of code, each different. */
export function manyLinesFile(count: number): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) lines.push(codeLine(i));
  return `${lines.join('\n')}\n`;
}

/**
 * Text of `size` characters: one line of calls (one long name in the middle, the shape that
 * overflowed the stack), or lines of code. Numbers from `from` on, so it differs from the file's own.
 */
export function textOf(size: number, shape: Shape, from = 10_000_000): string {
  if (size <= 1) return 'x';
  const parts: string[] = [];
  let length = 0;
  for (let i = from; length < size; i++) {
    const part = shape === 'one_line' ? (i === from ? `name_${'n'.repeat(size >> 2)} + ` : `f_${i}(a, b) + `) : `${codeLine(i)}\n`;
    parts.push(part);
    length += part.length;
  }
  return parts.join('').slice(0, size);
}

/** The same text with one character changed halfway: not in a file that holds the text. */
export function nearMiss(text: string): string {
  if (text.length <= 1) return '\u00a7';
  const half = text.length >> 1;
  return `${text.slice(0, half)}\u00a7${text.slice(half + 1)}`;
}
