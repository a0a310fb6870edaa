// The environment of a plan against the bytes on disk: what every MCP tool that edits files
// checks and plans in (again for each attempt of the write frame).
import { DiskDocuments } from '../../core/disk';
import type { EditEnvironment } from '../../core/change';
import { asciiText, readFileBytes } from '../../node/fileBytes';
import { beginVersionHash, journalChangesSince } from '../../node/journal';
import type { CallContext } from '../session/context';
import { fingerprint } from '../../core/gate';

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
