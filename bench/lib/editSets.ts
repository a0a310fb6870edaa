// Edits for the benchmark: single-line edits spread evenly through the file, each changing a line
// that occurs exactly once into a line that matches no other edit.
import type { Edit } from '../../src/core/request';
import type { CodeFile } from './codeFile';

export function spreadLineEdits(file: CodeFile, count: number): Edit[] {
  const { lines, uniqueLines } = file;
  if (count > uniqueLines.length) throw new RangeError(`Only ${uniqueLines.length} unique lines for ${count} edits.`);
  const edits: Edit[] = [];
  for (let k = 0; k < count; k++) {
    const line = lines[uniqueLines[Math.floor(((k + 0.5) * uniqueLines.length) / count)]];
    // Rename the call or add a statement: a realistic change in the middle or at the end of a line.
    const new_string = line.includes('await ') ? line.replace('await ', 'await retry(') .replace(/;$/, ');') : `${line} // reviewed`;
    edits.push({ old_string: line, new_string });
  }
  return edits;
}
