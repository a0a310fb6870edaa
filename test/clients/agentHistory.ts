// The history cases every real-CLI spec shares: during its one scripted run the agent changes two
// files with its OWN tools (the hook records each call in the project's journal); after the run a
// person changes another line of each file; `guarded-edit history --json` lists the agent's
// entries (client = the agent, tool = its tool's name, the file and its lines); `guarded-edit undo
// ID` puts the first back and the MCP tool guarded_undo (our server, driven by the MCP SDK's
// client) the second, each keeping the person's later line.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../mcp/helpers';
import { run, type Ran } from './run';
import type { UserMachine } from './userMachine';

/** The text of each history file at the start: five lines, far enough apart to merge. */
export const HISTORY_TEXT = ['export const connect = 1000;', 'export const read = 2000;', 'export const write = 3000;', 'export const idle = 4000;', 'export const retry = 5000;', ''].join('\n');
/** What the agent changes (line 1) and what the person changes later (line 5). */
export const AGENT_LINE = { from: 'export const connect = 1000;', to: 'export const connect = 1500;' };
export const PERSON_LINE = { from: 'export const retry = 5000;', to: 'export const retry = 9000;' };

export interface HistoryFiles {
  /** src/timeouts.ts: undone with `guarded-edit undo ID`. */
  first: string;
  /** src/limits.ts: undone with the MCP tool guarded_undo. */
  second: string;
  /** src/added.ts: not there at the start; the agent creates it (CREATED_TEXT), the undo removes it. */
  created: string;
}

export const CREATED_TEXT = 'export const added = true;\n';

export function seedHistoryFiles(machine: UserMachine): HistoryFiles {
  const first = join(machine.project, 'src', 'timeouts.ts');
  const second = join(machine.project, 'src', 'limits.ts');
  writeFileSync(first, HISTORY_TEXT);
  writeFileSync(second, HISTORY_TEXT);
  return { first, second, created: join(machine.project, 'src', 'added.ts') };
}

/** The file's text once the agent changed it. */
export const AGENT_TEXT = HISTORY_TEXT.replace(AGENT_LINE.from, AGENT_LINE.to);

/** One entry of `guarded-edit history --json`. */
export interface HistoryEntry {
  id: string;
  time: string;
  client: string;
  agent: string;
  tool: string;
  files: { path: string; action: string; mode: string | null; changes: { start_line: number; end_line: number }[] }[];
  undoes?: string;
}

/** `npx -y guarded-edit history --json` in the project, as a person would run it. */
export async function historyOf(machine: UserMachine): Promise<HistoryEntry[]> {
  const ran = await run('npx', ['-y', 'guarded-edit', 'history', '--json'], { cwd: machine.project, env: machine.env() });
  assert.equal(ran.code, 0, ran.stdout + ran.stderr);
  return JSON.parse(ran.stdout) as HistoryEntry[];
}

/** The newest entry that changed `path` (relative to the project). */
export function entryOf(entries: readonly HistoryEntry[], path: string): HistoryEntry {
  const found = entries.find((entry) => entry.files.some((file) => file.path === path));
  assert.ok(found, `no history entry for ${path}: ${JSON.stringify(entries)}`);
  return found;
}

/** The person's later change: another line of the file, written as an editor would. */
export function changeLaterAsAPerson(path: string): void {
  const text = readFileSync(path, 'utf8');
  assert.ok(text.includes(PERSON_LINE.from), text);
  writeFileSync(path, text.replace(PERSON_LINE.from, PERSON_LINE.to));
}

/** What the file holds once the agent's change is undone and the person's kept. */
export const UNDONE_TEXT = HISTORY_TEXT.replace(PERSON_LINE.from, PERSON_LINE.to);

/** `npx -y guarded-edit undo ID` in the project. */
export function undoWithCli(machine: UserMachine, id: string): Promise<Ran> {
  return run('npx', ['-y', 'guarded-edit', 'undo', id], { cwd: machine.project, env: machine.env() });
}

/** guarded_undo { entry: id } through our MCP server (`npx -y guarded-edit mcp PROJECT`), driven by the MCP SDK's client. */
export async function undoWithMcp(machine: UserMachine, id: string): Promise<{ json: Record<string, unknown>; history: Record<string, unknown> }> {
  const env = Object.fromEntries(Object.entries(machine.env()).filter((pair): pair is [string, string] => pair[1] !== undefined));
  const session = await startServer({ launch: { command: 'npx', args: ['-y', 'guarded-edit', 'mcp', machine.project], cwd: machine.project }, env });
  try {
    const history = (await session.call('guarded_history', { file_path: 'src/limits.ts' })).json;
    const { json } = await session.call('guarded_undo', { entry: id });
    return { json, history };
  } finally {
    await session.close();
  }
}

/**
 * The history cases, for a spec whose scripted run changed `files` with the agent's own tools
 * (`tools[0]` on the first, `tools[1]` on the second, `tools[2]` created the third): to be called
 * inside its describe, after its before hook ran the CLI. `alsoChanged`: the other files its calls
 * changed (besides src/app.ts, which every spec's normal edit changes).
 */
export function itRecordsAndUndoesTheAgentsEdits(context: () => { machine: UserMachine; files: HistoryFiles }, agent: string, tools: readonly [string, string, string], alsoChanged: readonly string[] = []): void {
  let entries: HistoryEntry[] | undefined;
  const listed = async (): Promise<HistoryEntry[]> => (entries ??= await historyOf(context().machine));

  it(`records the agent's own ${[...new Set(tools.slice(0, 2))].join(' and ')} in guarded-edit history (client ${agent}, the tool, the file and its line)`, async () => {
    const { files } = context();
    assert.equal(readFileSync(files.first, 'utf8'), AGENT_TEXT, 'the agent changed the first file');
    assert.equal(readFileSync(files.second, 'utf8'), AGENT_TEXT, 'the agent changed the second file');
    const all = await listed();
    for (const [path, tool] of [['src/timeouts.ts', tools[0]], ['src/limits.ts', tools[1]]] as const) {
      const entry = entryOf(all, path);
      assert.equal(entry.client, agent, JSON.stringify(entry));
      assert.equal(entry.tool, tool, JSON.stringify(entry));
      assert.deepEqual(entry.files, [{ path, action: 'update', mode: entry.files[0].mode, changes: [{ start_line: 1, end_line: 1 }] }], JSON.stringify(entry));
    }
  });

  it(`records the file the agent's own ${tools[2]} created as added, and its undo removes it`, async () => {
    const { machine, files } = context();
    assert.equal(readFileSync(files.created, 'utf8'), CREATED_TEXT, 'the agent created the file');
    const entry = entryOf(await listed(), 'src/added.ts');
    assert.equal(entry.client, agent, JSON.stringify(entry));
    assert.equal(entry.tool, tools[2], JSON.stringify(entry));
    assert.deepEqual(entry.files.map((file) => `${file.path} ${file.action}`), ['src/added.ts add'], JSON.stringify(entry));
    const undone = await undoWithCli(machine, entry.id);
    assert.equal(undone.code, 0, undone.stdout + undone.stderr);
    assert.ok(!existsSync(files.created), 'the undo of a creation removes the file');
  });

  it('records the calls that changed a file, and nothing for the reads and the calls the hook refused', async () => {
    const named = (await listed()).flatMap((entry) => entry.files.map((file) => file.path));
    // src/app.ts: the normal edit of the spec's own cases.
    const expected = ['src/added.ts', 'src/app.ts', 'src/limits.ts', 'src/timeouts.ts', ...alsoChanged].sort();
    assert.deepEqual([...new Set(named)].sort(), expected);
    assert.equal(named.length, expected.length, `one entry per call: ${JSON.stringify(named)}`);
  });

  it("undoes the first with guarded-edit undo ID, keeping a person's later change of another line", async () => {
    const { machine, files } = context();
    const entry = entryOf(await listed(), 'src/timeouts.ts');
    changeLaterAsAPerson(files.first);
    const undone = await undoWithCli(machine, entry.id);
    assert.equal(undone.code, 0, undone.stdout + undone.stderr);
    assert.equal(readFileSync(files.first, 'utf8'), UNDONE_TEXT);
    const undo = (await historyOf(machine))[0];
    assert.equal(undo.undoes, entry.id, JSON.stringify(undo));
  });

  it("undoes the second with the MCP tool guarded_undo, keeping a person's later change of another line", async () => {
    const { machine, files } = context();
    const entry = entryOf(await listed(), 'src/limits.ts');
    changeLaterAsAPerson(files.second);
    const { json, history } = await undoWithMcp(machine, entry.id);
    assert.equal(json.success, true, JSON.stringify(json));
    assert.equal(readFileSync(files.second, 'utf8'), UNDONE_TEXT);
    const listedByMcp = (history.entries as { id: string; client: string }[] | undefined) ?? [];
    assert.equal(listedByMcp[0]?.id, entry.id, `guarded_history names the agent's entry: ${JSON.stringify(history)}`);
    assert.equal(listedByMcp[0]?.client, agent);
  });
}
