// What every MCP tool that edits files shares between its one check and its one commit: the
// environment of a plan against the bytes on disk, and planning again when another process wrote
// a file between our plan and our write (the commit says it was overtaken).
import { DiskDocuments } from '../core/disk';
import type { EditEnvironment } from '../core/change';
import { asciiText, readFileBytes } from '../node/fileBytes';
import { beginVersionHash, journalChangesSince } from '../node/journal';
import type { CallContext } from './context';
import { fingerprint } from '../core/gate';

/** Plans made again when another process changed a file between the plan and the write. */
const MAX_ATTEMPTS = 8;

export interface DiskPlanning {
  env: EditEnvironment;
  documents: DiskDocuments;
}

/** A plan's environment: the folders as they are now, and documents read from disk once each. */
export async function diskPlanning(ctx: CallContext): Promise<DiskPlanning> {
  // The bytes planned on are the version the journal stores if the plan is written: its hash begins now, beside the planning.
  const documents = new DiskDocuments(async (realPath) => {
    const bytes = await readFileBytes(realPath);
    beginVersionHash(bytes);
    return bytes;
  }, asciiText);
  const env: EditEnvironment = {
    roots: await ctx.workspace.roots(),
    platform: ctx.platform,
    fs: ctx.fs,
    trusted: true,
    protectedPatterns: ctx.protectedPatterns,
    maxFileBytes: ctx.options.maxFileBytes,
    loadDocument: (target) => documents.load(target),
    // A miss on a file changed since the model's read says so, and names the journal's change of its lines.
    readChanged: (target, text) => ctx.gate.status(ctx.keyOf(target), fingerprint(text)) === 'changed',
    changesSinceRead: (target) => {
      const since = ctx.gate.readAt(ctx.keyOf(target));
      return since === undefined ? undefined : journalChangesSince(ctx.stateRoot, target, since, (a, b) => ctx.keyOf({ realPath: a }) === ctx.keyOf({ realPath: b }), ctx.session);
    },
  };
  return { env, documents };
}

/**
 * Runs `attempt` (plan, ask, commit) until it is not overtaken by another process, at most
 * MAX_ATTEMPTS times, with a short random pause between tries so that processes in step fall out
 * of step. The first try uses `first`, the environment the request was checked in.
 */
export async function planUntilWritten<R>(ctx: CallContext, first: DiskPlanning, attempt: (planning: DiskPlanning) => Promise<{ outcome: R; stale: boolean }>): Promise<R> {
  let planning = first;
  for (let tries = 1; ; tries++) {
    const { outcome, stale } = await attempt(planning);
    if (!stale || tries >= MAX_ATTEMPTS) return outcome;
    await new Promise((r) => setTimeout(r, Math.random() * 5 * tries));
    planning = await diskPlanning(ctx);
  }
}
