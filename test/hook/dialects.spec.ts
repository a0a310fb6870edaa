// The built hook (dist/hook.js) on each agent's own events: the events Codex CLI, Copilot CLI (both
// config files), Gemini CLI and Cline's CLI sent when tried for real, and Cursor's and Cline's VS Code
// extension's from their contracts (test/fixtures/hook-dialects). Each is answered in the agent's form, with the exit code
// that blocks in that agent, and the read gate, the jail, protected and sensitive files and the
// person's keyword work in every dialect that has the events.
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO, runHook, sandboxPerTest, type HookAnswer, type TestSandbox } from './hookRunner';

const FIXTURES = join(REPO, 'test', 'fixtures', 'hook-dialects');

/** A fixture with the sandbox's folders in place of <PROJECT> and <HOME>. */
function fixture(name: string, box: TestSandbox): Record<string, unknown> {
  const text = readFileSync(join(FIXTURES, `${name}.json`), 'utf8').replaceAll('<PROJECT>', box.project).replaceAll('<HOME>', box.env.HOME ?? '');
  return JSON.parse(text) as Record<string, unknown>;
}

function parsed(answer: HookAnswer): Record<string, unknown> {
  return answer.stdout === '' ? {} : (JSON.parse(answer.stdout) as Record<string, unknown>);
}

/** The refusal in each agent's form, its exit code, and the reason's first code. */
function assertRefused(agent: string, answer: HookAnswer, code: RegExp): void {
  const out = parsed(answer);
  let reason: unknown;
  switch (agent) {
    case 'copilot':
      assert.deepEqual(Object.keys(out), ['permissionDecision', 'permissionDecisionReason']);
      assert.equal(out.permissionDecision, 'deny');
      assert.equal(answer.exitCode, 2, 'Copilot: the flat form with exit 2 (the flat form keeps the reason)');
      reason = out.permissionDecisionReason;
      break;
    case 'gemini':
      assert.deepEqual(Object.keys(out), ['decision', 'reason']);
      assert.equal(out.decision, 'deny');
      assert.equal(answer.exitCode, 2);
      reason = out.reason;
      break;
    case 'cursor':
      assert.equal(out.permission, 'deny');
      assert.equal(answer.exitCode, 2);
      assert.match(String(out.user_message), /^Guarded Edit refused this call: /);
      reason = out.agent_message;
      break;
    case 'cline':
      assert.equal(out.cancel, true);
      assert.equal(answer.exitCode, 0);
      reason = out.errorMessage;
      break;
    default: {
      // Claude Code, VS Code, Codex: hookSpecificOutput alone (Codex rejects other top-level keys).
      assert.deepEqual(Object.keys(out), ['hookSpecificOutput']);
      const specific = out.hookSpecificOutput as Record<string, unknown>;
      assert.equal(specific.permissionDecision, 'deny');
      assert.equal(answer.exitCode, 2);
      reason = specific.permissionDecisionReason;
    }
  }
  assert.match(String(reason), code, answer.stdout);
  if (agent !== 'cline') assert.match(answer.stderr, code, 'the reason is on stderr too');
}

function assertAllowed(agent: string, answer: HookAnswer): void {
  assert.equal(answer.exitCode, 0, answer.stderr);
  // JSON on every path, and never "allow" (a decision of ours would skip the person's own prompt).
  if (agent === 'cursor') assert.deepEqual(parsed(answer), {});
  else if (agent === 'cline') assert.deepEqual(parsed(answer), { cancel: false });
  else assert.equal(answer.stdout, '', answer.stdout);
}

describe('agent hook dialects (dist/hook.js on each agent\'s events)', function () {
  this.timeout(180_000);
  const box = sandboxPerTest({ 'src/app.ts': 'const retries = 3;\n', 'src/other.ts': 'const x = 1;\n' });
  const send = (event: unknown, args: string[] = []): Promise<HookAnswer> => runHook(event, box.env, args);

  it('has a fixture for every event the tests name, and each parses as JSON', () => {
    const names = readdirSync(FIXTURES).filter((n) => n.endsWith('.json'));
    assert.ok(names.length >= 29, names.join(' '));
    for (const name of names) assert.doesNotThrow(() => fixture(name.slice(0, -5), box), name);
  });

  it('Copilot CLI (.github/hooks, camelCase): view passes, an edit before a read is refused in the flat form, after a view it passes', async () => {
    assertAllowed('copilot', await send(fixture('copilot-github-preToolUse-view', box)));
    assertRefused('copilot', await send(fixture('copilot-github-preToolUse-edit', box)), /^NOT_READ_FIRST: .*Read it with the view tool/ms);
    assertAllowed('copilot', await send(fixture('copilot-github-postToolUse-view', box)));
    assertAllowed('copilot', await send(fixture('copilot-github-preToolUse-edit', box)));
    assertAllowed('copilot', await send(fixture('copilot-github-preToolUse-create', box)));
  });

  it("Copilot CLI from Claude's files (Claude's event names, Copilot's argument names) is read as Copilot", async () => {
    assertRefused('copilot', await send(fixture('copilot-claude-PreToolUse-Edit', box)), /^NOT_READ_FIRST: /m);
    assertAllowed('copilot', await send(fixture('copilot-claude-PostToolUse-Read', box)));
    assertAllowed('copilot', await send(fixture('copilot-claude-PreToolUse-Edit', box)));
    assertAllowed('copilot', await send(fixture('copilot-claude-PreToolUse-Write', box)));
    // Installed for Claude Code (--agent claude) and run by Copilot: Copilot's own keys, so Copilot's form (which blocks from Claude's files too) and exit 2.
    assertRefused('copilot', await send({ ...fixture('copilot-claude-PreToolUse-Edit', box), session_id: 'other' }, ['--agent', 'claude']), /^NOT_READ_FIRST: /m);
  });

  it('Gemini CLI: BeforeTool answered with a top-level decision and exit 2; AfterTool read_file opens the read gate', async () => {
    assertAllowed('gemini', await send(fixture('gemini-BeforeTool-read_file', box)));
    assertRefused('gemini', await send(fixture('gemini-BeforeTool-replace', box)), /^NOT_READ_FIRST: .*read_file tool/ms);
    assertAllowed('gemini', await send(fixture('gemini-AfterTool-read_file', box)));
    assertAllowed('gemini', await send(fixture('gemini-BeforeTool-replace', box)));
    assertAllowed('gemini', await send(fixture('gemini-BeforeTool-write_file', box)));
    const outside = { ...fixture('gemini-BeforeTool-write_file', box), tool_input: { file_path: join(box.project, '..', 'evil.ts'), content: 'x' } };
    assertRefused('gemini', await send(outside), /^(PATH_TRAVERSAL|OUTSIDE_WORKSPACE): /m);
  });

  it("Codex CLI: apply_patch's patch (tool_input.command) checked by the patch core; no read gate (Codex's reads never reach a hook)", async () => {
    assertAllowed('codex', await send(fixture('codex-PreToolUse-apply_patch', box)));
    assertAllowed('codex', await send(fixture('codex-PreToolUse-apply_patch-two-files', box)));
    const event = fixture('codex-PreToolUse-apply_patch-two-files', box);
    const withPatch = (patch: string) => ({ ...event, tool_input: { command: patch } });
    // One file inside, one outside: the whole patch is refused.
    assertRefused('codex', await send(withPatch('*** Begin Patch\n*** Update File: src/other.ts\n@@\n-const x = 1;\n+const x = 2;\n*** Add File: ../outside.ts\n+x\n*** End Patch\n')), /^PATH_TRAVERSAL: /m);
    // A hunk that cannot apply: our diagnosis, before Codex tries it.
    assertRefused('codex', await send(withPatch('*** Begin Patch\n*** Update File: src/other.ts\n@@\n-const x = 7;\n+const x = 2;\n*** End Patch\n')), /^OLD_STRING_NOT_FOUND: Hunk 1 of 1 in src\/other\.ts/m);
    // Protected and sensitive files: .git/config never; a workflow needs a person, and Codex cannot ask.
    mkdirSync(join(box.project, '.git'));
    writeFileSync(join(box.project, '.git', 'config'), '[core]\n');
    assertRefused('codex', await send(withPatch('*** Begin Patch\n*** Update File: .git/config\n@@\n-[core]\n+[x]\n*** End Patch\n')), /^PROTECTED_PATH: /m);
    mkdirSync(join(box.project, '.github', 'workflows'), { recursive: true });
    writeFileSync(join(box.project, '.github', 'workflows', 'ci.yml'), 'on: push\n');
    const workflow = await send(withPatch('*** Begin Patch\n*** Update File: .github/workflows/ci.yml\n@@\n-on: push\n+on: pull_request\n*** End Patch\n'));
    assertRefused('codex', workflow, /^CONFIRMATION_REQUIRED: [^]*Codex CLI does not ask the person[^]*a person must make this change/m);
    // An added file that exists, a deleted file, a move out of the project.
    assertRefused('codex', await send(withPatch('*** Begin Patch\n*** Add File: src/app.ts\n+x\n*** End Patch\n')), /^FILE_EXISTS: /m);
    assertRefused('codex', await send(withPatch('*** Begin Patch\n*** Update File: src/other.ts\n*** Move to: /tmp/moved.ts\n@@\n-const x = 1;\n+const x = 2;\n*** End Patch\n')), /^OUTSIDE_WORKSPACE: /m);
    assertRefused('codex', await send(withPatch('not a patch')), /^INVALID_PATCH: /m);
    // Post events of a patch that ran are accepted quietly.
    assertAllowed('codex', await send(fixture('codex-PostToolUse-apply_patch-two-files', box)));
  });

  it("Cursor: beforeReadFile allows and records the read, preToolUse is answered in JSON on every path, a workflow is refused (Cursor's preToolUse enforces only a deny)", async () => {
    assertRefused('cursor', await send(fixture('cursor-preToolUse-Edit', box)), /^NOT_READ_FIRST: /m);
    assertAllowed('cursor', await send(fixture('cursor-beforeReadFile', box)));
    assertAllowed('cursor', await send(fixture('cursor-preToolUse-Edit', box)));
    const after = await send(fixture('cursor-afterFileEdit', box));
    assert.deepEqual([after.exitCode, parsed(after)], [0, {}]);
    assertRefused('cursor', await send({ ...fixture('cursor-beforeReadFile', box), file_path: '/etc/hostname' }), /^OUTSIDE_WORKSPACE: /m);
    mkdirSync(join(box.project, '.github', 'workflows'), { recursive: true });
    const workflow = join(box.project, '.github', 'workflows', 'ci.yml');
    writeFileSync(workflow, 'on: push\n');
    await send({ ...fixture('cursor-beforeReadFile', box), file_path: workflow });
    const asked = await send({ ...fixture('cursor-preToolUse-Edit', box), tool_name: 'Write', tool_input: { file_path: workflow, content: 'on: pull_request\n' } });
    assert.equal(asked.exitCode, 2);
    assert.equal(parsed(asked).permission, 'deny', asked.stdout);
    assert.match(String(parsed(asked).agent_message), /Cursor does not ask the person .* a person must make this change themselves or allow it/s);
  });

  it("Cursor and Cline: the person's keyword at the prompt lets the read gate's refusal through for that turn", async () => {
    const prompt = await send(fixture('cursor-beforeSubmitPrompt', box));
    assert.deepEqual(parsed(prompt), { continue: true });
    assertAllowed('cursor', await send(fixture('cursor-preToolUse-Edit', box)));
    assertAllowed('cline', await send(fixture('cline-UserPromptSubmit', box)));
    assertAllowed('cline', await send(fixture('cline-PreToolUse-replace_in_file', box)));
  });

  it('Cline: replace_in_file SEARCH/REPLACE blocks checked like an edit, answered with cancel', async () => {
    assertRefused('cline', await send(fixture('cline-PreToolUse-replace_in_file', box)), /^NOT_READ_FIRST: .*read_file in the VS Code extension/ms);
    assertAllowed('cline', await send(fixture('cline-PostToolUse-read_file', box)));
    assertAllowed('cline', await send(fixture('cline-PreToolUse-replace_in_file', box)));
    const event = fixture('cline-PreToolUse-replace_in_file', box);
    const wrong = { ...event, preToolUse: { toolName: 'replace_in_file', parameters: { path: 'src/app.ts', diff: '------- SEARCH\nconst retries = 9;\n=======\nx\n+++++++ REPLACE\n' } } };
    assertRefused('cline', await send(wrong), /^OLD_STRING_NOT_FOUND: /m);
    const outside = { ...event, preToolUse: { toolName: 'write_to_file', parameters: { path: '../evil.sh', content: 'x' } } };
    assertRefused('cline', await send(outside), /^PATH_TRAVERSAL: /m);
  });

  it("Cline's CLI (events it sent): read_files and editor checked, the read gate kept, an editor call without an old text a new file", async () => {
    assertRefused('cline', await send(fixture('cline-cli-tool_call-editor', box)), /^NOT_READ_FIRST: .*read_files tool/ms);
    assertAllowed('cline', await send(fixture('cline-cli-tool_call-read_files', box)));
    assertAllowed('cline', await send(fixture('cline-cli-tool_result-read_files', box)));
    assertAllowed('cline', await send(fixture('cline-cli-tool_call-editor', box)));
    const event = fixture('cline-cli-tool_call-editor', box);
    const call = (name: string, input: unknown): Record<string, unknown> => ({ ...event, tool_call: { id: 'c', name, input } });
    assertRefused('cline', await send(call('editor', { path: join(box.project, 'src', 'app.ts'), old_text: 'const retries = 9;', new_text: 'x' })), /^OLD_STRING_NOT_FOUND: /m);
    assertRefused('cline', await send(call('editor', { path: join(box.project, '..', 'evil.sh'), new_text: 'x' })), /^OUTSIDE_WORKSPACE: /m);
    assertRefused('cline', await send(call('read_files', { files: [{ path: join(box.project, 'src', 'app.ts') }, { path: '/etc/hostname' }] })), /^OUTSIDE_WORKSPACE: /m);
    assertAllowed('cline', await send(call('editor', { path: join(box.project, 'src', 'new.ts'), old_text: null, new_text: 'x\n' })));
    assertRefused('cline', await send(call('apply_patch', { input: '*** Begin Patch\n*** Add File: ../evil.sh\n+x\n*** End Patch\n' })), /^PATH_TRAVERSAL: /m);
  });

  it('an event it cannot read is refused in the form of the agent named by --agent', async () => {
    for (const agent of ['claude', 'vscode', 'copilot', 'codex', 'gemini', 'cursor', 'cline']) {
      assertRefused(agent, await send('{not json', ['--agent', agent]), /failed while reading the hook event/);
    }
    assertRefused('claude', await send('{}', ['--agent', 'nope']), /--agent is one of claude, vscode, copilot, codex, gemini, cursor, cline/);
    // A tool event whose arguments cannot be read: refused, never waved through.
    assertRefused('gemini', await send({ ...fixture('gemini-BeforeTool-replace', box), tool_input: { file_path: 3 } }), /^INVALID_INPUT: /m);
    // A before-event that names no tool: refused, never waved through.
    const nameless = fixture('gemini-BeforeTool-replace', box);
    delete nameless.tool_name;
    assertRefused('gemini', await send(nameless), /names no tool/);
    assertRefused('claude', await send({ hook_event_name: 'PreToolUse', session_id: 's', cwd: box.project, tool_input: { file_path: 'a.ts' } }, ['--agent', 'claude']), /names no tool/);
  });
});
