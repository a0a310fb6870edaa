// The shell cases every real-CLI shell spec shares (Claude Code, Copilot CLI, Codex CLI, Gemini CLI):
// during one scripted run the model asks the agent's own shell tool for a write outside the project
// (refused by the hook's static check: nothing written, and the refusal's text is what the model
// reads back), an in-place `sed -i` of a file and a heredoc into a new file (let through, watched:
// each ONE entry of `guarded-edit history` naming the agent, its shell tool and the command, and
// `guarded-edit undo` takes it back to the bytes before), and an opaque script that appends to
// .git/config (put back at once, recorded as "put_back", and the model is told in the agent's
// after-event form). Each spec says where its agent puts a refusal and a note in what it sends the
// model; `whereSaid` finds the field, so a test names it.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { AGENT_LINE, AGENT_TEXT, CREATED_TEXT, HISTORY_TEXT, historyOf, undoWithCli, type HistoryEntry, type HistoryFiles } from './agentHistory';
import type { AgentProject } from './agentProject';
import type { UserMachine } from './userMachine';

/** The commands the stand-in model asks the shell tool to run, in this order (run in the project). */
export const SHELL_COMMANDS = {
  outside: 'echo pwned > ../outside.txt',
  sed: `sed -i 's/${AGENT_LINE.from}/${AGENT_LINE.to}/' src/timeouts.ts`,
  heredoc: `cat > src/added.ts <<'EOF'\n${CREATED_TEXT}EOF`,
  gitConfig: `python3 -c "open('.git/config','a').write('x')"`,
} as const;

/** The scripted calls' numbers (1-based), as the stand-ins name their ids. */
export const SHELL_CALL = { outside: 1, sed: 2, heredoc: 3, gitConfig: 4 } as const;

/** The start of the hook's note after a put-back, as the model must read it. */
export const PUT_BACK_NOTE = /Guarded Edit put back what this \S+ call did to a file that an agent may not change this way: \.git\/config \(changed\)/;

/** A history entry of a shell call or a put-back. */
export type ShellEntry = HistoryEntry & { command?: string; put_back_of?: string | null };

/** Every place in `value` (a request a stand-in recorded) whose text matches `pattern`, as JSON paths with the text. */
export function whereSaid(value: unknown, pattern: RegExp, path = '$', found: { path: string; text: string }[] = []): { path: string; text: string }[] {
  if (found.length >= 20) return found;
  if (typeof value === 'string') {
    if (pattern.test(value)) found.push({ path, text: value });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => whereSaid(item, pattern, `${path}[${i}]`, found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) whereSaid(item, pattern, `${path}.${key}`, found);
  }
  return found;
}

export interface ShellRun {
  machine: UserMachine;
  project: AgentProject;
  files: HistoryFiles;
  /** The text the agent sent the model back for scripted call n. */
  resultOf: (n: number) => string;
  /** The agent's last request to the model, as the stand-in recorded it. */
  lastRequest: () => unknown;
}

/**
 * The shell cases, for a spec whose scripted run made the calls of SHELL_COMMANDS through the
 * agent's shell tool `tool`: to be called inside its describe, after its before hook ran the CLI.
 * `refusal`: how the agent wraps a hook's deny in the tool's result; `noteAt`: the JSON path, in
 * the agent's next request to the model, of the field that carries the hook's after-event note,
 * and how the agent words it there.
 */
export function itGuardsTheShell(context: () => ShellRun, agent: string, tool: string, refusal: RegExp, noteAt: { path: RegExp; text: RegExp }): void {
  let entries: ShellEntry[] | undefined;
  const listed = async (): Promise<ShellEntry[]> => (entries ??= (await historyOf(context().machine)) as ShellEntry[]);
  const entryOfCommand = async (command: string): Promise<ShellEntry> => {
    const all = (await listed()).filter((entry) => entry.command === command);
    assert.equal(all.length, 1, `one entry for ${JSON.stringify(command)}: ${JSON.stringify(await listed())}`);
    return all[0];
  };

  it(`refuses ${tool} \`${SHELL_COMMANDS.outside}\`: nothing written, and the model reads the refusal`, () => {
    const { project, resultOf } = context();
    const said = resultOf(SHELL_CALL.outside);
    assert.match(said, refusal, said);
    assert.match(said, /OUTSIDE_WORKSPACE/, said);
    assert.match(said, /redirects output into/, said);
    assert.equal(readFileSync(project.outside, 'utf8'), project.original.outside);
  });

  it(`lets ${tool} \`sed -i\` of a file through, as ONE history entry (client ${agent}, tool ${tool}, the command), and guarded-edit undo takes it back`, async () => {
    const { machine, files, resultOf } = context();
    assert.doesNotMatch(resultOf(SHELL_CALL.sed), refusal);
    assert.equal(readFileSync(files.first, 'utf8'), AGENT_TEXT, 'the agent changed the file');
    const entry = await entryOfCommand(SHELL_COMMANDS.sed);
    assert.deepEqual([entry.client, entry.tool], [agent, tool], JSON.stringify(entry));
    assert.deepEqual(entry.files.map((file) => [file.path, file.action, file.changes]), [['src/timeouts.ts', 'update', [{ start_line: 1, end_line: 1 }]]], JSON.stringify(entry));
    const undone = await undoWithCli(machine, entry.id);
    assert.equal(undone.code, 0, undone.stdout + undone.stderr);
    assert.equal(readFileSync(files.first, 'utf8'), HISTORY_TEXT, 'the bytes before the call');
  });

  it(`lets ${tool} write a heredoc into a new file, as ONE history entry, and guarded-edit undo removes the file`, async () => {
    const { machine, files, resultOf } = context();
    assert.doesNotMatch(resultOf(SHELL_CALL.heredoc), refusal);
    assert.equal(readFileSync(files.created, 'utf8'), CREATED_TEXT, 'the agent created the file');
    const entry = await entryOfCommand(SHELL_COMMANDS.heredoc);
    assert.deepEqual([entry.client, entry.tool], [agent, tool], JSON.stringify(entry));
    assert.deepEqual(entry.files.map((file) => [file.path, file.action]), [['src/added.ts', 'add']], JSON.stringify(entry));
    const undone = await undoWithCli(machine, entry.id);
    assert.equal(undone.code, 0, undone.stdout + undone.stderr);
    assert.ok(!existsSync(files.created), 'the undo of a creation removes the file');
  });

  it(`puts back an opaque script's write to .git/config at once, records it as put_back, and the model reads why`, async () => {
    const { project, lastRequest } = context();
    assert.equal(readFileSync(project.gitConfig, 'utf8'), project.original.gitConfig, 'the bytes before the call');
    const putBack = (await listed()).filter((entry) => entry.tool === 'put_back');
    assert.equal(putBack.length, 1, JSON.stringify(await listed()));
    assert.equal(putBack[0].client, agent);
    assert.deepEqual(putBack[0].files.map((file) => file.path), ['.git/config'], JSON.stringify(putBack[0]));
    // The call changed nothing that stays, so it has no entry of its own.
    assert.deepEqual((await listed()).filter((entry) => entry.command === SHELL_COMMANDS.gitConfig), [], JSON.stringify(await listed()));
    const said = whereSaid(lastRequest(), PUT_BACK_NOTE);
    assert.ok(said.length > 0, `the note is in what the model reads: ${JSON.stringify(lastRequest()).slice(-4000)}`);
    assert.ok(said.every((place) => noteAt.path.test(place.path) && noteAt.text.test(place.text)), `the note is where ${String(noteAt.path)} and as ${String(noteAt.text)} say: ${JSON.stringify(said)}`);
  });

  it('records nothing for the refused call, and no other shell entry', async () => {
    const commands = (await listed()).map((entry) => entry.command).filter((command) => command !== undefined);
    assert.deepEqual(commands.sort(), [SHELL_COMMANDS.heredoc, SHELL_COMMANDS.sed].sort(), JSON.stringify(await listed()));
  });
}
