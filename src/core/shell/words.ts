// A shell word's value as bash would give it, when the command's text alone decides it: quotes
// taken off, `~`, `$HOME` and `$PWD` expanded, variables the same command set to a known text
// expanded. A word with any other variable, a glob or a command substitution has no value here.
import type { ShellNode, UnknownReason } from './types';

/** What the words of a command see: the folder it runs in (unknown after a `cd` we cannot follow), variables, home. */
export interface Scope {
  cwd: string | undefined;
  home: string | undefined;
  /** Variables the command set; undefined: set to something unknown. */
  vars: Map<string, string | undefined>;
}

/** One word of a command: its value, or why it has none, and its text as written. */
export interface Word {
  value: string | undefined;
  text: string;
  reason?: UnknownReason;
  /** The node it was read from (absent for an argv item). */
  node?: ShellNode;
}

type Part = { value: string } | { reason: UnknownReason };

const GLOB_CHARS = new Set(['*', '?', '[']);

export function literalWord(value: string): Word {
  return { value, text: value };
}

export function wordOf(node: ShellNode, scope: Scope): Word {
  const part = partOf(node, scope, true);
  return 'value' in part ? { value: part.value, text: node.text, node } : { value: undefined, text: node.text, reason: part.reason, node };
}

function partOf(node: ShellNode, scope: Scope, first: boolean): Part {
  switch (node.type) {
    case 'word':
      return unquoted(node.text, scope, first);
    case 'number':
      return { value: node.text };
    case 'raw_string':
      return { value: node.text.slice(1, -1) };
    case 'ansi_c_string':
      return { value: ansiC(node.text.slice(2, -1)) };
    case 'string':
      return doubleQuoted(node, scope);
    case 'translated_string':
    {
      const inner = node.children.find((c) => c.type === 'string');
      return inner !== undefined ? doubleQuoted(inner, scope) : { reason: 'substitution' };
    }
    case 'concatenation':
      return concatenation(node, scope, first);
    case 'simple_expansion':
    case 'expansion':
      return expansion(node, scope);
    case 'command_substitution':
    case 'process_substitution':
    case 'arithmetic_expansion':
      return { reason: 'substitution' };
    default:
      return { reason: 'glob' };
  }
}

function concatenation(node: ShellNode, scope: Scope, first: boolean): Part {
  // The grammar splits `{a,b}.txt` into words; together they are a brace expansion.
  const unquotedText = node.children.filter((c) => c.type === 'word').map((c) => c.text).join('');
  const open = unquotedText.indexOf('{');
  if (open >= 0 && unquotedText.indexOf('}', open) > 0 && (unquotedText.indexOf(',', open) > 0 || unquotedText.indexOf('..', open) > 0)) return { reason: 'glob' };
  let value = '';
  let at = node.startIndex;
  for (const child of node.children) {
    // Text between the parts (none in the grammar today) is unquoted text.
    if (child.startIndex > at) {
      const gap = unquoted(node.text.slice(at - node.startIndex, child.startIndex - node.startIndex), scope, first && value === '');
      if (!('value' in gap)) return gap;
      value += gap.value;
    }
    const part = partOf(child, scope, first && at === node.startIndex);
    if (!('value' in part)) return part;
    value += part.value;
    at = child.endIndex;
  }
  return { value };
}

/** An unquoted word: backslashes taken off, `~` at its start expanded; a glob or brace has no value. */
function unquoted(text: string, scope: Scope, first: boolean): Part {
  let value = '';
  let i = 0;
  if (first && text.startsWith('~')) {
    let end = text.indexOf('/');
    if (end < 0) end = text.length;
    const user = text.slice(1, end);
    if (user === '') {
      if (scope.home === undefined) return { reason: 'home' };
      value = scope.home;
    } else if (user === '+') {
      if (scope.cwd === undefined) return { reason: 'cd' };
      value = scope.cwd;
    } else {
      return { reason: 'home' };
    }
    i = end;
  }
  let brace = false;
  for (; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') {
      i++;
      if (i < text.length && text[i] !== '\n') value += text[i];
      continue;
    }
    if (GLOB_CHARS.has(c)) return { reason: 'glob' };
    if (c === '{') brace = true;
    if (brace && (c === ',' || (c === '.' && text[i + 1] === '.'))) return { reason: 'glob' };
    value += c;
  }
  return { value };
}

function doubleQuoted(node: ShellNode, scope: Scope): Part {
  let value = '';
  // The text between the quotes; the children that are not plain text are expanded.
  let at = node.startIndex + 1;
  const end = node.endIndex - 1;
  for (const child of node.children) {
    if (!child.isNamed) continue;
    if (child.startIndex > at) value += unescapeDoubleQuoted(node.text.slice(at - node.startIndex, child.startIndex - node.startIndex));
    if (child.type === 'string_content') {
      value += unescapeDoubleQuoted(child.text);
    } else {
      const part = child.type === 'simple_expansion' || child.type === 'expansion' ? expansion(child, scope) : { reason: 'substitution' as const };
      if (!('value' in part)) return part;
      value += part.value;
    }
    at = child.endIndex;
  }
  if (end > at) value += unescapeDoubleQuoted(node.text.slice(at - node.startIndex, end - node.startIndex));
  return { value };
}

function unescapeDoubleQuoted(text: string): string {
  let value = '';
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\' && i + 1 < text.length && '"\\$`\n'.includes(text[i + 1])) {
      i++;
      if (text[i] !== '\n') value += text[i];
      continue;
    }
    value += text[i];
  }
  return value;
}

/** `$NAME` or `${NAME}`: HOME, PWD and the variables the command set; anything more is unknown. */
function expansion(node: ShellNode, scope: Scope): Part {
  let name: string | undefined;
  for (const child of node.children) {
    if (child.type === 'variable_name' && name === undefined) name = child.text;
    else if (child.isNamed || !['$', '${', '}'].includes(child.type)) return { reason: 'variable' };
  }
  if (name === undefined) return { reason: 'variable' };
  return variable(name, scope);
}

function variable(name: string, scope: Scope): Part {
  if (scope.vars.has(name)) {
    const value = scope.vars.get(name);
    return value === undefined ? { reason: 'variable' } : { value };
  }
  if (name === 'HOME') return scope.home === undefined ? { reason: 'home' } : { value: scope.home };
  if (name === 'PWD') return scope.cwd === undefined ? { reason: 'cd' } : { value: scope.cwd };
  return { reason: 'variable' };
}

const ANSI_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', e: '\x1b', E: '\x1b', f: '\f', v: '\v', '\\': '\\', "'": "'", '"': '"', '?': '?' };

/** `$'...'`: the common escapes; others are kept as written (a path with them is rare). */
function ansiC(text: string): string {
  let value = '';
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '\\' || i + 1 >= text.length) {
      value += text[i];
      continue;
    }
    const next = text[i + 1];
    if (next in ANSI_ESCAPES) {
      value += ANSI_ESCAPES[next];
      i++;
    } else if (next === 'x' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 2, i + 4))) {
      value += String.fromCharCode(parseInt(text.slice(i + 2, i + 4), 16));
      i += 3;
    } else {
      value += text[i];
    }
  }
  return value;
}

/** An absolute path, `.` and `..` taken lexically; a relative one is taken from `cwd`. */
export function absolutePath(value: string, cwd: string | undefined): string | undefined {
  if (value.startsWith('/')) return normalize(value);
  if (cwd === undefined) return undefined;
  return normalize(`${cwd}/${value}`);
}

export function normalize(path: string): string {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return `/${out.join('/')}`;
}
