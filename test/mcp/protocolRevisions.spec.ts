// The MCP server on every protocol revision it speaks, with both SDKs' clients: the v1 Client on
// 2025-06-18 and 2025-11-25, the v2 Client on those and on 2026-07-28. Each pair negotiates its
// revision, lists the same tools, gets the same result for every tool call, is asked about a
// sensitive file by whatever its revision provides (input_required on 2026-07-28, elicitation/create
// before), gets the same refusal when it cannot ask, and works from the command line's folders
// with or without roots.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { toolOutputSchemas } from '../../src/core/request';
import { CLIENT_REVISIONS, codes, startServer, tempFolder, type ClientKind, type Revision, type Session, type StartOptions } from './helpers';

const edit = (file_path: string, old_string: string, new_string: string) => ({ file_path, edits: [{ old_string, new_string }] });

describe('MCP server on each protocol revision, with the v1 and the v2 client', function () {
  this.timeout(60_000);
  let ws: { path: string; remove: () => void };
  const sessions: Session[] = [];
  const at = (...parts: string[]) => join(ws.path, ...parts);

  beforeEach(() => {
    ws = tempFolder('ge-mcp-rev-');
    writeFileSync(at('a.txt'), 'one\ntwo\nthree\n');
    writeFileSync(at('b.txt'), 'bee\n');
    mkdirSync(at('.vscode'));
    writeFileSync(at('.vscode', 'settings.json'), '{\n  "a": 1\n}\n');
  });
  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((s) => s.close()));
    ws.remove();
  });

  /** Every tool once (a read, an edit, a multi-file edit, a create, an overwrite, a refusal), in order. */
  const everyTool = async (s: Session) => {
    const calls: [string, unknown][] = [
      ['guarded_read_file', { file_path: 'a.txt' }],
      ['guarded_multi_edit', edit('a.txt', 'two', 'TWO')],
      ['guarded_multi_file_edit', { files: [edit('a.txt', 'one', 'ONE'), edit('b.txt', 'bee', 'BEE')] }],
      ['guarded_create_file', { file_path: 'new/c.txt', content: 'sea\n' }],
      ['guarded_create_file', { file_path: 'new/c.txt', content: 'SEA\n', overwrite: true }],
      ['guarded_multi_edit', edit('a.txt', 'four', '4')],
      ['guarded_read_file', { file_path: '../outside.txt' }],
    ];
    const results: unknown[] = [];
    for (const [name, args] of calls) {
      const { json, raw } = await s.call(name, args);
      assert.deepEqual(raw.structuredContent, json, name);
      assert.equal(raw.isError, json.success !== true, name);
      results.push(json);
    }
    return results;
  };

  let reference: unknown[] | undefined;
  let referenceTools: unknown;

  for (const { client, revision } of CLIENT_REVISIONS) {
    describe(`${client} client on ${revision}`, () => {
      const start = async (options: Omit<StartOptions, 'client' | 'revision'>) => {
        const session = await startServer({ ...options, client, revision });
        sessions.push(session);
        return session;
      };

      it('negotiates the revision, lists the same tools, and gets the same result for every tool', async () => {
        const s = await start({ args: [ws.path] });
        assert.equal(s.revision, revision);
        const tools = (await s.listTools()).map((t) => ({ name: t.name, inputSchema: t.inputSchema, outputSchema: t.outputSchema, annotations: t.annotations }));
        for (const tool of tools) assert.deepEqual(tool.outputSchema, toolOutputSchemas()[tool.name], tool.name);
        const results = await everyTool(s);
        assert.equal(readFileSync(at('a.txt'), 'utf8'), 'ONE\nTWO\nthree\n');
        assert.equal(readFileSync(at('new', 'c.txt'), 'utf8'), 'SEA\n');
        assert.deepEqual(codes(results[5] as Record<string, unknown>), ['OLD_STRING_NOT_FOUND']);
        assert.deepEqual(codes(results[6] as Record<string, unknown>), ['PATH_TRAVERSAL']);
        // The first pair run is the reference; every other pair must match it exactly.
        reference ??= results;
        referenceTools ??= tools;
        assert.deepEqual(results, reference);
        assert.deepEqual(tools, referenceTools);
      });

      it('asks the person about a sensitive file; only a ticked "allow" lets the change through', async () => {
        const yes = await start({ args: [ws.path], elicit: () => ({ action: 'accept', content: { allow: true } }) });
        const allowed = await yes.call('guarded_multi_edit', edit('.vscode/settings.json', '"a": 1', '"a": 2'));
        assert.equal(allowed.json.success, true, JSON.stringify(allowed.json));
        assert.equal(yes.asked.length, 1);
        assert.match(yes.asked[0], /\.vscode\/settings\.json matches "\*\*\/\.vscode\/\*\*"/);
        assert.match(yes.asked[0], /"a": 2/);
        // The server saw the revision the client negotiated (the question went out the way it provides).
        assert.match(yes.stderr(), new RegExp(`asking the person \\(${revision}\\)`));
        assert.equal(readFileSync(at('.vscode', 'settings.json'), 'utf8'), '{\n  "a": 2\n}\n');

        for (const answer of [{ action: 'decline' as const }, { action: 'accept' as const, content: { allow: false } }]) {
          const no = await start({ args: [ws.path], elicit: () => answer });
          const refused = await no.call('guarded_multi_edit', edit('.vscode/settings.json', '"a": 2', '"a": 3'));
          assert.deepEqual(codes(refused.json), ['CONFIRMATION_REQUIRED'], JSON.stringify(answer));
          assert.equal(refused.raw.isError, true);
          assert.equal(no.asked.length, 1);
          assert.match(JSON.stringify(refused.json), /answered the question without a yes/);
        }
        assert.equal(readFileSync(at('.vscode', 'settings.json'), 'utf8'), '{\n  "a": 2\n}\n');
      });

      it('asks again when the file changed between the question and the answer, and applies only what was allowed', async () => {
        let answers = 0;
        const s = await start({
          args: [ws.path],
          elicit: () => {
            // The first answer comes after someone else changed the file: that question is stale.
            if (answers++ === 0) writeFileSync(at('.vscode', 'settings.json'), '{\n  "a": 1,\n  "b": 1\n}\n');
            return { action: 'accept', content: { allow: true } };
          },
        });
        const { json } = await s.call('guarded_multi_edit', edit('.vscode/settings.json', '"a": 1', '"a": 2'));
        assert.equal(json.success, true, JSON.stringify(json));
        assert.equal(s.asked.length, 2);
        assert.notEqual(s.asked[0], s.asked[1]);
        assert.equal(readFileSync(at('.vscode', 'settings.json'), 'utf8'), '{\n  "a": 2,\n  "b": 1\n}\n');
      });

      it('--read-before-edit ask: asks the person about a file not read yet; a client that cannot ask gets NOT_READ_FIRST', async () => {
        const yes = await start({ args: ['--read-before-edit', 'ask', ws.path], elicit: () => ({ action: 'accept', content: { allow: true } }) });
        assert.equal((await yes.call('guarded_multi_edit', edit('a.txt', 'two', '2'))).json.success, true);
        assert.equal(yes.asked.length, 1);
        assert.match(yes.asked[0], /has not read a\.txt/);
        const cannot = await start({ args: ['--read-before-edit', 'ask', ws.path] });
        assert.deepEqual(codes((await cannot.call('guarded_multi_edit', edit('a.txt', 'one', '1'))).json), ['NOT_READ_FIRST']);
        assert.equal(readFileSync(at('a.txt'), 'utf8'), 'one\n2\nthree\n');
      });

      it('refuses with CONFIRMATION_REQUIRED when the client cannot ask, without speaking of a dialog', async () => {
        const s = await start({ args: [ws.path] });
        const refused = await s.call('guarded_multi_edit', edit('.vscode/settings.json', '"a": 1', '"a": 2'));
        assert.deepEqual(codes(refused.json), ['CONFIRMATION_REQUIRED']);
        const text = JSON.stringify(refused.json);
        assert.match(text, /cannot ask the person/);
        assert.match(text, /--allow-sensitive/);
        assert.doesNotMatch(text, /dialog|answered Cancel/i);
        const created = await s.call('guarded_create_file', { file_path: '.env', content: 'TOKEN=x\n' });
        assert.deepEqual(codes(created.json), ['CONFIRMATION_REQUIRED']);
        assert.ok(!existsSync(at('.env')));
        assert.equal(readFileSync(at('.vscode', 'settings.json'), 'utf8'), '{\n  "a": 1\n}\n');
      });

      it('works from the folders of its arguments without roots; honours roots when offered; no folder and no roots is NO_WORKSPACE with the next step', async () => {
        const other = tempFolder('ge-mcp-rev-root-');
        try {
          writeFileSync(join(other.path, 'r.txt'), 'root\n');
          const withRoots = await start({ args: [ws.path], roots: [{ uri: pathToFileURL(other.path).href }] });
          assert.equal((await withRoots.call('guarded_multi_edit', edit('r.txt', 'root', 'ROOT'))).json.success, true);
          assert.equal(readFileSync(join(other.path, 'r.txt'), 'utf8'), 'ROOT\n');
          assert.deepEqual(codes((await withRoots.call('guarded_read_file', { file_path: at('a.txt') })).json), ['OUTSIDE_WORKSPACE']);
        } finally {
          other.remove();
        }
        const none = await start({ args: [] });
        const refused = await none.call('guarded_read_file', { file_path: 'a.txt' });
        assert.deepEqual(codes(refused.json), ['NO_WORKSPACE']);
        assert.equal(refused.raw.isError, true);
        assert.match(JSON.stringify(refused.json), /started without a FOLDER argument, and the client offers no roots/);
        assert.match(JSON.stringify(refused.json), /add the project folder as the last argument/);
      });
    });
  }

  it('covers both clients and the three revisions', () => {
    const kinds = new Set<ClientKind>(CLIENT_REVISIONS.map((p) => p.client));
    const revisions = new Set<Revision>(CLIENT_REVISIONS.map((p) => p.revision));
    assert.deepEqual([...kinds].sort(), ['v1', 'v2']);
    assert.deepEqual([...revisions].sort(), ['2025-06-18', '2025-11-25', '2026-07-28']);
  });
});
