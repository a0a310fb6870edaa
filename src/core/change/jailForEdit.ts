// A file to edit put through the jail on the folders and settings of an environment: the one call
// of the check and of the re-check before applying, for every tool that edits an existing file (an
// edit's files, a notebook's cells), so the two can never jail with different options.
import { resolveTarget, targetRulesKey, type JailOptions, type ResolvedTarget, type ResolveTargetResult } from '../path';
import type { EditEnvironment } from './environment';

/** The jail's options for a file to edit under `env` (its protected patterns, size limit and text-head cache). */
export function editJailOptions(env: EditEnvironment): JailOptions {
  return { purpose: 'edit', protectedPatterns: env.protectedPatterns, maxFileBytes: env.maxFileBytes, ...(env.textHeads ? { textHeads: env.textHeads } : {}) };
}

/** `filePath` jailed as a file to edit, with every rule that applied to it (targetRulesKey: the re-check compares them). */
export async function jailForEdit(filePath: string, env: EditEnvironment): Promise<{ ok: true; target: ResolvedTarget; rules: string } | Extract<ResolveTargetResult, { ok: false }>> {
  const resolved = await resolveTarget(filePath, env.roots, env.fs, env.platform, editJailOptions(env));
  return resolved.ok ? { ...resolved, rules: targetRulesKey(resolved.target, env) } : resolved;
}
