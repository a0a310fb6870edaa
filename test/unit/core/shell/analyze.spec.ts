// The shell command analysis: the files a command names as it writes them, through every target
// kind, cd, nested -c strings, quoting and expansion; what stays unknown; the read-only proof; and
// the bad inputs (huge, deep, NUL, argv of many items), each answered within its bounds. Run once
// per parser engine (native, WebAssembly); under the native one every analysis is also made with
// the WebAssembly one and must be the same, so the two engines judge the whole corpus alike.
import assert from 'node:assert/strict';
import { analyzeCommand, MAX_ARGV_ITEMS, MAX_COMMAND_CHARS, type CommandAnalysis, type ShellParse } from '../../../../src/core/shell';
import { loadShellParserEngine, type ShellParserEngine } from '../../../../src/node/shellParser';
import { BeyondAscii } from '../../../../src/node/shellParserNative';

const CWD = '/ws/proj';
const HOME = '/home/me';
let parse: ShellParse;
/** Under the native engine: the WebAssembly one, every analysis compared with it. */
let other: ShellParse | undefined;

function analyze(command: string | readonly string[], extra: { maxDepth?: number } = {}): CommandAnalysis {
  let result: CommandAnalysis;
  try {
    result = analyzeCommand(command, { cwd: CWD, home: HOME, parse, ...extra });
  } catch (error) {
    // The native engine reads ASCII only; the hook reads the rest with the WebAssembly one (withShellParser).
    if (!(error instanceof BeyondAscii) || other === undefined) throw error;
    return analyzeCommand(command, { cwd: CWD, home: HOME, parse: other, ...extra });
  }
  if (other !== undefined) assert.deepEqual(analyzeCommand(command, { cwd: CWD, home: HOME, parse: other, ...extra }), result, `the engines differ on ${JSON.stringify(command).slice(0, 200)}`);
  return result;
}

/** The named targets as "kind path" (with " deletes" when the command removes it). */
function targets(command: string | readonly string[]): string[] {
  const result = analyze(command);
  assert.equal(result.parsed, true, `not parsed: ${result.note ?? ''}`);
  return result.writes.map((w) => `${w.kind} ${w.path}${w.deletes === true ? ' deletes' : ''}`);
}

function unknowns(command: string): string[] {
  return analyze(command).unknownWrites.map((w) => `${w.kind} ${w.reason}`);
}

for (const engine of ['native', 'wasm'] as const satisfies readonly ShellParserEngine[]) describe(`core/shell analyzeCommand (${engine} parser)`, () => {
  before(async () => {
    parse = (await loadShellParserEngine(__dirname, engine)).parse;
    other = engine === 'native' ? (await loadShellParserEngine(__dirname, 'wasm')).parse : undefined;
  });

  describe('redirections', () => {
    it('names every operator that writes a file, relative to the folder', () => {
      assert.deepEqual(targets('echo a > out.txt'), ['redirect /ws/proj/out.txt']);
      assert.deepEqual(targets('echo a >> log'), ['redirect /ws/proj/log']);
      assert.deepEqual(targets('echo a >| clobber'), ['redirect /ws/proj/clobber']);
      assert.deepEqual(targets('make &> build.log'), ['redirect /ws/proj/build.log']);
      assert.deepEqual(targets('make &>> build.log'), ['redirect /ws/proj/build.log']);
      assert.deepEqual(targets('make 2> err.txt'), ['redirect /ws/proj/err.txt']);
      assert.deepEqual(targets('make >& all.txt'), ['redirect /ws/proj/all.txt']);
    });

    it('cannot read `<>` (the grammar has no such operator): not read, so watched', () => {
      assert.equal(analyze('exec 3<> rw.txt').parsed, false);
    });

    it('leaves devices, descriptors and reads alone', () => {
      assert.deepEqual(targets('make > /dev/null 2>&1'), []);
      assert.deepEqual(targets('echo x >/dev/stderr; echo y > /dev/stdout; echo z > /dev/tty; echo w >&2; exec 3>&-'), []);
      assert.deepEqual(targets('wc -l < input.txt'), []);
      assert.deepEqual(targets('cat <<< "text"'), []);
    });

    it('says the words that write the target', () => {
      const [write] = analyze('echo pwned > ../outside.txt').writes;
      assert.deepEqual(write, { path: '/ws/outside.txt', words: '> ../outside.txt', kind: 'redirect' });
    });

    it('applies a redirection the grammar hangs on a list to its last command, after the cd before it', () => {
      assert.deepEqual(targets('cd src && echo x > ../o.txt'), ['redirect /ws/proj/o.txt']);
      assert.deepEqual(targets('cd /tmp && ls | sort > sorted'), ['redirect /tmp/sorted']);
    });

    it('opens a block\'s redirection in the folder the block starts in', () => {
      assert.deepEqual(targets('{ cd sub; echo x; } > out'), ['redirect /ws/proj/out']);
      assert.deepEqual(targets('(cd sub; echo x) > out'), ['redirect /ws/proj/out']);
    });
  });

  describe('heredocs', () => {
    it('names the file a heredoc is written into', () => {
      assert.deepEqual(targets('cat <<EOF > .github/workflows/ci.yml\non: push\nEOF'), ['heredoc /ws/proj/.github/workflows/ci.yml']);
      assert.deepEqual(targets("cat > notes.md <<'EOF'\n# notes\nEOF"), ['redirect /ws/proj/notes.md']);
      assert.deepEqual(targets('cat <<-EOF >> log\n\tline\n\tEOF'), ['heredoc /ws/proj/log']);
    });

    it('reads the script a shell gets in a heredoc', () => {
      assert.deepEqual(targets("bash <<'EOF'\necho x > ../escape\nEOF"), ['redirect /ws/escape']);
      assert.deepEqual(targets('sh <<< "rm ../gone"'), ['remove /ws/gone deletes']);
    });

    it('runs the substitutions of an unquoted heredoc', () => {
      assert.deepEqual(targets('cat <<EOF\n$(rm -f ../x)\nEOF'), ['remove /ws/x deletes']);
    });

    it('reads a 64 MiB heredoc in bounds: refused unread as too long', () => {
      const result = analyze(`cat <<'EOF' > big.txt\n${'x'.repeat(64 * 1024 * 1024)}\nEOF`);
      assert.equal(result.parsed, false);
      assert.equal(result.beyond?.what, 'length');
      assert.deepEqual(result.writes, []);
      assert.match(result.note ?? '', new RegExp(`more than the ${MAX_COMMAND_CHARS} the guard reads`));
    });
  });

  describe('writers', () => {
    it('tee', () => {
      assert.deepEqual(targets('echo x | tee -a a.txt b.txt'), ['tee /ws/proj/a.txt', 'tee /ws/proj/b.txt']);
      assert.deepEqual(targets('echo x | sudo tee /etc/hosts > /dev/null'), ['tee /etc/hosts']);
    });

    it('sed -i and --in-place, not sed alone', () => {
      assert.deepEqual(targets("sed -i 's/a/b/' .git/config"), ['sed-i /ws/proj/.git/config']);
      assert.deepEqual(targets("sed -i.bak -e 's/a/b/' one two"), ['sed-i /ws/proj/one', 'sed-i /ws/proj/two']);
      assert.deepEqual(targets("sed --in-place=.orig 's/a/b/' f"), ['sed-i /ws/proj/f']);
      assert.deepEqual(targets("sed -ni 's/a/b/p' f"), ['sed-i /ws/proj/f']);
      assert.deepEqual(targets("sed 's/a/b/' f > g"), ['redirect /ws/proj/g']);
    });

    it('perl -i, with its switches clustered', () => {
      assert.deepEqual(targets("perl -pi -e 's/a/b/' x.txt"), ['perl-i /ws/proj/x.txt']);
      assert.deepEqual(targets("perl -i.bak -pe 's/a/b/' x y"), ['perl-i /ws/proj/x', 'perl-i /ws/proj/y']);
      assert.deepEqual(targets('perl -i script.pl data'), ['perl-i /ws/proj/data']);
      assert.deepEqual(targets("perl -ne 'print' x"), []);
    });

    it('the destination of cp, install, ln and rsync; mv removes its sources too', () => {
      assert.deepEqual(targets('cp a.txt ../b.txt'), ['copy /ws/b.txt']);
      assert.deepEqual(targets('cp -r src dst -v'), ['copy /ws/proj/dst']);
      assert.deepEqual(targets('cp -t /tmp a b'), ['copy /tmp']);
      assert.deepEqual(targets('mv old new'), ['move /ws/proj/new', 'move /ws/proj/old deletes']);
      assert.deepEqual(targets('install -m 755 tool /usr/local/bin/tool'), ['install /usr/local/bin/tool']);
      assert.deepEqual(targets('install -d a/b'), ['mkdir /ws/proj/a/b']);
      assert.deepEqual(targets('ln -sf target link'), ['link /ws/proj/link']);
      assert.deepEqual(targets('ln -s /etc/passwd'), ['link /ws/proj']);
      assert.deepEqual(targets('rsync -av --exclude node_modules src/ ../backup/'), ['rsync /ws/backup']);
      assert.deepEqual(targets('rsync -a src/ host:backup/'), []);
      assert.deepEqual(targets('rsync -a --remove-source-files a ../b'), ['rsync /ws/b', 'rsync /ws/proj/a deletes']);
    });

    it('names the sources copied into a destination, for when it is a folder', () => {
      assert.deepEqual(analyze('cp lib/a.txt b.txt dir/').writes[0].sources, ['a.txt', 'b.txt']);
    });

    it('rm, rmdir, unlink, shred, truncate, touch, mkdir, dd, chmod, chown', () => {
      assert.deepEqual(targets('rm -rf build dist'), ['remove /ws/proj/build deletes', 'remove /ws/proj/dist deletes']);
      assert.deepEqual(targets('rmdir empty; unlink lnk; shred -n 3 -u secret'), ['remove /ws/proj/empty deletes', 'remove /ws/proj/lnk deletes', 'remove /ws/proj/secret deletes']);
      assert.deepEqual(targets('truncate -s 0 log.txt'), ['truncate /ws/proj/log.txt']);
      assert.deepEqual(targets('touch -d yesterday stamp'), ['touch /ws/proj/stamp']);
      assert.deepEqual(targets('mkdir -p -m 700 a/b'), ['mkdir /ws/proj/a/b']);
      assert.deepEqual(targets('dd if=/dev/zero of=../disk.img bs=1M count=1'), ['dd /ws/disk.img']);
      assert.deepEqual(targets('chmod +x run.sh; chmod -R 755 bin; chmod -x other'), ['chmod /ws/proj/run.sh', 'chmod /ws/proj/bin', 'chmod /ws/proj/other']);
      assert.deepEqual(targets('chown -R me:me /srv/data; chgrp staff f'), ['chown /srv/data', 'chown /ws/proj/f']);
      assert.deepEqual(targets('chmod --reference=a b'), ['chmod /ws/proj/b']);
    });

    it('find -delete removes under its start folders; find alone reads', () => {
      assert.deepEqual(targets('find ../other -name "*.tmp" -delete'), ['find-delete /ws/other deletes']);
      assert.deepEqual(targets('find . -name "*.ts"'), []);
    });

    it('git config when it sets or unsets, not when it reads or writes the global files', () => {
      assert.deepEqual(targets('git config user.name me'), ['git-config /ws/proj/.git/config']);
      assert.deepEqual(targets('git config --add remote.x.url u'), ['git-config /ws/proj/.git/config']);
      assert.deepEqual(targets('git config --unset core.hooksPath'), ['git-config /ws/proj/.git/config']);
      assert.deepEqual(targets('git config set core.hooksPath h'), ['git-config /ws/proj/.git/config']);
      assert.deepEqual(targets('git -C ../other config core.x y'), ['git-config /ws/other/.git/config']);
      assert.deepEqual(targets('git config --file cfg.ini a.b c'), ['git-config /ws/proj/cfg.ini']);
      assert.deepEqual(targets('git config --get user.name; git config --list; git config user.name'), []);
      assert.deepEqual(targets('git config --global user.name me; git config --system a.b c'), []);
    });
  });

  describe('cd, variables, quoting', () => {
    it('follows cd in the same list, and keeps a subshell\'s or a pipeline\'s cd inside it', () => {
      assert.deepEqual(targets('cd /tmp; echo x > f'), ['redirect /tmp/f']);
      assert.deepEqual(targets('cd .. && cd other && rm x'), ['remove /ws/other/x deletes']);
      assert.deepEqual(targets('(cd /tmp) && echo x > f'), ['redirect /ws/proj/f']);
      assert.deepEqual(targets('cd /tmp | true; echo x > f'), ['redirect /ws/proj/f']);
      assert.deepEqual(targets('cd; touch f'), ['touch /home/me/f']);
      assert.deepEqual(targets('cd ~/work && touch f'), ['touch /home/me/work/f']);
    });

    it('makes relative targets unknown after a cd it cannot follow', () => {
      assert.deepEqual(unknowns('cd "$DIR" && rm x'), ['remove cd']);
      assert.deepEqual(unknowns('cd - && rm x'), ['remove cd']);
      assert.deepEqual(unknowns('if true; then cd /tmp; fi; rm x'), ['remove cd']);
      // An absolute target is still named.
      assert.deepEqual(targets('cd "$DIR"; rm /etc/x'), ['remove /etc/x deletes']);
    });

    it('expands ~, $HOME, ${HOME}, $PWD and variables the command set', () => {
      assert.deepEqual(targets('echo x > ~/.bashrc'), ['redirect /home/me/.bashrc']);
      assert.deepEqual(targets('echo x > $HOME/a; echo y > "${HOME}/b"'), ['redirect /home/me/a', 'redirect /home/me/b']);
      assert.deepEqual(targets('cd sub && echo x > "$PWD/../c"'), ['redirect /ws/proj/c']);
      assert.deepEqual(targets('F=../x; echo hi > $F'), ['redirect /ws/x']);
      assert.deepEqual(targets('export OUT=/tmp/o; cp a "$OUT"'), ['copy /tmp/o']);
      assert.deepEqual(targets('HOME=/other; touch ~/f'), ['touch /other/f']);
    });

    it('takes quotes and escapes off', () => {
      assert.deepEqual(targets(`echo x > 'a b.txt'; echo y > "c d.txt"; echo z > e\\ f.txt`), ['redirect /ws/proj/a b.txt', 'redirect /ws/proj/c d.txt', 'redirect /ws/proj/e f.txt']);
      assert.deepEqual(targets(`rm "it's"'"here"'`), [`remove /ws/proj/it's"here" deletes`]);
      assert.deepEqual(targets("echo x > $'tab\\there'"), ['redirect /ws/proj/tab\there']);
      assert.deepEqual(targets('echo x > "~/literal"'), ['redirect /ws/proj/~/literal']);
      assert.deepEqual(targets('\\rm x; /bin/rm y'), ['remove /ws/proj/x deletes', 'remove /ws/proj/y deletes']);
    });

    it('leaves a target behind a variable, a glob or a substitution unknown', () => {
      assert.deepEqual(unknowns('echo x > $OUT'), ['redirect variable']);
      assert.deepEqual(unknowns('rm *.txt'), ['remove glob']);
      assert.deepEqual(unknowns('rm file?.txt x[12]'), ['remove glob']);
      assert.deepEqual(unknowns('touch {a,b}.txt'), ['touch glob']);
      assert.deepEqual(unknowns('echo x > "$(date).log"'), ['redirect substitution']);
      assert.deepEqual(unknowns('echo x > ~other/f'), ['redirect home']);
      assert.deepEqual(unknowns('for f in a b; do rm "$f"; done'), ['remove variable']);
      assert.deepEqual(unknowns('find . -name x | xargs rm'), ['remove stdin']);
      assert.deepEqual(unknowns('dd if=x of=$OUT'), ['dd variable']);
    });

    it('has no home without one', () => {
      const result = analyzeCommand('echo x > ~/f', { cwd: CWD, parse });
      assert.deepEqual(result.unknownWrites.map((w) => w.reason), ['home']);
      assert.deepEqual(analyzeCommand('echo x > ~/f', { cwd: CWD, env: { HOME: '/h' }, parse }).writes.map((w) => w.path), ['/h/f']);
    });
  });

  describe('nested commands', () => {
    it('reads bash -c, sh -c, sh -lc and eval strings, in the folder they run in', () => {
      assert.deepEqual(targets("bash -c 'echo x > ../o'"), ['redirect /ws/o']);
      assert.deepEqual(targets('cd /tmp && sh -c "rm f"'), ['remove /tmp/f deletes']);
      assert.deepEqual(targets("bash -lc 'cd .. && touch t'"), ['touch /ws/t']);
      assert.deepEqual(targets("eval 'echo x > e1' && eval echo y '>' e2"), ['redirect /ws/proj/e1', 'redirect /ws/proj/e2']);
      assert.deepEqual(targets(`bash -c "bash -c 'rm ../deep'"`), ['remove /ws/deep deletes']);
    });

    // dash runs `((touch ../x))` as two subshells; the bash grammar reads an arithmetic command.
    it('reads `((` in a sh or dash -c string as two subshells (bash\'s own stays arithmetic)', () => {
      assert.deepEqual(targets("sh -c '((touch ../x))'"), ['touch /ws/x']);
      assert.deepEqual(targets("dash -c 'true && ((rm -f ../y) ; echo $((1+2)) > ../z)'"), ['remove /ws/y deletes', 'redirect /ws/z']);
      assert.deepEqual(targets(`sh -c 'echo "((not a command))" > in.txt'`), ['redirect /ws/proj/in.txt']);
      assert.deepEqual(targets("bash -c '((i++))'"), []);
      assert.equal(analyze("bash -c '((touch ../x))'").parsed, false);
    });

    it('keeps eval\'s cd in the same shell, and a -c string\'s in its own', () => {
      assert.deepEqual(targets("eval 'cd /tmp'; touch a"), ['touch /tmp/a']);
      assert.deepEqual(targets("bash -c 'cd /tmp'; touch a"), ['touch /ws/proj/a']);
    });

    it('sees through the wrappers that run another program', () => {
      assert.deepEqual(targets('sudo -u root rm /etc/x'), ['remove /etc/x deletes']);
      assert.deepEqual(targets('env FOO=1 BAR=2 touch f'), ['touch /ws/proj/f']);
      assert.deepEqual(targets('nohup timeout 5s nice -n 10 rm g &'), ['remove /ws/proj/g deletes']);
      assert.deepEqual(targets('time command rm h'), ['remove /ws/proj/h deletes']);
    });

    it('reads the commands of substitutions, process substitutions and function bodies', () => {
      assert.deepEqual(targets('echo "$(echo x > ../sub)"'), ['redirect /ws/sub']);
      assert.deepEqual(targets('diff <(cat a) <(rm b)'), ['remove /ws/proj/b deletes']);
      assert.deepEqual(targets('f() { rm ../fn; }; f'), ['remove /ws/fn deletes']);
      assert.deepEqual(targets('X=$(rm y) ls'), ['remove /ws/proj/y deletes']);
      assert.deepEqual(targets('[[ -n $(touch z) ]]'), ['touch /ws/proj/z']);
    });

    it('reads every part of a list, a pipeline and a block', () => {
      assert.deepEqual(targets('a && touch 1 || touch 2; touch 3 & touch 4 | cat'), ['touch /ws/proj/1', 'touch /ws/proj/2', 'touch /ws/proj/3', 'touch /ws/proj/4']);
      assert.deepEqual(targets('if test -f x; then rm x; else touch x; fi'), ['remove /ws/proj/x deletes', 'touch /ws/proj/x']);
      assert.deepEqual(targets('while read l; do echo "$l" >> out; done < in'), ['redirect /ws/proj/out']);
      assert.deepEqual(targets('case $x in a) rm a;; *) rm b;; esac'), ['remove /ws/proj/a deletes', 'remove /ws/proj/b deletes']);
      assert.deepEqual(targets('! rm n'), ['remove /ws/proj/n deletes']);
    });

    it('leaves a -c string it cannot know, and a script file, to the watch', () => {
      const unknown = analyze('bash -c "$SCRIPT"');
      assert.deepEqual([unknown.parsed, unknown.readOnly, unknown.writes], [true, false, []]);
      assert.match(unknown.note ?? '', /not known before it runs/);
      assert.deepEqual(targets('bash ./deploy.sh; python3 -c "open(\'../o\',\'w\')"; make install'), []);
    });
  });

  describe('read-only proof', () => {
    const readOnly = (command: string | readonly string[]): boolean => analyze(command).readOnly;

    it('proves the short list read-only, in lists, pipelines and substitutions', () => {
      for (const command of [
        'ls -la', 'cat a b', 'grep -rn foo src | head -20', 'rg -n "x" --glob "*.ts"', 'find . -name "*.ts" -type f',
        'git status', 'git log --oneline -5', 'git diff HEAD~1', 'git -C sub show HEAD:file', 'wc -l $(git ls-files)',
        'cd src && ls', 'pwd; echo hi; printf "%s" x', 'ls > /dev/null 2>&1', 'sort a | uniq -c', 'X=1', 'LANG=C ls',
        'test -f a && cat a', 'cat < input', 'echo "$HOME"', 'ls *.ts', '', 'jq .name package.json',
      ]) assert.equal(readOnly(command), true, command);
      assert.equal(readOnly(['git', 'status']), true);
    });

    it('does not prove a write, an unknown program or an option that writes or runs', () => {
      for (const command of [
        'ls > out', 'cat a | tee b', 'python3 x.py', 'npm test', 'find . -delete', 'find . -exec rm {} \\;', 'sort -o out in',
        'git commit -m x', 'git -c core.pager=x log', 'git diff --output=patch', 'sed s/a/b/ f', 'awk 1 f', 'rg --pre cat x',
        '$CMD', 'echo $(python3 x.py)', 'bash -c ls', 'eval ls', 'xargs ls', 'uniq in out', 'LD_PRELOAD=x ls', 'sudo ls',
        'echo ( broken', 'date -s now', 'hostname evil', 'env rm x', 'f() { rm x; }', 'sort $OPT x',
      ]) assert.equal(readOnly(command), false, command);
    });
  });

  describe('argv commands (Codex)', () => {
    it('takes each item as one word, without expansion', () => {
      assert.deepEqual(targets(['rm', '-f', '../x']), ['remove /ws/x deletes']);
      assert.deepEqual(targets(['touch', '$HOME/literal', '*.txt']), ['touch /ws/proj/$HOME/literal', 'touch /ws/proj/*.txt']);
      assert.deepEqual(targets(['bash', '-lc', 'echo x > ../o']), ['redirect /ws/o']);
      assert.deepEqual(targets([]), []);
    });

    it('refuses an argv of more items than it reads', () => {
      const result = analyze(Array.from({ length: 100_000 }, (_, i) => `a${i}`));
      assert.deepEqual([result.parsed, result.beyond?.what, result.beyond?.actual], [false, 'items', 100_000]);
      assert.ok(MAX_ARGV_ITEMS < 100_000);
    });
  });

  describe('bad input', () => {
    it('a command as long as the bound is read', () => {
      const command = `echo ${'a'.repeat(MAX_COMMAND_CHARS - 20)} > ../o`;
      const result = analyze(command);
      assert.equal(result.parsed, true);
      assert.deepEqual(result.writes.map((w) => w.path), ['/ws/o']);
      assert.ok(result.writes[0].words.length <= 200);
    });

    it('one character more, or a command of 1 MiB, is refused unread', () => {
      const result = analyze('x'.repeat(MAX_COMMAND_CHARS + 1));
      assert.deepEqual([result.parsed, result.readOnly, result.beyond?.what], [false, false, 'length']);
      const mebibyte = analyze(`echo ${'a '.repeat(512 * 1024)} > ../o`);
      assert.deepEqual([mebibyte.parsed, mebibyte.beyond?.what, mebibyte.writes], [false, 'length', []]);
    });

    it('nesting 1,000 deep is refused, whatever nests', () => {
      const evals = analyze(`${'eval '.repeat(1000)}touch x`);
      assert.deepEqual([evals.parsed, evals.beyond?.what], [false, 'depth']);
      const subshells = analyze(`${'( '.repeat(1000)}touch x${' )'.repeat(1000)}`);
      assert.deepEqual([subshells.parsed, subshells.beyond?.what], [false, 'depth']);
      const substitutions = analyze(`echo ${'$('.repeat(1000)}touch x${')'.repeat(1000)}`);
      assert.deepEqual([substitutions.parsed, substitutions.beyond?.what], [false, 'depth']);
    });

    it('bash -c within the depth is read; one more is refused', () => {
      const nest = (depth: number): string => {
        let command = 'touch x';
        for (let i = 0; i < depth; i++) command = `bash -c '${command.replace(/'/g, `'"'"'`)}'`;
        return command;
      };
      assert.deepEqual(analyze(nest(3), { maxDepth: 3 }).writes.map((w) => w.path), ['/ws/proj/x']);
      assert.deepEqual(analyze(nest(4), { maxDepth: 3 }).beyond, { what: 'depth', limit: 3 });
    });

    it('a NUL character is refused, in a string or an argv item', () => {
      assert.equal(analyze('echo a\0 > ../x').beyond?.what, 'nul');
      assert.equal(analyze(['rm', 'a\0b']).beyond?.what, 'nul');
    });

    it('text that was invalid UTF-8 (replacement characters) is read as text', () => {
      assert.deepEqual(targets('echo \uFFFD\uFFFD > ../\uFFFDx'), ['redirect /ws/\uFFFDx']);
      assert.deepEqual(targets('echo \uD800 > lone'), ['redirect /ws/proj/lone']);
    });

    it('a syntax error is not read, and says so', () => {
      const result = analyze('echo x > ../o; if then');
      assert.deepEqual([result.parsed, result.readOnly, result.writes], [false, false, []]);
      assert.match(result.note ?? '', /cannot read the command/);
    });

    it('lists at most 200 writes and says how many more there are', () => {
      const result = analyze(Array.from({ length: 300 }, (_, i) => `touch f${i}`).join('; '));
      assert.equal(result.writes.length, 200);
      assert.match(result.note ?? '', /100 more writes/);
    });

    it('without a parser, a string command is not read; an argv is', () => {
      assert.equal(analyzeCommand('ls', { cwd: CWD }).parsed, false);
      assert.deepEqual(analyzeCommand(['rm', 'x'], { cwd: CWD }).writes.map((w) => w.path), ['/ws/proj/x']);
    });
  });
});
