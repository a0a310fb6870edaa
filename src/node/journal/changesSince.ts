// The journal's changes of one file since a time, as the core's refusals name them: a small adapter
// over the journal's read API (its committed entries), so that a refusal can say which agent's
// call changed the lines an old_string was written against. Every host asks it the same way (the
// MCP server, the VS Code tools, the agent hook).
import type { RecordedChange } from '../../core/diagnose';
import type { ResolvedTarget } from '../../core/path';
import { Journal } from './journalStore';
import { realFolder } from './realFolder';

/** Entries read per question: the newest are the ones that matter. */
const MAX_ENTRIES = 200;

/**
 * The changes the journal of the target's folder recorded to it at `since` (ms) or later, oldest
 * first. Undefined when the journal cannot be read (then nothing is said about who changed it):
 * naming a change is a courtesy, never a condition.
 */
export async function journalChangesSince(
  stateRoot: string,
  target: Pick<ResolvedTarget, 'realPath' | 'root'>,
  since: number,
  sameFile: (a: string, b: string) => boolean,
  /** The asking session's own entries are left out: its own edits are never a change it has not seen. */
  ownSession?: string,
): Promise<RecordedChange[] | undefined> {
  let entries;
  try {
    entries = await Journal.of(stateRoot, realFolder(target.root.path)).listEntries();
  } catch {
    return undefined;
  }
  const out: RecordedChange[] = [];
  for (const entry of entries.slice(-MAX_ENTRIES)) {
    const time = Date.parse(entry.time);
    if (!(time >= since) || (ownSession !== undefined && entry.session === ownSession)) continue;
    // The agent behind the client when the entry names one (the hook's), else the client.
    const who = entry.agent !== undefined && entry.agent.length > 0 ? entry.agent : entry.client;
    for (const file of entry.files) {
      if (!sameFile(file.realPath, target.realPath)) continue;
      out.push({ entry: entry.id, time: entry.time, agent: who, tool: entry.tool, file: file.path, lines: file.changes });
    }
  }
  return out;
}
