// Shared fixtures of the planner tests: a small source file and short ways to call the planner.
import type { ErrorLocation } from '../../../src/core/errors';
import { planEdits, type PlanResult } from '../../../src/core/edit';
import type { Eol } from '../../../src/core/text';
import type { Edit } from '../../../src/core/request';

export const APP_PATH = 'src/app.ts';

export const APP = [
  'import { a } from "./a";', // 1
  '', // 2
  'export function run(x) {', // 3
  '  const y = x + 1;', // 4
  '  log(y);', // 5
  '  log(y);', // 6
  '  return y;', // 7
  '}', // 8
  '', // 9: after the last line break
].join('\n');

export function plan(text: string, edits: readonly Edit[], eol: Eol = '\n', displayPath = APP_PATH): PlanResult {
  return planEdits({ text, eol, edits, displayPath });
}

/** A location in APP_PATH (or another file), 1-based, end exclusive. */
export function loc(line: number, column: number, end_line: number, end_column: number, file_path = APP_PATH): ErrorLocation {
  return { file_path, line, column, end_line, end_column };
}
