// JSON with comments, as some agents read their settings (Gemini CLI's settings.json, Copilot
// CLI's config.json, which its own trust dialog writes with `//` comment lines): read, and written
// back with the person's comments and layout kept, changing only the values that changed. Strict
// JSON is JSON with comments too, so a file of either kind reads the same. Pure (Microsoft's
// jsonc-parser, the parser VS Code reads its own settings with).
import { applyEdits, modify, parse, printParseErrorCode, visit, type ParseError } from 'jsonc-parser';

export type JsoncRead = { ok: true; value: unknown; hasComments: boolean } | { ok: false; problem: string };

const PARSE_OPTIONS = { disallowComments: false, allowTrailingComma: true, allowEmptyContent: true };

/** The line and column of an offset, for a message the person can act on. */
function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return `line ${line}, column ${offset - before.lastIndexOf('\n')}`;
}

/** The value of a JSON-with-comments text (a leading byte order mark skipped), or why it is not one. */
export function readJsonc(text: string): JsoncRead {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const errors: ParseError[] = [];
  const value = parse(body, errors, PARSE_OPTIONS) as unknown;
  if (errors.length > 0) {
    const first = errors[0];
    return { ok: false, problem: `it is not valid JSON (${printParseErrorCode(first.error)} at ${lineAndColumn(body, first.offset)})` };
  }
  return { ok: true, value, hasComments: hasComment(body) };
}

/** Whether the text holds a comment outside its strings (jsonc-parser's own scanner reports each). */
function hasComment(text: string): boolean {
  let found = false;
  visit(text, { onComment: () => { found = true; } }, PARSE_OPTIONS);
  return found;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `text` changed so that its value is `next`, comments and layout kept: each changed key is
 * replaced where it is (down to `depth` levels of objects; below that, the changed value whole),
 * added keys go at the end of their object, removed keys are removed. The indentation of new text
 * follows the file's (two spaces when it has none).
 */
export function writeJsonc(text: string, next: unknown, depth = 2): string {
  const bom = text.charCodeAt(0) === 0xfeff ? '\ufeff' : '';
  let body = bom === '' ? text : text.slice(1);
  const read = readJsonc(body);
  const indent = /\n([ \t]+)\S/.exec(body)?.[1] ?? '  ';
  const formattingOptions = { insertSpaces: !indent.includes('\t'), tabSize: indent.includes('\t') ? 1 : indent.length, eol: body.includes('\r\n') ? '\r\n' : '\n' };
  if (!read.ok || !isRecord(read.value) || !isRecord(next) || body.trim() === '') return `${bom}${JSON.stringify(next, null, indent)}\n`;
  const change = (path: (string | number)[], value: unknown): void => {
    body = applyEdits(body, modify(body, path, value, { formattingOptions }));
  };
  const walk = (path: string[], before: Record<string, unknown>, after: Record<string, unknown>, level: number): void => {
    // Bounded: at most `depth` levels, each over the keys of two parsed objects.
    for (const key of Object.keys(before)) if (!(key in after)) change([...path, key], undefined);
    for (const [key, value] of Object.entries(after)) {
      const old = before[key];
      if (same(old, value)) continue;
      if (level + 1 < depth && isRecord(old) && isRecord(value)) walk([...path, key], old, value, level + 1);
      else change([...path, key], value);
    }
  };
  walk([], read.value, next, 0);
  return `${bom}${body}`;
}
