// `guarded-edit undo [--folder FOLDER] [ID]`: put back what a history entry changed (by default
// the newest entry that is neither an undo nor already undone), through the journal, so the undo
// is an entry too (undo it to redo). Where a file changed since, the change is merged if it does
// not touch the entry's lines; otherwise nothing is written and CHANGED_SINCE_EDIT names them.
import { undoNeedsYesError } from '../../core/journal';
import { fileKey } from '../../core/platform';
import { defaultRecordGate, journaledWrite, journalOfFolder, planUndo } from '../../node/journal';
import { nodePlatform } from '../../node/nodeFs';
import { stateRoot } from '../../node/stateFolder';
import { commandArgs, commandFolder, type Command } from './command';

const UNDO_USAGE = `Usage: guarded-edit undo [--folder FOLDER] [ID]

Undoes the history entry ID of FOLDER (default: the current folder; see guarded-edit history), or
without ID the newest entry that is neither an undo nor already undone, so that repeated calls walk
back. Undoing an undo entry redoes what it undid. A file changed since the entry is merged when the
changes do not touch the entry's lines; otherwise nothing is written (CHANGED_SINCE_EDIT).
Every file the entry names must be a regular file of FOLDER's history, not protected; a file on
the confirm list (.env, .vscode/, .claude/ ...) is changed only with --yes. Any refusal prints
its code and exits 1.

  --folder FOLDER   the workspace folder (default: the current folder).
  --yes             allow changing files on the confirm list.
  --help            show this text.`;

async function runUndo(argv: readonly string[]): Promise<number> {
  const read = commandArgs('undo', UNDO_USAGE, { options: { folder: { type: 'string' }, yes: { type: 'boolean' } }, positionals: { max: 1, name: 'entry' } }, argv);
  if (typeof read === 'number') return read;
  const folder = read.values.folder as string | undefined;
  const id = read.positionals[0];
  const yes = read.values.yes === true;
  const real = commandFolder('undo', folder);
  if (typeof real === 'number') return real;
  try {
    return await undoIn(real, id, yes);
  } catch (error) {
    // Whatever went wrong, a coded line and exit 1, never a stack trace.
    return refused([{ code: 'APPLY_FAILED', message: `The undo stopped: ${error instanceof Error ? error.message : String(error)}. Nothing was changed by this undo.`, recovery_hint: 'Run it again; if it fails again, tell the maintainers what it says.' }]);
  }
}

async function undoIn(real: string, id: string | undefined, yes: boolean): Promise<number> {
  const root = stateRoot();
  const journal = await journalOfFolder(root, real);
  const gate = defaultRecordGate([journal], root);
  const planned = await planUndo(journal, id, gate);
  if (!planned.ok) return refused(planned.errors);
  const { plan } = planned;
  const asked = plan.files.filter((f) => f.written && f.sensitive !== undefined);
  if (asked.length > 0 && !yes) return refused(asked.map((f) => undoNeedsYesError(f.path, f.sensitive?.kind === 'pattern' ? f.sensitive.pattern : 'the workspace file')));
  if (plan.changes.length === 0) {
    process.stdout.write(`Entry ${plan.target.id} is undone already: every file holds its bytes from before it.\n`);
    return 0;
  }
  const caseSensitive = nodePlatform().caseSensitive;
  const written = await journaledWrite({
    stateRoot: root, journal, journals: [journal], keyOf: (p) => fileKey(p, caseSensitive), lockWaitMs: 30_000, gate,
  }, { client: 'guarded-edit cli', session: `cli-${process.pid}`, tool: 'undo', undoes: plan.target.id }, plan.changes);
  if (!written.ok) return refused(written.errors);
  process.stdout.write(`Undid ${plan.target.id} (${plan.target.tool}); the undo is entry ${written.entry}.\n`);
  for (const f of plan.files) process.stdout.write(`    ${f.path}${f.merged ? '  (merged with changes made since)' : ''}\n`);
  return 0;
}

function refused(errors: readonly { code: string; message: string; recovery_hint: string }[]): number {
  for (const e of errors) process.stderr.write(`${e.code}: ${e.message}\n  ${e.recovery_hint}\n`);
  return 1;
}

export const undo: Command = {
  name: 'undo',
  synopsis: 'undo [--folder FOLDER] [ID]',
  summary: ['put back the files of a change'],
  usage: UNDO_USAGE,
  run: runUndo,
};
