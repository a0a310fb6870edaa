// Codex's shell tools reach hooks as tool "Bash" with `tool_input.command` (a string; argv from its
// older shell tool), and a model also applies patches through them: `apply_patch <<'EOF' ... EOF`
// (Codex puts an apply_patch program on the shell's PATH and intercepts the call), possibly after
// `cd DIR &&` or wrapped in `bash -lc '...'`, or argv ["apply_patch", PATCH]. This finds such a
// patch and the folder its relative paths are in (`workdir` when the input has it, then the `cd`);
// any other command is not a file tool, and is left alone. Pure.
import type { ShellPatch } from '../dialect';

/** A shell that runs its -c argument (with a path or not), as `bash -lc SCRIPT`. */
const SHELL_WRAPPER = /^\s*(?:\S*\/)?(?:bash|sh|zsh|dash)\s+-l?c\s+/;
/**
 * `apply_patch` where a command starts: the script's start, after a line break, `;`, `&&`, `||`,
 * `|` or `(`. The whitespace after a separator holds no other separator, so each character is
 * read from one start only (`\s*` would read a long run of line breaks once from each of them).
 */
const APPLY_PATCH_COMMAND = /(?:^|[\n;&|(])(?:(?![\n;&|(])\s)*(?:apply_patch|applypatch)(?=[\s<'"]|$)/;
const LEADING_CD = /^\s*cd\s+/;
const BEGIN = '*** Begin Patch';
const END = '*** End Patch';

export function shellPatch(input: Record<string, unknown>): ShellPatch | undefined {
  const command = input.command ?? input.cmd;
  const workdir = typeof input.workdir === 'string' && input.workdir !== '' ? input.workdir : undefined;
  let script: string | undefined;
  if (Array.isArray(command)) {
    const argv = command.slice(0, 16).filter((a): a is string => typeof a === 'string');
    if (argv.length >= 2 && /^(?:apply_patch|applypatch)$/.test(argv[0])) return withFolder({ patch: patchText(argv[1]) }, workdir);
    if (argv.length >= 3 && /^(?:\S*\/)?(?:bash|sh|zsh|dash)$/.test(argv[0]) && /^-l?c$/.test(argv[1])) script = argv[2];
  } else if (typeof command === 'string') {
    script = SHELL_WRAPPER.test(command) ? shellWord(command.replace(SHELL_WRAPPER, '')).word : command;
  }
  if (script === undefined) return undefined;
  const found = APPLY_PATCH_COMMAND.exec(script);
  if (found === null) return undefined;
  const patch = patchText(script.slice(found.index));
  let folder: string | undefined;
  if (LEADING_CD.test(script)) {
    const cd = shellWord(script.replace(LEADING_CD, ''));
    if (/^\s*&&/.test(cd.rest) && cd.word !== '') folder = cd.word;
  }
  return withFolder(folder === undefined ? { patch } : { patch, folder }, workdir);
}

/** A relative path of the patch, in the folder the command works in. */
export function inFolder(folder: string, path: string): string {
  if (/^(?:\/|~|\$HOME|\$\{HOME\}|[A-Za-z]:[\\/])/.test(path)) return path;
  return `${folder.replace(/(?<!\/)\/+$/, '')}/${path}`;
}

function withFolder(found: ShellPatch, workdir: string | undefined): ShellPatch {
  if (workdir === undefined) return found;
  return { ...found, folder: found.folder === undefined ? workdir : inFolder(workdir, found.folder) };
}

/** The patch from its first line to its last, or '' when the command does not hold one. */
function patchText(text: string): string {
  const start = text.indexOf(BEGIN);
  if (start < 0) return '';
  const end = text.indexOf(END, start);
  return end < 0 ? text.slice(start) : text.slice(start, end + END.length);
}

/**
 * The first shell word of `text` with its quotes taken off ('...', "...", \x and their
 * concatenations, as `'a'"'"'b'`), and what follows it. Bounded by the text's length.
 */
function shellWord(text: string): { word: string; rest: string } {
  let word = '';
  let i = 0;
  while (i < text.length && /\s/.test(text[i])) i++;
  while (i < text.length && !/\s/.test(text[i])) {
    const c = text[i];
    if (c === "'") {
      const close = text.indexOf("'", i + 1);
      const end = close < 0 ? text.length : close;
      word += text.slice(i + 1, end);
      i = end + 1;
    } else if (c === '"') {
      i++;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\' && i + 1 < text.length && '"\\$`\n'.includes(text[i + 1])) i++;
        word += text[i];
        i++;
      }
      i++;
    } else if (c === '\\' && i + 1 < text.length) {
      word += text[i + 1];
      i += 2;
    } else if (c === ';' || c === '&' || c === '|') {
      break;
    } else {
      word += c;
      i++;
    }
  }
  return { word, rest: text.slice(Math.min(i, text.length)) };
}
