// What an agent's file operation alone leaves, replayed on the text it saw before: the history
// compares it with the bytes found after the call, to tell whether someone else changed the file
// meanwhile. Only operations whose result is fully known are replayed (a write, exact edits in
// order, a patch's hunks placed by our patch core as the hook checked them); for the others the
// answer is undefined (not known), never a guess.
import { planHunks } from '../patch';
import { eolOf } from './evaluate';
import type { FileOperation } from './toolCalls';

/** Replacements made at most per edit while replaying (replace_all on a large file). */
const MAX_REPLACEMENTS = 100_000;

/**
 * The text before an edit, rebuilt from the text after it (for an agent that reports an edit only
 * once it is made): each edit taken back, the last first, where its new text occurs exactly once.
 * Undefined when that is not sure: an edit replacing every occurrence, a new text that is empty
 * or found other than once, or a result that replaying the edits does not turn into `after` again.
 */
export function rebuildBefore(op: FileOperation, after: string): string | undefined {
  if (op.kind !== 'edit') return undefined;
  let text = after;
  for (const edit of [...op.edits].reverse()) {
    if (edit.replace_all === true || edit.new_string === '' || edit.old_string === '') return undefined;
    const at = text.indexOf(edit.new_string);
    if (at < 0 || text.indexOf(edit.new_string, at + 1) >= 0) return undefined;
    text = text.slice(0, at) + edit.old_string + text.slice(at + edit.new_string.length);
  }
  return replayOperation(op, text) === after ? text : undefined;
}

export function replayOperation(op: FileOperation, before: string | null): string | undefined {
  if (op.kind === 'write') return op.content;
  if (op.kind === 'hunks') {
    // A moved file is gone from its path after the call: what it left there is not a text.
    if (before === null || op.movedTo !== undefined) return undefined;
    const plan = planHunks({ text: before, eol: eolOf(before), hunks: op.hunks, displayPath: op.path });
    return plan.ok ? plan.newText : undefined;
  }
  if (op.kind !== 'edit' || before === null) return undefined;
  let text = before;
  for (const edit of op.edits) {
    if (edit.old_string === '') return undefined;
    const at = text.indexOf(edit.old_string);
    if (at < 0) return undefined;
    if (edit.replace_all !== true) {
      text = text.slice(0, at) + edit.new_string + text.slice(at + edit.old_string.length);
      continue;
    }
    const parts = text.split(edit.old_string);
    if (parts.length > MAX_REPLACEMENTS + 1) return undefined;
    text = parts.join(edit.new_string);
  }
  return text;
}
