// OpenCode's plugin: what the guard costs one tool call inside OpenCode's process (before- and
// after-event of a read and of an edit, in-process as the plugin calls it), beside the same work
// OpenCode does itself without it (reading the file and writing it back). One run, ratios printed.
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROUNDS = 200;

async function main(): Promise<void> {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'ge-oc-bench-')));
  const project = join(base, 'project');
  mkdirSync(project);
  process.env.XDG_STATE_HOME = join(base, 'state');
  process.env.HOME = join(base, 'home');
  const file = join(project, 'app.ts');
  writeFileSync(file, `const retries = 3;\n${'export const line = 1;\n'.repeat(199)}`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const guard = require(join(__dirname, '..', 'dist', 'opencode-guard.js')) as { before(call: unknown): Promise<string | undefined>; after(call: unknown): Promise<string | undefined> };
  const call = (tool: string, args: unknown, n: number) => ({ directory: project, worktree: project, tool, sessionID: 'bench', callID: `c${n}`, args });
  let n = 0;
  const guarded = async (): Promise<void> => {
    const read = call('read', { filePath: file }, n++);
    if ((await guard.before(read)) !== undefined) throw new Error('read refused');
    readFileSync(file, 'utf8');
    await guard.after(read);
    const text = readFileSync(file, 'utf8');
    const oldString = text.slice(0, 18);
    const newString = oldString === 'const retries = 3;' ? 'const retries = 4;' : 'const retries = 3;';
    const edit = call('edit', { filePath: file, oldString, newString }, n++);
    const refused = await guard.before(edit);
    if (refused !== undefined) throw new Error(refused);
    writeFileSync(file, text.replace(oldString, newString));
    await guard.after(edit);
  };
  const bare = (): void => {
    readFileSync(file, 'utf8');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.startsWith('const retries = 3;') ? text.replace('const retries = 3;', 'const retries = 4;') : text.replace('const retries = 4;', 'const retries = 3;'));
  };
  await guarded();
  bare();
  let start = performance.now();
  for (let i = 0; i < ROUNDS; i++) bare();
  const bareMs = (performance.now() - start) / ROUNDS;
  start = performance.now();
  for (let i = 0; i < ROUNDS; i++) await guarded();
  const guardedMs = (performance.now() - start) / ROUNDS;
  console.log(`OpenCode plugin, a read and an edit (before + after each), ${ROUNDS} rounds: ${guardedMs.toFixed(2)} ms per pair with the guard, ${bareMs.toFixed(3)} ms the same file work without it; the guard adds ${((guardedMs - bareMs) / 2).toFixed(2)} ms per tool call`);
  rmSync(base, { recursive: true, force: true });
}

void main();
