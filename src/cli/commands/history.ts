// `guarded-edit history [FOLDER] [--json]`: the requests Guarded Edit wrote without an editor in a
// workspace folder (the MCP server's and undo's), newest first, from the journal in the user's
// state folder.
import { formatHistory, historyItems, relativeInside, undoneIds } from '../../core/journal';
import { journalOfFolder } from '../../node/journal';
import { stateRoot } from '../../node/stateFolder';
import { readWatchOff, ShadowRepo } from '../../node/watch';
import { commandArgs, commandFolder, type Command } from './command';

const HISTORY_USAGE = `Usage: guarded-edit history [FOLDER] [--json]

Lists what Guarded Edit changed in FOLDER (default: the current folder) without an editor: every
request of the MCP server and every undo, newest first, with when, which client and tool, and the
changed lines of each file. The history is kept in $XDG_STATE_HOME/guarded-edit (default
~/.local/state/guarded-edit), the newest 500 entries and 512 MiB at most.

  --json   print [{ "id", "time", "client", "agent", "tool", "files": [{ "path",
           "action" ("add" | "update" | "delete"), "mode" ("0644", or null), "changes":
           [{ "start_line", "end_line" }], "rebuilt"? (true: the version before was
           rebuilt from the one after and the agent's edits) }], "undoes"? }]

Records that cannot be ours (dated in the future, naming files outside FOLDER) are left out and
named on stderr.
  --help   show this text.

Undo an entry with: guarded-edit undo [--folder FOLDER] [ID]`;

async function runHistory(argv: readonly string[]): Promise<number> {
  const read = commandArgs('history', HISTORY_USAGE, { options: { json: { type: 'boolean' } }, positionals: { max: 1, name: 'folder' } }, argv);
  if (typeof read === 'number') return read;
  const json = read.values.json === true;
  const folder = read.positionals[0];
  const real = commandFolder('history', folder);
  if (typeof real === 'number') return real;
  const journal = await journalOfFolder(stateRoot(), real);
  const { entries, ignored } = await journal.checkEntries();
  // Each file named by where it really is, relative to the folder (never by the record's own word).
  const scope = journal.scope();
  const items = historyItems(entries, (f) => relativeInside(f.realPath, scope) ?? f.path);
  const off = readWatchOff(ShadowRepo.of(stateRoot(), journal.folder, undefined));
  if (off !== undefined) process.stderr.write(`guarded-edit history: shell calls in ${journal.folder} are not watched: ${off.reason} (${off.code}).\n`);
  for (const i of ignored.slice(0, 20)) process.stderr.write(`guarded-edit history: ignored the record ${JSON.stringify(i.name.slice(0, 80))}: ${i.why} (JOURNAL_DAMAGED).\n`);
  process.stdout.write(json ? `${JSON.stringify(items, null, 2)}\n` : formatHistory(items, undoneIds(entries)));
  return 0;
}

export const history: Command = {
  name: 'history',
  synopsis: 'history [FOLDER] [--json]',
  summary: ['list the changes made through Guarded Edit, newest first'],
  usage: HISTORY_USAGE,
  run: runHistory,
};
