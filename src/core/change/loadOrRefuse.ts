// Loading the document a check or a re-check plans on, with its failure as data: the loader's own
// refusal (DocumentRefusal) placed where the request names the file, anything else APPLY_FAILED (could not be opened).
// Every planner and re-check loads through here, so a loader's refusal reads the same in each.
import type { GuardedError, InputPath } from '../errors';
import { loadFailedError } from './applyErrors';
import { DocumentRefusal } from './documentRefusal';

export type Loaded<D> = { ok: true; document: D } | { ok: false; errors: GuardedError[] };

export async function loadOrRefuse<D>(
  load: () => Promise<D>,
  /** How a refusal names the file, and where it points in the request. */
  file: { displayPath: string; inputPath: InputPath },
  /** Places the loader's own errors in the request (a path prefix, a patch line). */
  place: (errors: readonly GuardedError[]) => GuardedError[] = (errors) => [...errors],
): Promise<Loaded<D>> {
  try {
    return { ok: true, document: await load() };
  } catch (error) {
    if (error instanceof DocumentRefusal) return { ok: false, errors: place(error.errors) };
    return { ok: false, errors: [loadFailedError(file.displayPath, file.inputPath, error instanceof Error ? error.message : String(error))] };
  }
}
