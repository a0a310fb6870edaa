import assert from 'node:assert/strict';
import { readJsonc, writeJsonc } from '../../../../src/core/jsonc';

// What Copilot CLI 1.0.102's trust dialog leaves in ~/.copilot/config.json ("remember this folder").
const COPILOT_CONFIG = `// User settings belong in settings.json.
// This file is managed automatically.
{
  "firstLaunchAt": "2026-11-28T10:00:00.000Z",
  "trustedFolders": [
    "/home/ann/project"
  ]
}
`;

describe('JSON with comments (agent settings files)', () => {
  it("reads Copilot's config with its comment lines, and strict JSON alike", () => {
    const read = readJsonc(COPILOT_CONFIG);
    assert.ok(read.ok);
    assert.deepEqual((read.value as { trustedFolders: string[] }).trustedFolders, ['/home/ann/project']);
    assert.equal(read.hasComments, true);
    const strict = readJsonc('\ufeff{"a": [1, 2]}');
    assert.ok(strict.ok);
    assert.deepEqual(strict.value, { a: [1, 2] });
    assert.equal(strict.hasComments, false);
    assert.deepEqual(readJsonc('{"url": "http://x//y"}'), { ok: true, value: { url: 'http://x//y' }, hasComments: false }, '// inside a string is no comment');
  });

  it('names the place where a file is not JSON', () => {
    const read = readJsonc('{\n  "a": 1,\n  "b": \n}');
    assert.equal(read.ok, false);
    assert.match(read.ok ? '' : read.problem, /not valid JSON \(ValueExpected at line 4, column 1\)/);
  });

  it('writes a change back with the comments kept, and the layout outside the changed object', () => {
    const text = `{
    // The model Gemini uses.
    "model": "gemini-pro",
    "hooks": {
        // Mine, keep it.
        "BeforeTool": [{ "matcher": "x", "hooks": [] }]
    }
}
`;
    const read = readJsonc(text);
    assert.ok(read.ok);
    const value = read.value as { hooks: Record<string, unknown> };
    const next = { ...value, hooks: { ...value.hooks, AfterTool: [{ hooks: [{ type: 'command', command: 'c' }] }] } };
    const written = writeJsonc(text, next);
    assert.match(written, /\/\/ The model Gemini uses\.\n {4}"model": "gemini-pro",/);
    assert.match(written, /\/\/ Mine, keep it\.\n {8}"BeforeTool": \[/, 'a comment in the changed object is kept too');
    const again = readJsonc(written);
    assert.ok(again.ok);
    assert.deepEqual(again.value, next);
    assert.equal(writeJsonc(written, next), written, 'nothing changed: the same text');
  });

  it('writes a file without a value (empty) as plain JSON', () => {
    assert.equal(writeJsonc('', { a: 1 }), '{\n  "a": 1\n}\n');
  });
});
