// How long refusals take with their hints (closest text, diagnoses) against one JavaScript pass
// over the same text, in one run. The hint searches have a work budget (HINT_WORK_PER_CHAR); this
// shows what it buys. Run: npx tsx scripts/hint-budget.ts
import { planEdits } from '../src/core/edit';
import { WorkBudget } from '../src/core/text';
import type { Edit } from '../src/core/request';

function onePass(text: string): number {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum = (sum + text.charCodeAt(i)) | 0;
  return sum;
}

function timed(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

const line = '  total = compute(value, 42);\n';
const equalLines = line.repeat(500_000);
const nearMiss = (k: number): Edit => ({ old_string: `  total = compute(valve${k}, 42);\n`, new_string: 'x\n' });

const cases: { name: string; text: string; edits: Edit[] }[] = [
  { name: 'near_miss_500000_equal_lines', text: equalLines, edits: [nearMiss(0)] },
  { name: 'near_misses_50', text: equalLines, edits: Array.from({ length: 50 }, (_, k) => nearMiss(k)) },
  { name: 'prefixed_near_miss_500000_equal_lines', text: equalLines, edits: [{ old_string: '  12\t  total = compute(valve, 42);\n  13\t  total = compute(value, 42);', new_string: 'x' }] },
  { name: 'escaped_near_miss_500000_equal_lines', text: equalLines, edits: [{ old_string: '  total = compute(valve, 42);\\n  total = compute(value, 42);', new_string: 'x' }] },
  { name: 'fenced_near_miss_500000_equal_lines', text: equalLines, edits: [{ old_string: '```ts\n  total = compute(valve, 42);\n  total = compute(value, 42);\n```', new_string: 'x' }] },
  { name: 'diff_near_miss_500000_equal_lines', text: equalLines, edits: [{ old_string: '   total = compute(valve, 42);\n-  total = compute(value, 42);\n+  total = compute(value, 43);', new_string: 'x' }] },

];

for (const c of cases) {
  const plan = (budget?: WorkBudget) => planEdits({ text: c.text, eol: '\n', edits: c.edits, displayPath: 'big.txt', hintBudget: budget });
  // Interleaved, fastest of several runs: the machine may be shared, and the fastest run is the least disturbed.
  let pass = Infinity;
  let planning = Infinity;
  let bare = Infinity;
  for (let run = 0; run < 7; run++) {
    pass = Math.min(pass, timed(() => onePass(c.text)));
    planning = Math.min(planning, timed(() => plan()));
    // No budget for hints: what is left is the search itself and the line split.
    bare = Math.min(bare, timed(() => plan(new WorkBudget(0))));
  }
  const result = plan();
  const first = result.ok ? 'planned' : result.errors[0].message.slice(-120);
  console.log(`${c.name}: ${planning.toFixed(1)} ms = ${(planning / pass).toFixed(1)}x one pass (${pass.toFixed(1)} ms); without hint work ${(bare / pass).toFixed(1)}x; ${first}`);
}
