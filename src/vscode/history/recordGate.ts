// Every path that comes from a history record, gated before anything of it is read or written:
// the journal's one record gate (src/node/journal/recordGate: the file must be in the folder the
// journal belongs to, that folder open, the jail must admit it there, never the state folder),
// with the VS Code environment (the open folders, the window's protected and confirm lists), then
// the file's kind: only a regular file is opened. A record is input, not authority.
import type { GuardedError } from '../../core/errors';
import { guardedError } from '../../core/errors';
import type { ResolvedTarget } from '../../core/path';
import type { WorkspaceRoot } from '../../core/platform';
import { RecordGate, type Journal } from '../../node/journal';
import { nodePlatform } from '../../node/nodeFs';
import { hostFs } from '../../node/syncFs';

export interface GateRules {
  roots: readonly WorkspaceRoot[];
  protectedPatterns: readonly string[];
  confirmPatterns: readonly string[];
  maxFileBytes: number;
  stateRoot: string;
}

/** The target a record's path names, or why it may not be touched. */
export async function gateRecordPath(journal: Journal, realPath: string, rules: GateRules): Promise<{ ok: true; target: ResolvedTarget } | { ok: false; errors: GuardedError[] }> {
  const fs = hostFs();
  const gate = new RecordGate({ ...rules, fs, platform: nodePlatform(), confirmListName: 'guardedEdit.confirmFiles' });
  const gated = await gate.check(journal, realPath);
  if (!gated.ok) return gated;
  const info = await fs.lstat(realPath).catch(() => undefined);
  if (info && info.kind !== 'file') {
    return { ok: false, errors: [guardedError('NOT_A_FILE', `The history record names ${gated.target.displayPath}, which is not a regular file now. Nothing was changed.`, ['entry'], 'Change the file by hand if it is yours.')] };
  }
  return { ok: true, target: { ...gated.target, exists: info !== undefined } };
}
