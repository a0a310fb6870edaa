// A call on an open notebook's cells, jailed and jailed again just before applying: a host plans it
// on the notebook its editor holds (not on a text document the re-check could reload), so its
// part of the one re-check (core/change's recheckBeforeApply) is the path alone: the same real
// file under the same rules. The host plans the cells again when the notebook moved on.
import { jailForEdit, sameFileSameRules, type RePlan } from '../change';
import type { ResolvedTarget } from '../path';

/** A notebook's path as the checks jailed it. */
export interface JailedNotebook {
  /** The path as the call gave it. */
  filePath: string;
  target: ResolvedTarget;
  /** Every rule that applied to it when checked (core/change's jailForEdit). */
  rules: string;
}

/** The notebook call's part of the one re-check: its path through the jail again, the same real file under the same rules. */
export function notebookRePlan<F extends JailedNotebook>(): RePlan<F> {
  return {
    async jailAgain(file, env) {
      const again = await jailForEdit(file.filePath, env);
      if (!again.ok) return again;
      const changed = sameFileSameRules(file, { target: again.target, rules: again.rules }, { inputPath: [] }, env.platform.caseSensitive);
      return changed ? { ok: false, errors: [changed] } : { ok: true, file: { ...file, target: again.target } };
    },
  };
}
