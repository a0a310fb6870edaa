// npm run bench:hook, the shell rows — a watched shell call on a generated workspace of 10,000
// files / 100 MB (a git repository): its pair of hook runs (before-event, one file changed by "the
// call", after-event with the entry written) against the same pair with watching off
// (--watch-max-files 0), interleaved, medians; the first call on the new folder (building the
// shadow store) apart; and the cost per file scanned, from which the file limit's default is read.
// Where NODE_EXTRA_CA_CERTS is set, the same pairs without it too.
// Prints only: timings on a shared machine are too noisy to fail a build on.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { WATCH_TIME_MS } from '../src/hook/shellScanBegun';
import { childrenCpuMs } from './lib/childCpu';

const RUNS = 15;
const FILES = 10_000;
const FILE_BYTES = 10 * 1024;
/** Issue 43: the watched pair within 1.5x the unwatched pair; the first call under 10 s. */
const TARGET_RATIO = 1.5;
const FIRST_CALL_TARGET_MS = 10_000;

const hook = resolve(__dirname, '..', 'dist', 'hook.js');
const base = realpathSync(mkdtempSync(join(tmpdir(), 'hook-watch-bench-')));
const project = join(base, 'project');
const env: NodeJS.ProcessEnv = { ...process.env, XDG_STATE_HOME: join(base, 'state'), XDG_CACHE_HOME: join(base, 'cache') };
for (const name of ['CLAUDE_PROJECT_DIR', 'GEMINI_PROJECT_DIR', 'COPILOT_PROJECT_DIR', 'GUARDED_EDIT_HOOK']) delete env[name];

// 100 folders of 100 files of 10 KB, text that differs from file to file (git stores each once).
mkdirSync(project, { recursive: true });
for (let d = 0; d < FILES / 100; d++) {
  mkdirSync(join(project, `dir${d}`));
  for (let f = 0; f < 100; f++) {
    const line = `export const value_${d}_${f} = ${d * 100 + f}; // a line of generated text\n`;
    writeFileSync(join(project, `dir${d}`, `file${f}.ts`), line.repeat(Math.ceil(FILE_BYTES / line.length)).slice(0, FILE_BYTES));
  }
}
spawnSync('git', ['init', '-q'], { cwd: project });
// The 100 MB just written go to the disk first (as a person's project is there before the agent's
// first call): measured without that, the first call raced the kernel's writeback of this very
// folder (and of the previous run's, removed), 3.0 s one run and past the watch's 7.5 s the next.
spawnSync('sync');
const changed = join(project, 'dir0', 'file0.ts');

let call = 0;
const event = (name: 'PreToolUse' | 'PostToolUse', id: string): string =>
  JSON.stringify({ session_id: 'bench', cwd: project, hook_event_name: name, tool_name: 'Bash', tool_use_id: id, tool_input: { command: "sed -i 's/value/valeur/' dir0/file0.ts" }, ...(name === 'PostToolUse' ? { tool_response: { stdout: '' } } : {}) });

function run(input: string, args: string[], runEnv = env): number {
  const start = process.hrtime.bigint();
  const done = spawnSync(process.execPath, [hook, '--agent', 'claude', ...args], { input, env: runEnv });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (done.status !== 0) throw new Error(`the hook failed: ${done.stdout.toString()}${done.stderr.toString()}`);
  return ms;
}

/** One shell call that changes one file: its before-event and after-event, and their processor time. */
function pair(args: string[], runEnv = env): { before: number; after: number; cpu?: number } {
  const id = `call-${++call}`;
  const cpuStart = childrenCpuMs();
  const before = run(event('PreToolUse', id), args, runEnv);
  writeFileSync(changed, `// call ${call}\n`);
  const after = run(event('PostToolUse', id), args, runEnv);
  const cpuEnd = childrenCpuMs();
  return { before, after, ...(cpuStart !== undefined && cpuEnd !== undefined ? { cpu: cpuEnd - cpuStart } : {}) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const first = pair([]);
// A first snapshot still running at the watch's time leaves that call unwatched (the next one builds the store).
const shadows = join(base, 'state', 'guarded-edit', 'watch');
const firstBuilt = existsSync(shadows) && readdirSync(shadows).some((name) => existsSync(join(shadows, name, 'git', 'index')));
const off = ['--watch-max-files', '0'];
// The code cache and the file system's caches warm up first.
for (let i = 0; i < 3; i++) {
  pair([]);
  pair(off);
}
const watched: number[] = [];
const unwatched: number[] = [];
const cpu = { watched: 0, unwatched: 0, known: true };
for (let i = 0; i < RUNS; i++) {
  const w = pair([]);
  watched.push(w.before + w.after);
  const u = pair(off);
  unwatched.push(u.before + u.after);
  if (w.cpu === undefined || u.cpu === undefined) cpu.known = false;
  else {
    cpu.watched += w.cpu;
    cpu.unwatched += u.cpu;
  }
}
// Where NODE_EXTRA_CA_CERTS is set, every Node start reads those certificates first (about 85 ms on
// a machine with a bundle of 144), which both sides pay: the same pairs without it show the watch
// against the hook's own cost.
const withoutCerts = process.env.NODE_EXTRA_CA_CERTS ? { ...env, NODE_EXTRA_CA_CERTS: undefined } : undefined;
const bare = { watched: [] as number[], unwatched: [] as number[] };
if (withoutCerts !== undefined) {
  for (let i = 0; i < RUNS; i++) {
    const w = pair([], withoutCerts);
    bare.watched.push(w.before + w.after);
    const u = pair(off, withoutCerts);
    bare.unwatched.push(u.before + u.after);
  }
}
const history = spawnSync(process.execPath, [resolve(__dirname, '..', 'dist', 'cli.js'), 'history', project, '--json'], { env, encoding: 'utf8' });
const entries = history.status === 0 ? (JSON.parse(history.stdout) as { tool: string }[]).filter((e) => e.tool === 'Bash').length : -1;
rmSync(base, { recursive: true, force: true });

const [w, u] = [median(watched), median(unwatched)];
const perFile = (w - u) / (2 * FILES);
console.log(`watched shell call (Bash), ${FILES.toLocaleString('en')} files / ${(FILES * FILE_BYTES / 1e6).toFixed(0)} MB, one file changed:`);
console.log(`  pair watched ${w.toFixed(1)} ms, unwatched ${u.toFixed(1)} ms: ${(w / u).toFixed(3)}x (target: within ${TARGET_RATIO}x: ${w / u <= TARGET_RATIO ? 'met' : 'not met'}) (${RUNS} runs, medians; load average ${loadavg()[0].toFixed(2)})`);
// Processor time tells what the machine's load does not: on a busy machine (2 cores) a pair takes about its processor time.
if (cpu.known) console.log(`  processor time of a pair (the hook processes and their git, mean of the ${RUNS}): watched ${(cpu.watched / RUNS).toFixed(0)} ms, unwatched ${(cpu.unwatched / RUNS).toFixed(0)} ms: ${(cpu.watched / cpu.unwatched).toFixed(3)}x`);
const firstMet = firstBuilt && first.before + first.after < FIRST_CALL_TARGET_MS;
console.log(`  first call on the new folder (building the store): before-event ${first.before.toFixed(0)} ms, after-event ${first.after.toFixed(0)} ms, ${firstBuilt ? 'the store built' : `the store not built (the watch stopped at ${WATCH_TIME_MS / 1000} s: the call allowed, not watched; the next call built it)`} (target: under ${FIRST_CALL_TARGET_MS / 1000} s, built: ${firstMet ? 'met' : 'not met'})`);
console.log(`  cost per file scanned: ${(perFile * 1000).toFixed(2)} µs (two scans per call); at the default limit of 100,000 files a call costs about ${(perFile * 2 * 100_000).toFixed(0)} ms more than unwatched`);
if (withoutCerts !== undefined) {
  const [bw, bu] = [median(bare.watched), median(bare.unwatched)];
  console.log(`  without NODE_EXTRA_CA_CERTS (set here; each Node start reads its certificates): pair watched ${bw.toFixed(1)} ms, unwatched ${bu.toFixed(1)} ms: ${(bw / bu).toFixed(3)}x (${RUNS} runs, medians)`);
}
console.log(`  entries of the watched calls in the history: ${entries} (expected ${(withoutCerts !== undefined ? 2 * RUNS : RUNS) + 4})`);
