// npm run bench: the planner against its performance targets, in one process. Prints one
// `name: value` line per figure and exits non-zero when a target is missed or the planner's
// result differs from the naive loop's.
import { applyReplacements, planEdits } from '../src/core/edit';
import type { Edit } from '../src/core/request';
import { generateCodeFile } from './lib/codeFile';
import { spreadLineEdits } from './lib/editSets';
import { figure, measure, measureInterleaved } from './lib/measure';
import { naiveApply } from './lib/naiveApply';

const LINE_COUNT = 100_000;
const WITHIN_ONE_PASS = 5;
const FASTER_THAN_NAIVE = 50;

const file = generateCodeFile(LINE_COUNT);
const text = file.text;
let failed = false;

function print(name: string, value: string | number): void {
  console.log(`${name}: ${value}`);
}

/** The baseline: one JavaScript pass reading every character into a checksum that is used. */
function onePass(): number {
  let checksum = 0;
  for (let i = 0; i < text.length; i++) checksum = (checksum + text.charCodeAt(i)) | 0;
  return checksum;
}

function plan(edits: readonly Edit[]) {
  const result = planEdits({ text, eol: '\n', edits, displayPath: 'bench/generated.ts' });
  if (!result.ok) throw new Error(`The planner refused the benchmark edits: ${result.errors[0].message}`);
  return result;
}

function runSize(count: number, naiveRuns: number): void {
  const edits = spreadLineEdits(file, count);
  // The baseline is measured interleaved with the planner, so their ratio is from the same moments.
  // Ten warm-up runs: V8 optimises a function fully only after it has run a few times.
  const [pass, planner] = measureInterleaved<unknown>([onePass, () => plan(edits)], { warmups: 10, runs: count >= 10_000 ? 9 : 15 });
  const planned = plan(edits);
  naiveApply(text, edits.slice(0, 20)); // warm-up; the full naive loop is slow, so few runs
  const naive = measure(() => naiveApply(text, edits), { warmups: 0, runs: naiveRuns });

  const equal = applyReplacements(text, planned.replacements) === naive.result;
  failed ||= !equal;
  print(`one_pass_ms_${count}`, figure(pass.medianMs));
  print(`planner_${count}_ms`, figure(planner.medianMs));
  print(`naive_${count}_ms`, figure(naive.medianMs, 1));
  print(`planner_vs_one_pass_${count}`, figure(planner.medianMs / pass.medianMs));
  print(`naive_vs_planner_${count}`, figure(naive.medianMs / planner.medianMs, 1));
  print(`replacements_${count}`, planned.replacementCount);
  print(`planner_equals_naive_${count}`, equal ? 'yes' : 'NO (the planner and the naive loop disagree)');
  if (count === 1000) {
    const withinOnePass = planner.medianMs <= WITHIN_ONE_PASS * pass.medianMs;
    const fasterThanNaive = naive.medianMs >= FASTER_THAN_NAIVE * planner.medianMs;
    failed ||= !withinOnePass || !fasterThanNaive;
    print(`target_planner_within_${WITHIN_ONE_PASS}x_one_pass_1000`, withinOnePass ? 'met' : 'NOT MET');
    print(`target_${FASTER_THAN_NAIVE}x_faster_than_naive_1000`, fasterThanNaive ? 'met' : 'NOT MET');
  }
}

print('file_lines', file.lines.length);
print('file_bytes', Buffer.byteLength(text, 'utf8'));
const pass = measure(onePass, { warmups: 5, runs: 11 });
print('one_pass_ms', figure(pass.medianMs));
print('one_pass_checksum', pass.result);
runSize(1000, 3);
runSize(10_000, 1);
print('node', process.version);
if (failed) process.exitCode = 1;
