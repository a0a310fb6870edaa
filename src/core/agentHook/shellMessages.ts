// The refusals of a shell command: the file it names, the words that write it, why (the same code
// as a file tool's refusal of that file) and the guarded file tool to use instead.
import { guardedError, quote, type GuardedError } from '../errors';
import type { CommandBound, NamedWrite } from '../shell';

const VERBS: Record<NamedWrite['kind'], string> = {
  redirect: 'redirects output into', heredoc: 'writes a heredoc into', tee: 'writes (tee)', 'sed-i': 'edits in place (sed -i)',
  'perl-i': 'edits in place (perl -i)', copy: 'copies into', move: 'moves', install: 'installs into', rsync: 'copies into (rsync)',
  link: 'makes a link at', remove: 'removes', truncate: 'truncates', touch: 'touches', mkdir: 'makes the folder', dd: 'writes (dd of=)',
  chmod: 'changes the mode of', chown: 'changes the owner of', 'git-config': 'changes the git configuration in', 'find-delete': 'deletes files under',
};

function verbOf(write: NamedWrite): string {
  if (write.kind === 'move' && write.deletes === true) return 'moves away';
  if (write.kind === 'rsync' && write.deletes === true) return 'removes (rsync --remove-source-files)';
  return VERBS[write.kind];
}

/** What the command does to the target, for the start of every refusal. */
function writesWhat(write: NamedWrite, shown: string): string {
  return `This shell command ${verbOf(write)} ${quote(shown)} (the words ${quote(write.words)})`;
}

/** A target the jail refuses (outside the workspace, through a link that leads out, protected): its code and reason, worded for the shell. */
export function shellTargetRefused(write: NamedWrite, jailError: GuardedError, instead: string): GuardedError {
  const reason = jailError.message.replace(/^file_path /, 'the path ').replace(/, so it cannot be created.$/, '.');
  const outside = jailError.code === 'OUTSIDE_WORKSPACE' || jailError.code === 'SYMLINK_ESCAPE' || jailError.code === 'NO_WORKSPACE';
  const hint = outside
    ? `Write files inside the workspace only. If a file outside it must change, tell the person which file and why: they make that change themselves. Do not try another command for the same write.`
    : `Leave it as it is: protected files are changed by the person or by the programs that own them. If this change is needed, tell the person which file and why. Do not try another command for the same write.`;
  return guardedError(jailError.code, `${writesWhat(write, write.path)}, and Guarded Edit refuses it: ${reason}`, ['command'], `${hint} To change files of the workspace, use ${instead}.`);
}

/** A target on the confirm list: a person's yes first. */
export function shellConfirmationRequired(write: NamedWrite, displayPath: string, pattern: string, instead: string): GuardedError {
  return guardedError(
    'CONFIRMATION_REQUIRED',
    `${writesWhat(write, displayPath)}, which matches ${quote(pattern)}, one of the files that change only after the person's yes (secrets, editor and agent settings, automation).`,
    ['command'],
    `Make this change with ${instead}, so the person sees the change itself, or tell the person what you want to change in ${displayPath} and why. If this call came back refused, do not repeat it with another command.`,
  );
}

/** A command past the bounds the hook reads (too long, too deep, too many words, a NUL): refused unread. */
export function shellCommandUnreadable(bound: CommandBound, note: string, instead: string): GuardedError {
  const next = bound.what === 'nul'
    ? 'Send the command without NUL characters.'
    : `Run a shorter command: write a large file with ${instead} (in parts when it is very large), and split long scripts into several calls.`;
  return guardedError('INVALID_INPUT', `Guarded Edit's hook cannot check this shell command: ${note}.`, ['command'], next);
}
