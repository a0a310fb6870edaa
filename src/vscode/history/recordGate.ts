// Every path that comes from a history record, gated before anything of it is read or written:
// the record's real path must be where the jail of a tool call (core/path, with the VS Code
// environment: the open folders, protected files, links, the file's kind) puts that same path,
// inside the folder whose journal holds the record. A record is input, not authority.
// The journal's own gate for record paths (shared with the MCP server and the command line) is to
// replace this one once it lands; until then this is the jail the tools use.
import type { GuardedError } from '../../core/errors';
import { guardedError } from '../../core/errors';
import { resolveTarget, type ResolvedTarget } from '../../core/path';
import { fileKey, type WorkspaceRoot } from '../../core/platform';
import { nodePlatform } from '../../node/nodeFs';
import { hostFs } from '../../node/syncFs';

export interface GateRules {
  roots: readonly WorkspaceRoot[];
  protectedPatterns: readonly string[];
  maxFileBytes: number;
}

/** The target a record's path names, or why it may not be touched. `exists`: whether a file is there now. */
export async function gateRecordPath(realPath: string, journalFolder: string, rules: GateRules): Promise<{ ok: true; target: ResolvedTarget } | { ok: false; errors: GuardedError[] }> {
  const platform = nodePlatform();
  const fs = hostFs();
  const exists = await fs.lstat(realPath).then(() => true, () => false);
  const resolved = await resolveTarget(realPath, rules.roots, fs, platform, { purpose: exists ? 'edit' : 'create', protectedPatterns: rules.protectedPatterns, maxFileBytes: rules.maxFileBytes });
  if (!resolved.ok) return resolved;
  const { target } = resolved;
  const key = (p: string) => fileKey(p, platform.caseSensitive);
  const rootReal = await fs.realpath(target.root.path).catch(() => target.root.path);
  if (key(target.realPath) !== key(realPath) || key(rootReal) !== key(journalFolder)) {
    return { ok: false, errors: [guardedError('OUTSIDE_WORKSPACE', `The history record names ${JSON.stringify(realPath)}, which is not a file of the folder its journal belongs to (${journalFolder}) as that folder is now. Nothing was changed.`, ['entry'], 'Change the file by hand if it is yours; a record is never followed outside its folder.')] };
  }
  return { ok: true, target };
}
