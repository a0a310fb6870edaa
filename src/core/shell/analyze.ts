// What a shell command writes, read from its syntax tree: the files its words name (redirections,
// heredocs into files, the writers of writers.ts), followed through `cd`, `bash -c`, `sh -c` and
// `eval` strings (parsed again, to a bounded depth) and the wrappers that run another program
// (sudo, env, nohup, timeout, xargs, ...); the writes whose target the words do not name; and
// whether every program it runs is on the short read-only list. Bounded: the command's length, an
// argv's items, the tree's depth and nodes, the nesting of -c strings. Pure: the parser is a port.
import { isReadOnlyCommand } from './readOnly';
import type { AnalyzeContext, CommandAnalysis, CommandBound, NamedWrite, ShellNode, ShellParse, UnknownReason, UnknownWrite, WriteKind } from './types';
import { absolutePath, literalWord, normalize, wordOf, type Scope, type Word } from './words';
import { WRITERS, type Targets } from './writers';

/**
 * The longest command read (UTF-16 code units); a longer one is refused unread. The parser reads
 * about 100 KB a second of plain words on a busy 2-core machine, so this keeps a hook's answer
 * within seconds.
 */
export const MAX_COMMAND_CHARS = 256 * 1024;
/** The most items of an argv command. */
export const MAX_ARGV_ITEMS = 10_000;
/** How deep `bash -c`, `sh -c` and `eval` strings are read, one inside another. */
const MAX_NESTED = 8;
/** How deep the syntax tree is walked (subshells, substitutions, blocks inside each other). */
const MAX_SYNTAX_DEPTH = 400;
/** The most syntax nodes visited, all nested strings together. */
const MAX_NODES = 500_000;
/** The most writes listed (named and unknown together); more are summed up in the note. */
const MAX_WRITES = 200;
/** The words of a write are cut to this many characters. */
const MAX_WORDS_CHARS = 200;

/** Files a redirection may name without writing a file. */
const DEVICES = new Set(['/dev/null', '/dev/stdout', '/dev/stderr', '/dev/tty', '/dev/stdin']);
/** Redirection operators that write their target. */
const WRITE_OPERATORS = new Set(['>', '>>', '>|', '&>', '&>>', '<>', '>&']);
/** Shells whose -c string is a command to read. */
const SHELLS = new Set(['bash', 'sh', 'zsh', 'dash', 'ksh', 'mksh', 'ash', 'busybox']);
/**
 * Shells without bash's arithmetic command: dash (Debian's sh) reads `((touch x))` as two
 * subshells, where the bash grammar reads an arithmetic expression. Their -c strings are read with
 * a space between the two parentheses at every `((` the grammar finds (`sh` too: where it is bash,
 * the string is then judged for a command it would not run, never the other way).
 */
const POSIX_SHELLS = new Set(['sh', 'dash', 'ash']);
/** Programs that run the program named by their first operand (after their own options). */
const WRAPPERS: ReadonlyMap<string, { valued: string; valuedLong?: readonly string[]; leading?: number }> = new Map([
  ['sudo', { valued: 'ugCDhprtU', valuedLong: ['--user', '--group', '--chdir', '--host', '--prompt', '--role', '--type', '--other-user'] }],
  ['doas', { valued: 'uC' }],
  ['nohup', { valued: '' }],
  ['time', { valued: 'fo' }],
  ['nice', { valued: 'n', valuedLong: ['--adjustment'] }],
  ['timeout', { valued: 'sk', valuedLong: ['--signal', '--kill-after'], leading: 1 }],
  ['stdbuf', { valued: 'ioe', valuedLong: ['--input', '--output', '--error'] }],
  ['builtin', { valued: '' }],
  ['exec', { valued: 'a' }],
  ['command', { valued: '' }],
  ['xargs', { valued: 'aEeIiLlnPsd', valuedLong: ['--arg-file', '--delimiter', '--eof', '--replace', '--max-lines', '--max-args', '--max-procs', '--max-chars', '--process-slot-var'] }],
  ['env', { valued: 'uCS', valuedLong: ['--unset', '--chdir', '--split-string'] }],
]);
/** Variables a read-only command may be given in front of it (they set no program to run). */
const HARMLESS_PREFIXES = new Set(['LANG', 'LANGUAGE', 'TZ', 'NO_COLOR', 'COLUMNS', 'TERM', 'CLICOLOR', 'FORCE_COLOR']);

class Beyond extends Error {
  constructor(readonly bound: CommandBound) {
    super(bound.what);
  }
}

interface Run {
  parse: ShellParse | undefined;
  maxDepth: number;
  writes: NamedWrite[];
  unknownWrites: UnknownWrite[];
  seen: Set<string>;
  dropped: number;
  readOnly: boolean;
  parsed: boolean;
  nodes: number;
  notes: string[];
  /** Redirections the grammar hangs on a list or pipeline: they belong to its last command (by node id, per tree). */
  redirectsOf: Map<number, ShellNode[]>;
}

/** One simple command as the dispatcher sees it. */
interface Simple {
  words: Word[];
  /** Its text, for the writes it names. */
  text: string;
  /** A script it reads on its standard input (a heredoc or here-string), when the command shows it. */
  stdinScript?: string;
  /** Its words come after others xargs adds from standard input. */
  fromStdin?: boolean;
}

export function analyzeCommand(command: string | readonly string[], context: AnalyzeContext): CommandAnalysis {
  const run: Run = {
    parse: context.parse, maxDepth: context.maxDepth ?? MAX_NESTED, writes: [], unknownWrites: [], seen: new Set(), dropped: 0,
    readOnly: true, parsed: true, nodes: 0, notes: [], redirectsOf: new Map(),
  };
  const home = context.home ?? context.env?.HOME;
  const scope: Scope = { cwd: normalize(context.cwd), home: home === undefined || home === '' ? undefined : normalize(home), vars: new Map() };
  try {
    if (typeof command === 'string') {
      if (command.length > MAX_COMMAND_CHARS) throw new Beyond({ what: 'length', limit: MAX_COMMAND_CHARS, actual: command.length });
      if (command.includes('\0')) throw new Beyond({ what: 'nul', limit: 0 });
      script(command, scope, 0, run);
    } else {
      if (command.length > MAX_ARGV_ITEMS) throw new Beyond({ what: 'items', limit: MAX_ARGV_ITEMS, actual: command.length });
      const items = command.map((item) => (typeof item === 'string' ? item : String(item)));
      if (items.some((item) => item.includes('\0'))) throw new Beyond({ what: 'nul', limit: 0 });
      if (items.reduce((n, item) => n + item.length + 1, 0) > MAX_COMMAND_CHARS) throw new Beyond({ what: 'length', limit: MAX_COMMAND_CHARS, actual: items.reduce((n, item) => n + item.length + 1, 0) });
      if (items.length === 0) return { parsed: true, readOnly: true, writes: [], unknownWrites: [] };
      dispatch({ words: items.map(literalWord), text: items.join(' ') }, scope, 0, run);
    }
  } catch (error) {
    if (!(error instanceof Beyond)) throw error;
    return { parsed: false, readOnly: false, writes: [], unknownWrites: [], beyond: error.bound, note: beyondNote(error.bound) };
  }
  if (run.dropped > 0) run.notes.push(`${run.dropped} more writes are not listed (at most ${MAX_WRITES})`);
  const note = run.notes.length > 0 ? `${run.notes.join('; ')}.` : undefined;
  return { parsed: run.parsed, readOnly: run.readOnly && run.parsed, writes: run.writes, unknownWrites: run.unknownWrites, ...(note ? { note } : {}) };
}

function beyondNote(bound: CommandBound): string {
  switch (bound.what) {
    case 'length':
      return `the command is ${bound.actual ?? 'more than'} characters long, more than the ${bound.limit} the guard reads`;
    case 'items':
      return `the command has ${bound.actual ?? 'more than'} words, more than the ${bound.limit} the guard reads`;
    case 'depth':
      return `the command nests shells, substitutions or blocks more than ${bound.limit} deep, more than the guard reads`;
    case 'nodes':
      return `the command has more than ${bound.limit} parts, more than the guard reads`;
    case 'nul':
      return 'the command holds a NUL character, which no shell runs as written';
  }
}

/** A command text, parsed and walked; a text the parser cannot read is unknown. `posix`: a dash -c string (see POSIX_SHELLS). */
function script(source: string, scope: Scope, depth: number, run: Run, posix = false): void {
  if (run.parse === undefined) {
    run.parsed = false;
    run.notes.push('no shell parser was loaded, so the command was not read');
    return;
  }
  const text = posix ? subshellsNotArithmetic(source, run.parse, run) : source;
  const outer = run.redirectsOf;
  run.redirectsOf = new Map();
  try {
    run.parse(text, (root) => {
      if (root.hasError) {
        run.parsed = false;
        run.notes.push(`the shell parser cannot read ${depth === 0 ? 'the command' : 'a nested command string'} (a syntax error near line ${firstErrorRow(root) + 1}), so the files it writes are not named`);
        return;
      }
      walk(root, scope, depth, 0, run);
    });
  } finally {
    run.redirectsOf = outer;
  }
}

/** `text` with a space inside every `((` token the grammar reads in it (offsets from the tree, never a pattern over the text). */
function subshellsNotArithmetic(text: string, parse: ShellParse, run: Run): string {
  const openers = parse(text, (root) => {
    const found: number[] = [];
    const stack: ShellNode[] = [root];
    for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
      if (++run.nodes > MAX_NODES) throw new Beyond({ what: 'nodes', limit: MAX_NODES });
      if (node.type === '((') found.push(node.startIndex);
      else if (node.childCount > 0) for (const child of node.children) stack.push(child);
    }
    return found.sort((a, b) => a - b);
  });
  let spaced = '';
  let from = 0;
  for (const at of openers) {
    spaced += `${text.slice(from, at + 1)} `;
    from = at + 1;
  }
  return spaced + text.slice(from);
}

/**
 * The row of the first token the parser could not place: down the first child that holds an error,
 * and inside an ERROR node past the constructs it read whole. The runtimes wrap an error in more or
 * less of what comes before it (the WebAssembly one put `]]` of `]]\n&&` in the ERROR, the native
 * one left it a command), so the ERROR node's own start is not the error's.
 */
function firstErrorRow(root: ShellNode): number {
  let node = root;
  for (let guard = 0; guard < MAX_SYNTAX_DEPTH; guard++) {
    const inError = node.type === 'ERROR';
    const next = childrenOf(node).find((child) => child.hasError || child.type === 'ERROR' || child.isMissing || (inError && !child.isNamed));
    if (next === undefined || next.isMissing || next.childCount === 0) return (next ?? node).startPosition.row;
    node = next;
  }
  return node.startPosition.row;
}

function childrenOf(node: ShellNode): readonly ShellNode[] {
  return node.childCount === 0 ? [] : node.children;
}

function fieldChildren(node: ShellNode, field: string): readonly ShellNode[] {
  return node.childCount === 0 ? [] : node.childrenForFieldName(field);
}

function clone(scope: Scope): Scope {
  return { cwd: scope.cwd, home: scope.home, vars: new Map(scope.vars) };
}

/** After a block that may or may not run (if, while, case, ||): what it changed is no longer known. */
function mergeUncertain(scope: Scope, after: Scope): void {
  if (after.cwd !== scope.cwd) scope.cwd = undefined;
  if (after.home !== scope.home) scope.home = undefined;
  for (const [name, value] of after.vars) if (scope.vars.get(name) !== value || !scope.vars.has(name)) scope.vars.set(name, undefined);
}

const UNCERTAIN_BLOCKS = new Set(['if_statement', 'while_statement', 'for_statement', 'c_style_for_statement', 'case_statement']);
const SEQUENCES = new Set(['program', 'compound_statement', 'list', 'do_group', 'negated_command', 'else_clause', 'elif_clause', 'case_item']);

function walk(node: ShellNode, scope: Scope, nested: number, depth: number, run: Run): void {
  if (depth > MAX_SYNTAX_DEPTH) throw new Beyond({ what: 'depth', limit: MAX_SYNTAX_DEPTH });
  if (++run.nodes > MAX_NODES) throw new Beyond({ what: 'nodes', limit: MAX_NODES });
  const type = node.type;
  if (!node.isNamed || type === 'comment') return;
  if (type === 'command') return simpleCommand(node, scope, nested, depth, run);
  if (type === 'redirected_statement') return redirected(node, scope, nested, depth, run);
  if (SEQUENCES.has(type)) {
    for (const child of childrenOf(node)) walk(child, scope, nested, depth + 1, run);
    return;
  }
  if (type === 'pipeline' || type === 'subshell') {
    // Each part of a pipeline, and a subshell, runs in a shell of its own: its cd stays there.
    for (const child of childrenOf(node)) walk(child, clone(scope), nested, depth + 1, run);
    return;
  }
  if (UNCERTAIN_BLOCKS.has(type)) {
    const inner = clone(scope);
    if (type === 'for_statement') for (const variable of fieldChildren(node, 'variable')) inner.vars.set(variable.text, undefined);
    for (const child of childrenOf(node)) walk(child, inner, nested, depth + 1, run);
    mergeUncertain(scope, inner);
    return;
  }
  if (type === 'function_definition') {
    // Its body runs when the function is called: judged as if it ran here.
    for (const body of fieldChildren(node, 'body')) walk(body, clone(scope), nested, depth + 1, run);
    return;
  }
  if (type === 'variable_assignment') return assign(node, scope, nested, depth, run);
  if (type === 'variable_assignments' || type === 'declaration_command') {
    for (const child of childrenOf(node)) {
      if (child.type === 'variable_assignment') assign(child, scope, nested, depth + 1, run);
      else substitutions(child, scope, nested, depth + 1, run);
    }
    return;
  }
  if (type === 'unset_command') {
    for (const child of childrenOf(node)) if (child.isNamed) scope.vars.set(child.text, undefined);
    return;
  }
  if (type === 'test_command' || type === 'command_substitution' || type === 'process_substitution') {
    substitutions(node, scope, nested, depth, run);
    return;
  }
  if (type === 'file_redirect' || type === 'heredoc_redirect' || type === 'herestring_redirect') {
    redirect(node, scope, 'redirect', nested, depth, run);
    return;
  }
  // A construct the list does not know (arithmetic, ...): its substitutions are commands.
  run.readOnly = false;
  substitutions(node, scope, nested, depth, run);
}

/** The commands inside a word (`$(...)`, `<(...)`, backquotes): each runs in a subshell of its own. */
function substitutions(node: ShellNode, scope: Scope, nested: number, depth: number, run: Run): void {
  if (depth > MAX_SYNTAX_DEPTH) throw new Beyond({ what: 'depth', limit: MAX_SYNTAX_DEPTH });
  if (++run.nodes > MAX_NODES) throw new Beyond({ what: 'nodes', limit: MAX_NODES });
  if (node.type === 'command_substitution' || node.type === 'process_substitution') {
    const inner = clone(scope);
    for (const part of childrenOf(node)) walk(part, inner, nested, depth + 1, run);
    return;
  }
  for (const child of childrenOf(node)) if (child.childCount > 0) substitutions(child, scope, nested, depth + 1, run);
}

function assign(node: ShellNode, scope: Scope, nested: number, depth: number, run: Run): void {
  substitutions(node, scope, nested, depth + 1, run);
  const name = fieldChildren(node, 'name')[0]?.text;
  const value = fieldChildren(node, 'value')[0];
  if (name === undefined) return;
  // `X+=...` appends: unknown unless the grammar shows the operator as `=`.
  const plain = childrenOf(node).some((c) => c.type === '=');
  const word = value === undefined ? literalWord('') : wordOf(value, scope);
  const known = plain ? word.value : undefined;
  if (name === 'HOME') scope.home = known === undefined ? undefined : normalize(known);
  else if (name === 'PWD') scope.cwd = known === undefined ? undefined : absolutePath(known, scope.cwd);
  else scope.vars.set(name, known);
}

/** The last command of a list or pipeline: where bash applies the redirections the grammar hangs on the whole. */
function lastCommand(node: ShellNode): ShellNode {
  let current = node;
  for (let guard = 0; guard < MAX_SYNTAX_DEPTH && (current.type === 'list' || current.type === 'pipeline' || current.type === 'negated_command'); guard++) {
    const named = childrenOf(current).filter((c) => c.isNamed && c.type !== 'comment');
    if (named.length === 0) break;
    current = named[named.length - 1];
  }
  return current;
}

function redirected(node: ShellNode, scope: Scope, nested: number, depth: number, run: Run): void {
  const body = fieldChildren(node, 'body')[0];
  const redirects = fieldChildren(node, 'redirect');
  if (body !== undefined && (body.type === 'list' || body.type === 'pipeline' || body.type === 'negated_command')) {
    const last = lastCommand(body);
    if (last.type === 'command') {
      run.redirectsOf.set(last.id, [...(run.redirectsOf.get(last.id) ?? []), ...redirects]);
      walk(body, scope, nested, depth + 1, run);
      return;
    }
  }
  // A block's redirections are opened before it runs, in the folder it starts in.
  const stdin = stdinScriptOf(redirects);
  for (const r of redirects) redirect(r, scope, 'redirect', nested, depth + 1, run);
  if (body === undefined) return;
  if (body.type === 'command') simpleCommand(body, scope, nested, depth + 1, run, stdin);
  else walk(body, scope, nested, depth + 1, run);
}

/** Judges one redirection: a write into a file is named (a device is not), a read is not judged. */
function redirect(node: ShellNode, scope: Scope, kind: WriteKind, nested: number, depth: number, run: Run): void {
  substitutions(node, scope, nested, depth + 1, run);
  if (node.type === 'heredoc_redirect') {
    for (const child of childrenOf(node)) if (child.type === 'file_redirect') redirect(child, scope, 'heredoc', nested, depth + 1, run);
    return;
  }
  if (node.type !== 'file_redirect') return;
  const operator = childrenOf(node).find((c) => !c.isNamed)?.type;
  const destination = fieldChildren(node, 'destination')[0];
  if (operator === undefined || destination === undefined || !WRITE_OPERATORS.has(operator)) return;
  // `>&2`, `2>&1`, `>&-`: a descriptor, not a file.
  if (operator === '>&' && (destination.type === 'number' || destination.text === '-')) return;
  const word = wordOf(destination, scope);
  if (word.value !== undefined) {
    const path = absolutePath(word.value, scope.cwd);
    if (path !== undefined && (DEVICES.has(path) || /^\/dev\/fd\/\d+$/.test(path))) return;
  }
  record(word, kind, node.text, scope, run);
}

/** The script a shell reads on its standard input, when a heredoc or here-string shows it whole. */
function stdinScriptOf(redirects: readonly ShellNode[]): string | undefined {
  for (const r of redirects) {
    if (r.type === 'heredoc_redirect') {
      const start = childrenOf(r).find((c) => c.type === 'heredoc_start')?.text ?? '';
      const body = childrenOf(r).find((c) => c.type === 'heredoc_body');
      if (body === undefined) return '';
      const quoted = /['"\\]/.test(start);
      // An unquoted heredoc with expansions in it has no text before it runs.
      if (!quoted && childrenOf(body).some((c) => c.isNamed && c.type !== 'heredoc_content')) return undefined;
      return body.text;
    }
  }
  return undefined;
}

function simpleCommand(node: ShellNode, scope: Scope, nested: number, depth: number, run: Run, stdinFromBlock?: string): void {
  const children = childrenOf(node);
  const redirects = [...children.filter((c) => c.type === 'file_redirect' || c.type === 'heredoc_redirect' || c.type === 'herestring_redirect'), ...(run.redirectsOf.get(node.id) ?? [])];
  const assignments = children.filter((c) => c.type === 'variable_assignment');
  const name = fieldChildren(node, 'name')[0];
  // The words' substitutions run first, then the redirections are opened, then the program runs.
  for (const child of children) if (child.type !== 'file_redirect' && child.type !== 'heredoc_redirect' && child.type !== 'herestring_redirect') substitutions(child, scope, nested, depth + 1, run);
  for (const r of redirects) redirect(r, scope, 'redirect', nested, depth + 1, run);
  if (name === undefined) {
    for (const a of assignments) assign(a, scope, nested, depth + 1, run);
    return;
  }
  if (assignments.some((a) => !HARMLESS_PREFIXES.has(fieldChildren(a, 'name')[0]?.text ?? '') && !(fieldChildren(a, 'name')[0]?.text ?? '').startsWith('LC_'))) run.readOnly = false;
  const words = [name, ...fieldChildren(node, 'argument')].map((w) => wordOf(w.type === 'command_name' && w.childCount === 1 ? w.children[0] : w, scope));
  const herestring = redirects.find((r) => r.type === 'herestring_redirect');
  const herestringWord = herestring === undefined ? undefined : childrenOf(herestring).find((c) => c.isNamed);
  const stdinScript = stdinFromBlock ?? stdinScriptOf(redirects) ?? (herestringWord === undefined ? undefined : wordOf(herestringWord, scope).value);
  dispatch({ words, text: node.text, ...(stdinScript !== undefined ? { stdinScript } : {}) }, scope, nested, run);
}

function basename(value: string): string {
  const slash = value.lastIndexOf('/');
  return slash < 0 ? value : value.slice(slash + 1);
}

/** One simple command, its words known: the writes it names, cd, nested scripts, wrappers, the read-only list. */
function dispatch(command: Simple, scope: Scope, nested: number, run: Run): void {
  const [first, ...args] = command.words;
  if (first === undefined) return;
  if (first.value === undefined) {
    // The program itself is a variable or a substitution: it may write anything.
    run.readOnly = false;
    return;
  }
  const name = basename(first.value);
  const wrapper = WRAPPERS.get(name);
  if (wrapper !== undefined) return wrapped(name, wrapper, args, command, scope, nested, run);
  if (name === 'cd' || name === 'pushd' || name === 'popd') return changeFolder(name, args, scope);
  if (SHELLS.has(name)) return shell(name, args, command, scope, nested, run);
  if (name === 'eval') {
    run.readOnly = false;
    if (args.some((a) => a.value === undefined)) return;
    nestedScript(args.map((a) => a.value).join(' '), scope, nested, run);
    return;
  }
  const writer = WRITERS.get(name);
  if (writer !== undefined) {
    const targets: Targets = {
      write: (word, kind, options) => {
        if (command.fromStdin === true) return;
        record(word, kind, command.text, scope, run, options?.deletes, options?.sources);
      },
      unknown: (kind, reason) => unknown(kind, command.text, reason, run),
    };
    const before = run.writes.length + run.unknownWrites.length;
    writer(args, targets);
    if (command.fromStdin === true && name !== 'git' && name !== 'find' && name !== 'sed' && name !== 'perl') unknown(kindOfWriter(name), command.text, 'stdin', run);
    if (run.writes.length + run.unknownWrites.length > before) run.readOnly = false;
  }
  if (!isReadOnlyCommand(name, args)) run.readOnly = false;
}

function kindOfWriter(name: string): WriteKind {
  const kinds: Record<string, WriteKind> = { tee: 'tee', cp: 'copy', mv: 'move', install: 'install', ln: 'link', rsync: 'rsync', truncate: 'truncate', touch: 'touch', mkdir: 'mkdir', dd: 'dd', chmod: 'chmod', chown: 'chown', chgrp: 'chown' };
  return kinds[name] ?? 'remove';
}

function wrapped(name: string, wrapper: { valued: string; valuedLong?: readonly string[]; leading?: number }, args: Word[], command: Simple, scope: Scope, nested: number, run: Run): void {
  let i = 0;
  for (; i < args.length; i++) {
    const text = args[i].value;
    if (text === undefined) break;
    if (text === '--') {
      i++;
      break;
    }
    if (name === 'env' && !text.startsWith('-') && text.includes('=')) continue;
    if (!text.startsWith('-') || text === '-') break;
    if (name === 'command' && (text === '-v' || text === '-V')) return;
    if (text.startsWith('--')) {
      if (!text.includes('=') && wrapper.valuedLong?.includes(text) === true) i++;
      continue;
    }
    const last = text[text.length - 1];
    if (text.length === 2 && wrapper.valued.includes(last)) i++;
    // `env -C DIR`, `sudo -D DIR`: the program runs elsewhere.
    if ((name === 'env' && (text === '-C' || text === '--chdir')) || (name === 'sudo' && text === '-D')) scope = { ...clone(scope), cwd: undefined };
  }
  i += wrapper.leading ?? 0;
  const rest = args.slice(i);
  if (rest.length === 0) {
    if (name !== 'env' && name !== 'time' && name !== 'command' && name !== 'builtin') run.readOnly = false;
    return;
  }
  if (name !== 'time' && name !== 'command' && name !== 'builtin' && name !== 'nice') run.readOnly = false;
  dispatch({ ...command, words: rest, ...(name === 'xargs' ? { fromStdin: true } : {}) }, name === 'exec' || name === 'command' || name === 'builtin' ? scope : clone(scope), nested, run);
}

function changeFolder(name: string, args: readonly Word[], scope: Scope): void {
  const operands = args.filter((a) => a.value === undefined || !a.value.startsWith('-') || a.value === '-');
  if (name === 'popd' || operands[0]?.value === '-') {
    scope.cwd = undefined;
    return;
  }
  const target = operands[0];
  if (target === undefined) {
    scope.cwd = scope.home;
    return;
  }
  scope.cwd = target.value === undefined ? undefined : absolutePath(target.value, scope.cwd);
}

/** `bash -c STRING`, `sh -lc STRING`, `bash` reading a heredoc; a shell running a script file is opaque. */
function shell(name: string, args: readonly Word[], command: Simple, scope: Scope, nested: number, run: Run): void {
  run.readOnly = false;
  let takesString = false;
  let i = 0;
  for (; i < args.length; i++) {
    const text = args[i].value;
    if (text === undefined || !text.startsWith('-') || text === '-' || text === '--') break;
    if (text.startsWith('--')) continue;
    if (text.includes('c')) takesString = true;
    // `-o OPTION`, `-O OPTION` take a word.
    if (text === '-o' || text === '-O' || text === '+o' || text === '+O') i++;
  }
  if (args[i]?.value === '--') i++;
  const child: Scope = { cwd: scope.cwd, home: scope.home, vars: new Map() };
  if (takesString) {
    const text = args[i];
    if (text === undefined) return;
    if (text.value === undefined) {
      run.notes.push(`the script of "${clip(command.text)}" is not known before it runs, so the files it writes are not named`);
      return;
    }
    nestedScript(text.value, child, nested, run, POSIX_SHELLS.has(name));
    return;
  }
  if (i >= args.length && command.stdinScript !== undefined) nestedScript(command.stdinScript, child, nested, run, POSIX_SHELLS.has(name));
}

function nestedScript(text: string, scope: Scope, nested: number, run: Run, posix = false): void {
  if (nested + 1 > run.maxDepth) throw new Beyond({ what: 'depth', limit: run.maxDepth });
  script(text, scope, nested + 1, run, posix);
}

function clip(text: string): string {
  return text.length <= MAX_WORDS_CHARS ? text : `${text.slice(0, MAX_WORDS_CHARS - 1)}…`;
}

function record(word: Word, kind: WriteKind, words: string, scope: Scope, run: Run, deletes?: boolean, sources?: readonly Word[]): void {
  run.readOnly = false;
  if (word.value === undefined) return unknown(kind, words, word.reason ?? 'variable', run);
  const path = absolutePath(word.value, scope.cwd);
  if (path === undefined) return unknown(kind, words, 'cd', run);
  const key = `${kind}\0${path}\0${deletes === true ? 1 : 0}`;
  if (run.seen.has(key)) return;
  run.seen.add(key);
  if (run.writes.length + run.unknownWrites.length >= MAX_WRITES) {
    run.dropped++;
    return;
  }
  const names = sources?.map((s) => s.value).filter((v): v is string => v !== undefined && v !== '').map((v) => basename(v.replace(/\/+$/, ''))).filter((v) => v !== '' && v !== '.' && v !== '..');
  run.writes.push({ path, words: clip(words), kind, ...(deletes === true ? { deletes } : {}), ...(names !== undefined && names.length > 0 ? { sources: names } : {}) });
}

function unknown(kind: WriteKind, words: string, reason: UnknownReason, run: Run): void {
  run.readOnly = false;
  const key = `?${kind}\0${words}\0${reason}`;
  if (run.seen.has(key)) return;
  run.seen.add(key);
  if (run.writes.length + run.unknownWrites.length >= MAX_WRITES) {
    run.dropped++;
    return;
  }
  run.unknownWrites.push({ words: clip(words), kind, reason });
}
