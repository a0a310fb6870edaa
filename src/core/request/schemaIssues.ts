// Layer 1: turn zod issues into GuardedErrors that tell a model exactly what to change.
import type * as z from 'zod';
import { guardedError, type ErrorCode, type GuardedError, type InputPath } from '../errors';
import { editLabel, quote } from '../errors';

/** Optional wording for a tool's own fields (e.g. the read tool's offset and limit). */
export type IssueWording = (path: InputPath, received: unknown) => { message: string; recovery_hint: string } | undefined;

/** The keys each object of a request may have, for "did you mean" suggestions. */
const KNOWN_KEYS = ['file_path', 'edits', 'files', 'old_string', 'new_string', 'replace_all', 'expected_replacements', 'content', 'overwrite', 'offset', 'limit'];

export function issuesToErrors(issues: readonly z.core.$ZodIssue[], input: unknown, wording?: IssueWording): GuardedError[] {
  return issues.flatMap((issue) => issueToErrors(issue, input, wording));
}

function issueToErrors(issue: z.core.$ZodIssue, input: unknown, wording?: IssueWording): GuardedError[] {
  const path: InputPath = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
  const where = describeWhere(path, input);
  const received = 'input' in issue ? issue.input : undefined;

  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => {
      const suggestion = suggestKey(key);
      return guardedError(
        'INVALID_INPUT',
        `${where}: unknown field ${quote(key)}${suggestion ? `; did you mean ${quote(suggestion)}?` : '.'}`,
        [...path, key],
        suggestion ? `Rename ${quote(key)} to ${quote(suggestion)}.` : `Remove ${quote(key)}; the allowed fields are listed in the tool's input schema.`,
      );
    });
  }

  const special = wording?.(path, received);
  if (special) return [guardedError('INVALID_INPUT', `${where}: ${special.message}`, path, special.recovery_hint)];

  const field = path.length > 0 ? String(path[path.length - 1]) : undefined;
  if (issue.code === 'too_small') {
    const code = tooSmallCode(field, issue.origin);
    if (code === 'EMPTY_EDITS') {
      return [guardedError(code, `${where}: edits is an empty list; expected at least one edit.`, path, 'Add at least one { "old_string", "new_string" } edit.')];
    }
    if (code === 'EMPTY_OLD_STRING') {
      return [guardedError(code, `${where}: old_string is empty; expected the exact text to replace.`, path, 'Copy the text to replace from the file into old_string, with a few surrounding lines if it is short. To create a file, use guarded_create_file.')];
    }
    if (code === 'EMPTY_PATH') {
      return [guardedError(code, `${where}: file_path is empty; expected the path of a file in the workspace.`, path, 'Give a path relative to a workspace folder, such as "src/app.ts".')];
    }
  }

  if (issue.code === 'invalid_type') {
    const expected = describeExpected(issue.expected);
    if (received === undefined && !hasKey(input, path)) {
      return [guardedError('INVALID_INPUT', `${where}: the required field ${quote(field ?? '')} is missing; expected ${expected}.`, path, `Add ${quote(field ?? '')} (${expected}).`)];
    }
    const jsonHint = typeof received === 'string' && (issue.expected === 'array' || issue.expected === 'object') && looksLikeJson(received)
      ? ' It looks like JSON text: send the value itself, not a string that contains it.'
      : '';
    return [guardedError('INVALID_INPUT', `${where}: expected ${expected}; received ${describeValue(received)}.${jsonHint}`, path, `Send ${field ? quote(field) : 'the request'} as ${expected}.`)];
  }

  return [guardedError('INVALID_INPUT', `${where}: ${plainZodMessage(issue)}; received ${describeValue(received)}.`, path, hintFor(issue, field))];
}

function tooSmallCode(field: string | undefined, origin: string): ErrorCode | undefined {
  if (field === 'edits' && origin === 'array') return 'EMPTY_EDITS';
  if (field === 'old_string' && origin === 'string') return 'EMPTY_OLD_STRING';
  if (field === 'file_path' && origin === 'string') return 'EMPTY_PATH';
  return undefined;
}

/** "Edit 2 of 5, field new_string" or "File 1 of 2, edit 3 of 4, field old_string" or "The request". */
export function describeWhere(path: InputPath, input: unknown): string {
  const parts: string[] = [];
  let node: unknown = input;
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    const next = child(node, key);
    if (typeof key === 'number' && Array.isArray(node)) {
      const parent = path[i - 1];
      const label = editLabel(key, node.length);
      parts.push(parent === 'files' ? label.replace('Edit', 'File') : label);
    } else if (i === path.length - 1 && typeof key === 'string') {
      parts.push(`field ${key}`);
    }
    node = next;
  }
  if (parts.length === 0) return 'The request';
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1).replace(/, Edit/g, ', edit');
}

function child(node: unknown, key: string | number): unknown {
  if (node !== null && typeof node === 'object') return (node as Record<string | number, unknown>)[key];
  return undefined;
}

function hasKey(input: unknown, path: InputPath): boolean {
  let node = input;
  for (let i = 0; i < path.length - 1; i++) node = child(node, path[i]);
  return node !== null && typeof node === 'object' && Object.prototype.hasOwnProperty.call(node, path[path.length - 1]);
}

function describeExpected(expected: string): string {
  switch (expected) {
    case 'object': return 'an object';
    case 'array': return 'a list';
    case 'string': return 'a string';
    case 'boolean': return 'true or false';
    case 'int': return 'a whole number';
    case 'number': return 'a number';
    default: return expected;
  }
}

export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') return `the string ${quote(value, 60)}`;
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return `${typeof value} ${String(value)}`;
  return typeof value;
}

function looksLikeJson(text: string): boolean {
  const t = text.trim();
  return (t.startsWith('[') && t.endsWith(']')) || (t.startsWith('{') && t.endsWith('}'));
}

function plainZodMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_small': return `expected ${issue.origin === 'array' ? 'at least' : 'a value of at least'} ${String(issue.minimum)}${issue.origin === 'array' ? ' item(s)' : ''}`;
    case 'too_big': return `expected at most ${String(issue.maximum)}`;
    default: return issue.message.replace(/^Invalid input: /, '');
  }
}

function hintFor(issue: z.core.$ZodIssue, field: string | undefined): string {
  if (field === 'expected_replacements') return 'Give expected_replacements as a whole number of 1 or more, or leave it out.';
  if (issue.code === 'too_small') return `Give ${field ? quote(field) : 'the value'} at least the minimum shown.`;
  return `Correct ${field ? quote(field) : 'the request'} to match the tool's input schema.`;
}

function suggestKey(key: string): string | undefined {
  const norm = (s: string) => s.toLowerCase().replace(/[_\-\s]/g, '');
  const target = norm(key);
  return KNOWN_KEYS.find((k) => norm(k) === target) ?? KNOWN_KEYS.find((k) => target.length >= 4 && (norm(k).startsWith(target) || target.startsWith(norm(k))));
}
