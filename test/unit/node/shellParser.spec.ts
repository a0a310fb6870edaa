// The shell parser's two engines: the native one (tree-sitter's Node-API binaries) and the
// WebAssembly one read every command into the same tree (types, ranges in UTF-16 units, rows, fields,
// errors), over generated commands as over the analysis corpus (analyze.spec.ts compares their
// judgments); and the hook's fallback: a native pair that is missing, damaged or mismatched is not
// used, the WebAssembly engine reads the command, and the write is still judged.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { analyzeCommand, type ShellNode, type ShellParse } from '../../../src/core/shell';
import { SHELL_NATIVE_FILES, SHELL_NATIVE_SIZES, SHELL_PARSER_FILES, shellNativeFolder } from '../../../src/node/hookFiles';
import { loadShellParserEngine, shellNativeFiles, shellParserFiles, withShellParser } from '../../../src/node/shellParser';
import { keptVerdict } from '../../../src/node/nativeProbe';
import { BeyondAscii } from '../../../src/node/shellParserNative';
import { makeTempDir, removeTempDir } from '../../helpers/tempTree';

const FIELDS = ['name', 'argument', 'body', 'redirect', 'destination', 'descriptor', 'value', 'operator', 'left', 'right', 'condition'];

/** The whole tree as text: what the analysis can read of every node. */
function dump(node: ShellNode, depth = 0): string {
  const fields = FIELDS.map((field) => `${field}:${node.childrenForFieldName(field).map((child) => child.id === node.id ? '?' : `${child.startIndex}`).join(',')}`).join(' ');
  const line = `${' '.repeat(depth)}${node.type} ${node.startIndex}-${node.endIndex} rows ${node.startPosition.row}-${node.endPosition.row} named ${node.isNamed} missing ${node.isMissing} error ${node.hasError} ${JSON.stringify(node.text)} ${fields}`;
  return [line, ...(node.childCount === 0 ? [] : node.children.map((child) => dump(child, depth + 1)))].join('\n');
}

/** Words of shell syntax, with quotes, expansions, heredocs, non-ASCII and astral characters. */
const TOKENS = ['echo', 'cat', 'cd', 'sed -i', 'bash -c', "'a b'", '"x $y"', '$HOME', '${v:-d}', '$(pwd)', '`date`', '>', '>>', '2>&1', '<', '<<EOF\nbody é\nEOF\n', '|', '&&', '||', ';', '\n', '(', ')', '{', '}', '((', '))', 'if', 'then', 'fi', 'for x in a b; do', 'done', '*.ts', '~/f', '../out.txt', 'é', '😀', '\\', '#c', '=', 'a=1', '[[', ']]', '"', "'"];

describe('node/shellParser engines', function () {
  this.timeout(60_000);
  let native: ShellParse;
  let wasm: ShellParse;
  before(async () => {
    const loaded = await loadShellParserEngine(__dirname);
    assert.equal(loaded.engine, 'native', `the native engine loads on this machine: ${loaded.nativeProblem ?? ''}`);
    native = loaded.parse;
    wasm = (await loadShellParserEngine(__dirname, 'wasm')).parse;
  });

  // The runtimes (tree-sitter 0.25's C, web-tree-sitter 0.27's) recover from a syntax error in
  // ways of their own, so an erroneous tree may differ below its error; the analysis reads no such
  // tree (it watches the command), which both engines then say alike.
  it('read generated commands into the same trees, or both find an error, and judge them alike', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TOKENS), { maxLength: 24 }), fc.array(fc.constantFrom(' ', ''), { minLength: 24, maxLength: 24 }), (tokens, gaps) => {
        const command = tokens.map((token, i) => `${token}${gaps[i]}`).join('');
        if (/[\u0080-\uffff]/.test(command)) {
          assert.throws(() => native(command, (root) => root.type), BeyondAscii);
          return;
        }
        const [tree, hasError] = native(command, (root) => [dump(root), root.hasError] as const);
        if (hasError) assert.equal(wasm(command, (root) => root.hasError), true, JSON.stringify(command));
        else assert.equal(wasm(command, (root) => dump(root)), tree, JSON.stringify(command));
        const context = { cwd: '/ws/proj', home: '/home/me' };
        assert.deepEqual(analyzeCommand(command, { ...context, parse: native }), analyzeCommand(command, { ...context, parse: wasm }), JSON.stringify(command));
      }),
      { numRuns: 1000 },
    );
  });

  // Found by the property above (seed 1877704149): the WebAssembly runtime wrapped `]]` in the
  // ERROR, the native one left it a command, and the note named line 1 against line 2.
  it('name the same line for a syntax error whose ERROR node each runtime starts elsewhere', () => {
    const context = { cwd: '/ws/proj', home: '/home/me' };
    for (const command of [']] \n && \\ ', ']]\n&&']) {
      const [fromNative, fromWasm] = [analyzeCommand(command, { ...context, parse: native }), analyzeCommand(command, { ...context, parse: wasm })];
      assert.deepEqual(fromNative, fromWasm, JSON.stringify(command));
      assert.match(fromNative.note ?? '', /a syntax error near line 2\)/, JSON.stringify(command));
    }
  });

  // glibc's iswalpha counts `é` a letter, tree-sitter's WebAssembly C library (and bash) do not:
  // `é=x` read natively would be an assignment, so `cp` after it a command (and back again).
  it('the native engine declines a text beyond ASCII, and the hook reads it with the WebAssembly one', async () => {
    const context = { cwd: '/ws/proj', home: '/home/me' };
    for (const command of ['é=x cp a ../b', "bash -c $'\\xc3\\xa9=x cp a ../b'", "bash -c $'\\u00e9=x cp a ../b'", 'echo "✓ done" > ../log']) {
      const expected = analyzeCommand(command, { ...context, parse: wasm });
      assert.deepEqual(await withShellParser(__dirname, (parse) => analyzeCommand(command, { ...context, parse })), expected, command);
    }
    assert.throws(() => native('é=x', (root) => root.type), BeyondAscii);
    assert.deepEqual(analyzeCommand('echo "✓ done" > ../log', { ...context, parse: wasm }).writes.map((w) => w.path), ['/ws/log']);
  });

  it('read a command nested in its own tree while the outer tree is in use (bash -c)', () => {
    const inner = native('echo b > ../in.txt', (root) => dump(root));
    const outer = native('bash -c "echo b > ../in.txt" > out.txt', (root) => {
      const before = dump(root);
      assert.equal(native('echo b > ../in.txt', (nested) => dump(nested)), inner);
      return [before, dump(root)];
    });
    assert.equal(outer[0], outer[1]);
  });

  describe('the fallback when the native pair does not load', () => {
    let folder: string;
    let cache: string;
    const cacheBefore = process.env.XDG_CACHE_HOME;
    const here = shellNativeFolder(process.platform, process.arch);
    beforeEach(() => {
      folder = makeTempDir('ge-shell-parser-');
      // Where the verdict of a bundle's pair tested in a child process is kept (nativeProbe.ts).
      cache = makeTempDir('ge-shell-parser-cache-');
      process.env.XDG_CACHE_HOME = cache;
      // A bundle's folder: the WebAssembly files beside it, the native pair in native/<platform>-<arch>/.
      const packaged = shellParserFiles(__dirname);
      copyFileSync(packaged.runtime, join(folder, SHELL_PARSER_FILES.runtime));
      copyFileSync(packaged.grammar, join(folder, SHELL_PARSER_FILES.grammar));
      mkdirSync(join(folder, here), { recursive: true });
    });
    afterEach(() => {
      removeTempDir(folder);
      removeTempDir(cache);
      if (cacheBefore === undefined) delete process.env.XDG_CACHE_HOME;
      else process.env.XDG_CACHE_HOME = cacheBefore;
    });

    async function assertJudgedByWasm(problem: RegExp): Promise<void> {
      const loaded = await loadShellParserEngine(folder);
      assert.equal(loaded.engine, 'wasm');
      assert.match(loaded.nativeProblem ?? '', problem);
      const analysis = analyzeCommand('echo pwned > ../outside.txt', { cwd: '/ws/proj', home: '/home/me', parse: loaded.parse });
      assert.deepEqual(analysis.writes.map((w) => w.path), ['/ws/outside.txt']);
    }

    /** The sizes file of the build, for the packages' pair. */
    function writeSizes(packaged: { runtime: string; grammar: string }): void {
      writeFileSync(join(folder, here, SHELL_NATIVE_SIZES), JSON.stringify({ [SHELL_NATIVE_FILES.runtime]: statSync(packaged.runtime).size, [SHELL_NATIVE_FILES.grammar]: statSync(packaged.grammar).size }));
    }

    it('uses the pair beside the bundle when it is there, with its sizes', async () => {
      const packaged = shellNativeFiles(__dirname);
      copyFileSync(packaged.runtime, join(folder, here, SHELL_NATIVE_FILES.runtime));
      copyFileSync(packaged.grammar, join(folder, here, SHELL_NATIVE_FILES.grammar));
      writeSizes(packaged);
      assert.equal(shellNativeFiles(folder).runtime, join(folder, here, SHELL_NATIVE_FILES.runtime));
      assert.equal((await loadShellParserEngine(folder)).engine, 'native');
    });

    it('a pair without its sizes is not loaded', async () => {
      const packaged = shellNativeFiles(__dirname);
      copyFileSync(packaged.runtime, join(folder, here, SHELL_NATIVE_FILES.runtime));
      copyFileSync(packaged.grammar, join(folder, here, SHELL_NATIVE_FILES.grammar));
      await assertJudgedByWasm(/did not load: ENOENT/);
    });

    it('a missing pair: the WebAssembly engine, never the packages of the sources', async () => {
      await assertJudgedByWasm(/did not load/);
    });

    it('a runtime that is not a binary', async () => {
      writeFileSync(join(folder, here, SHELL_NATIVE_FILES.runtime), 'not a binary');
      copyFileSync(shellNativeFiles(__dirname).grammar, join(folder, here, SHELL_NATIVE_FILES.grammar));
      writeFileSync(join(folder, here, SHELL_NATIVE_SIZES), JSON.stringify({ [SHELL_NATIVE_FILES.runtime]: 12, [SHELL_NATIVE_FILES.grammar]: statSync(shellNativeFiles(__dirname).grammar).size }));
      await assertJudgedByWasm(/did not load/);
    });

    it('a grammar cut short (its size is not the build\'s: a bus error if it were loaded)', async () => {
      const packaged = shellNativeFiles(__dirname);
      copyFileSync(packaged.runtime, join(folder, here, SHELL_NATIVE_FILES.runtime));
      writeFileSync(join(folder, here, SHELL_NATIVE_FILES.grammar), readFileSync(packaged.grammar).subarray(0, 4096));
      writeSizes(packaged);
      await assertJudgedByWasm(/has 4096 bytes where the build wrote/);
    });

    it('two binaries that are not a runtime and a grammar (swapped)', async () => {
      const packaged = shellNativeFiles(__dirname);
      copyFileSync(packaged.grammar, join(folder, here, SHELL_NATIVE_FILES.runtime));
      copyFileSync(packaged.runtime, join(folder, here, SHELL_NATIVE_FILES.grammar));
      writeFileSync(join(folder, here, SHELL_NATIVE_SIZES), JSON.stringify({ [SHELL_NATIVE_FILES.runtime]: statSync(packaged.grammar).size, [SHELL_NATIVE_FILES.grammar]: statSync(packaged.runtime).size }));
      await assertJudgedByWasm(/not tree-sitter's runtime|not a grammar|its test process failed \(exit 1: TypeError: runtime.Parser is not a constructor\)/);
    });

    // A pair that loads but crashes (here a grammar cut short whose sizes file says so, as a bad
    // build would write it: the loader maps it and the process ends with SIGBUS) would end the hook
    // with a signal, which agents read as a call let through: tested in a child process first.
    it('a pair that crashes the process loading it is tested in a child, and the WebAssembly engine reads the command', async () => {
      const packaged = shellNativeFiles(__dirname);
      copyFileSync(packaged.runtime, join(folder, here, SHELL_NATIVE_FILES.runtime));
      const cut = readFileSync(packaged.grammar).subarray(0, Math.floor(statSync(packaged.grammar).size / 2));
      writeFileSync(join(folder, here, SHELL_NATIVE_FILES.grammar), cut);
      writeFileSync(join(folder, here, SHELL_NATIVE_SIZES), JSON.stringify({ [SHELL_NATIVE_FILES.runtime]: statSync(packaged.runtime).size, [SHELL_NATIVE_FILES.grammar]: cut.length }));
      await assertJudgedByWasm(/does not work on this machine: its test process ended with SIG(BUS|SEGV)/);
      // The verdict is kept: the next start does not test it again.
      const pair = { runtime: join(folder, here, SHELL_NATIVE_FILES.runtime), grammar: join(folder, here, SHELL_NATIVE_FILES.grammar) };
      assert.match(JSON.stringify(keptVerdict(pair, join(cache, 'guarded-edit'))), /"ok":false.*SIG(BUS|SEGV)/);
    });

    it('the native engine asked for by name throws rather than fall back', async () => {
      await assert.rejects(loadShellParserEngine(folder, 'native'));
    });
  });
});
