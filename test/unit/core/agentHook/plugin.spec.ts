// The Claude Code plugin (.claude-plugin/plugin.json) runs the hook with the entries the installer
// writes for Claude Code: the same events, the same matcher (NotebookEdit included), the same
// timeout far above the hook's own bound. Only the command differs (the plugin's own copy).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIALECTS, HOOK_MARKER } from '../../../../src/core/agentHook';

interface Group { matcher?: string; hooks: { type: string; command: string; timeout: number }[] }

describe("the Claude Code plugin's hooks", () => {
  const plugin = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', '..', '.claude-plugin', 'plugin.json'), 'utf8')) as { hooks: Record<string, Group[]> };
  const { layout } = DIALECTS.claude;

  it("are the installer's Claude Code entries, with the plugin's command", () => {
    assert.equal(layout.kind, 'settings');
    if (layout.kind !== 'settings') return;
    assert.deepEqual(Object.keys(plugin.hooks).sort(), [...layout.events].sort());
    for (const event of layout.events) {
      const [group] = plugin.hooks[event] ?? [];
      assert.ok(group !== undefined, event);
      const command = group.hooks[0]?.command ?? '';
      assert.ok(command.includes(HOOK_MARKER), `${event}: ${command}`);
      assert.deepEqual(group, layout.entry(event, command), event);
    }
  });

  it('watch NotebookEdit', () => {
    assert.match(plugin.hooks.PreToolUse?.[0]?.matcher ?? '', /\bNotebookEdit\b/);
  });
});
