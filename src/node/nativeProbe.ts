// A bundle's native shell parser is loaded into the hook only once it has loaded and read a command
// in a child process on this machine. A binary that loads but crashes (another C library, a CPU it
// was not built for) would end the hook itself with a signal, and Codex, Gemini CLI and Cursor read
// a hook that ended so as one that let the call through; in a child it ends only the test, and the
// hook reads commands with the WebAssembly engine instead. The verdict is kept in the cache folder,
// named after the pair's path, sizes and times and the Node version, so the test runs once per
// pair and Node (install and doctor run it too, so an installed hook seldom pays for it).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathKey } from './pathKey';
import { userFolder } from './userFolders';

export interface NativePair {
  runtime: string;
  grammar: string;
}

export type NativeVerdict = { ok: true } | { ok: false; why: string };

/** The test a child process runs: both binaries loaded, the grammar set, one command read and its root asked for. */
const CHILD_TEST = [
  'const load = (file) => { const m = { exports: {} }; process.dlopen(m, file); return m.exports; };',
  'const runtime = load(process.argv[1]); const grammar = load(process.argv[2]);',
  'const parser = new runtime.Parser(); parser.setLanguage(grammar);',
  "const command = 'cd dir && echo probe > out.txt'; const tree = parser.parse((i) => command.slice(i));",
  'if (tree === null || tree.rootNode() === null) process.exit(3);',
].join('\n');

/** Longer than a node start on a loaded machine; a test that runs out of it decides nothing (nothing is kept). */
const CHILD_TIMEOUT_MS = 15_000;

/** The child's run, as spawnSync gives it (a parameter, so the tests can stand a crash in). */
export type RunChild = (args: readonly string[]) => { status: number | null; signal: NodeJS.Signals | null; error?: Error; stderr: string };

const runNode: RunChild = (args) => {
  const run = spawnSync(process.execPath, args, { encoding: 'utf8', timeout: CHILD_TIMEOUT_MS, stdio: ['ignore', 'ignore', 'pipe'], windowsHide: true });
  return { status: run.status, signal: run.signal, ...(run.error ? { error: run.error } : {}), stderr: run.stderr ?? '' };
};

/** Where the verdict on this pair under this Node is kept; undefined when a binary is not there. */
function verdictFile(pair: NativePair, cacheDir: string): string | undefined {
  const stamps: string[] = [];
  for (const file of [pair.runtime, pair.grammar]) {
    const info = statSync(file, { throwIfNoEntry: false });
    if (info === undefined) return undefined;
    stamps.push(`${info.size}-${Math.trunc(info.mtimeMs)}`);
  }
  return join(cacheDir, 'native-probe', `${pathKey(pair.runtime)}-${stamps.join('-')}-${process.version}-${process.arch}.json`);
}

/** The verdict kept on this pair, if any. */
export function keptVerdict(pair: NativePair, cacheDir: string = userFolder('cache')): NativeVerdict | undefined {
  const file = verdictFile(pair, cacheDir);
  if (file === undefined) return undefined;
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { ok?: unknown; why?: unknown };
    if (kept.ok === true) return { ok: true };
    if (kept.ok === false && typeof kept.why === 'string') return { ok: false, why: kept.why.slice(0, 500) };
  } catch {
    // None kept, or not readable: tested again.
  }
  return undefined;
}

/**
 * Whether the pair works on this machine: the kept verdict, else the child's test (kept when it
 * decided: a test that could not start or ran out of time is not kept).
 */
export function nativeVerdict(pair: NativePair, cacheDir: string = userFolder('cache'), run: RunChild = runNode): NativeVerdict {
  const kept = keptVerdict(pair, cacheDir);
  if (kept !== undefined) return kept;
  return testInChild(pair, cacheDir, run);
}

/** The child's test run now, its verdict kept when it decided. */
export function testInChild(pair: NativePair, cacheDir: string = userFolder('cache'), run: RunChild = runNode): NativeVerdict {
  const done = run(['-e', CHILD_TEST, pair.runtime, pair.grammar]);
  let verdict: NativeVerdict;
  let decided = true;
  if (done.error !== undefined) {
    decided = false;
    verdict = { ok: false, why: `its test could not run (${done.error.message})` };
  } else if (done.signal !== null) {
    verdict = { ok: false, why: `its test process ended with ${done.signal} while loading it and reading a command` };
  } else if (done.status !== 0) {
    const said = done.stderr.trim().split('\n').find((line) => /Error/.test(line)) ?? done.stderr.trim().split('\n')[0] ?? '';
    verdict = { ok: false, why: `its test process failed (exit ${String(done.status)}${said === '' ? '' : `: ${said.slice(0, 300)}`})` };
  } else {
    verdict = { ok: true };
  }
  if (decided) keep(pair, cacheDir, verdict);
  return verdict;
}

function keep(pair: NativePair, cacheDir: string, verdict: NativeVerdict): void {
  const file = verdictFile(pair, cacheDir);
  if (file === undefined) return;
  try {
    mkdirSync(join(cacheDir, 'native-probe'), { recursive: true, mode: 0o700 });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(verdict)}\n`, { mode: 0o600 });
    renameSync(temporary, file);
  } catch {
    // A cache that cannot be written: the test runs again next time.
  }
}
