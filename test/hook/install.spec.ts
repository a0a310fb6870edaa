// `guarded-edit install` and `--help`, on the built bundles: the hook
// is copied to the user's data folder and the settings run that copy, the installed copy is
// proven to answer, a second run changes nothing, and help is help (never a deny decision).
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLauncherCommand } from '../../src/core/agentHook';
import { claude, HOOK, REPO, sandboxPerTest } from './hookRunner';

const CLI = join(REPO, 'dist', 'cli.js');

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

function node(args: string[], env: NodeJS.ProcessEnv, cwd: string, input = ''): Promise<Ran> {
  return new Promise((done) => {
    const child = execFile(process.execPath, args, { env, cwd, timeout: 60_000 }, (error, stdout, stderr) => {
      done({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
    child.stdin?.end(input);
  });
}

describe('hook install and help (dist/cli.js, dist/hook.js)', function () {
  this.timeout(120_000);
  const box = sandboxPerTest();

  it('prints help for --help on the hook, on `guarded-edit hook` and on install, not a decision', async () => {
    for (const args of [[HOOK, '--help'], [CLI, 'hook', '--help'], [HOOK, '-h'], [CLI, 'install', '--help'], [CLI, 'install', '-h']]) {
      const ran = await node(args, box.env, box.project);
      assert.equal(ran.code, 0, `${args.join(' ')}: ${ran.stderr}`);
      assert.match(ran.stdout, /^Usage: guarded-edit (hook|install)/, args.join(' '));
      assert.doesNotMatch(ran.stdout, /permissionDecision/);
    }
  });

  it('copies the hook to the data folder, writes settings that run that copy, proves it, and changes nothing the second time', async () => {
    const env = box.installEnv;
    const first = await node([CLI, 'install', box.project], env, box.state);
    assert.equal(first.code, 0, first.stderr);
    const installed = box.installedHook;
    assert.deepEqual(readFileSync(installed), readFileSync(HOOK), 'the installed hook is the bundle');
    assert.match(first.stdout, new RegExp(`^Project: ${box.project}\\.$`, 'm'));
    assert.match(first.stdout, /Copied the hook to .*guarded-edit\/hook\.js/);
    assert.match(first.stdout, /^Checked: the entries' command, run as Claude Code runs it, refused a path outside the project in its form/m);
    // The project's local settings (not committed) run the copy; the shared settings.json is not written.
    const settingsFile = join(box.project, '.claude', 'settings.local.json');
    const settings = readFileSync(settingsFile, 'utf8');
    const commands = [...settings.matchAll(/"command": "(.*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string);
    assert.equal(commands.length, 3);
    // The launcher every entry runs (the project's own file too): the installed copy, or a deny.
    for (const command of commands) assert.ok(isLauncherCommand(command) && command.includes("'--agent','claude'"), command);
    assert.throws(() => statSync(join(box.project, '.claude', 'settings.json')), /ENOENT/);

    const before = { settings: statSync(settingsFile).mtimeMs, hook: statSync(installed).mtimeMs };
    const second = await node([CLI, 'install', box.project], env, box.state);
    assert.equal(second.code, 0, second.stderr);
    assert.match(second.stdout, /is up to date/);
    assert.match(second.stdout, /nothing changed there/);
    assert.equal(readFileSync(settingsFile, 'utf8'), settings);
    assert.deepEqual({ settings: statSync(settingsFile).mtimeMs, hook: statSync(installed).mtimeMs }, before, 'the second run wrote nothing');

    // The copy gone (a cleared data folder): the entry refuses, naming the install, rather than fail open.
    rmSync(installed);
    const event = JSON.stringify(claude('PreToolUse', box.project, 'Write', { file_path: join(box.project, 'a.ts'), content: 'x' }));
    const ran = spawnSync(commands[0], { shell: true, cwd: box.project, input: event, env, encoding: 'utf8' });
    assert.equal(ran.status, 2, ran.stdout + ran.stderr);
    assert.match(ran.stdout + ran.stderr, /not installed on this machine .*npx -y guarded-edit install --agent claude\b/);
  });

  it('takes the current folder when no project is named, and says so', async () => {
    const ran = await node([CLI, 'install', '--agent', 'vscode'], box.env, box.project);
    assert.equal(ran.code, 0, ran.stderr);
    assert.match(ran.stdout, /^Project: .* \(the current folder; name another as guarded-edit install PROJECT\)\.$/m);
    // A file the team commits: a command every machine can run, no path of this one.
    const hooks = readFileSync(join(box.project, '.github', 'hooks', 'guarded-edit.json'), 'utf8');
    assert.match(hooks, /"node -e \\"const p=require\('path'\).*'--agent','vscode','--id','guarded-edit-hook'/);
    assert.doesNotMatch(hooks, /npx -y guarded-edit hook/);
    assert.doesNotMatch(hooks, /local\/share|\/tmp\//);
  });

  it('points older entries of ours (an npx cache that may be cleared) at the installed copy', async () => {
    mkdirSync(join(box.project, '.claude'));
    const stale = 'node "/nowhere/_npx/0/node_modules/guarded-edit/dist/hook.js" --id guarded-edit-hook';
    const hook = { type: 'command', command: stale, timeout: 30 };
    writeFileSync(join(box.project, '.claude', 'settings.local.json'), JSON.stringify({ hooks: { PreToolUse: [{ matcher: 'Read|Write|Edit|MultiEdit', hooks: [hook] }], PostToolUse: [{ matcher: 'Read|Write|Edit|MultiEdit', hooks: [hook] }], UserPromptSubmit: [{ hooks: [hook] }] } }));
    const ran = await node([CLI, 'install', '--agent', 'claude', '--project', box.project], box.env, box.state);
    assert.equal(ran.code, 0, ran.stderr);
    assert.match(ran.stdout, /pointed 3 older entries at the hook/);
    assert.doesNotMatch(readFileSync(join(box.project, '.claude', 'settings.local.json'), 'utf8'), /_npx/);
  });

  it('refuses a project that is not a folder, and unknown options, without writing', async () => {
    const missing = await node([CLI, 'install', join(box.project, 'nope')], box.env, box.state);
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /is not a folder/);
    const unknown = await node([CLI, 'install', '--everywhere'], box.env, box.project);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /Unknown option --everywhere/);
    const both = await node([CLI, 'install', '--agent', 'vscode', '--user'], box.env, box.project);
    assert.equal(both.code, 2);
  });

  it('doctor, history and undo answer --help, a bad option and a missing folder one way', async () => {
    for (const command of ['doctor', 'history', 'undo']) {
      const help = await node([CLI, command, '--help'], box.env, box.project);
      assert.equal(help.code, 0, help.stderr);
      assert.match(help.stdout, new RegExp(`^Usage: guarded-edit ${command} `));
      const bad = await node([CLI, command, '--everywhere'], box.env, box.project);
      assert.equal(bad.code, 2, bad.stdout);
      assert.equal(bad.stdout, '');
      assert.match(bad.stderr, new RegExp(`^guarded-edit ${command}: Unknown option --everywhere\\.\\nUsage: guarded-edit ${command} .*\\nSee guarded-edit ${command} --help\\.\\n$`));
    }
    const nowhere = join(box.project, 'nope');
    for (const args of [['history', nowhere], ['undo', '--folder', nowhere]]) {
      const missing = await node([CLI, ...args], box.env, box.project);
      assert.equal(missing.code, 2, missing.stdout);
      assert.match(missing.stderr, new RegExp(`^guarded-edit ${args[0]}: ".*nope" is not a folder that can be read \\(`));
    }
  });

  it('answers --version and --help, and names an unknown command', async () => {
    const version = await node([CLI, '--version'], box.env, box.project);
    assert.equal(version.stdout.trim(), (JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string }).version);
    const help = await node([CLI, '--help'], box.env, box.project);
    assert.match(help.stdout, /^Usage: guarded-edit <command>/);
    for (const word of ['mcp [options] FOLDER...', 'hook', 'install', 'doctor', 'history', 'undo']) assert.ok(help.stdout.includes(`  ${word}`), word);
    const unknown = await node([CLI, 'serve'], box.env, box.project);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /unknown command "serve"/);
    const history = await node([CLI, 'history'], box.env, box.project);
    assert.equal(history.code, 0, history.stderr);
    assert.equal(history.stdout, 'No entries.\n');
    const undo = await node([CLI, 'undo'], box.env, box.project);
    assert.equal(undo.code, 1);
    assert.match(undo.stderr, /nothing to undo/);
  });
});
