// A call on an open notebook's cells, jailed and jailed again just before applying: a host plans it
// on the notebook its editor holds (not on a text document the re-check could reload), so its
// part of the one re-check (core/change's recheckBeforeApply) is the path alone: the same real
// file under the same rules. The host plans the cells again when the notebook moved on.
import { sameFileSameRules, type EditEnvironment, type RePlan } from '../change';
import { resolveTarget, targetRulesKey, type ResolvedTarget, type ResolveTargetResult } from '../path';

/** A notebook's path as the checks jailed it. */
export interface JailedNotebook {
  /** The path as the call gave it. */
  filePath: string;
  target: ResolvedTarget;
  /** Every rule that applied to it when checked (targetRulesKey). */
  rules: string;
}

/** The notebook's path through the jail, as a file to edit, on the folders and settings of `env`. */
export async function jailNotebook(filePath: string, env: EditEnvironment): Promise<{ ok: true; target: ResolvedTarget; rules: string } | Extract<ResolveTargetResult, { ok: false }>> {
  const resolved = await resolveTarget(filePath, env.roots, env.fs, env.platform, {
    purpose: 'edit', protectedPatterns: env.protectedPatterns, maxFileBytes: env.maxFileBytes,
  });
  return resolved.ok ? { ...resolved, rules: targetRulesKey(resolved.target, env) } : resolved;
}

/** The notebook call's part of the one re-check: its path through the jail again, the same real file under the same rules. */
export function notebookRePlan<F extends JailedNotebook>(): RePlan<F> {
  return {
    async jailAgain(file, env) {
      const again = await jailNotebook(file.filePath, env);
      if (!again.ok) return again;
      const changed = sameFileSameRules(file, { target: again.target, rules: again.rules }, { inputPath: [] }, env.platform.caseSensitive);
      return changed ? { ok: false, errors: [changed] } : { ok: true, file: { ...file, target: again.target } };
    },
  };
}
