// The native shell parser tested in a child process before the hook loads it: the verdict on the
// real pair of this machine, a crash and a failure kept (the test runs once per pair), a test that
// could not run not kept, and a pair replaced since tested again.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { keptVerdict, nativeVerdict, testInChild, type RunChild } from '../../../src/node/nativeProbe';
import { shellNativeFiles } from '../../../src/node/shellParser';
import { makeTempDir, removeTempDir } from '../../helpers/tempTree';

describe('node/nativeProbe (the native parser tested in a child first)', function () {
  this.timeout(60_000);
  let folder: string;
  let cache: string;
  let pair: { runtime: string; grammar: string };
  const notRun: RunChild = () => assert.fail('a kept verdict is used without a new test');
  const ended = (result: Partial<ReturnType<RunChild>>): RunChild => () => ({ status: null, signal: null, stderr: '', ...result });

  beforeEach(() => {
    folder = makeTempDir('ge-native-probe-');
    cache = join(folder, 'cache');
    const packaged = shellNativeFiles(__dirname);
    mkdirSync(join(folder, 'pair'));
    pair = { runtime: join(folder, 'pair', 'tree-sitter.node'), grammar: join(folder, 'pair', 'tree-sitter-bash.node') };
    copyFileSync(packaged.runtime, pair.runtime);
    copyFileSync(packaged.grammar, pair.grammar);
  });
  afterEach(() => removeTempDir(folder));

  it('the real pair works in a child process, and the verdict is kept', () => {
    assert.equal(keptVerdict(pair, cache), undefined);
    assert.deepEqual(nativeVerdict(pair, cache), { ok: true });
    assert.deepEqual(nativeVerdict(pair, cache, notRun), { ok: true });
  });

  it('a test process ended by a signal: not to be loaded, kept', () => {
    const verdict = nativeVerdict(pair, cache, ended({ signal: 'SIGSEGV' }));
    assert.deepEqual(verdict, { ok: false, why: 'its test process ended with SIGSEGV while loading it and reading a command' });
    assert.deepEqual(nativeVerdict(pair, cache, notRun), verdict);
  });

  it('a test process that failed names the error it printed', () => {
    const verdict = nativeVerdict(pair, cache, ended({ status: 1, stderr: '[eval]:1\nsome code\nError: /x/tree-sitter.node: wrong ELF class: ELFCLASS32\n    at load' }));
    assert.deepEqual(verdict, { ok: false, why: 'its test process failed (exit 1: Error: /x/tree-sitter.node: wrong ELF class: ELFCLASS32)' });
  });

  it('a test that could not run (no process, or out of time) decides nothing: not kept', () => {
    const verdict = nativeVerdict(pair, cache, ended({ error: new Error('spawnSync node ETIMEDOUT') }));
    assert.equal(verdict.ok, false);
    assert.equal(keptVerdict(pair, cache), undefined);
    assert.deepEqual(nativeVerdict(pair, cache), { ok: true });
  });

  it('a pair replaced since its test (another time) is tested again', () => {
    testInChild(pair, cache, ended({ signal: 'SIGBUS' }));
    assert.equal(keptVerdict(pair, cache)?.ok, false);
    utimesSync(pair.grammar, new Date(), new Date(Date.now() - 3600_000));
    assert.equal(keptVerdict(pair, cache), undefined);
    assert.deepEqual(nativeVerdict(pair, cache), { ok: true });
  });

  it('a pair not there has no verdict to keep', () => {
    const missing = { runtime: join(folder, 'none.node'), grammar: pair.grammar };
    assert.equal(keptVerdict(missing, cache), undefined);
    assert.equal(nativeVerdict(missing, cache).ok, false);
  });
});
