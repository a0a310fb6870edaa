// Where the block that a run of lines opens ends: for an old_string whose last line is an elision
// ("// rest unchanged"), the range named must be the whole block the marker stands for, not the
// lines before it. By indentation: the lines indented deeper than the block's first line, and the
// closing line at its own depth ("}", "end", "fi", "</div>"); a block at the left margin that is
// followed by lines at the margin (a TOML table, a Dockerfile stage) runs to the next blank line.
import { LINE_COST, type WorkBudget } from '../text';

/** Lines looked at past the run at most: a block longer than this is named up to here. */
const MAX_BLOCK_LINES = 5000;
const CLOSER = /^(?:[}\])]|end\b|fi\b|done\b|esac\b|<\/|\*\/|-->|endif\b|endfunction\b|endwhile\b|endforeach\b)/;

/** The last line (1-based) of the block that starts at line `start` and is known to reach line `end`. */
export function blockEnd(lines: readonly string[], start: number, end: number, budget?: WorkBudget): number {
  const base = depth(lines[start - 1] ?? '');
  const limit = Math.min(lines.length, end + MAX_BLOCK_LINES);
  let last = end;
  let i = end;
  let marginList = false;
  for (; i < limit; i++) {
    const line = lines[i];
    if (budget && !budget.charge(LINE_COST + (line.length >> 2))) return last;
    if (line.trim().length === 0) {
      if (marginList) return last;
      continue;
    }
    const d = depth(line);
    if (d > base) {
      last = i + 1;
      continue;
    }
    // The first line after the run at the margin, below a block at the margin: a list of entries.
    if (base === 0 && d === 0 && i === end && !CLOSER.test(line.trimStart())) {
      marginList = true;
    }
    if (marginList && d === 0 && !CLOSER.test(line.trimStart())) {
      last = i + 1;
      continue;
    }
    return d === base && CLOSER.test(line.trimStart()) ? i + 1 : last;
  }
  return last;
}

/** Indentation width, a tab counted as four columns. */
function depth(line: string): number {
  let width = 0;
  for (const c of line) {
    if (c === ' ') width++;
    else if (c === '\t') width += 4;
    else break;
  }
  return width;
}
