import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { codexEventLabel, codexHookHash, codexHookKey, codexTrustStatus } from '../../../../src/core/agentHook';

const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

describe("Codex's hook trust (the hash its /hooks review keeps)", () => {
  // Each hash as the real Codex CLI 0.169.0 reported it (codex app-server, hooks/list, currentHash) for that entry of a hooks.json.
  it('computes the hash Codex reports for an entry, with its defaults (timeout 600 s, async false) and without a matcher where the event has none', () => {
    assert.equal(
      codexHookHash('PreToolUse', 'apply_patch|Bash', { command: 'node x.js --agent codex', timeout: 30 }, sha256Hex),
      'sha256:0f9738ca116fda557e8c81421fd26d2888b354db7ea6c0fd1c3750f279cb6653',
    );
    assert.equal(
      codexHookHash('PostToolUse', 'Edit', { command: 'echo post', timeout: 5, statusMessage: 'checking' }, sha256Hex),
      'sha256:f9ca48481dbf190ad64db9ca071d06eaeb314588790706bb0d952c0a50eb7e4d',
    );
    assert.equal(codexHookHash('UserPromptSubmit', undefined, { command: 'echo hi' }, sha256Hex), 'sha256:4ac11110e7e52a7ace4a63994f6a554e0c891264e3e3733d1f0541b1cd0b3b3e');
    assert.equal(codexHookHash('UserPromptSubmit', 'ignored', { command: 'echo hi', timeout: 600 }, sha256Hex), 'sha256:4ac11110e7e52a7ace4a63994f6a554e0c891264e3e3733d1f0541b1cd0b3b3e');
  });

  it('changes with the command (a re-install that changed the entry makes a reviewed hook "modified")', () => {
    const before = codexHookHash('PreToolUse', 'apply_patch', { command: 'npx -y guarded-edit hook', timeout: 30 }, sha256Hex);
    const after = codexHookHash('PreToolUse', 'apply_patch', { command: 'node -e "..."', timeout: 30 }, sha256Hex);
    assert.notEqual(before, after);
    assert.equal(codexTrustStatus(after, before), 'modified');
    assert.equal(codexTrustStatus(after, after), 'trusted');
    assert.equal(codexTrustStatus(after, undefined), 'untrusted');
  });

  it("names events and keys as Codex's config.toml does", () => {
    assert.equal(codexEventLabel('PreToolUse'), 'pre_tool_use');
    assert.equal(codexEventLabel('UserPromptSubmit'), 'user_prompt_submit');
    assert.equal(codexHookKey('/p/.codex/hooks.json', 'PostToolUse', 0, 1), '/p/.codex/hooks.json:post_tool_use:0:1');
  });
});
