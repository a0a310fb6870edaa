// The one re-check before applying, with a tool's re-plan passed in: what it keeps, what it plans
// again, and how it refuses.
import assert from 'node:assert/strict';
import { DocumentRefusal, recheckBeforeApply, type EditEnvironment, type LoadedDocument, type RePlan } from '../../../../src/core/change';
import { guardedError, withPathPrefix } from '../../../../src/core/errors';
import type { ResolvedTarget } from '../../../../src/core/path';
import type { FsPort } from '../../../../src/core/platform';
import { nodePlatform } from '../../../../src/node/nodeFs';

interface ToyFile {
  name: string;
  document?: LoadedDocument;
  /** How often the planner ran on it. */
  planned: number;
}

const target = (name: string): ResolvedTarget => ({
  realPath: `/ws/${name}`, lexicalPath: `/ws/${name}`, displayPath: name, root: { name: 'ws', path: '/ws' }, exists: true, size: 1,
});

function environment(texts: Map<string, LoadedDocument | Error>, trusted = true): EditEnvironment {
  const fail = (): never => assert.fail('the re-check itself touches no file');
  const fs: FsPort = { lstat: fail, stat: fail, realpath: fail, readHead: fail, readlink: fail };
  return {
    roots: [{ name: 'ws', path: '/ws' }], platform: nodePlatform(), fs, trusted, protectedPatterns: [], maxFileBytes: 1024,
    loadDocument: (t) => {
      const now = texts.get(t.displayPath);
      return now instanceof Error ? Promise.reject(now) : Promise.resolve(now ?? assert.fail(`no text for ${t.displayPath}`));
    },
  };
}

/** A toy tool: its planner refuses a text holding "refuse"; "elsewhere" no longer jails. */
const toy: RePlan<ToyFile> = {
  jailAgain: (file) => Promise.resolve(file.name === 'elsewhere'
    ? { ok: false, errors: [guardedError('OUTSIDE_WORKSPACE', 'gone', ['file_path'], 'check')] }
    : { ok: true, file }),
  reload: {
    plannedOn: (file) => file.document,
    target: (file) => target(file.name),
    inputPath: () => ['files', 0],
    placed: (_file, errors) => withPathPrefix([...errors], ['files', 0]),
    withDocument: (file, document) => ({ ...file, document }),
    plan: (file, document) => Promise.resolve(document.text.includes('refuse')
      ? { ok: false, errors: [guardedError('OLD_STRING_NOT_FOUND', 'Edit 1 of 1: not there.', ['old_string'], 'read again')] }
      : { ok: true, file: { ...file, document, planned: file.planned + 1 } }),
  },
};

const doc = (text: string, version = 1): LoadedDocument => ({ text, eol: '\n', version });

describe('recheckBeforeApply (the one re-check, a tool\'s re-plan passed in)', () => {
  it('keeps the plan of a text unchanged since, and never reloads a file planned on no document', async () => {
    const files: ToyFile[] = [{ name: 'a.txt', document: doc('one\n'), planned: 0 }, { name: 'new.txt', planned: 0 }];
    const again = await recheckBeforeApply(files, environment(new Map([['a.txt', doc('one\n')]])), 1, toy);
    assert.ok(again.ok);
    assert.deepEqual(again.files.map((f) => f.planned), [0, 0]);
  });

  it('plans again a text that changed (another version or another text), with the tool\'s planner', async () => {
    const files: ToyFile[] = [{ name: 'a.txt', document: doc('one\n'), planned: 0 }, { name: 'b.txt', document: doc('two\n'), planned: 0 }];
    const again = await recheckBeforeApply(files, environment(new Map([['a.txt', doc('one\n', 2)], ['b.txt', doc('TWO\n')]])), 1, toy);
    assert.ok(again.ok);
    assert.deepEqual(again.files.map((f) => [f.planned, f.document?.text]), [[1, 'one\n'], [1, 'TWO\n']]);
  });

  it('refuses the whole call when one plan no longer fits: STALE_DOCUMENT with the planner\'s own errors after it', async () => {
    const files: ToyFile[] = [{ name: 'a.txt', document: doc('one\n'), planned: 0 }, { name: 'b.txt', document: doc('two\n'), planned: 0 }];
    const again = await recheckBeforeApply(files, environment(new Map([['a.txt', doc('one\n')], ['b.txt', doc('refuse\n', 2)]])), 3, toy);
    assert.ok(!again.ok);
    assert.deepEqual(again.errors.map((e) => e.code), ['STALE_DOCUMENT', 'OLD_STRING_NOT_FOUND']);
    assert.match(again.errors[0].message, /^b\.txt changed while the edit was being applied \(3 attempts\).*Edit 1 of 1: not there\./);
    assert.deepEqual(again.errors[0].path, ['files', 0, 'file_path']);
  });

  it('a path that no longer jails, a loader\'s refusal placed by the tool, a load that fails, an untrusted workspace', async () => {
    const refusal = new DocumentRefusal([guardedError('BINARY_FILE', 'binary now', ['file_path'], 'leave it')]);
    const files: ToyFile[] = [
      { name: 'elsewhere', document: doc('x'), planned: 0 },
      { name: 'bin.dat', document: doc('x'), planned: 0 },
      { name: 'gone.txt', document: doc('x'), planned: 0 },
    ];
    const texts = new Map<string, LoadedDocument | Error>([['bin.dat', refusal], ['gone.txt', new Error('ENOENT')]]);
    const again = await recheckBeforeApply(files, environment(texts), 1, toy);
    assert.ok(!again.ok);
    assert.deepEqual(again.errors.map((e) => [e.code, e.path.join('.')]), [
      ['OUTSIDE_WORKSPACE', 'file_path'], ['BINARY_FILE', 'files.0.file_path'], ['APPLY_FAILED', 'files.0.file_path'],
    ]);
    const untrusted = await recheckBeforeApply(files, environment(texts, false), 1, toy);
    assert.ok(!untrusted.ok);
    assert.deepEqual(untrusted.errors.map((e) => e.code), ['UNTRUSTED_WORKSPACE']);
  });
});
