// The short list of programs a command may run and still be proven read-only: each reads files
// or prints, and none of the options that make one write a file or run another program is given.
import { gitCommand } from './writers';
import type { Word } from './words';

/** Programs that never write a file or run another one, whatever their words. */
const ALWAYS_READ_ONLY = new Set([
  'ls', 'cat', 'head', 'tail', 'wc', 'grep', 'egrep', 'fgrep', 'pwd', 'echo', 'printf', 'true', 'false', 'test', '[',
  'which', 'type', 'stat', 'du', 'df', 'diff', 'cmp', 'cut', 'tr', 'nl', 'basename', 'dirname', 'realpath', 'readlink',
  'whoami', 'id', 'uname', 'printenv', 'comm', 'fold', 'rev', 'seq', 'md5sum', 'sha1sum', 'sha256sum', 'sha512sum',
  'column', 'uniq', 'cd', 'pushd', 'popd', ':', 'jq', 'od', 'hexdump', 'xxd', 'strings',
]);

/** Options that make an otherwise read-only program write a file or run another program. */
const WRITING_OPTIONS: Record<string, readonly string[]> = {
  find: ['-delete', '-exec', '-execdir', '-ok', '-okdir', '-fprint', '-fprint0', '-fprintf', '-fls'],
  sort: ['-o', '--output'],
  rg: ['--pre', '--pre-glob'],
  tree: ['-o'],
  file: ['-C', '--compile'],
  date: ['-s', '--set'],
};

const GIT_READS = new Set(['status', 'log', 'diff', 'show', 'rev-parse', 'ls-files', 'blame', 'grep', 'shortlog', 'describe', 'cat-file', 'ls-tree']);

/**
 * Whether `name` with these words is on the read-only list. The commands of its words' substitutions
 * are judged apart; a word with no known value may be any option, so the programs with options that
 * write are not proven with one.
 */
export function isReadOnlyCommand(name: string, args: readonly Word[]): boolean {
  if (ALWAYS_READ_ONLY.has(name)) {
    // uniq IN OUT writes OUT; xxd -r writes when given a second file.
    if (name === 'uniq') return args.filter((a) => !(a.value ?? '').startsWith('-')).length < 2;
    if (name === 'xxd') return args.filter((a) => !(a.value ?? '').startsWith('-')).length < 2;
    return true;
  }
  const writing = WRITING_OPTIONS[name];
  if (writing !== undefined) return !args.some((a) => a.value === undefined || writing.some((o) => a.value === o || a.value?.startsWith(`${o}=`) === true || (o.length === 2 && !o.startsWith('--') && a.value?.startsWith(o) === true)));
  if (name === 'hostname') return args.length === 0 || args.every((a) => a.value?.startsWith('-') === true);
  if (name === 'env') return args.length === 0;
  if (name === 'git') return gitReadOnly(args);
  return false;
}

function gitReadOnly(args: readonly Word[]): boolean {
  // Only -C and the pager switches before the command: `-c` can set a program git runs.
  for (const arg of args) {
    const text = arg.value;
    if (text === undefined) return false;
    if (!text.startsWith('-')) break;
    if (!['-C', '--no-pager', '-P'].includes(text)) return false;
  }
  const { command, rest } = gitCommand(args);
  if (command?.value === undefined || !GIT_READS.has(command.value)) return false;
  return !rest.some((a) => a.value === undefined || a.value.startsWith('--output') || a.value === '-O' || a.value.startsWith('--open-files-in-pager') || a.value.startsWith('--ext-diff'));
}
