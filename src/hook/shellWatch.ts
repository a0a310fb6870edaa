// A shell call watched: at its before-event the state of every folder the hook guards is taken
// (src/node/watch: a shadow repository in the state folder, and the hook's own copy of
// .git/config and .git/hooks/**), kept under the session and the call; at its after-event what
// the call added, changed, deleted or re-moded is ONE history entry (client the agent, tool its
// shell tool, the command). A protected or confirm-list file it changed is put back at once to its
// bytes from before, recorded as an entry of its own ("put_back"), and the agent is told.
import { realpathSync } from 'node:fs';
import type { AgentEvent, HookEnvironment } from '../core/agentHook';
import { entryCommand, putBackPattern, putBackReason, type PutBackFile } from '../core/watch';
import { Journal, recordEntryNow, type RecordedFile } from '../node/journal';
import { restoreFile, ShadowRepo, watchAfter, watchBefore, type WatchedBefore, type WatchedFile, type WatchLimits } from '../node/watch';
import { takeBegunScan, type BegunScan } from './shellScanBegun';
import { pendingPath, prunePending, takePending, writePending } from './shellPending';

export interface ShellWatchContext {
  event: AgentEvent;
  command: string;
  env: HookEnvironment;
  stateRoot: string;
  home: string | undefined;
  limits: WatchLimits;
  /** The first folder's scan begun by the hook's program (shellScanBegun.ts), and at an after-event the call's record. */
  begun?: BegunScan;
}

/** What the before-event found: notes for folders not watched (said where the agent shows them). */
export interface WatchStart {
  notes: string[];
}

/** At an allowed before-event of a shell call: the state of every guarded folder, kept for the after-event. */
export async function watchShellBefore(context: ShellWatchContext): Promise<WatchStart> {
  const folders: WatchedBefore[] = [];
  const notes: string[] = [];
  const { begun } = context;
  for (const folder of realFolders(context.env)) {
    const before = await watchBefore(ShadowRepo.of(context.stateRoot, folder, context.home), context.limits, takeBegunScan(begun, folder));
    if (before.kind === 'off') notes.push(`${folder} is not watched: ${before.reason}.`);
    else folders.push(before);
  }
  if (folders.length > 0) writePending(pendingPath(context.stateRoot, context.event, context.command), { version: 2, folders });
  return { notes };
}

/** At the after-event: the call's entry, its put-back, and what the agent is told (undefined: nothing). */
export async function watchShellAfter(context: ShellWatchContext): Promise<{ told?: string; entry?: string; putBack?: string }> {
  const { begun } = context;
  const pending = begun !== undefined ? begun.pending : takePending(pendingPath(context.stateRoot, context.event, context.command));
  if (pending === undefined) {
    prunePending(context.stateRoot);
    return {};
  }
  const meta = { client: context.event.agent, session: context.event.session, tool: context.event.tool, command: entryCommand(context.command) };
  const told: PutBackFile[] = [];
  const failed: string[] = [];
  let entry: string | undefined;
  let putBack: string | undefined;
  for (const before of pending.folders) {
    const repo = ShadowRepo.of(context.stateRoot, before.folder, context.home);
    const after = await watchAfter(repo, before, context.limits, takeBegunScan(begun, before.folder));
    if (after.kind === 'off') continue;
    const stays: RecordedFile[] = [];
    const restored: RecordedFile[] = [];
    for (const file of after.files) {
      const rule = file.gitOwn === true || putBackPattern(file.path, context.env.protectedPatterns, context.env.confirmPatterns ?? [], context.env.platform) !== undefined;
      if (!rule) {
        stays.push(recorded(file));
        continue;
      }
      const action = actionOf(file);
      if (file.before === 'not-kept' || !restoreFile(before.folder, file.path, file.before, file.modeBefore || 0o644)) {
        failed.push(file.path);
        stays.push(recorded(file));
        continue;
      }
      told.push({ path: file.path, action });
      restored.push(recorded({ ...file, before: file.after, after: file.before, modeBefore: file.modeAfter, modeAfter: file.modeBefore }));
    }
    const journal = Journal.of(context.stateRoot, before.folder);
    const id = stays.length > 0 ? await recordEntryNow(journal, meta, stays) : undefined;
    entry = id ?? entry;
    if (restored.length > 0) {
      putBack = await recordEntryNow(journal, { client: context.event.agent, session: context.event.session, tool: 'put_back', putBackOf: id ?? null }, restored);
    }
  }
  // Records of calls whose after-event never came: cleared once this call's scans are done.
  prunePending(context.stateRoot);
  if (told.length === 0 && failed.length === 0) return { ...(entry ? { entry } : {}) };
  return { told: putBackReason(context.event.tool, told, failed), ...(entry ? { entry } : {}), ...(putBack ? { putBack } : {}) };
}

function actionOf(file: WatchedFile): 'add' | 'update' | 'delete' {
  return file.before === null ? 'add' : file.after === null ? 'delete' : 'update';
}

function recorded(file: WatchedFile): RecordedFile {
  const notKept = file.before === 'not-kept' || file.after === 'not-kept';
  const mode = file.after === null ? file.modeBefore : file.modeAfter;
  if (notKept) return { realPath: file.realPath, displayPath: file.path, before: null, after: null, changes: [], notKept: actionOf(file), ...(mode ? { mode } : {}) };
  const before = file.before as Uint8Array | null;
  const after = file.after as Uint8Array | null;
  return { realPath: file.realPath, displayPath: file.path, before, after, ...(mode ? { mode } : {}) };
}

/** The guarded folders by their real paths (the journal and the shadow are keyed by them). */
function realFolders(env: HookEnvironment): string[] {
  const out = new Set<string>();
  for (const root of env.roots) {
    try {
      out.add(realpathSync(root.path));
    } catch {
      // A folder that is gone is not watched.
    }
  }
  return [...out];
}

