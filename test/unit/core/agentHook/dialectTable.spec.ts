// The dialects as one table: every agent has one, a tool name two agents share is one kind of
// tool, and the detection order names each agent once.
import assert from 'node:assert/strict';
import { AGENTS, DETECTION_ORDER, DIALECTS, type ToolKind } from '../../../../src/core/agentHook';

describe('dialect table', () => {
  it('has one dialect per agent, each tried once in the detection order', () => {
    assert.deepEqual(Object.keys(DIALECTS).sort(), [...AGENTS].sort());
    assert.deepEqual(DETECTION_ORDER.map((d) => d.name).sort(), [...AGENTS].sort());
  });

  it('gives a tool name that two agents share one kind', () => {
    const kinds = new Map<string, ToolKind>();
    for (const agent of AGENTS) {
      for (const [tool, kind] of Object.entries(DIALECTS[agent].tools)) {
        assert.equal(kinds.get(tool) ?? kind, kind, `${tool} of ${agent}`);
        kinds.set(tool, kind);
      }
    }
  });
});
