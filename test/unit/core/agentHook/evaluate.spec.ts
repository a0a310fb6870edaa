import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkPreToolUse, countOwnEntries, formatReason, internalFailureReason, isHookSettingsPath, malformedCallError, mergeOwnEntries,
  parseToolCall, patchOperations, promptHasKeyword, recordsAfterToolUse, removesOwnEntries, type HookEnvironment, type SessionView, type ToolCall,
} from '../../../../src/core/agentHook';
import { DEFAULT_CONFIRM_PATTERNS, DEFAULT_PROTECTED_PATTERNS } from '../../../../src/core/path';
import { fingerprint, lineHashes } from '../../../../src/core/gate';
import type { GuardedError } from '../../../../src/core/errors';
import { createNodeFs, nodePlatform } from '../../../../src/node/nodeFs';
import { makeTempDir, removeTempDir } from '../../../helpers/tempTree';

function callOf(tool: string, input: unknown): ToolCall {
  const parsed = parseToolCall(tool, input);
  assert.equal(parsed.kind, 'call', JSON.stringify(parsed));
  return (parsed as { call: ToolCall }).call;
}

describe('agentHook', () => {
  describe('parseToolCall', () => {
    it("maps Claude Code's Read, Write, Edit and MultiEdit", () => {
      assert.deepEqual(callOf('Read', { file_path: '/p/a', offset: 2 }).operations, [{ kind: 'read', path: '/p/a', inputPath: ['file_path'] }]);
      assert.deepEqual(callOf('Write', { file_path: '/p/a', content: 'x' }).operations[0], { kind: 'write', path: '/p/a', inputPath: ['file_path'], content: 'x' });
      assert.deepEqual(callOf('Edit', { file_path: '/p/a', old_string: 'a', new_string: 'b', replace_all: true }).operations[0], {
        kind: 'edit', path: '/p/a', inputPath: ['file_path'], edits: [{ old_string: 'a', new_string: 'b', replace_all: true }],
      });
      const multi = callOf('MultiEdit', { file_path: '/p/a', edits: [{ old_string: 'a', new_string: 'b' }, { old_string: 'c', new_string: 'd' }] });
      assert.equal(multi.agent, 'claude');
      assert.equal((multi.operations[0] as { edits: unknown[] }).edits.length, 2);
    });

    it("maps VS Code's file tools by id and by the model's name", () => {
      for (const tool of ['copilot_readFile', 'read_file']) assert.equal(callOf(tool, { filePath: '/p/a' }).operations[0].kind, 'read');
      for (const tool of ['copilot_createFile', 'create_file']) assert.equal(callOf(tool, { filePath: '/p/a', content: '' }).operations[0].kind, 'write');
      for (const tool of ['copilot_replaceString', 'replace_string_in_file']) {
        assert.deepEqual(callOf(tool, { filePath: '/p/a', oldString: 'a', newString: 'b' }).operations[0], {
          kind: 'edit', path: '/p/a', inputPath: ['filePath'], edits: [{ old_string: 'a', new_string: 'b' }],
        });
      }
      for (const tool of ['copilot_insertEdit', 'insert_edit_into_file']) assert.equal(callOf(tool, { filePath: '/p/a', code: 'x' }).operations[0].kind, 'change');
      const multi = callOf('copilot_multiReplaceString', {
        replacements: [{ filePath: '/p/a', oldString: 'a', newString: 'b' }, { filePath: '/p/b', oldString: 'c', newString: 'd' }, { filePath: '/p/a', oldString: 'e', newString: 'f' }],
      });
      assert.equal(multi.operations.length, 2);
      assert.deepEqual(multi.operations[0].inputPath, ['replacements', 0, 'filePath']);
      assert.equal((multi.operations[0] as { edits: unknown[] }).edits.length, 2);
      // An empty patch is refused by the patch core, as our own tools refuse it.
      assert.equal(parseToolCall('apply_patch', { input: '*** Begin Patch\n*** End Patch' }).kind, 'malformed');
    });

    it('passes unknown tools and reports malformed inputs', () => {
      assert.deepEqual(parseToolCall('Bash', { command: 'ls' }), { kind: 'unknown' });
      assert.equal(parseToolCall('Edit', 'x').kind, 'malformed');
      assert.equal(parseToolCall('Edit', { file_path: '/p' }).kind, 'malformed');
      assert.equal(parseToolCall('MultiEdit', { file_path: '/p', edits: [] }).kind, 'malformed');
      assert.equal(parseToolCall('MultiEdit', { file_path: '/p', edits: ['x'] }).kind, 'malformed');
      assert.equal(parseToolCall('MultiEdit', { file_path: '/p', edits: Array.from({ length: 201 }, () => ({ old_string: 'a', new_string: 'b' })) }).kind, 'malformed');
      assert.equal(parseToolCall('copilot_multiReplaceString', { replacements: [] }).kind, 'malformed');
      assert.equal(parseToolCall('copilot_multiReplaceString', { replacements: [1] }).kind, 'malformed');
      assert.equal(parseToolCall('copilot_multiReplaceString', { replacements: Array.from({ length: 201 }, () => ({})) }).kind, 'malformed');
      const many = Array.from({ length: 201 }, (_, i) => `*** Add File: /p/f${i}\n+x`).join('\n');
      assert.equal(parseToolCall('copilot_applyPatch', { input: many }).kind, 'malformed');
      assert.throws(() => parseToolCall('Read', { get file_path(): string { throw new TypeError('boom'); } }), /boom/);
    });

    it('finds every path of a patch (read by the patch core): added with its text, updated with its hunks, deleted, moved', () => {
      const ops = patchOperations(['*** Begin Patch', '*** Add File: /p/new.ts', '+line 1', '+line 2', '*** Update File: /p/a.ts\r', '*** Move to: /p/b.ts', '@@', '-x', '+y', '*** Delete File: /p/c.ts', '*** End Patch'].join('\n'));
      assert.deepEqual(ops.map((o) => [o.kind, o.path]), [['write', '/p/new.ts'], ['hunks', '/p/a.ts'], ['write', '/p/b.ts'], ['change', '/p/c.ts']]);
      assert.equal((ops[0] as { content: string }).content, 'line 1\nline 2\n', 'as the patch core adds it: every line with its break');
      assert.equal((ops[3] as { removes?: boolean }).removes, true);
      assert.equal((ops[1] as { movedTo?: string }).movedTo, '/p/b.ts', 'the moved file says where it goes');
    });
  });

  describe('own entries', () => {
    it('merges into existing settings, keeps others, and is idempotent', () => {
      const existing = JSON.stringify({ env: { A: '1' }, hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'other' }] }] } });
      const once = mergeOwnEntries(existing, 'claude', 'node "/x/hook.js" --id guarded-edit-hook');
      assert.ok(once.ok);
      assert.equal(once.added, 3);
      const twice = mergeOwnEntries(once.text, 'claude', 'node "/x/hook.js" --id guarded-edit-hook');
      assert.ok(twice.ok);
      assert.equal(twice.added, 0);
      assert.deepEqual(countOwnEntries(JSON.parse(once.text)), { PreToolUse: 1, PostToolUse: 1, UserPromptSubmit: 1 });
      const vscode = mergeOwnEntries(undefined, 'vscode', 'guarded-edit-hook');
      assert.ok(vscode.ok);
      assert.deepEqual(JSON.parse(vscode.text), {
        version: 1,
        hooks: {
          PreToolUse: [{ type: 'command', command: 'guarded-edit-hook', timeout: 60 }],
          PostToolUse: [{ type: 'command', command: 'guarded-edit-hook', timeout: 60 }],
          UserPromptSubmit: [{ type: 'command', command: 'guarded-edit-hook', timeout: 60 }],
        },
      });
    });

    it('points entries of ours that run another copy (a cleared npx cache) at the new command, and keeps the others', () => {
      const stale = 'node "/home/u/.npm/_npx/1/node_modules/guarded-edit/dist/hook.js" --id guarded-edit-hook';
      const existing = mergeOwnEntries(JSON.stringify({ hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'other' }] }] } }), 'claude', stale);
      assert.ok(existing.ok);
      const fresh = 'node "/home/u/.local/share/guarded-edit/hook.js" --id guarded-edit-hook';
      const moved = mergeOwnEntries(existing.text, 'claude', fresh);
      assert.ok(moved.ok);
      assert.equal(moved.added, 0);
      assert.equal(moved.updated, 3);
      assert.ok(!moved.text.includes('_npx'));
      assert.equal(moved.text.split(fresh.replace(/"/g, '\\"')).length - 1, 3);
      assert.match(moved.text, /"command": "other"/);
      const again = mergeOwnEntries(moved.text, 'claude', fresh);
      assert.ok(again.ok);
      assert.deepEqual([again.added, again.updated, again.text], [0, 0, moved.text]);
    });

    it('refuses settings it cannot merge into without losing anything', () => {
      assert.deepEqual(mergeOwnEntries('[1]', 'claude', 'c'), { ok: false, problem: 'the file is not a JSON object' });
      assert.equal(mergeOwnEntries('{"hooks": 3}', 'claude', 'c').ok, false);
      assert.equal(mergeOwnEntries('{"hooks": {"PreToolUse": {}}}', 'claude', 'c').ok, false);
      assert.ok(mergeOwnEntries('\ufeff{}', 'claude', 'c').ok);
      assert.ok(mergeOwnEntries('  ', 'claude', 'c').ok);
    });

    it('notices a change that removes an entry of ours, and only that', () => {
      const merged = mergeOwnEntries('{}', 'claude', 'guarded-edit-hook');
      assert.ok(merged.ok);
      const settings = JSON.parse(merged.text) as { hooks: Record<string, unknown[]> };
      assert.equal(removesOwnEntries(merged.text, merged.text.replace('{', '{"model":"x",')), false);
      assert.equal(removesOwnEntries(merged.text, JSON.stringify({ hooks: { ...settings.hooks, PostToolUse: [] } })), true);
      assert.equal(removesOwnEntries(merged.text, undefined), true);
      assert.equal(removesOwnEntries(merged.text, 'not json'), true);
      assert.equal(removesOwnEntries('{}', '{"hooks":{}}'), false);
      assert.deepEqual(countOwnEntries({ hooks: 'x' }), { PreToolUse: 0, PostToolUse: 0, UserPromptSubmit: 0 });
    });

    it('knows which paths hold agent hooks', () => {
      for (const p of ['.claude/settings.json', 'sub/.claude/settings.local.json', '.github/hooks/x.json']) assert.ok(isHookSettingsPath(p), p);
      for (const p of ['.claude/agents/a.md', 'settings.json', '.github/workflows/ci.yml']) assert.ok(!isHookSettingsPath(p), p);
    });
  });

  describe('messages', () => {
    it('matches the keyword as a word of its own', () => {
      assert.ok(promptHasKeyword('SUDO fix it', 'SUDO'));
      assert.ok(promptHasKeyword('fix it (SUDO).', 'SUDO'));
      assert.ok(!promptHasKeyword('PSEUDOSUDO', 'SUDO'));
      assert.ok(!promptHasKeyword('sudo', 'SUDO'));
      assert.ok(!promptHasKeyword('anything', ''));
      assert.ok(promptHasKeyword('ok a.b+', 'a.b+'));
    });

    it('formats reasons with code, message and next step', () => {
      const reason = formatReason([malformedCallError('no file_path')]);
      assert.match(reason, /^INVALID_INPUT: Guarded Edit's hook could not read this call: no file_path\.\nNext step: /);
      assert.match(internalFailureReason('checking Edit', 'EACCES'), /failed while checking Edit: EACCES.*\n.*GUARDED_EDIT_HOOK=off/s);
    });
  });

  describe('checkPreToolUse and recordsAfterToolUse on real files', () => {
    let root: string;
    let env: HookEnvironment;
    const files = new Map<string, string>();
    let override = false;
    const session: SessionView = { fingerprintOf: (key) => files.get(key), get override() { return override; } };

    beforeEach(() => {
      root = makeTempDir('agent-hook-');
      files.clear();
      override = false;
      env = {
        roots: [{ name: 'p', path: root }], fs: createNodeFs(), platform: nodePlatform(),
        protectedPatterns: DEFAULT_PROTECTED_PATTERNS, confirmPatterns: DEFAULT_CONFIRM_PATTERNS, maxFileBytes: 1 << 20,
        gate: 'require', keyword: 'SUDO', readText: (p) => Promise.resolve(readFileSync(p, 'utf8')),
      };
    });
    afterEach(() => removeTempDir(root));

    async function learn(call: ToolCall): Promise<void> {
      for (const r of await recordsAfterToolUse(call, env)) {
        if (r.fingerprint === undefined) files.delete(r.key);
        else files.set(r.key, r.fingerprint);
      }
    }

    it('gates edits on reads, keeps the read current after own edits, and lets the override through', async () => {
      const file = join(root, 'a.ts');
      writeFileSync(file, 'one\r\ntwo\r\n');
      const edit = callOf('Edit', { file_path: file, old_string: 'one\ntwo', new_string: 'uno\ndos' });
      assert.equal((await checkPreToolUse(edit, session, env)).kind, 'deny');
      override = true;
      assert.equal((await checkPreToolUse(edit, session, env)).kind, 'allow');
      override = false;
      await learn(callOf('Read', { file_path: file }));
      assert.deepEqual(await checkPreToolUse(edit, session, env), { kind: 'allow' });
      writeFileSync(file, 'uno\r\ndos\r\n');
      await learn(edit);
      assert.equal([...files.values()][0], fingerprint('uno\r\ndos\r\n'));
      // An edit whose new text is not on disk teaches nothing.
      await learn(callOf('Edit', { file_path: file, old_string: 'uno', new_string: 'never written' }));
      assert.equal([...files.values()][0], fingerprint('uno\r\ndos\r\n'));
      await learn(callOf('Write', { file_path: file, content: 'other' }));
      assert.equal([...files.values()][0], fingerprint('uno\r\ndos\r\n'));
      writeFileSync(file, 'x\n');
      await learn(callOf('Write', { file_path: file, content: 'x\n' }));
      assert.equal([...files.values()][0], fingerprint('x\n'));
      await learn(callOf('copilot_insertEdit', { filePath: file, code: 'y' }));
      await learn(callOf('Read', { file_path: join(root, 'missing') }));
      assert.equal(files.size, 1);
    });

    it('forgets a file a patch deleted', async () => {
      const file = join(root, 'gone.ts');
      writeFileSync(file, 'x');
      await learn(callOf('Read', { file_path: file }));
      unlinkSync(file);
      await learn(callOf('apply_patch', { input: `*** Begin Patch\n*** Delete File: ${file}\n*** End Patch` }));
      assert.equal(files.size, 0);
    });

    it('collects jail, content, own-entry and confirm findings; hard ones are never overridden', async () => {
      override = true;
      const outside = await checkPreToolUse(callOf('copilot_multiReplaceString', { replacements: [{ filePath: '/etc/hostname', oldString: 'a', newString: 'b' }] }), session, env);
      assert.equal(outside.kind, 'deny');
      assert.deepEqual((outside as { errors: { path: unknown[] }[] }).errors[0].path, ['replacements', 0, 'filePath']);
      mkdirSync(join(root, '.claude'));
      const settings = join(root, '.claude', 'settings.json');
      const merged = mergeOwnEntries('{}', 'claude', 'guarded-edit-hook');
      assert.ok(merged.ok);
      writeFileSync(settings, merged.text);
      override = false;
      await learn(callOf('Read', { file_path: settings }));
      const insert = await checkPreToolUse(callOf('copilot_insertEdit', { filePath: settings, code: 'x' }), session, env);
      assert.equal(insert.kind, 'deny');
      assert.match(formatReason((insert as { errors: GuardedError[] }).errors), /remove Guarded Edit's hook entries/);
      const keep = await checkPreToolUse(callOf('Edit', { file_path: settings, old_string: '{\n  "hooks"', new_string: '{\n  "model": "x",\n  "hooks"' }), session, env);
      assert.equal(keep.kind, 'ask', JSON.stringify(keep));
      const notFound = await checkPreToolUse(callOf('Edit', { file_path: settings, old_string: 'nothing like it', new_string: 'x' }), session, env);
      assert.equal((notFound as { errors: { code: string }[] }).errors[0].code, 'OLD_STRING_NOT_FOUND');
    });
  });
});

describe('agentHook gate findings', () => {
  it('lets an edit through when the change since the read does not touch its lines (the session keeps the lines read), else carries them as they are now', async () => {
    const root = makeTempDir('agent-hook-');
    try {
      const env: HookEnvironment = {
        roots: [{ name: 'p', path: root }], fs: createNodeFs(), platform: nodePlatform(),
        protectedPatterns: DEFAULT_PROTECTED_PATTERNS, confirmPatterns: [], maxFileBytes: 1 << 20,
        gate: 'require', keyword: 'SUDO', readText: (p) => Promise.resolve(readFileSync(p, 'utf8')),
      };
      const file = join(root, 'a.py');
      const read = 'a = 1\nb = 2\nc = 3\nd = 4\n';
      writeFileSync(file, 'a = 10\nb = 2\nc = 3\nd = 4\n');
      const session: SessionView = { fingerprintOf: () => fingerprint(read), linesOf: () => lineHashes(read), override: false };
      assert.equal((await checkPreToolUse(callOf('Edit', { file_path: file, old_string: 'c = 3', new_string: 'c = 30' }), session, env)).kind, 'allow');
      const touched = await checkPreToolUse(callOf('Edit', { file_path: file, old_string: 'a = 10\nb = 2', new_string: 'a = 1' }), session, env);
      assert.equal(touched.kind, 'deny');
      assert.match(formatReason((touched as { errors: GuardedError[] }).errors), /^CHANGED_SINCE_READ: .*lines 1-2 now read: "a = 10\\nb = 2"/);
      // Without the lines read, the fingerprint alone decides.
      const fingerprintOnly: SessionView = { fingerprintOf: () => fingerprint(read), override: false };
      assert.equal((await checkPreToolUse(callOf('Edit', { file_path: file, old_string: 'c = 3', new_string: 'c = 30' }), fingerprintOnly, env)).kind, 'deny');
    } finally {
      removeTempDir(root);
    }
  });

  it('takes a text whose stamp is the one recorded with its fingerprint as that text, unhashed; any other stamp is hashed', async () => {
    const root = makeTempDir('agent-hook-');
    try {
      const file = join(root, 'a.py');
      writeFileSync(file, 'a = 1\n');
      let stampNow: string | undefined = 'stamp-1';
      const env: HookEnvironment = {
        roots: [{ name: 'p', path: root }], fs: createNodeFs(), platform: nodePlatform(),
        protectedPatterns: DEFAULT_PROTECTED_PATTERNS, confirmPatterns: [], maxFileBytes: 1 << 20,
        gate: 'require', keyword: 'SUDO', readText: (p) => Promise.resolve(readFileSync(p, 'utf8')), stampOf: () => stampNow,
      };
      const edit = callOf('Edit', { file_path: file, old_string: 'a = 1', new_string: 'a = 2' });
      // A fingerprint that is not this text's: only the stamps can let the edit through.
      const recorded: SessionView = { fingerprintOf: () => 'ffffffffffffffff', stampOf: () => 'stamp-1', override: false };
      assert.equal((await checkPreToolUse(edit, recorded, env)).kind, 'allow');
      stampNow = 'stamp-2';
      assert.equal((await checkPreToolUse(edit, recorded, env)).kind, 'deny');
      stampNow = undefined;
      assert.equal((await checkPreToolUse(edit, { ...recorded, stampOf: () => undefined }, env)).kind, 'deny', 'no stamp on either side is no match');
      // Hashed when the stamps differ: the text the session saw passes.
      stampNow = 'stamp-2';
      assert.equal((await checkPreToolUse(edit, { ...recorded, fingerprintOf: () => fingerprint('a = 1\n') }, env)).kind, 'allow');
      // What the session learns after a call carries the stamp of the text read.
      const [record] = await recordsAfterToolUse(callOf('Read', { file_path: file }), env);
      assert.deepEqual([record?.fingerprint, record?.stamp], [fingerprint('a = 1\n'), 'stamp-2']);
    } finally {
      removeTempDir(root);
    }
  });

  it('says CHANGED_SINCE_READ when the read is out of date, and asks for confirm-listed files', async () => {
    const root = makeTempDir('agent-hook-');
    try {
      const env: HookEnvironment = {
        roots: [{ name: 'p', path: root }], fs: createNodeFs(), platform: nodePlatform(),
        protectedPatterns: DEFAULT_PROTECTED_PATTERNS, confirmPatterns: DEFAULT_CONFIRM_PATTERNS, maxFileBytes: 1 << 20,
        gate: 'require', keyword: 'SUDO', readText: (p) => Promise.resolve(readFileSync(p, 'utf8')),
      };
      const file = join(root, '.env');
      writeFileSync(file, 'A=1\n');
      const stale: SessionView = { fingerprintOf: () => 'ffffffffffffffff', override: false };
      const denied = await checkPreToolUse(callOf('Edit', { file_path: file, old_string: 'A=1', new_string: 'A=2' }), stale, env);
      assert.equal(denied.kind, 'deny');
      assert.match(formatReason((denied as { errors: GuardedError[] }).errors), /^CHANGED_SINCE_READ: "\.env" has changed since it was last read/);
      const current: SessionView = { fingerprintOf: () => fingerprint('A=1\n'), override: false };
      const asked = await checkPreToolUse(callOf('read_file', { filePath: file }), current, env);
      assert.equal(asked.kind, 'allow', 'reads are never asked about');
      const edit = await checkPreToolUse(callOf('replace_string_in_file', { filePath: file, oldString: 'A=1', newString: 'A=2' }), current, env);
      assert.equal(edit.kind, 'ask');
      assert.match(formatReason((edit as { errors: GuardedError[] }).errors), /^CONFIRMATION_REQUIRED: "\.env" matches "\*\*\/\.env\*"/);
      const offEnv = { ...env, gate: 'off' as const };
      assert.equal((await checkPreToolUse(callOf('Write', { file_path: join(root, 'n.ts'), content: '' }), stale, offEnv)).kind, 'allow');
    } finally {
      removeTempDir(root);
    }
  });
});
