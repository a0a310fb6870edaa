// Which cells of a notebook a call replaces, and with which cells of its result: the untouched
// cells that keep their order (the longest run of them in increasing order, so a moved cell is not
// one) stay the very cells they are; each gap between two of them is one replacement. A host turns
// each into its own cell edit (VS Code: one NotebookEdit.replaceCells), so an editor keeps the
// outputs, metadata and typing of every cell the call leaves alone. Pure.
import type { ResultCell } from './planCells';

/** Cells [start, end) of the notebook before the call become the result's cells [from, to). */
export interface CellReplacement {
  start: number;
  end: number;
  from: number;
  to: number;
}

/** Whether a cell of the result is a base cell the call does not change (it may still move). */
export function isUntouchedCell(item: ResultCell): boolean {
  return item.kind === 'base' && item.source === undefined && item.cellType === undefined && item.language === undefined && !item.clearOutputs;
}

/** The replacements from a notebook of `cellCount` cells to `result`; every range is of the notebook before the call. */
export function cellReplacements(cellCount: number, result: readonly ResultCell[]): CellReplacement[] {
  const replacements: CellReplacement[] = [];
  let start = 0;
  let from = 0;
  for (const position of [...keptInOrder(result), result.length]) {
    const index = position < result.length ? (result[position] as ResultCell & { kind: 'base' }).from : cellCount;
    if (index > start || position > from) replacements.push({ start, end: index, from, to: position });
    start = index + 1;
    from = position + 1;
  }
  return replacements;
}

/** The positions in the result of the most untouched cells whose base indexes increase (patience sorting, n log n). */
function keptInOrder(result: readonly ResultCell[]): number[] {
  const tails: number[] = [];
  const previous = new Map<number, number>();
  result.forEach((item, position) => {
    if (item.kind !== 'base' || !isUntouchedCell(item)) return;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((result[tails[middle]] as ResultCell & { kind: 'base' }).from < item.from) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous.set(position, tails[low - 1]);
    tails[low] = position;
  });
  const kept: number[] = [];
  for (let at = tails.at(-1); at !== undefined; at = previous.get(at)) kept.push(at);
  return kept.reverse();
}
