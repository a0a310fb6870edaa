// The MCP server end to end: the SDK's v1 Client and StdioClientTransport spawn dist/mcp.js (each
// protocol revision and the v2 client: protocolRevisions.spec.ts).
import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createFileInputJsonSchema, multiEditInputJsonSchema, multiFileEditInputJsonSchema, readFileInputJsonSchema, toolOutputSchemas } from '../../src/core/request';
import { codes, startServer, tempFolder, waitFor, type Session } from './helpers';

const edit = (file_path: string, old_string: string, new_string: string) => ({ file_path, edits: [{ old_string, new_string }] });

describe('MCP server (dist/mcp.js) end to end', function () {
  this.timeout(60_000);
  let ws: { path: string; remove: () => void };
  let outside: { path: string; remove: () => void };
  const sessions: Session[] = [];
  const start = async (options: Parameters<typeof startServer>[0]) => {
    const session = await startServer(options);
    sessions.push(session);
    return session;
  };
  const at = (...parts: string[]) => join(ws.path, ...parts);

  beforeEach(() => {
    ws = tempFolder('ge-mcp-ws-');
    outside = tempFolder('ge-mcp-out-');
    writeFileSync(at('a.txt'), 'one\ntwo\nthree\n');
  });
  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((s) => s.close()));
    ws.remove();
    outside.remove();
  });

  it('lists the eight tools with the input schemas of the zod source, output schemas and annotations', async () => {
    const s = await start({ args: [ws.path] });
    const tools = await s.listTools();
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
    assert.deepEqual(Object.keys(byName).sort(), ['guarded_apply_patch', 'guarded_create_file', 'guarded_history', 'guarded_multi_edit', 'guarded_multi_file_edit', 'guarded_notebook_edit', 'guarded_read_file', 'guarded_undo']);
    assert.equal(byName.guarded_history.annotations?.readOnlyHint, true);
    assert.ok(byName.guarded_undo.outputSchema, 'guarded_undo declares what it returns');
    assert.deepEqual(byName.guarded_multi_edit.inputSchema, multiEditInputJsonSchema());
    assert.deepEqual(byName.guarded_multi_file_edit.inputSchema, multiFileEditInputJsonSchema());
    assert.deepEqual(byName.guarded_read_file.inputSchema, readFileInputJsonSchema());
    assert.deepEqual(byName.guarded_create_file.inputSchema, createFileInputJsonSchema());
    for (const [name, schema] of Object.entries(toolOutputSchemas())) assert.deepEqual(byName[name].outputSchema, schema);
    assert.equal(byName.guarded_read_file.annotations?.readOnlyHint, true);
    for (const name of ['guarded_multi_edit', 'guarded_multi_file_edit', 'guarded_create_file', 'guarded_undo']) {
      assert.equal(byName[name].annotations?.readOnlyHint, false, name);
      assert.equal(byName[name].annotations?.destructiveHint, true, name);
    }
  });

  it('applies an edit: the bytes change in its range only; the result is the same JSON as text and structuredContent', async () => {
    const s = await start({ args: [ws.path] });
    const { json, raw } = await s.call('guarded_multi_edit', edit('a.txt', 'two', 'TWO'));
    assert.deepEqual(json, { success: true, file_path: 'a.txt', edits_applied: 1, replacements: 1, saved: true, changes: [{ start_line: 2, end_line: 2 }] });
    assert.deepEqual(raw.structuredContent, json);
    assert.equal(raw.isError, false);
    assert.equal(readFileSync(at('a.txt'), 'utf8'), 'one\nTWO\nthree\n');
    assert.deepEqual(readdirTemps(ws.path), []);
  });

  it('refuses each class of mistake with isError and its code, and changes nothing', async () => {
    mkdirSync(at('.git'));
    writeFileSync(at('.git', 'config'), '[core]\n');
    writeFileSync(at('bin.dat'), Buffer.from([1, 0, 2, 0]));
    writeFileSync(at('latin1.txt'), Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a, 0x6f, 0x6b, 0x0a]));
    writeFileSync(at('mixed.txt'), 'one\r\ntwo\nthree\r\n');
    writeFileSync(at('dup.txt'), 'x\nx\n');
    const before = snapshotTree(ws.path);
    const s = await start({ args: [ws.path] });
    const cases: [string, unknown, string][] = [
      ['schema', { file_path: 'a.txt', edits: 'no' }, 'INVALID_INPUT'],
      ['no-op', edit('a.txt', 'two', 'two'), 'NO_OP_EDIT'],
      ['traversal', edit('../x.txt', 'a', 'b'), 'PATH_TRAVERSAL'],
      ['outside', edit(join(outside.path, 'x.txt'), 'a', 'b'), 'OUTSIDE_WORKSPACE'],
      ['protected', edit('.git/config', 'core', 'x'), 'PROTECTED_PATH'],
      ['missing', edit('nope.txt', 'a', 'b'), 'FILE_NOT_FOUND'],
      ['binary', edit('bin.dat', 'a', 'b'), 'BINARY_FILE'],
      ['not found', edit('a.txt', 'four', '4'), 'OLD_STRING_NOT_FOUND'],
      ['ambiguous', edit('dup.txt', 'x', 'y'), 'AMBIGUOUS_MATCH'],
      ['invalid UTF-8', edit('latin1.txt', 'ok', 'OK'), 'LOSSY_FILE'],
      ['mixed line endings', edit('mixed.txt', 'two', '2'), 'LOSSY_FILE'],
      ['lone surrogate', edit('a.txt', 'two', '\uD800'), 'UNENCODABLE_TEXT'],
      ['lone CR', edit('a.txt', 'two', 'a\rb'), 'UNENCODABLE_TEXT'],
    ];
    for (const [name, input, code] of cases) {
      const { json, raw } = await s.call('guarded_multi_edit', input);
      assert.equal(raw.isError, true, name);
      assert.equal(json.success, false, name);
      assert.ok(codes(json).includes(code), `${name}: ${JSON.stringify(json)}`);
      assert.deepEqual(raw.structuredContent, json, name);
    }
    const lossyRead = await s.call('guarded_read_file', { file_path: 'latin1.txt' });
    assert.equal(lossyRead.json.success, true);
    assert.match(String(lossyRead.json.note), /not valid UTF-8 on line 1.*LOSSY_FILE/);
    const exists = await s.call('guarded_create_file', { file_path: 'a.txt', content: 'x' });
    assert.deepEqual(codes(exists.json), ['FILE_EXISTS']);
    const past = await s.call('guarded_read_file', { file_path: 'a.txt', offset: 9 });
    assert.deepEqual(codes(past.json), ['OFFSET_PAST_END']);
    assert.deepEqual(snapshotTree(ws.path), before);
  });

  it('refuses a result over --max-file-size-mb, and every call without a folder is NO_WORKSPACE', async () => {
    const s = await start({ args: ['--max-file-size-mb', '0.00002', ws.path] });
    const big = await s.call('guarded_multi_edit', edit('a.txt', 'two', 'x'.repeat(100)));
    assert.deepEqual(codes(big.json), ['FILE_TOO_LARGE']);
    const none = await start({ args: [] });
    assert.deepEqual(codes((await none.call('guarded_read_file', { file_path: 'a.txt' })).json), ['NO_WORKSPACE']);
    assert.equal(readFileSync(at('a.txt'), 'utf8'), 'one\ntwo\nthree\n');
  });

  it('refuses a link inside the folder that leads outside, and the file outside stays byte for byte', async () => {
    const secret = join(outside.path, 'secret.txt');
    writeFileSync(secret, 'password=one\n');
    symlinkSync(secret, at('link.txt'));
    symlinkSync(outside.path, at('linked-dir'));
    const s = await start({ args: [ws.path] });
    for (const path of ['link.txt', 'linked-dir/secret.txt']) {
      const { json } = await s.call('guarded_multi_edit', edit(path, 'one', 'two'));
      assert.deepEqual(codes(json), ['SYMLINK_ESCAPE'], path);
      assert.deepEqual(codes((await s.call('guarded_read_file', { file_path: path })).json), ['SYMLINK_ESCAPE']);
    }
    const created = await s.call('guarded_create_file', { file_path: 'linked-dir/new.txt', content: 'x' });
    assert.deepEqual(codes(created.json), ['SYMLINK_ESCAPE']);
    assert.equal(readFileSync(secret, 'utf8'), 'password=one\n');
    assert.ok(!existsSync(join(outside.path, 'new.txt')));
  });

  it('uses the client roots instead of the command-line folders (un-normalised URIs resolved; bad roots ignored), and follows roots/list_changed', async () => {
    const other = tempFolder('ge-mcp-root b-');
    try {
      writeFileSync(join(other.path, 'b.txt'), 'bee\n');
      const messy = `${pathToFileURL(join(other.path, 'sub', '..')).href.replace(/ /g, '%20')}/`;
      mkdirSync(join(other.path, 'sub'));
      const s = await start({ args: [ws.path], roots: [{ uri: messy }, { uri: 'https://example.com/x' }, { uri: pathToFileURL(join(other.path, 'missing')).href }] });
      assert.match(s.stderr(), /ignoring root "https:\/\/example\.com\/x": only file:\/\/ roots/);
      assert.match(s.stderr(), /ignoring root ".*missing"/);
      assert.equal((await s.call('guarded_multi_edit', edit('b.txt', 'bee', 'BEE'))).json.success, true);
      assert.equal(readFileSync(join(other.path, 'b.txt'), 'utf8'), 'BEE\n');
      assert.deepEqual(codes((await s.call('guarded_multi_edit', edit(at('a.txt'), 'two', '2'))).json), ['OUTSIDE_WORKSPACE']);

      await s.setRoots([{ uri: pathToFileURL(ws.path).href, name: 'main' }]);
      assert.equal((await s.call('guarded_multi_edit', edit('a.txt', 'two', '2'))).json.success, true);
      assert.deepEqual(codes((await s.call('guarded_multi_edit', edit(join(other.path, 'b.txt'), 'BEE', 'b'))).json), ['OUTSIDE_WORKSPACE']);
    } finally {
      other.remove();
    }
  });

  it('checks the folders again before writing: a root the client removed meanwhile is refused', async () => {
    const pause = join(outside.path, 'pause');
    const s = await start({ args: [], roots: [{ uri: pathToFileURL(ws.path).href }], env: { GUARDED_EDIT_TEST_PAUSE_BEFORE_WRITE: pause } });
    const call = s.call('guarded_multi_edit', edit(at('a.txt'), 'two', 'TWO'));
    await waitFor(() => existsSync(`${pause}.waiting`), s.stderr);
    await s.setRoots([{ uri: pathToFileURL(outside.path).href }]);
    rmSync(`${pause}.waiting`);
    assert.deepEqual(codes((await call).json), ['OUTSIDE_WORKSPACE']);
    assert.equal(readFileSync(at('a.txt'), 'utf8'), 'one\ntwo\nthree\n');
  });

  it('runs two concurrent calls on one file one after the other: both land', async () => {
    const s = await start({ args: [ws.path] });
    const [first, second] = await Promise.all([
      s.call('guarded_multi_edit', edit('a.txt', 'one', 'ONE')),
      s.call('guarded_multi_edit', edit('a.txt', 'three', 'THREE')),
    ]);
    assert.equal(first.json.success, true);
    assert.equal(second.json.success, true);
    assert.equal(readFileSync(at('a.txt'), 'utf8'), 'ONE\ntwo\nTHREE\n');
  });

  it('plans again on the new bytes when another program changes the file between plan and write, and keeps its change', async () => {
    const pause = join(outside.path, 'pause');
    const s = await start({ args: [ws.path], env: { GUARDED_EDIT_TEST_PAUSE_BEFORE_WRITE: pause } });
    const call = s.call('guarded_multi_edit', edit('a.txt', 'two', 'TWO'));
    await waitFor(() => existsSync(`${pause}.waiting`), s.stderr);
    writeFileSync(at('a.txt'), 'one\ntwo\nthree\nfour\n');
    rmSync(`${pause}.waiting`);
    // The second plan passes the same pause.
    await waitFor(() => existsSync(`${pause}.waiting`), s.stderr);
    rmSync(`${pause}.waiting`);
    const { json } = await call;
    assert.equal(json.success, true, JSON.stringify(json));
    assert.equal(readFileSync(at('a.txt'), 'utf8'), 'one\nTWO\nthree\nfour\n');
  });

  it('refuses when another program\'s change removes the text an edit replaces, and keeps that change', async () => {
    const pause = join(outside.path, 'pause');
    const s = await start({ args: [ws.path], env: { GUARDED_EDIT_TEST_PAUSE_BEFORE_WRITE: pause } });
    const call = s.call('guarded_multi_edit', edit('a.txt', 'two', 'TWO'));
    await waitFor(() => existsSync(`${pause}.waiting`), s.stderr);
    writeFileSync(at('a.txt'), 'one\n2\nthree\n');
    rmSync(`${pause}.waiting`);
    const { json } = await call;
    assert.deepEqual(codes(json), ['OLD_STRING_NOT_FOUND']);
    assert.equal(readFileSync(at('a.txt'), 'utf8'), 'one\n2\nthree\n');
  });

  it('refuses a file that became binary between plan and write (the check again before the write reads its head: a plan again does not jail), and keeps it', async () => {
    const pause = join(outside.path, 'pause');
    const s = await start({ args: [ws.path], env: { GUARDED_EDIT_TEST_PAUSE_BEFORE_WRITE: pause } });
    const call = s.call('guarded_multi_edit', edit('a.txt', 'two', 'TWO'));
    await waitFor(() => existsSync(`${pause}.waiting`), s.stderr);
    const binary = Buffer.from('one\ntwo\0three\n');
    writeFileSync(at('a.txt'), binary);
    rmSync(`${pause}.waiting`);
    const { json } = await call;
    assert.deepEqual(codes(json), ['BINARY_FILE'], JSON.stringify(json));
    assert.deepEqual(readFileSync(at('a.txt')), binary);
  });

  it('refuses when a link takes the file\'s place between validation and write, and never writes through it', async () => {
    const pause = join(outside.path, 'pause');
    const target = join(outside.path, 'target.txt');
    writeFileSync(target, 'one\ntwo\nthree\n');
    const s = await start({ args: [ws.path], env: { GUARDED_EDIT_TEST_PAUSE_BEFORE_WRITE: pause } });
    const call = s.call('guarded_multi_edit', edit('a.txt', 'two', 'TWO'));
    await waitFor(() => existsSync(`${pause}.waiting`), s.stderr);
    rmSync(at('a.txt'));
    symlinkSync(target, at('a.txt'));
    rmSync(`${pause}.waiting`);
    const { json } = await call;
    assert.equal(json.success, false);
    assert.ok(codes(json).some((c) => c === 'SYMLINK_ESCAPE' || c === 'STALE_DOCUMENT'), JSON.stringify(json));
    assert.equal(readFileSync(target, 'utf8'), 'one\ntwo\nthree\n');
  });

  describe('sensitive files', () => {
    beforeEach(() => {
      mkdirSync(at('.vscode'));
      writeFileSync(at('.vscode', 'settings.json'), '{\n  "a": 1\n}\n');
    });
    const change = edit('.vscode/settings.json', '"a": 1', '"a": 2');

    it('asks the person through elicitation; yes lets the change through', async () => {
      const s = await start({ args: [ws.path], elicit: () => ({ action: 'accept', content: { allow: true } }) });
      const { json } = await s.call('guarded_multi_edit', change);
      assert.equal(json.success, true);
      assert.equal(s.asked.length, 1);
      assert.match(s.asked[0], /\.vscode\/settings\.json matches "\*\*\/\.vscode\/\*\*"/);
      assert.match(s.asked[0], /"a": 2/);
      assert.equal(readFileSync(at('.vscode', 'settings.json'), 'utf8'), '{\n  "a": 2\n}\n');
    });

    it('refuses with CONFIRMATION_REQUIRED when the person declines, or accepts without ticking allow', async () => {
      for (const answer of [{ action: 'decline' as const }, { action: 'cancel' as const }, { action: 'accept' as const, content: { allow: false } }]) {
        const s = await start({ args: [ws.path], elicit: () => answer });
        const { json } = await s.call('guarded_multi_edit', change);
        assert.deepEqual(codes(json), ['CONFIRMATION_REQUIRED'], JSON.stringify(answer));
      }
      assert.equal(readFileSync(at('.vscode', 'settings.json'), 'utf8'), '{\n  "a": 1\n}\n');
    });

    it('refuses with CONFIRMATION_REQUIRED when the client cannot ask; --allow-sensitive lets it through; .git stays protected', async () => {
      const s = await start({ args: [ws.path] });
      const refused = await s.call('guarded_multi_edit', change);
      assert.deepEqual(codes(refused.json), ['CONFIRMATION_REQUIRED']);
      assert.match(JSON.stringify(refused.json), /--allow-sensitive/);
      const created = await s.call('guarded_create_file', { file_path: '.env', content: 'TOKEN=x\n' });
      assert.deepEqual(codes(created.json), ['CONFIRMATION_REQUIRED']);
      assert.ok(!existsSync(at('.env')));

      mkdirSync(at('.git'));
      writeFileSync(at('.git', 'HEAD'), 'ref: main\n');
      const allowed = await start({ args: ['--allow-sensitive', ws.path] });
      assert.equal((await allowed.call('guarded_multi_edit', change)).json.success, true);
      assert.deepEqual(codes((await allowed.call('guarded_multi_edit', edit('.git/HEAD', 'main', 'x'))).json), ['PROTECTED_PATH']);
      assert.equal(readFileSync(at('.git', 'HEAD'), 'utf8'), 'ref: main\n');
    });
  });

  describe('read before edit', () => {
    it('require: NOT_READ_FIRST until read, CHANGED_SINCE_READ after someone else changed it, and our own edits keep the read current', async () => {
      const s = await start({ args: ['--read-before-edit', 'require', ws.path] });
      const notRead = await s.call('guarded_multi_edit', edit('a.txt', 'two', '2'));
      assert.deepEqual(codes(notRead.json), ['NOT_READ_FIRST']);
      assert.match(JSON.stringify(notRead.json), /in this session, and the server runs with --read-before-edit require/);
      assert.equal((await s.call('guarded_read_file', { file_path: 'a.txt' })).json.success, true);
      assert.equal((await s.call('guarded_multi_edit', edit('a.txt', 'two', '2'))).json.success, true);
      assert.equal((await s.call('guarded_multi_edit', edit('a.txt', 'one', '1'))).json.success, true);
      writeFileSync(at('a.txt'), '1\nTWO\nthree\nfour\n');
      const touched = await s.call('guarded_multi_edit', edit('a.txt', 'TWO\nthree', '2\n3'));
      assert.deepEqual(codes(touched.json), ['CHANGED_SINCE_READ']);
      // The refusal carries the edited lines as they are now.
      assert.deepEqual((touched.json.errors as { current_text?: unknown }[])[0].current_text, { start_line: 2, end_line: 3, text: 'TWO\nthree' });
      assert.equal(readFileSync(at('a.txt'), 'utf8'), '1\nTWO\nthree\nfour\n');
    });

    it('require: a change since the read outside the edit\'s lines does not stop it, and the result says the file had changed', async () => {
      writeFileSync(at('a.txt'), 'one\ntwo\nthree\nfour\nfive\nsix\n');
      const s = await start({ args: ['--read-before-edit', 'require', ws.path] });
      assert.equal((await s.call('guarded_read_file', { file_path: 'a.txt' })).json.success, true);
      // A formatter or another agent changed the first and the last line since the read.
      writeFileSync(at('a.txt'), 'ONE\ntwo\nthree\nfour\nfive\nSIX\n');
      const applied = await s.call('guarded_multi_edit', edit('a.txt', 'three\nfour', '3\n4'));
      assert.equal(applied.json.success, true, JSON.stringify(applied.json));
      assert.match(JSON.stringify(applied.json.notes), /had changed since you last read it, but not in the lines this edit changes/);
      assert.equal(readFileSync(at('a.txt'), 'utf8'), 'ONE\ntwo\n3\n4\nfive\nSIX\n');
      // The edit kept the read current: a change now in the edited lines is refused.
      writeFileSync(at('a.txt'), 'ONE\ntwo\n3\nFOUR\nfive\nSIX\n');
      assert.deepEqual(codes((await s.call('guarded_multi_edit', edit('a.txt', 'FOUR', '4'))).json), ['CHANGED_SINCE_READ']);
    });

    it('a miss on lines another agent changed since the read names that change (its journal entry); a change from outside says so', async () => {
      writeFileSync(at('a.txt'), 'alpha\nbeta\ngamma\n');
      const model = await start({ args: [ws.path] });
      assert.equal((await model.call('guarded_read_file', { file_path: 'a.txt' })).json.success, true);
      const other = await start({ args: [ws.path] });
      assert.equal((await other.call('guarded_multi_edit', edit('a.txt', 'beta', 'BETA'))).json.success, true);
      const missed = await model.call('guarded_multi_edit', edit('a.txt', 'beta\ngamma', 'b\ng'));
      assert.deepEqual(codes(missed.json), ['OLD_STRING_NOT_FOUND']);
      const error = (missed.json.errors as { message: string; changed_by?: { tool: string; entry: string } }[])[0];
      assert.equal(error.changed_by?.tool, 'guarded_multi_edit');
      assert.match(error.message, new RegExp(`guarded_multi_edit at \\S+ \\(journal entry ${error.changed_by?.entry ?? 'none'}\\)`));
      writeFileSync(at('b.txt'), 'delta\nepsilon\n');
      assert.equal((await model.call('guarded_read_file', { file_path: 'b.txt' })).json.success, true);
      writeFileSync(at('b.txt'), 'delta\nEPSILON\n');
      const outside = await model.call('guarded_multi_edit', edit('b.txt', 'delta\nepsilon', 'd\ne'));
      assert.deepEqual(codes(outside.json), ['OLD_STRING_NOT_FOUND']);
      assert.match(JSON.stringify(outside.json), /did not come through Guarded Edit/);
    });

    it('ask: the person is asked when the client can ask, else the call is refused', async () => {
      const yes = await start({ args: ['--read-before-edit', 'ask', ws.path], elicit: () => ({ action: 'accept', content: { allow: true } }) });
      assert.equal((await yes.call('guarded_multi_edit', edit('a.txt', 'two', '2'))).json.success, true);
      assert.match(yes.asked[0], /has not read a\.txt/);
      const cannot = await start({ args: ['--read-before-edit', 'ask', ws.path] });
      assert.deepEqual(codes((await cannot.call('guarded_multi_edit', edit('a.txt', 'one', '1'))).json), ['NOT_READ_FIRST']);
      assert.equal(readFileSync(at('a.txt'), 'utf8'), 'one\n2\nthree\n');
    });
  });

  describe('bytes kept exactly', () => {
    const utf16 = (text: string, le: boolean) => {
      const body = Buffer.from(text, 'utf16le');
      if (!le) for (let i = 0; i < body.length; i += 2) [body[i], body[i + 1]] = [body[i + 1], body[i]];
      return Buffer.concat([Buffer.from(le ? [0xff, 0xfe] : [0xfe, 0xff]), body]);
    };

    it('keeps UTF-16 LE and BE with a BOM, CRLF, a UTF-8 BOM and the file mode', async () => {
      writeFileSync(at('le.txt'), utf16('one\r\ntwo €\r\nthree\r\n', true));
      writeFileSync(at('be.txt'), utf16('one\ntwo\n', false));
      writeFileSync(at('bom.txt'), Buffer.from('\ufeffone\r\ntwo\r\n'));
      chmodSync(at('bom.txt'), 0o640);
      const s = await start({ args: [ws.path] });
      assert.equal((await s.call('guarded_read_file', { file_path: 'le.txt' })).json.content, '   1\tone\n   2\ttwo €\n   3\tthree');
      assert.equal((await s.call('guarded_multi_edit', edit('le.txt', 'two €\nthree', 'TWO 😀\nTHREE'))).json.success, true);
      assert.equal((await s.call('guarded_multi_edit', edit('be.txt', 'two', 'TWO'))).json.success, true);
      assert.equal((await s.call('guarded_multi_edit', edit('bom.txt', 'one', 'ONE'))).json.success, true);
      assert.deepEqual(readFileSync(at('le.txt')), utf16('one\r\nTWO 😀\r\nTHREE\r\n', true));
      assert.deepEqual(readFileSync(at('be.txt')), utf16('one\nTWO\n', false));
      assert.deepEqual(readFileSync(at('bom.txt')), Buffer.from('\ufeffONE\r\ntwo\r\n'));
      assert.equal(statSync(at('bom.txt')).mode & 0o777, 0o640);
    });

    it('edits large files (the shorter way for ASCII, the decoder for others) to exactly the expected bytes, and undoes them to exactly the old', async () => {
      const ascii = `head\n${'const value = 1;\n'.repeat(120_000)}tail\n`;
      const other = Buffer.from(`\ufeffhead\r\n${'const valeur = « 1 »;\r\n'.repeat(60_000)}tail\r\n`);
      writeFileSync(at('ascii.ts'), ascii);
      writeFileSync(at('other.ts'), other);
      const s = await start({ args: [ws.path] });
      const a = await s.call('guarded_multi_edit', { file_path: 'ascii.ts', edits: [{ old_string: 'head\n', new_string: 'HEAD 😀\n' }, { old_string: '1;\ntail\n', new_string: '2;\nTAIL\n' }] });
      assert.equal(a.json.success, true, JSON.stringify(a.json));
      assert.equal(readFileSync(at('ascii.ts'), 'utf8'), ascii.replace('head\n', 'HEAD 😀\n').replace('1;\ntail\n', '2;\nTAIL\n'));
      const o = await s.call('guarded_multi_edit', { file_path: 'other.ts', edits: [{ old_string: 'head\n', new_string: 'HÉAD\n' }, { old_string: '»;\ntail', new_string: '»;\nTAIL' }] });
      assert.equal(o.json.success, true, JSON.stringify(o.json));
      assert.equal(readFileSync(at('other.ts'), 'utf8'), other.toString('utf8').replace('head\r\n', 'HÉAD\r\n').replace('»;\r\ntail', '»;\r\nTAIL'));
      // The journal stored both versions of each: undoing, newest first, gives back the old bytes.
      assert.equal((await s.call('guarded_undo', {})).json.success, true);
      assert.ok(readFileSync(at('other.ts')).equals(other));
      assert.equal((await s.call('guarded_undo', {})).json.success, true);
      assert.equal(readFileSync(at('ascii.ts'), 'utf8'), ascii);
    });

    it('keeps its memory bounded over many edits of a large file (the hashing thread holds nothing a call made)', async function () {
      if (process.platform !== 'linux') this.skip();
      const text = 'const value = 1;\n'.repeat(250_000); // 4.25 MB: its versions are hashed on the thread
      const s = await start({ args: [ws.path] });
      const pid = serverPid(ws.path);
      const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;
      let first = 0;
      for (let call = 0; call < 40; call++) {
        writeFileSync(at('large.ts'), `${text}// call ${call}\n`);
        const r = await s.call('guarded_multi_edit', edit('large.ts', `// call ${call}\n`, `// edited ${call}\n`));
        assert.equal(r.json.success, true, JSON.stringify(r.json));
        if (call === 4) first = rss();
      }
      // Two versions of 4.25 MB a call kept alive would be about 300 MB more by now.
      const grown = rss() - first;
      assert.ok(grown < 120 * 1024 * 1024, `the server grew by ${Math.round(grown / 1024 / 1024)} MB over 35 calls`);
    });

    it('overwrites in the file\'s line endings and encoding, and creates new files with their folders', async () => {
      writeFileSync(at('crlf.txt'), utf16('a\r\nb\r\n', true));
      const s = await start({ args: [ws.path] });
      const over = await s.call('guarded_create_file', { file_path: 'crlf.txt', content: 'x\ny\n', overwrite: true });
      assert.equal(over.json.success, true, JSON.stringify(over.json));
      assert.equal(over.json.created, false);
      assert.deepEqual(readFileSync(at('crlf.txt')), utf16('x\r\ny\r\n', true));
      const created = await s.call('guarded_create_file', { file_path: 'deep/er/new.txt', content: 'hé\n' });
      assert.equal(created.json.created, true);
      assert.equal(readFileSync(at('deep', 'er', 'new.txt'), 'utf8'), 'hé\n');
    });
  });

  it('multi-file edit: all files or none', async () => {
    writeFileSync(at('b.txt'), 'bee\n');
    const s = await start({ args: [ws.path] });
    const refused = await s.call('guarded_multi_file_edit', { files: [edit('a.txt', 'two', '2'), edit('b.txt', 'wasp', 'x')] });
    assert.deepEqual(codes(refused.json), ['OLD_STRING_NOT_FOUND']);
    assert.deepEqual((refused.json.errors as { path: unknown[] }[])[0].path.slice(0, 2), ['files', 1]);
    assert.equal(readFileSync(at('a.txt'), 'utf8'), 'one\ntwo\nthree\n');
    const done = await s.call('guarded_multi_file_edit', { files: [edit('a.txt', 'two', '2'), edit('b.txt', 'bee', 'BEE')] });
    assert.equal(done.json.success, true);
    assert.equal((done.json.files as unknown[]).length, 2);
    assert.equal(readFileSync(at('a.txt'), 'utf8'), 'one\n2\nthree\n');
    assert.equal(readFileSync(at('b.txt'), 'utf8'), 'BEE\n');
    const single = codes((await s.call('guarded_multi_file_edit', edit('a.txt', '2', 'two'))).json);
    assert.ok(single.length > 0 && single.every((c) => c === 'INVALID_INPUT'), single.join());
  });
});

function readdirTemps(folder: string): string[] {
  return Object.keys(snapshotTree(folder)).filter((name) => name.endsWith('.guarded-edit.tmp'));
}

/** Every file under the folder and its bytes (as hex), links as their targets. */
function snapshotTree(folder: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, `${prefix}${entry.name}/`);
      else out[`${prefix}${entry.name}`] = readFileSync(path).toString('hex');
    }
  };
  walk(folder, '');
  return out;
}

/** The process id of the server started for this folder (its command line names the folder). */
function serverPid(folder: string): number {
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n)).slice(0, 100_000)) {
    const command = (() => {
      try {
        return readFileSync(`/proc/${name}/cmdline`, 'utf8');
      } catch {
        return '';
      }
    })();
    if (command.includes('mcp.js') && command.split('\0').includes(folder)) return Number(name);
  }
  throw new Error(`no server process for ${folder}`);
}
