// npm run bench:hook — the median wall time of the hook's events for an edit of a 2,000-line file
// in each agent's dialect (Claude Code's Edit, VS Code's replace-string, Copilot's edit, Codex's
// apply_patch, Gemini's replace, Cursor's Edit, Cline's replace_in_file), process start included,
// against a bare `node -e ""` start given the same stdin, measured in the same run, interleaved:
// each hook run is paired with a bare start just before or just after it (the order alternates),
// and a ratio is the median of the pairs' ratios, so that a moment of load falls on both sides of
// a pair rather than on one median.
// Each before-event is also run as a project's committed entry runs it: the entry's whole command
// (the `node -e` launcher that finds the hook in the data folder) through /bin/sh, as the agents
// start it; the launcher's cost is in that figure. Recording is on, as in
// use: each edit is its before-event (checked, the file's bytes kept) and its after-event (the
// history entry written), and the file really changes between the two (one edit forth, the next
// back). Then the cost of recording: Claude Code's after-event with an entry to write against the
// same event with none (no bytes kept before it), and the start alone (a SessionStart, answered with no
// check: what loading the hook costs before any work). The hook's code caches (a folder of this run;
// one per agent) are first written by the runs that write them (MAX_GENERATION), as in an agent's
// session after its first few tool calls; the very first run is shown apart. Prints only: timings on a shared machine
// are too noisy to fail a build on.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { answerFor, isAgentName, launcherCommand, missingHookReason } from '../src/core/agentHook';
import { MAX_GENERATION } from '../src/node/codeCache';
import { HOOK_FILES_BESIDE, HOOK_LAUNCHER } from '../src/node/hookFiles';
import { childrenCpuMs } from './lib/childCpu';

// Pairs per figure: each figure is a median of its pairs' ratios, and a host's bursts of noise on
// a 2-core machine moved a 25-pair median by up to 0.03 either way between runs of the same code.
const RUNS = 41;
const loadAtStart = loadavg();
/** A before-event within 1.15x a bare node start given the same stdin; a project entry's whole command within 1.2x. */
const TARGET_RATIO = 1.15;
const ENTRY_TARGET_RATIO = 1.2;
const hook = resolve(__dirname, '..', 'dist', 'hook.js');
const base = realpathSync(mkdtempSync(join(tmpdir(), 'hook-bench-')));
const project = join(base, 'project');
const env: NodeJS.ProcessEnv = { ...process.env, XDG_STATE_HOME: join(base, 'state'), XDG_CACHE_HOME: join(base, 'cache'), XDG_DATA_HOME: join(base, 'data') };
// The installed hook, where a project entry's launcher finds it (what guarded-edit install copies).
mkdirSync(join(base, 'data', 'guarded-edit'), { recursive: true });
for (const name of [HOOK_LAUNCHER, ...HOOK_FILES_BESIDE]) copyFileSync(resolve(__dirname, '..', 'dist', name), join(base, 'data', 'guarded-edit', name));
// The project is the events' own folder, whatever agent started this run.
for (const name of ['CLAUDE_PROJECT_DIR', 'GEMINI_PROJECT_DIR', 'COPILOT_PROJECT_DIR', 'GUARDED_EDIT_HOOK']) delete env[name];
spawnSync('mkdir', ['-p', project]);
const file = join(project, 'big.ts');
const lines = Array.from({ length: 2000 }, (_, i) => `export const value${i} = ${i}; // line ${i + 1}`);
const OLD = 'export const value1000 = 1000;';
const NEW = 'export const value1000 = 1001;';
const textWith = (line: string): string => `${lines.join('\n')}\n`.replace(`${OLD} // line 1001`, `${line} // line 1001`);
writeFileSync(file, textWith(OLD));

const claudeEvent = (name: string, tool: string, input: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> =>
  ({ session_id: 'bench', cwd: project, hook_event_name: name, tool_name: tool, tool_input: input, ...extra });
const firstStart = process.hrtime.bigint();
const read = spawnSync(process.execPath, [hook], { input: JSON.stringify(claudeEvent('PostToolUse', 'Read', { file_path: file })), env });
const firstMs = Number(process.hrtime.bigint() - firstStart) / 1e6;
if (read.status !== 0) throw new Error(`recording the read failed: ${read.stderr.toString()}`);

interface Pair { before: unknown; after: unknown }
/** One dialect: its before- and after-event for an edit of `from` into `to`, and what each answers when fine. */
interface Dialect { agent: string; events(from: string, to: string): Pair; allowed: string; done: string }

// A patch's lines are whole lines of the file.
const patch = (from: string, to: string): string => `*** Begin Patch\n*** Update File: ${file}\n@@\n-${from} // line 1001\n+${to} // line 1001\n*** End Patch\n`;
const DIALECTS: Dialect[] = [
  {
    agent: 'claude', allowed: '', done: '',
    events: (from, to) => ({ before: claudeEvent('PreToolUse', 'Edit', { file_path: file, old_string: from, new_string: to }), after: claudeEvent('PostToolUse', 'Edit', { file_path: file, old_string: from, new_string: to }, { tool_response: { success: true } }) }),
  },
  {
    agent: 'vscode', allowed: '', done: '',
    events: (from, to) => {
      const event = (name: string) => ({ session_id: 'bench', cwd: project, hookEventName: name, hook_event_name: name, tool_name: 'copilot_replaceString', tool_input: { filePath: file, oldString: from, newString: to } });
      return { before: event('PreToolUse'), after: { ...event('PostToolUse'), tool_response: '' } };
    },
  },
  {
    agent: 'copilot', allowed: '', done: '',
    events: (from, to) => {
      const event = { sessionId: 'bench', timestamp: 0, cwd: project, toolName: 'edit', toolArgs: { path: file, old_str: from, new_str: to } };
      return { before: event, after: { ...event, toolResult: { resultType: 'success', textResultForLlm: 'updated' } } };
    },
  },
  {
    agent: 'codex', allowed: '', done: '',
    events: (from, to) => {
      const event = (name: string) => ({ session_id: 'bench', turn_id: 't', model: 'm', cwd: project, hook_event_name: name, tool_name: 'apply_patch', tool_input: { command: patch(from, to) } });
      return { before: event('PreToolUse'), after: { ...event('PostToolUse'), tool_response: 'Exit code: 0\nOutput:\nSuccess.' } };
    },
  },
  {
    agent: 'gemini', allowed: '', done: '',
    events: (from, to) => {
      const event = (name: string) => ({ session_id: 'bench', cwd: project, hook_event_name: name, tool_name: 'replace', tool_input: { file_path: file, old_string: from, new_string: to } });
      return { before: event('BeforeTool'), after: { ...event('AfterTool'), tool_response: {} } };
    },
  },
  {
    agent: 'cursor', allowed: '{}', done: '{}',
    events: (from, to) => ({
      before: { conversation_id: 'bench', generation_id: 'g', workspace_roots: [project], hook_event_name: 'preToolUse', tool_name: 'Edit', tool_input: { file_path: file, old_string: from, new_string: to } },
      after: { conversation_id: 'bench', generation_id: 'g', workspace_roots: [project], hook_event_name: 'afterFileEdit', file_path: file, edits: [{ old_string: from, new_string: to }] },
    }),
  },
  {
    agent: 'cline', allowed: '{"cancel":false}', done: '{"cancel":false}',
    events: (from, to) => {
      const parameters = { path: file, diff: `------- SEARCH\n${from}\n=======\n${to}\n+++++++ REPLACE\n` };
      const event = (name: string) => ({ clineVersion: '3', hookName: name, timestamp: '0', taskId: 'bench', workspaceRoots: [project], userId: 'u' });
      return { before: { ...event('PreToolUse'), preToolUse: { toolName: 'replace_in_file', parameters } }, after: { ...event('PostToolUse'), postToolUse: { toolName: 'replace_in_file', parameters, result: 'ok', success: true } } };
    },
  },
];

/** The processor time of the last run timed (undefined where the system does not tell). */
let lastCpuMs: number | undefined;
function time(args: string[], input: string, expected = '', program = process.execPath, runEnv = env): number {
  const cpuBefore = childrenCpuMs();
  const start = process.hrtime.bigint();
  const run = spawnSync(program, args, { input, env: runEnv, cwd: project });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const cpuAfter = childrenCpuMs();
  lastCpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  if (run.status !== 0 || run.stdout.toString() !== expected) throw new Error(`unexpected answer: ${run.stdout.toString()}${run.stderr.toString()}`);
  return ms;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** A project entry's command for the dialect, as install writes it. */
function entryCommand(agent: string): string {
  if (!isAgentName(agent)) throw new Error(agent);
  return launcherCommand(agent, answerFor(agent, 'before', '', { kind: 'deny', reason: missingHookReason(agent) }));
}

/** The file holds `from`: one edit into `to`, as the agent makes it (before-event, the write, after-event); the times of the two events, and of the bare start and the entry's command on the same before-event, each paired with a bare start of its own. */
let current = OLD;
/** Processor time summed over the runs (10 ms ticks: a sum over many runs, not a median), per dialect: each kind of run and the bare starts paired with it. */
type CpuKind = 'bare' | 'before' | 'bareEntry' | 'entry';
const cpu = new Map<string, Record<CpuKind, number>>();
function addCpu(agent: string, kind: CpuKind): void {
  const sums = cpu.get(agent) ?? { bare: 0, before: 0, bareEntry: 0, entry: 0 };
  sums[kind] += lastCpuMs ?? Number.NaN;
  cpu.set(agent, sums);
}
/** Pairs timed so far: which of a pair runs first alternates, so neither side always meets the moment after the other. */
let pairs = 0;
/** A run and a bare start with the same stdin, one just after the other: [run, bare]. */
function pair(agent: string, kinds: [CpuKind, CpuKind], run: () => number, bareInput: string, bareEnv = env): [number, number] {
  const bareRun = (): number => {
    const ms = time(['-e', ''], bareInput, '', process.execPath, bareEnv);
    addCpu(agent, kinds[1]);
    return ms;
  };
  const ownRun = (): number => {
    const ms = run();
    addCpu(agent, kinds[0]);
    return ms;
  };
  if (pairs++ % 2 === 0) {
    const bareMs = bareRun();
    return [ownRun(), bareMs];
  }
  const ms = ownRun();
  return [ms, bareRun()];
}
function edit(d: Dialect): { before: number; after: number; bare: number; entry: number; bareEntry: number } {
  const to = current === OLD ? NEW : OLD;
  const events = d.events(current, to);
  const input = JSON.stringify(events.before);
  if (warming) {
    time(['-c', entryCommand(d.agent)], input, d.allowed, '/bin/sh');
    time([hook, '--agent', d.agent], input, d.allowed);
    writeFileSync(file, textWith(to));
    current = to;
    time([hook, '--agent', d.agent], JSON.stringify(events.after), d.done);
    return { before: 0, after: 0, bare: 0, entry: 0, bareEntry: 0 };
  }
  // The entry's whole command on the same event (checked, answered the same): the file does not change between the two.
  const [entry, bareEntry] = pair(d.agent, ['entry', 'bareEntry'], () => time(['-c', entryCommand(d.agent)], input, d.allowed, '/bin/sh'), input);
  const [before, bare] = pair(d.agent, ['before', 'bare'], () => time([hook, '--agent', d.agent], input, d.allowed), input);
  writeFileSync(file, textWith(to));
  current = to;
  const after = time([hook, '--agent', d.agent], JSON.stringify(events.after), d.done);
  return { before, after, bare, entry, bareEntry };
}

// Each agent's code cache is written by its first runs, whichever event they answer (no bare starts meanwhile).
let warming = true;
for (let run = 1; run < MAX_GENERATION; run++) DIALECTS.forEach(edit);
warming = false;
cpu.clear();
const bare: number[] = [];
interface Times { before: number[]; after: number[]; bare: number[]; entry: number[]; bareEntry: number[] }
const byAgent = new Map<string, Times>(DIALECTS.map((d) => [d.agent, { before: [], after: [], bare: [], entry: [], bareEntry: [] }]));
/** Claude Code's after-event with no bytes kept before it: nothing to record but the read gate's fingerprint. */
const unrecorded: number[] = [];
/** An event the hook knows and does not act on (SessionStart): what starting the hook costs before any check, against the bare start with its stdin. */
const sessionStart = JSON.stringify({ session_id: 'bench', cwd: project, hook_event_name: 'SessionStart' });
const noOp: number[] = [];
const noOpBare: number[] = [];
for (let i = 0; i < RUNS; i++) {
  bare.push(time(['-e', ''], ''));
  for (const d of DIALECTS) {
    const times = edit(d);
    const list = byAgent.get(d.agent);
    list?.before.push(times.before);
    list?.after.push(times.after);
    list?.bare.push(times.bare);
    list?.entry.push(times.entry);
    list?.bareEntry.push(times.bareEntry);
  }
  unrecorded.push(time([hook, '--agent', 'claude'], JSON.stringify(DIALECTS[0].events(current === OLD ? NEW : OLD, current).after)));
  const [start, startBare] = pair('SessionStart', ['before', 'bare'], () => time([hook, '--agent', 'claude'], sessionStart), sessionStart);
  noOp.push(start);
  noOpBare.push(startBare);
}
// NODE_EXTRA_CA_CERTS makes every Node start read and parse those certificates (on a machine
// behind a proxy with a bundle of a hundred or more, tens of milliseconds): where it is set, the
// bare start it stretches is also measured without it, paired with Claude Code's before-event
// (the next edit, checked and its bytes kept, each time), so the reader sees the hook's cost
// against Node's own start too.
const withoutExtraCerts = env.NODE_EXTRA_CA_CERTS === undefined ? undefined : (() => {
  const plainEnv = { ...env };
  delete plainEnv.NODE_EXTRA_CA_CERTS;
  const ratios: number[] = [];
  const [bares, befores]: [number[], number[]] = [[], []];
  for (let i = 0; i < RUNS; i++) {
    const d = DIALECTS[0];
    const to = current === OLD ? NEW : OLD;
    const events = d.events(current, to);
    const input = JSON.stringify(events.before);
    const [before, bareMs] = pair('plain', ['before', 'bare'], () => time([hook, '--agent', d.agent], input, d.allowed, process.execPath, plainEnv), input, plainEnv);
    bares.push(bareMs);
    befores.push(before);
    ratios.push(before / bareMs);
  }
  return { bare: median(bares), before: median(befores), ratio: median(ratios) };
})();
// Every edit above is an entry (the proof that recording was on); the history keeps 500 at most.
const history = spawnSync(process.execPath, [resolve(__dirname, '..', 'dist', 'cli.js'), 'history', project, '--json'], { env, encoding: 'utf8' });
const entries = history.status === 0 ? (JSON.parse(history.stdout) as unknown[]).length : -1;
const expected = Math.min(500, (MAX_GENERATION - 1 + RUNS) * DIALECTS.length);
rmSync(base, { recursive: true, force: true });
const b = median(bare);
/** The median of the pairs' ratios (each run against the bare start beside it). */
const pairRatio = (runs: number[], bares: number[]): number => median(runs.map((ms, i) => ms / bares[i]));
const ratio = (ms: number): string => `${(ms / b).toFixed(3)}x`;
console.log(`bare node -e "":                              median ${b.toFixed(1)} ms (${RUNS} runs)`);
let worst = 0;
let worstEntry = 0;
for (const d of DIALECTS) {
  const times = byAgent.get(d.agent) ?? { before: [], after: [], bare: [], entry: [], bareEntry: [] };
  const [pre, post, same, entry, sameEntry] = [median(times.before), median(times.after), median(times.bare), median(times.entry), median(times.bareEntry)];
  const [preRatio, entryRatio] = [pairRatio(times.before, times.bare), pairRatio(times.entry, times.bareEntry)];
  worst = Math.max(worst, preRatio);
  worstEntry = Math.max(worstEntry, entryRatio);
  console.log(`hook --agent ${d.agent.padEnd(8)} edit of 2,000 lines: before ${preRatio.toFixed(3)}x node -e "" with its stdin (medians ${pre.toFixed(1)} against ${same.toFixed(1)} ms), entry's command ${entryRatio.toFixed(3)}x (${entry.toFixed(1)} against ${sameEntry.toFixed(1)} ms), after, recorded ${post.toFixed(1)} ms (${ratio(post)}), both ${(pre + post).toFixed(1)} ms`);
}
const [recorded, plain] = [median(byAgent.get('claude')?.after ?? []), median(unrecorded)];
console.log(`cost of recording (claude's after-event): ${recorded.toFixed(1)} ms writing the entry, ${plain.toFixed(1)} ms with nothing to record: ${(recorded - plain).toFixed(1)} ms, ${ratio(recorded)} against ${ratio(plain)} the bare start`);
console.log(`hook --agent claude SessionStart (the start alone, no check): ${pairRatio(noOp, noOpBare).toFixed(3)}x node -e "" with its stdin (medians ${median(noOp).toFixed(1)} against ${median(noOpBare).toFixed(1)} ms)`);
// Processor time beside the wall time: the load of a shared machine stretches the second far more than the first.
const cpuRatio = (agent: string, kind: 'entry' | 'before'): number => {
  const sums = cpu.get(agent);
  return sums === undefined ? Number.NaN : sums[kind] / (kind === 'entry' ? sums.bareEntry : sums.bare);
};
if (Number.isFinite(cpuRatio('claude', 'before'))) {
  const rows = DIALECTS.map((d) => `${d.agent} ${cpuRatio(d.agent, 'before').toFixed(3)}x (entry ${cpuRatio(d.agent, 'entry').toFixed(3)}x)`);
  console.log(`processor time (user + system, summed over the ${RUNS} runs) against the bare start's with the same stdin: before-event ${rows.join(', ')}; SessionStart ${cpuRatio('SessionStart', 'before').toFixed(3)}x`);
}
if (withoutExtraCerts !== undefined) {
  console.log(`without NODE_EXTRA_CA_CERTS (set here: every Node start reads those certificates, ${(b - withoutExtraCerts.bare).toFixed(1)} ms of the bare start above): bare node -e "" ${withoutExtraCerts.bare.toFixed(1)} ms, hook --agent claude before-event ${withoutExtraCerts.before.toFixed(1)} ms, ${withoutExtraCerts.ratio.toFixed(3)}x (the median of its pairs' ratios); the hook's own cost ${(withoutExtraCerts.before - withoutExtraCerts.bare).toFixed(1)} ms`);
}
console.log(`history entries written by the after-events: ${entries} (expected ${expected})`);
console.log(`hook's first run (no code cache yet, a PostToolUse Read): ${firstMs.toFixed(1)} ms`);
console.log(`worst before-event: ${worst.toFixed(3)}x the bare start with the same stdin (the median of its pairs' ratios; target: within ${TARGET_RATIO}x in every dialect: ${worst <= TARGET_RATIO ? 'met' : 'not met'})`);
console.log(`worst project entry's whole command: ${worstEntry.toFixed(3)}x (the median of its pairs' ratios; target: within ${ENTRY_TARGET_RATIO}x: ${worstEntry <= ENTRY_TARGET_RATIO ? 'met' : 'not met'})`);
console.log(`load average at the start: ${loadAtStart.map((l) => l.toFixed(2)).join(', ')}; at the end: ${loadavg().map((l) => l.toFixed(2)).join(', ')} on ${cpus().length} cores`);
