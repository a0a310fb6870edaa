// The dialect layer in plain Node: which agent an event comes from (by its keys, or as named), the
// normalised event, each agent's tools as our operations, the answer in each agent's form, and our
// entries in each agent's settings file.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AGENTS, answerFor, countOwnEntries, detectAgent, LAYOUTS, mergeOwnEntries, ownEntries, parseHookEvent, parseToolCall, removesOwnEntries,
  searchReplaceBlocks, type AgentName, type FileOperation,
} from '../../../../src/core/agentHook';

const FIXTURES = join(__dirname, '..', '..', '..', 'fixtures', 'hook-dialects');

const MOMENT_OF: Record<string, string> = {
  PreToolUse: 'before', preToolUse: 'before', BeforeTool: 'before', beforeReadFile: 'before',
  PostToolUse: 'after', postToolUse: 'after', AfterTool: 'after', afterFileEdit: 'after',
  UserPromptSubmit: 'prompt', beforeSubmitPrompt: 'prompt',
  tool_call: 'before', tool_result: 'after',
};

function load(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(FIXTURES, name), 'utf8').replaceAll('<PROJECT>', '/p').replaceAll('<HOME>', '/h')) as Record<string, unknown>;
}

function operationsOf(name: string): FileOperation[] {
  const parsed = parseHookEvent(load(name));
  assert.ok(parsed.ok);
  const call = parseToolCall(parsed.event.tool, parsed.event.input, parsed.event.agent);
  assert.equal(call.kind, 'call', JSON.stringify(call));
  return (call as { call: { operations: FileOperation[] } }).call.operations;
}

describe('hook dialects', () => {
  it('recognises the agent of every fixture from its keys, and its moment', () => {
    const expected: Record<string, AgentName> = { codex: 'codex', copilot: 'copilot', gemini: 'gemini', cursor: 'cursor', cline: 'cline' };
    const names = readdirSync(FIXTURES).filter((n) => n.endsWith('.json'));
    for (const name of names) {
      const parsed = parseHookEvent(load(name));
      assert.ok(parsed.ok, name);
      assert.equal(parsed.event.agent, expected[name.split('-')[0]], name);
      const event = name.slice(0, -5).split('-').find((part) => part in MOMENT_OF);
      assert.ok(event !== undefined, name);
      assert.equal(parsed.event.moment, MOMENT_OF[event], name);
      assert.notEqual(parsed.event.session, '', name);
    }
    assert.equal(detectAgent({ hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path: '/p/a' } }), 'claude');
    assert.equal(detectAgent({ hookEventName: 'PreToolUse', tool_name: 'copilot_readFile' }), 'vscode');
    const agentOf = (raw: unknown, named: Parameters<typeof parseHookEvent>[1]): string | undefined => {
      const parsed = parseHookEvent(raw, named);
      return parsed.ok ? parsed.event.agent : undefined;
    };
    // Keys that plainly belong to one agent name it, whatever --agent says (Copilot CLI runs VS Code's and Claude Code's hook files too).
    assert.equal(agentOf(load('codex-PreToolUse-apply_patch.json'), 'claude'), 'codex', "Codex's keys win over --agent claude");
    assert.equal(agentOf({ sessionId: 's', timestamp: 0, cwd: '/p', toolName: 'edit', toolArgs: { path: '/p/a' } }, 'vscode'), 'copilot', "Copilot's keys through VS Code's file");
    // Claude Code's keys are everyone's: --agent wins.
    assert.equal(agentOf({ session_id: 's', cwd: '/p', hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path: '/p/a' } }, 'codex'), 'codex', '--agent wins over the default');
    // VS Code's Local events: camelCase hookEventName (with sessionId) and snake_case tool_name and tool_input.
    assert.equal(detectAgent({ hookEventName: 'PreToolUse', sessionId: 's', tool_name: 'copilot_replaceString', tool_input: { filePath: '/p/a' } }), 'vscode');
    assert.equal(detectAgent({ hookEventName: 'UserPromptSubmit', sessionId: 's', prompt: 'hi' }), 'vscode');
  });

  it('reads the workspace folders and the prompt where an agent gives them', () => {
    const cursor = parseHookEvent(load('cursor-beforeSubmitPrompt.json'));
    assert.ok(cursor.ok);
    assert.deepEqual([cursor.event.roots, cursor.event.prompt, cursor.event.moment], [['/p'], 'SUDO change it anyway', 'prompt']);
    const cline = parseHookEvent(load('cline-UserPromptSubmit.json'));
    assert.ok(cline.ok);
    assert.deepEqual([cline.event.roots, cline.event.prompt, cline.event.session], [['/p'], 'SUDO go', 'task-1']);
    const copilotPrompt = parseHookEvent({ sessionId: 's', timestamp: 1, cwd: '/p', prompt: 'SUDO' });
    assert.ok(copilotPrompt.ok);
    assert.deepEqual([copilotPrompt.event.agent, copilotPrompt.event.moment], ['copilot', 'prompt']);
    for (const bad of [[], null, 'x', 3]) assert.equal(parseHookEvent(bad).ok, false);
  });

  it("maps each agent's file tools onto read, write, edit and patch operations", () => {
    assert.deepEqual(operationsOf('copilot-github-preToolUse-view.json'), [{ kind: 'read', path: '/p/src/app.ts', inputPath: ['path'], folderAllowed: true }]);
    assert.deepEqual(operationsOf('copilot-github-preToolUse-edit.json'), [{ kind: 'edit', path: '/p/src/app.ts', inputPath: ['path'], edits: [{ old_string: 'const retries = 3;', new_string: 'const retries = 5;' }] }]);
    assert.deepEqual(operationsOf('copilot-claude-PreToolUse-Write.json'), [{ kind: 'write', path: '/p/src/ok-new.ts', inputPath: ['path'], content: 'new\n' }]);
    assert.deepEqual(operationsOf('copilot-claude-PreToolUse-Edit.json').map((o) => o.kind), ['edit']);
    assert.deepEqual(operationsOf('gemini-BeforeTool-replace.json').map((o) => [o.kind, o.path]), [['edit', '/p/src/app.ts']]);
    assert.deepEqual(operationsOf('gemini-BeforeTool-write_file.json').map((o) => o.kind), ['write']);
    assert.deepEqual(operationsOf('cursor-beforeReadFile.json').map((o) => o.kind), ['read']);
    assert.deepEqual(operationsOf('cursor-afterFileEdit.json').map((o) => o.kind), ['edit']);
    assert.deepEqual(operationsOf('cline-PreToolUse-replace_in_file.json'), [{ kind: 'edit', path: 'src/app.ts', inputPath: ['path'], edits: [{ old_string: 'const retries = 3;', new_string: 'const retries = 5;' }] }]);
    const two = operationsOf('codex-PreToolUse-apply_patch-two-files.json');
    assert.deepEqual(two.map((o) => [o.kind, o.path]), [['hunks', 'src/other.ts'], ['write', 'src/ok-new.ts']]);
    assert.deepEqual((two[0] as { hunks: { oldLines: string[]; newLines: string[] }[] }).hunks.map((h) => [h.oldLines, h.newLines]), [[['const x = 1;'], ['const x = 2;']]]);
    assert.equal((two[1] as { mustNotExist?: boolean }).mustNotExist, true);
  });

  it("reads Copilot's str_replace_editor by its command, JSON-text arguments, and Codex's shell apply_patch", () => {
    const kinds = (tool: string, input: unknown, agent?: AgentName) => {
      const parsed = parseToolCall(tool, input, agent);
      return parsed.kind === 'call' ? parsed.call.operations.map((o) => o.kind) : parsed.kind;
    };
    assert.deepEqual(kinds('str_replace_editor', { command: 'view', path: '/p/a' }), ['read']);
    assert.deepEqual(kinds('str_replace_editor', { command: 'create', path: '/p/a', file_text: 'x' }), ['write']);
    assert.deepEqual(kinds('str_replace_editor', { command: 'str_replace', path: '/p/a', old_str: 'a', new_str: 'b' }), ['edit']);
    assert.deepEqual(kinds('str_replace_editor', { command: 'insert', path: '/p/a', insert_line: 1, new_str: 'b' }), ['change']);
    assert.equal(kinds('str_replace_editor', { command: 'rm', path: '/p/a' }), 'malformed');
    assert.deepEqual(kinds('edit', '{"path":"/p/a","old_str":"a","new_str":"b"}'), ['edit'], 'arguments sent as JSON text');
    const patch = '*** Begin Patch\n*** Delete File: /p/a\n*** End Patch';
    assert.deepEqual(kinds('shell', { command: ['apply_patch', patch] }, 'codex'), ['change']);
    assert.deepEqual(kinds('shell', { command: `apply_patch <<'EOF'\n${patch}\nEOF` }, 'codex'), ['change']);
    assert.equal(kinds('shell', { command: ['ls'] }, 'codex'), 'unknown');
    assert.equal(kinds('shell', { command: ['apply_patch', patch] }, 'claude'), 'unknown', 'only Codex runs patches through its shell');
    assert.deepEqual(kinds('replace', { file_path: '/p/a', old_string: 'a', new_string: 'b', expected_replacements: 2 }), ['edit']);
    const bad = parseToolCall('apply_patch', { command: 'hello' }, 'codex');
    assert.equal(bad.kind, 'malformed');
    assert.match(JSON.stringify(bad), /INVALID_PATCH/);
  });

  it('refuses an input that names one argument twice with different values (the hook would check one, the tool read the other)', () => {
    assert.equal(parseToolCall('create', { file_path: 'src/ok.ts', path: '/etc/x', file_text: 'x' }, 'copilot').kind, 'malformed');
    assert.equal(parseToolCall('write_to_file', { file_path: 'src/ok.ts', path: '../outside', content: 'x' }, 'cline').kind, 'malformed');
    assert.equal(parseToolCall('edit', { path: 'a.ts', old_str: 'a', oldString: 'b', new_str: 'c' }, 'copilot').kind, 'malformed');
    assert.equal(parseToolCall('create', { file_path: 'src/ok.ts', path: 'src/ok.ts', file_text: 'x' }, 'copilot').kind, 'call', 'the same value twice is one argument');
  });

  it('reads SEARCH/REPLACE blocks in both marker styles, and nothing else', () => {
    assert.deepEqual(searchReplaceBlocks('------- SEARCH\na\nb\n=======\nc\n+++++++ REPLACE\n\n<<<<<<< SEARCH\nd\n=======\n>>>>>>> REPLACE'), [
      { old_string: 'a\nb', new_string: 'c' },
      { old_string: 'd', new_string: '' },
    ]);
    assert.equal(searchReplaceBlocks('just text'), undefined);
    assert.equal(searchReplaceBlocks('------- SEARCH\na\n======='), undefined);
    assert.equal(searchReplaceBlocks(''), undefined);
  });

  it("answers in each agent's form: deny with exit 2 and stderr (Cline: the form alone), ask where enforced, else a deny naming the person", () => {
    const deny = { kind: 'deny' as const, reason: 'OUTSIDE_WORKSPACE: no' };
    const forms = Object.fromEntries(AGENTS.map((a) => [a, answerFor(a, 'before', a === 'gemini' ? 'BeforeTool' : 'PreToolUse', deny)]));
    assert.deepEqual(JSON.parse(forms.claude.stdout ?? ''), { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'OUTSIDE_WORKSPACE: no' } });
    assert.deepEqual(JSON.parse(forms.codex.stdout ?? ''), JSON.parse(forms.claude.stdout ?? ''));
    assert.deepEqual(JSON.parse(forms.copilot.stdout ?? ''), { permissionDecision: 'deny', permissionDecisionReason: 'OUTSIDE_WORKSPACE: no' });
    assert.deepEqual(JSON.parse(forms.gemini.stdout ?? ''), { decision: 'deny', reason: 'OUTSIDE_WORKSPACE: no' });
    assert.deepEqual(JSON.parse(forms.cursor.stdout ?? ''), { permission: 'deny', user_message: 'Guarded Edit refused this call: OUTSIDE_WORKSPACE: no', agent_message: 'OUTSIDE_WORKSPACE: no' });
    assert.deepEqual(JSON.parse(forms.cline.stdout ?? ''), { cancel: true, errorMessage: 'OUTSIDE_WORKSPACE: no' });
    for (const agent of AGENTS) {
      const zero = agent === 'cline';
      assert.equal(forms[agent].exitCode, zero ? 0 : 2, agent);
      if (agent !== 'cline') assert.equal(forms[agent].stderr, 'OUTSIDE_WORKSPACE: no', agent);
    }
    const ask = { kind: 'ask' as const, reason: 'CONFIRMATION_REQUIRED: yes?' };
    assert.match(answerFor('claude', 'before', 'PreToolUse', ask).stdout ?? '', /"permissionDecision":"ask"/);
    assert.equal(answerFor('claude', 'before', 'PreToolUse', ask).exitCode, 0);
    // Cursor's preToolUse enforces only a deny: its ask is a deny saying a person must make or allow the change.
    const cursorAsk = answerFor('cursor', 'before', 'preToolUse', ask);
    assert.match(cursorAsk.stdout ?? '', /^\{"permission":"deny".*a person must make this change/);
    assert.equal(cursorAsk.exitCode, 2);
    for (const agent of ['codex', 'copilot', 'gemini', 'cline'] as const) {
      const answer = answerFor(agent, 'before', 'PreToolUse', ask);
      assert.match(answer.stdout ?? '', /deny|"cancel":true/, agent);
      assert.match(answer.stdout ?? '', /a person must make this change themselves or allow it/, agent);
    }
    assert.deepEqual(answerFor('claude', 'before', 'PreToolUse', { kind: 'allow' }), { exitCode: 0 });
    assert.deepEqual(answerFor('cursor', 'after', 'afterFileEdit', deny), { stdout: '{}', exitCode: 0 }, 'after a call nothing is stopped');
  });

  it("writes our entries in each agent's layout, idempotently, and counts them for the removal guard", () => {
    const command = 'npx -y guarded-edit hook --agent X --id guarded-edit-hook';
    for (const format of ['claude', 'vscode', 'copilot', 'codex', 'gemini', 'cursor'] as const) {
      const once = mergeOwnEntries(undefined, format, command);
      assert.ok(once.ok, format);
      assert.equal(once.added, LAYOUTS[format].events.length, format);
      const twice = mergeOwnEntries(once.text, format, command);
      assert.ok(twice.ok);
      assert.deepEqual([twice.added, twice.updated, twice.text], [0, 0, once.text], format);
      const counts = countOwnEntries(JSON.parse(once.text), LAYOUTS[format].events);
      for (const event of LAYOUTS[format].events) assert.equal(counts[event], 1, `${format} ${event}`);
      assert.equal(removesOwnEntries(once.text, '{}'), true, format);
    }
    const copilot = JSON.parse((mergeOwnEntries(undefined, 'copilot', command) as { text: string }).text) as { version: number; hooks: Record<string, unknown[]> };
    assert.equal(copilot.version, 1);
    assert.deepEqual(copilot.hooks.preToolUse, [{ type: 'command', bash: command, powershell: command, timeoutSec: 60 }]);
    const gemini = ownEntries('gemini', command);
    assert.deepEqual(gemini.BeforeTool, [{ matcher: 'read_file|write_file|replace|run_shell_command', hooks: [{ type: 'command', command, timeout: 60000 }] }]);
  });

  it("raises a Gemini entry of ours whose timeout was written in seconds (Gemini reads milliseconds)", () => {
    const migrated = JSON.stringify({ hooks: { BeforeTool: [{ matcher: 'x', hooks: [{ type: 'command', command: 'node "/a/hook.js" --id guarded-edit-hook', timeout: 30 }] }] } });
    const merged = mergeOwnEntries(migrated, 'gemini', 'node "/a/hook.js" --id guarded-edit-hook');
    assert.ok(merged.ok);
    assert.equal(merged.updated, 1);
    assert.match(merged.text, /"timeout": 60000/);
  });
});
