// The programs that write files their words name, and which of their words those are: tee,
// sed -i, perl -i, the destination of cp, mv, install, rsync and ln (and mv's sources, which it
// removes), rm, rmdir, unlink, shred, truncate, touch, mkdir, dd of=, chmod, chown, chgrp,
// find -delete and git config when it sets or unsets (in .git/config, or the file of --file).
import { hasOption, optionValue, splitOptions, type SplitWords } from './options';
import type { UnknownReason, WriteKind } from './types';
import { literalWord, type Word } from './words';

/** Where a writer's targets go. */
export interface Targets {
  /** A file the words name (`sources`: the names of the files copied or moved into it, when it is a folder). */
  write(word: Word, kind: WriteKind, options?: { deletes?: boolean; sources?: readonly Word[] }): void;
  unknown(kind: WriteKind, reason: UnknownReason): void;
}

type Writer = (args: readonly Word[], out: Targets) => void;

const each = (kind: WriteKind, spec: Parameters<typeof splitOptions>[1] = {}, deletes = false): Writer => (args, out) => {
  for (const operand of splitOptions(args, spec).operands) out.write(operand, kind, deletes ? { deletes } : {});
};

/** cp, mv, install, ln: `-t DIR`, else the last operand; mv removes its sources. */
const toDestination = (kind: WriteKind, spec: Parameters<typeof splitOptions>[1], movesSources: boolean): Writer => (args, out) => {
  const split = splitOptions(args, spec);
  const folder = optionValue(split, '-t', '--target-directory');
  const sources = folder !== undefined ? split.operands : split.operands.slice(0, -1);
  const destination = folder ?? (split.operands.length > 1 || kind === 'link' ? split.operands[split.operands.length - 1] : undefined);
  if (kind === 'install' && hasOption(split, '-d', '--directory')) {
    for (const operand of split.operands) out.write(operand, 'mkdir');
    return;
  }
  if (destination !== undefined) {
    // `ln -s TARGET` alone makes a link named after TARGET in the current folder.
    if (kind === 'link' && folder === undefined && split.operands.length === 1) out.write(literalWord('.'), kind, { sources: split.operands });
    else out.write(destination, kind, { sources });
  }
  if (movesSources) for (const source of sources) out.write(source, kind, { deletes: true });
};

const sedInPlace: Writer = (args, out) => {
  const split = splitOptions(args, { shortWithValue: 'efl', longWithValue: ['--expression', '--file', '--line-length'] });
  // -i takes an attached suffix: `-i.bak`, and -i in a cluster (`-ni`) ends it.
  const inPlace = args.some((a) => a.value !== undefined && (a.value === '--in-place' || a.value.startsWith('--in-place=') || (/^-[a-zA-Z]*i/.test(a.value) && !a.value.startsWith('--'))));
  if (!inPlace) return;
  const scripted = hasOption(split, '-e', '--expression', '-f', '--file');
  for (const operand of scripted ? split.operands : split.operands.slice(1)) out.write(operand, 'sed-i');
};

/** perl's switches: -i[ext] edits in place; -e/-E give the code; otherwise the first operand is the script. */
const perlInPlace: Writer = (args, out) => {
  let inPlace = false;
  let code = false;
  let i = 0;
  for (; i < args.length; i++) {
    const text = args[i].value;
    if (text === undefined || !text.startsWith('-') || text === '-') break;
    if (text === '--') {
      i++;
      break;
    }
    for (let c = 1; c < text.length; c++) {
      const s = text[c];
      if (s === 'i') {
        inPlace = true;
        break;
      }
      if (s === 'e' || s === 'E') {
        code = true;
        if (c + 1 === text.length) i++;
        break;
      }
      if ('IMmxCdD'.includes(s)) break;
      if (s === 'l' || s === '0') while (c + 1 < text.length && /[0-7xA-Fa-f]/.test(text[c + 1])) c++;
    }
  }
  if (!inPlace) return;
  const operands = args.slice(i);
  for (const operand of code ? operands : operands.slice(1)) out.write(operand, 'perl-i');
};

const RSYNC_VALUES = [
  '--exclude', '--include', '--filter', '--files-from', '--exclude-from', '--include-from', '--rsh', '--rsync-path', '--temp-dir',
  '--log-file', '--backup-dir', '--partial-dir', '--compare-dest', '--copy-dest', '--link-dest', '--chmod', '--chown', '--suffix',
  '--timeout', '--bwlimit', '--max-size', '--min-size', '--port', '--password-file', '--out-format', '--usermap', '--groupmap',
];

const rsync: Writer = (args, out) => {
  const split = splitOptions(args, { shortWithValue: 'efBTM', longWithValue: RSYNC_VALUES });
  const log = optionValue(split, '--log-file');
  if (log !== undefined) out.write(log, 'rsync');
  if (split.operands.length < 2) return;
  const destination = split.operands[split.operands.length - 1];
  const sources = split.operands.slice(0, -1);
  if (!isRemote(destination)) out.write(destination, 'rsync', { sources });
  if (hasOption(split, '--remove-source-files')) for (const source of sources) if (!isRemote(source)) out.write(source, 'rsync', { deletes: true });
};

/** `host:path` and `rsync://`: not a file of this machine. */
function isRemote(word: Word): boolean {
  const value = word.value;
  if (value === undefined) return false;
  const colon = value.indexOf(':');
  const slash = value.indexOf('/');
  return colon > 0 && (slash < 0 || colon < slash);
}

/** chmod MODE FILE..., chown OWNER FILE...; with --reference=R every operand is a file. */
const modeThenFiles = (kind: WriteKind): Writer => (args, out) => {
  // chmod's `-x`, `-w` are modes, not options.
  const modeLike = kind === 'chmod' ? args.findIndex((a) => a.value !== undefined && /^-[rwxXst]+$/.test(a.value)) : -1;
  const split = splitOptions(modeLike >= 0 ? args.filter((_, i) => i !== modeLike) : args, {});
  const files = modeLike >= 0 || optionValue(split, '--reference') !== undefined ? split.operands : split.operands.slice(1);
  for (const file of files) out.write(file, kind);
};

const dd: Writer = (args, out) => {
  for (const arg of args) {
    if (arg.value?.startsWith('of=') === true) out.write({ value: arg.value.slice(3), text: arg.text }, 'dd');
    else if (arg.value === undefined && arg.text.startsWith('of=')) out.unknown('dd', arg.reason ?? 'variable');
  }
};

/** find's start folders, when it deletes what it finds. */
const findDelete: Writer = (args, out) => {
  if (!args.some((a) => a.value === '-delete')) return;
  const starts: Word[] = [];
  for (const arg of args) {
    if (arg.value !== undefined && (arg.value.startsWith('-') || arg.value === '(' || arg.value === '!')) break;
    starts.push(arg);
  }
  for (const start of starts.length > 0 ? starts : [literalWord('.')]) out.write(start, 'find-delete', { deletes: true });
};

const GIT_CONFIG_WRITES = ['--add', '--unset', '--unset-all', '--replace-all', '--rename-section', '--remove-section', '--edit', '-e'];
const GIT_CONFIG_READS = ['--get', '--get-all', '--get-regexp', '--get-urlmatch', '--get-color', '--get-colorbool', '--list', '-l'];

/** git's global options before the command: `-C DIR` moves it; the rest are skipped. */
export function gitCommand(args: readonly Word[]): { folder: Word[]; gitDir?: Word; command?: Word; rest: Word[] } {
  const folder: Word[] = [];
  let gitDir: Word | undefined;
  let i = 0;
  for (; i < args.length; i++) {
    const text = args[i].value;
    if (text === undefined || !text.startsWith('-')) break;
    if (text === '-C' && i + 1 < args.length) folder.push(args[++i]);
    else if (text === '-c' || text === '--namespace' || text === '--git-dir' || text === '--work-tree' || text === '--exec-path') {
      if (text === '--git-dir') gitDir = args[i + 1];
      i++;
    } else if (text.startsWith('--git-dir=')) gitDir = { value: text.slice('--git-dir='.length), text: args[i].text };
  }
  return { folder, ...(gitDir ? { gitDir } : {}), ...(i < args.length ? { command: args[i] } : {}), rest: args.slice(i + 1) };
}

const git: Writer = (args, out) => {
  const { folder, gitDir, command, rest } = gitCommand(args);
  if (command?.value !== 'config') return;
  const split: SplitWords = splitOptions(rest, { shortWithValue: 'f', longWithValue: ['--file', '--blob', '--type', '--default', '--comment'] });
  if (hasOption(split, '--global', '--system', '--blob')) return;
  const [action] = split.operands;
  const subcommand = action?.value;
  let writes: boolean;
  if (subcommand === 'set' || subcommand === 'unset' || subcommand === 'rename-section' || subcommand === 'remove-section' || subcommand === 'edit') writes = true;
  else if (subcommand === 'get' || subcommand === 'list') writes = false;
  else if (hasOption(split, ...GIT_CONFIG_WRITES)) writes = true;
  else if (hasOption(split, ...GIT_CONFIG_READS)) writes = false;
  else writes = split.operands.length >= 2;
  if (!writes) return;
  const file = optionValue(split, '-f', '--file');
  if (file !== undefined) {
    out.write(inFolders(folder, file), 'git-config');
    return;
  }
  if (gitDir !== undefined) out.write(inFolders(folder, joined(gitDir, 'config')), 'git-config');
  else out.write(inFolders(folder, literalWord('.git/config')), 'git-config');
};

/** A word taken from the folders of `git -C` (each relative to the one before). */
function inFolders(folders: readonly Word[], word: Word): Word {
  let result = word;
  for (let i = folders.length - 1; i >= 0; i--) {
    if (result.value?.startsWith('/') === true) break;
    result = joined(folders[i], result.value ?? '', result);
  }
  return result;
}

function joined(folder: Word, name: string, of?: Word): Word {
  if (folder.value === undefined) return { value: undefined, text: folder.text, reason: folder.reason ?? 'variable' };
  if (of !== undefined && of.value === undefined) return of;
  return { value: `${folder.value.replace(/\/+$/, '')}/${name}`, text: of?.text ?? folder.text };
}

export const WRITERS: ReadonlyMap<string, Writer> = new Map<string, Writer>([
  ['tee', each('tee')],
  ['sed', sedInPlace],
  ['gsed', sedInPlace],
  ['perl', perlInPlace],
  ['cp', toDestination('copy', { shortWithValue: 'tS', longWithValue: ['--target-directory', '--suffix'] }, false)],
  ['mv', toDestination('move', { shortWithValue: 'tS', longWithValue: ['--target-directory', '--suffix'] }, true)],
  ['install', toDestination('install', { shortWithValue: 'tSmogC', longWithValue: ['--target-directory', '--suffix', '--mode', '--owner', '--group'] }, false)],
  ['ln', toDestination('link', { shortWithValue: 'tS', longWithValue: ['--target-directory', '--suffix'] }, false)],
  ['rsync', rsync],
  ['rm', each('remove', {}, true)],
  ['rmdir', each('remove', {}, true)],
  ['unlink', each('remove', {}, true)],
  ['shred', each('remove', { shortWithValue: 'ns', longWithValue: ['--iterations', '--size', '--random-source'] }, true)],
  ['truncate', each('truncate', { shortWithValue: 'sr', longWithValue: ['--size', '--reference'] })],
  ['touch', each('touch', { shortWithValue: 'dtr', longWithValue: ['--date', '--reference', '--time'] })],
  ['mkdir', each('mkdir', { shortWithValue: 'mZ', longWithValue: ['--mode', '--context'] })],
  ['dd', dd],
  ['chmod', modeThenFiles('chmod')],
  ['chown', modeThenFiles('chown')],
  ['chgrp', modeThenFiles('chown')],
  ['find', findDelete],
  ['git', git],
]);
