// The MCP server's one write step for patches (src/mcp/commit.ts): all files or none, on real files.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commitChanges, type FileChange } from '../../src/mcp/commit';
import type { CallContext } from '../../src/mcp/context';
import { nodeWriterFs, type WriterFs } from '../../src/node/fileWriter';
import { tempFolder } from './helpers';

const bytes = (text: string) => new TextEncoder().encode(text);
/** The provisional commit does not use the call's context; the journal's will. */
const ctx = {} as CallContext;

describe('commitChanges (MCP patch writes)', () => {
  let ws: { path: string; remove: () => void };
  const at = (name: string) => join(ws.path, name);
  const change = (name: string, before: string | null, after: string | null): FileChange => ({
    realPath: at(name), displayPath: name, inputPath: ['patch'], before: before === null ? null : bytes(before), after: after === null ? null : bytes(after),
  });

  beforeEach(() => {
    ws = tempFolder('ge-commit-');
    writeFileSync(at('a.txt'), 'a\n');
    writeFileSync(at('b.txt'), 'b\n');
  });
  afterEach(() => ws.remove());

  it('creates, replaces and deletes in one call, leaving no temporary file', async () => {
    const outcome = await commitChanges(ctx, 'guarded_apply_patch', [change('a.txt', 'a\n', 'A\n'), change('b.txt', 'b\n', null), change('c/new.txt', null, 'c\n')]);
    assert.deepEqual(outcome, { ok: true });
    assert.equal(readFileSync(at('a.txt'), 'utf8'), 'A\n');
    assert.equal(existsSync(at('b.txt')), false);
    assert.equal(readFileSync(at('c/new.txt'), 'utf8'), 'c\n');
    assert.deepEqual(readdirSync(ws.path).filter((n) => n.endsWith('.tmp')), []);
  });

  it('writes nothing when one file no longer holds the bytes validated, or a new file appeared', async () => {
    writeFileSync(at('b.txt'), 'changed by someone\n');
    const stale = await commitChanges(ctx, 't', [change('a.txt', 'a\n', 'A\n'), change('b.txt', 'b\n', null), change('n.txt', null, 'n\n')]);
    assert.ok(!stale.ok);
    assert.deepEqual(stale.errors.map((e) => e.code), ['STALE_DOCUMENT']);
    assert.equal(readFileSync(at('a.txt'), 'utf8'), 'a\n');
    assert.equal(existsSync(at('n.txt')), false);
    const appeared = await commitChanges(ctx, 't', [change('b.txt', 'changed by someone\n', 'x\n'), change('a.txt', null, 'a file that must not exist')]);
    assert.ok(!appeared.ok, 'a file that must not exist does');
    assert.equal(readFileSync(at('b.txt'), 'utf8'), 'changed by someone\n');
  });

  it('puts everything back when a delete fails after the other files were written', async () => {
    const failing: WriterFs = {
      ...nodeWriterFs,
      rename: (from, to) => (from === at('b.txt') ? Promise.reject(Object.assign(new Error('EBUSY: resource busy'), { code: 'EBUSY' })) : nodeWriterFs.rename(from, to)),
    };
    const outcome = await commitChanges(ctx, 't', [change('a.txt', 'a\n', 'A\n'), change('b.txt', 'b\n', null), change('n.txt', null, 'n\n')], failing);
    assert.ok(!outcome.ok);
    assert.deepEqual(outcome.errors.map((e) => e.code), ['APPLY_FAILED']);
    assert.equal(readFileSync(at('a.txt'), 'utf8'), 'a\n', 'the replaced file is put back');
    assert.equal(readFileSync(at('b.txt'), 'utf8'), 'b\n');
    assert.equal(existsSync(at('n.txt')), false, 'the created file is removed');
    assert.deepEqual(readdirSync(ws.path).filter((n) => n.endsWith('.tmp')), []);
  });
});
