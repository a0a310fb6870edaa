// npm run bench, the patch row: a 100-hunk "*** Begin Patch" patch over 20 generated files of
// 5,000 lines each, parsed and every hunk planned against its file's text (the core's whole work
// for a patch, without I/O), against one JavaScript pass over the 20 files' text. Prints one
// `name: value` line per figure; exits non-zero when the target is missed or a result is wrong.
import { parsePatch, planHunks } from '../src/core/patch';
import { generateCodeFile, type CodeFile } from './lib/codeFile';
import { figure, measureInterleaved } from './lib/measure';

const FILES = 20;
const HUNKS_PER_FILE = 5;
const LINES_PER_FILE = 5_000;
/** Target: parsing and planning the patch within this many passes over the files' text. */
const WITHIN_ONE_PASS = 5;

interface BenchFile {
  path: string;
  file: CodeFile;
  expected: string;
}

function print(name: string, value: string | number): void {
  console.log(`${name}: ${value}`);
}

function onePassOver(subjects: readonly string[]): number {
  let checksum = 0;
  for (const subject of subjects) for (let i = 0; i < subject.length; i++) checksum = (checksum + subject.charCodeAt(i)) | 0;
  return checksum;
}

/** Each file's hunks: one unique line changed, with the line before and after it as context. */
function buildPatch(): { patch: string; files: BenchFile[] } {
  const out: string[] = ['*** Begin Patch'];
  const files: BenchFile[] = [];
  for (let f = 0; f < FILES; f++) {
    const file = generateCodeFile(LINES_PER_FILE, 100 + f);
    const path = `src/module${f}.ts`;
    out.push(`*** Update File: ${path}`);
    const lines = [...file.lines];
    const unique = file.uniqueLines.filter((i) => i > 0 && i < file.lines.length - 1);
    for (let h = 0; h < HUNKS_PER_FILE; h++) {
      const at = unique[Math.floor(((h + 0.5) * unique.length) / HUNKS_PER_FILE)];
      const changed = `${file.lines[at]} // patched`;
      out.push('@@', ` ${file.lines[at - 1]}`, `-${file.lines[at]}`, `+${changed}`, ` ${file.lines[at + 1]}`);
      lines[at] = changed;
    }
    files.push({ path, file, expected: `${lines.join('\n')}\n` });
  }
  out.push('*** End Patch');
  return { patch: `${out.join('\n')}\n`, files };
}

function planAll(patch: string, files: readonly BenchFile[]): string[] {
  const parsed = parsePatch(patch);
  if (!parsed.ok) throw new Error(parsed.errors[0].message);
  return parsed.patch.operations.map((op, i) => {
    if (op.kind !== 'update') throw new Error('only updates in the benchmark');
    const plan = planHunks({ text: files[i].file.text, eol: '\n', hunks: op.hunks, displayPath: op.path });
    if (!plan.ok) throw new Error(plan.errors[0].message);
    return plan.newText; // what a host writes: built by the plan itself, so it is timed
  });
}

const { patch, files } = buildPatch();
const texts = files.map((f) => f.file.text);
const [pass, planner] = measureInterleaved<unknown>([() => onePassOver(texts), () => planAll(patch, files)], { warmups: 10, runs: 15 });
const results = planAll(patch, files);
const correct = results.every((text, i) => text === files[i].expected);
const chars = texts.reduce((n, t) => n + t.length, 0);
print('patch_files', FILES);
print('patch_hunks', FILES * HUNKS_PER_FILE);
print('patch_text_chars', chars);
print('patch_one_pass_ms', figure(pass.medianMs));
print('patch_plan_ms', figure(planner.medianMs));
print('patch_plan_vs_one_pass', figure(planner.medianMs / pass.medianMs));
print('patch_plan_vs_fastest_pass', figure(planner.medianMs / pass.minMs));
print('patch_equals_expected', correct ? 'yes' : 'NO');
const met = planner.medianMs <= WITHIN_ONE_PASS * pass.medianMs;
print(`target_patch_within_${WITHIN_ONE_PASS}x_one_pass`, met ? 'met' : 'NOT MET');
if (!correct || !met) process.exitCode = 1;
