// dist/hook.js runs its program with V8's code cache: the first runs write it, a cache that is
// damaged, refused by V8, made from another program file or cannot be written never changes an
// answer, a program changed in place never runs with the bytecode of its former text, and two
// copies of one build each keep their own.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_GENERATION } from '../../src/node/codeCache';
import { HOOK_FILES_BESIDE, HOOK_LAUNCHER } from '../../src/node/hookFiles';
import { claude, HOOK, REPO, sandboxPerTest } from './hookRunner';

interface Ran {
  status: number | null;
  stdout: string;
}

describe('agent hook: the code cache of dist/hook.js', function () {
  this.timeout(120_000);
  const box = sandboxPerTest({ 'app.ts': 'const retries = 3;\n' });
  let cacheHome: string;
  let edit: string;

  beforeEach(() => {
    cacheHome = join(box.state, '..', 'cache');
    box.env.XDG_CACHE_HOME = cacheHome;
    edit = JSON.stringify(claude('PreToolUse', box.project, 'Edit', { file_path: box.file, old_string: '3', new_string: '5' }));
  });

  const cacheDir = (): string => join(cacheHome, 'guarded-edit', 'code-cache');
  const cacheFiles = (): string[] => readdirSync(cacheDir()).filter((name) => name.endsWith('.v8cache'));
  const generation = (): number => readFileSync(join(cacheDir(), cacheFiles()[0])).readUInt32LE(8);
  function hook(input: string, launcher = HOOK, nodeArgs: string[] = [], args: string[] = []): Ran {
    const ran = spawnSync(process.execPath, [...nodeArgs, launcher, ...args], { input, env: box.env, encoding: 'utf8', timeout: 30_000 });
    return { status: ran.status, stdout: ran.stdout };
  }

  it('is written by the first runs, each one generation more, then only read; the answer never changes', () => {
    const answers = new Set<string>();
    for (let run = 1; run <= MAX_GENERATION + 2; run++) {
      const ran = hook(edit);
      assert.equal(ran.status, 2, 'a deny exits 2');
      answers.add(ran.stdout);
      assert.equal(cacheFiles().length, 1);
      assert.equal(generation(), Math.min(run, MAX_GENERATION));
    }
    assert.equal(answers.size, 1);
    assert.match([...answers][0], /NOT_READ_FIRST/, 'the edit of a file never read is refused, with or without the cache');
  });

  it('answers the same with a damaged, cut, empty or unreadable cache, and writes a whole one again', () => {
    const expected = hook(edit).stdout;
    assert.match(expected, /NOT_READ_FIRST/);
    const file = join(cacheDir(), cacheFiles()[0]);
    const whole = readFileSync(file);
    const damaged = Buffer.from(whole);
    damaged[whole.length - 100] ^= 0x40;
    for (const broken of [damaged, whole.subarray(0, whole.length - 1000), Buffer.alloc(0), Buffer.from('not a cache')]) {
      writeFileSync(file, broken);
      const ran = hook(edit);
      assert.equal(ran.status, 2, 'a deny exits 2');
      assert.equal(ran.stdout, expected);
      assert.equal(generation(), 1, 'a cache it could not believe is written anew');
    }
  });

  it('answers the same when V8 refuses the cache (other V8 flags), and writes one for them', () => {
    const expected = hook(edit).stdout;
    hook(edit);
    assert.equal(generation(), 2);
    const ran = hook(edit, HOOK, ['--verify-snapshot-checksum']);
    assert.equal(ran.status, 2, 'a deny exits 2');
    assert.equal(ran.stdout, expected);
    assert.equal(generation(), 1);
  });

  it('answers when the cache cannot be written (its folder is a file)', () => {
    writeFileSync(cacheHome, 'in the way');
    for (let run = 0; run < 2; run++) {
      const ran = hook(edit);
      assert.equal(ran.status, 2, 'a deny exits 2');
      assert.match(ran.stdout, /NOT_READ_FIRST/);
    }
  });

  it('never runs a program changed in place with the bytecode of its former text', () => {
    const copy = join(box.state, '..', 'copy');
    mkdirSync(copy);
    for (const name of [HOOK_LAUNCHER, ...HOOK_FILES_BESIDE]) copyFileSync(join(REPO, 'dist', name), join(copy, name));
    const launcher = join(copy, 'hook.js');
    const before = hook('', launcher, [], ['--help']);
    assert.match(before.stdout, /^Usage: guarded-edit hook/);
    hook('', launcher, [], ['--help']);
    // The same length, the same build line: only the text differs, as after an edit by hand.
    const program = join(copy, 'hook-main.js');
    const text = readFileSync(program, 'utf8');
    assert.ok(text.includes('Usage: guarded-edit hook'));
    writeFileSync(program, text.replace('Usage: guarded-edit hook', 'Usage: GUARDED-EDIT HOOK'));
    const later = new Date(Date.now() + 5000);
    utimesSync(program, later, later);
    const after = hook('', launcher, [], ['--help']);
    assert.match(after.stdout, /^Usage: GUARDED-EDIT HOOK/);
  });

  it('is kept per copy of the program: two copies of one build (the installed hook, a package) run in turns keep both their caches', () => {
    const copy = join(box.state, '..', 'installed');
    mkdirSync(copy);
    for (const name of [HOOK_LAUNCHER, ...HOOK_FILES_BESIDE]) copyFileSync(join(REPO, 'dist', name), join(copy, name));
    // Another modification time, as a copy made by install has.
    const earlier = new Date(Date.now() - 60_000);
    utimesSync(join(copy, 'hook-main.js'), earlier, earlier);
    for (let run = 1; run <= MAX_GENERATION + 1; run++) {
      for (const launcher of [HOOK, join(copy, 'hook.js')]) {
        const ran = hook(edit, launcher);
        assert.equal(ran.status, 2, 'a deny exits 2');
        assert.match(ran.stdout, /NOT_READ_FIRST/);
      }
      const generations = cacheFiles().filter((name) => name.startsWith('hook-main-')).map((name) => readFileSync(join(cacheDir(), name)).readUInt32LE(8));
      assert.deepEqual(generations, [Math.min(run, MAX_GENERATION), Math.min(run, MAX_GENERATION)], `after run ${run} of each copy, neither refused the other's cache`);
    }
  });

  it("is kept per agent: another agent's runs write their own cache, and a name that is no agent's names none", () => {
    for (let run = 1; run <= MAX_GENERATION + 1; run++) {
      for (const agent of ['claude', 'gemini']) {
        const ran = hook(edit, HOOK, [], ['--agent', agent]);
        assert.equal(ran.status, 2, 'a deny exits 2');
        assert.match(ran.stdout, /NOT_READ_FIRST/);
      }
    }
    const programCaches = cacheFiles().filter((name) => name.startsWith('hook-main-'));
    assert.deepEqual(programCaches.map((name) => /-(claude|gemini)-v\d/.exec(name)?.[1]).sort(), ['claude', 'gemini']);
    for (const name of programCaches) assert.equal(readFileSync(join(cacheDir(), name)).readUInt32LE(8), MAX_GENERATION, `${name} was written by its own agent's first runs`);
    // A name that could reach outside the folder or is no agent's: the hook refuses the entry, and no cache is named by it.
    const odd = hook(edit, HOOK, [], ['--agent', '../x']);
    assert.equal(odd.status, 2);
    assert.deepEqual(cacheFiles().filter((name) => name.includes('..') || name.includes('/')), []);
  });

  it('is not needed: a program without a build line runs uncached', () => {
    const copy = join(box.state, '..', 'plain');
    mkdirSync(copy);
    copyFileSync(join(REPO, 'dist', 'hook.js'), join(copy, 'hook.js'));
    writeFileSync(join(copy, 'hook-main.js'), readFileSync(join(REPO, 'dist', 'hook-main.js'), 'utf8').replace(/\/\/# guarded-edit-build [0-9a-f]+\n$/, ''));
    const ran = hook(edit, join(copy, 'hook.js'));
    assert.equal(ran.status, 2, 'a deny exits 2');
    assert.match(ran.stdout, /NOT_READ_FIRST/);
    assert.equal(existsSync(cacheDir()), false, 'no cache was written');
  });

  it('is all ASCII: V8 holds it as one byte a character (a single other character doubles the string the launcher reads at every start)', () => {
    const text = readFileSync(join(REPO, 'dist', 'hook-main.js'), 'latin1');
    const other = /[\u0080-\uffff]/.exec(text);
    assert.equal(other, null, `dist/hook-main.js holds a byte that is not ASCII near ${JSON.stringify(text.slice(Math.max(0, (other?.index ?? 0) - 60), (other?.index ?? 0) + 20))}: write the character in the source as a \\u escape (esbuild escapes strings, not regular expressions)`);
  });
});
