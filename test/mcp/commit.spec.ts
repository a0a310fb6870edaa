// The MCP server's one "check again, then write" (src/mcp/write/commit.ts), on real files: adds, updates,
// deletes and moves in one call, all or none, through the journal; the jail again before writing.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_MAX_FILE_BYTES } from '../../src/core/path';
import { commitChanges, type PlannedTarget } from '../../src/mcp/write/commit';
import { CallContext } from '../../src/mcp/session/context';
import { Workspace } from '../../src/mcp/session/workspace';
import { Journal, type JournaledChange } from '../../src/node/journal';
import { tempFolder } from './helpers';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('commitChanges (the MCP write step)', () => {
  let ws: { path: string; remove: () => void };
  let state: { path: string; remove: () => void };
  let outside: { path: string; remove: () => void };
  let ctx: CallContext;
  const at = (name: string) => join(ws.path, name);
  const change = (name: string, before: string | null, after: string | null): JournaledChange => ({
    realPath: at(name), displayPath: name, inputPath: ['patch'], before: before === null ? null : bytes(before), after: after === null ? null : bytes(after),
  });
  const targets = (changes: JournaledChange[]): PlannedTarget[] => changes.map((c) => ({ filePath: c.displayPath, purpose: c.before === null ? 'create' : 'edit', inputPath: c.inputPath, realPath: c.realPath }));
  const commit = (changes: JournaledChange[]) => commitChanges(ctx, { tool: 'guarded_apply_patch', files: targets(changes) }, changes);

  beforeEach(() => {
    ws = tempFolder('ge-commit-');
    state = tempFolder('ge-commit-state-');
    outside = tempFolder('ge-commit-out-');
    writeFileSync(at('a.txt'), 'a\n');
    writeFileSync(at('b.txt'), 'b\n');
    const saved = process.env.XDG_STATE_HOME;
    process.env.XDG_STATE_HOME = state.path;
    ctx = new CallContext({ readBeforeEdit: 'off', maxFileBytes: DEFAULT_MAX_FILE_BYTES, allowSensitive: true, folders: [ws.path] }, new Workspace([{ name: 'ws', path: ws.path }]), () => Promise.resolve('unavailable'));
    process.env.XDG_STATE_HOME = saved;
  });
  afterEach(() => {
    ws.remove();
    state.remove();
    outside.remove();
  });

  it('creates, replaces, deletes and moves in one call, records one history entry, and leaves no temporary file', async () => {
    const outcome = await commit([change('a.txt', 'a\n', 'A\n'), change('b.txt', 'b\n', null), change('c/moved-b.txt', null, 'b\n')]);
    assert.ok(outcome.ok, JSON.stringify(outcome));
    assert.equal(readFileSync(at('a.txt'), 'utf8'), 'A\n');
    assert.equal(existsSync(at('b.txt')), false);
    assert.equal(readFileSync(at('c/moved-b.txt'), 'utf8'), 'b\n');
    assert.deepEqual(readdirSync(ws.path).filter((n) => n.endsWith('.tmp')), []);
    const entries = await Journal.of(join(state.path, 'guarded-edit'), ws.path).listEntries();
    assert.deepEqual(entries.map((e) => [e.id, e.tool, e.files.map((f) => f.path)]), [[outcome.entry, 'guarded_apply_patch', ['a.txt', 'b.txt', 'c/moved-b.txt']]]);
  });

  it('writes nothing when one file no longer holds the bytes planned on, or a new file appeared', async () => {
    writeFileSync(at('b.txt'), 'changed by someone\n');
    const stale = await commit([change('a.txt', 'a\n', 'A\n'), change('b.txt', 'b\n', null), change('n.txt', null, 'n\n')]);
    assert.ok(!stale.ok);
    assert.deepEqual(stale.errors.map((e) => e.code), ['STALE_DOCUMENT']);
    assert.equal(readFileSync(at('a.txt'), 'utf8'), 'a\n');
    assert.equal(existsSync(at('n.txt')), false);
    const appeared = await commit([change('b.txt', 'changed by someone\n', 'x\n'), { ...change('a.txt', null, 'must not exist') }]);
    assert.ok(!appeared.ok, 'a file that must not exist does');
    assert.equal(readFileSync(at('b.txt'), 'utf8'), 'changed by someone\n');
  });

  it('jails every file again: a folder replaced by a link that leads outside is refused, nothing written', async () => {
    const planned = [change('a.txt', 'a\n', 'A\n'), change('sub/new.txt', null, 'n\n')];
    symlinkSync(outside.path, at('sub'));
    const outcome = await commit(planned);
    assert.ok(!outcome.ok);
    assert.ok(outcome.errors.some((e) => e.code === 'SYMLINK_ESCAPE' || e.code === 'STALE_DOCUMENT'), JSON.stringify(outcome.errors));
    assert.equal(readFileSync(at('a.txt'), 'utf8'), 'a\n');
    assert.deepEqual(readdirSync(outside.path), []);
  });

  it('jails every file again: a file replaced by a link to another file of the folder is refused as retargeted, nothing written', async () => {
    const planned = [change('a.txt', 'a\n', 'A\n')];
    rmSync(at('a.txt'));
    symlinkSync(at('b.txt'), at('a.txt'));
    const outcome = await commit(planned);
    assert.ok(!outcome.ok);
    assert.deepEqual(outcome.errors.map((e) => e.code), ['STALE_DOCUMENT']);
    assert.match(outcome.errors[0].message, /a\.txt resolved to ".*a\.txt" when it was checked but to ".*b\.txt" just before applying/);
    assert.equal(readFileSync(at('b.txt'), 'utf8'), 'b\n');
  });
});
