// guarded_apply_patch through a real MCP client (the SDK's Client over stdio, dist/mcp.js).
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyPatchInputJsonSchema } from '../../src/core/request';
import { startServer, tempFolder, type Session } from './helpers';

describe('MCP server: guarded_apply_patch end to end', function () {
  this.timeout(60_000);
  let ws: { path: string; remove: () => void };
  let outside: { path: string; remove: () => void };
  let s: Session;
  const at = (...parts: string[]) => join(ws.path, ...parts);
  const read = (...parts: string[]) => readFileSync(at(...parts), 'utf8');
  const patch = (text: string) => s.call('guarded_apply_patch', { patch: text });
  const codesOf = (json: Record<string, unknown>) => (json.errors as { code: string }[]).map((e) => e.code);

  beforeEach(async () => {
    ws = tempFolder('ge-mcp-patch-');
    outside = tempFolder('ge-mcp-patch-out-');
    writeFileSync(at('a.txt'), 'alpha\r\nbeta\r\ngamma\r\n');
    writeFileSync(at('b.txt'), 'one\ntwo\nthree');
    writeFileSync(at('old.txt'), 'bye\n');
    mkdirSync(at('src'));
    writeFileSync(at('src', 'move.ts'), 'export const x = 1;\n');
    s = await startServer({ args: [ws.path] });
  });
  afterEach(async () => {
    await s.close();
    ws.remove();
    outside.remove();
  });

  it('is listed with the input schema of its zod source', async () => {
    const tools = await s.listTools();
    const tool = tools.find((t) => t.name === 'guarded_apply_patch');
    assert.ok(tool);
    assert.deepEqual(tool.inputSchema, applyPatchInputJsonSchema());
    assert.equal(tool.annotations?.destructiveHint, true);
  });

  it('updates, adds, deletes and moves in one call; bytes outside the hunks are kept', async () => {
    const { json, raw } = await patch([
      '*** Begin Patch',
      '*** Update File: a.txt',
      '@@',
      ' alpha',
      '-beta',
      '+BETA',
      '*** Update File: b.txt',
      '@@',
      '-three',
      '+THREE',
      '*** End of File',
      '*** Add File: docs/new.md',
      '+# New',
      '*** Delete File: old.txt',
      '*** Update File: src/move.ts',
      '*** Move to: lib/moved.ts',
      '@@',
      '-export const x = 1;',
      '+export const x = 2;',
      '*** End Patch',
    ].join('\n'));
    assert.equal(raw.isError, false, JSON.stringify(json));
    assert.deepEqual(json, {
      success: true,
      files: [
        { file_path: 'a.txt', action: 'update', changes: [{ start_line: 2, end_line: 2 }] },
        { file_path: 'b.txt', action: 'update', changes: [{ start_line: 3, end_line: 3 }] },
        { file_path: 'docs/new.md', action: 'add' },
        { file_path: 'old.txt', action: 'delete' },
        { file_path: 'src/move.ts', action: 'move', moved_to: 'lib/moved.ts', changes: [{ start_line: 1, end_line: 1 }] },
      ],
    });
    assert.deepEqual(raw.structuredContent, json);
    assert.equal(read('a.txt'), 'alpha\r\nBETA\r\ngamma\r\n', 'CRLF kept');
    assert.equal(read('b.txt'), 'one\ntwo\nTHREE', 'still no final newline');
    assert.equal(read('docs', 'new.md'), '# New\n');
    assert.equal(existsSync(at('old.txt')), false);
    assert.equal(existsSync(at('src', 'move.ts')), false);
    assert.equal(read('lib', 'moved.ts'), 'export const x = 2;\n');
    assert.deepEqual(readdirSync(ws.path).filter((n) => n.endsWith('.tmp')), []);
  });

  it('applies a unified diff as git writes it', async () => {
    const { json } = await patch([
      'diff --git a/b.txt b/b.txt',
      'index 1111111..2222222 100644',
      '--- a/b.txt',
      '+++ b/b.txt',
      '@@ -1,2 +1,2 @@',
      ' one',
      '-two',
      '+TWO',
    ].join('\n'));
    assert.equal(json.success, true, JSON.stringify(json));
    assert.equal(read('b.txt'), 'one\nTWO\nthree');
  });

  it('changes nothing when one hunk of one file fails, and names the hunk and the closest text', async () => {
    const { json, raw } = await patch([
      '*** Begin Patch',
      '*** Add File: created.txt',
      '+hello',
      '*** Update File: a.txt',
      '@@',
      '-beta',
      '+BETA',
      '*** Update File: b.txt',
      '@@',
      '-tow',
      '+2',
      '*** End Patch',
    ].join('\n'));
    assert.equal(raw.isError, true);
    assert.deepEqual(codesOf(json), ['OLD_STRING_NOT_FOUND']);
    assert.match((json.errors as { message: string }[])[0].message, /Hunk 1 of 1 in b\.txt \(patch line 9\)/);
    assert.equal(existsSync(at('created.txt')), false);
    assert.equal(read('a.txt'), 'alpha\r\nbeta\r\ngamma\r\n');
  });

  it('refuses what the jail refuses, an existing added file, and a malformed patch, each with its code', async () => {
    symlinkSync(outside.path, at('escape'));
    writeFileSync(at('dup.txt'), 'x\ny\nx\n');
    const cases: [string, string, string][] = [
      ['move outside', '*** Begin Patch\n*** Update File: b.txt\n*** Move to: ../evil.txt\n*** End Patch', 'PATH_TRAVERSAL'],
      ['move through a link', '*** Begin Patch\n*** Update File: b.txt\n*** Move to: escape/x.txt\n*** End Patch', 'SYMLINK_ESCAPE'],
      ['protected', '*** Begin Patch\n*** Add File: .git/hooks/pre-commit\n+#!/bin/sh\n*** End Patch', 'PROTECTED_PATH'],
      ['exists', '*** Begin Patch\n*** Add File: a.txt\n+x\n*** End Patch', 'FILE_EXISTS'],
      ['invalid', '*** Begin Patch\n*** Update File: a.txt\nbeta\n*** End Patch', 'INVALID_PATCH'],
      ['inside lines only', '*** Begin Patch\n*** Add File: c.txt\n+x\n*** Update File: a.txt\n@@\n-a\n+b\n*** End Patch', 'OLD_STRING_NOT_FOUND'],
      ['ambiguous', '*** Begin Patch\n*** Update File: dup.txt\n@@\n-x\n+z\n*** End Patch', 'AMBIGUOUS_MATCH'],
    ];
    for (const [name, text, code] of cases) {
      const { json } = await patch(text);
      assert.equal(json.success, false, name);
      assert.ok(codesOf(json).includes(code), `${name}: ${JSON.stringify(json.errors)}`);
    }
    assert.deepEqual(readdirSync(outside.path), []);
    assert.equal(existsSync(at('c.txt')), false);
    assert.equal(read('b.txt'), 'one\ntwo\nthree');
  });

  it('a sensitive file in a patch needs the person\'s yes: refused without a way to ask, applied after a yes', async () => {
    const text = '*** Begin Patch\n*** Update File: b.txt\n@@\n-one\n+ONE\n*** Add File: .vscode/settings.json\n+{}\n*** End Patch\n';
    const refused = await patch(text);
    assert.ok(codesOf(refused.json).includes('CONFIRMATION_REQUIRED'), JSON.stringify(refused.json));
    assert.equal(existsSync(at('.vscode', 'settings.json')), false);
    assert.equal(read('b.txt'), 'one\ntwo\nthree', 'nothing of the patch was applied');
    const asking = await startServer({ args: [ws.path], elicit: () => ({ action: 'accept', content: { allow: true } }) });
    try {
      const { json } = await asking.call('guarded_apply_patch', { patch: text });
      assert.equal(json.success, true, JSON.stringify(json));
      assert.equal(asking.asked.length, 1);
      assert.match(asking.asked[0], /\.vscode\/settings\.json/);
      assert.equal(read('.vscode', 'settings.json'), '{}\n');
    } finally {
      await asking.close();
    }
  });
});
