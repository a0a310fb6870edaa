// A shell call watched, in every agent's dialect: the hook takes the folder's state at the
// before-event and records what the call changed at the after-event as ONE entry (client the
// agent, tool its shell tool, the command), undone like any entry with a later hand change kept; a
// write to .git/config or to a workflow is put back at once, recorded as "put_back" and told in
// the agent's after-event form; the user's .git index, HEAD and refs keep every byte.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO, runHook, sandboxPerTest, type HookAnswer } from './hookRunner';

const CLI = join(REPO, 'dist', 'cli.js');

interface Item { id: string; client: string; tool: string; command?: string; put_back_of?: string | null; undoes?: string; files: { path: string; action: string; mode: string | null; not_kept?: true }[] }

/** One dialect's shell tool: its before- and after-events for `command`, the answer of an allowed call, and how it is told after. */
interface Dialect {
  agent: string;
  tool: string;
  before(project: string, command: string): unknown;
  after(project: string, command: string): unknown;
  allowed: string;
  /** The after-answer's text that carries the reason for the model. */
  told(answer: HookAnswer): string;
}

const claudeLike = (agent: 'claude' | 'vscode' | 'codex', tool: string, extra: Record<string, unknown> = {}): Dialect => ({
  agent, tool, allowed: '',
  before: (cwd, command) => ({ session_id: 's', cwd, hook_event_name: 'PreToolUse', ...(agent === 'vscode' ? { hookEventName: 'PreToolUse' } : {}), tool_name: tool, tool_use_id: 'call-1', tool_input: { command }, ...extra }),
  after: (cwd, command) => ({ session_id: 's', cwd, hook_event_name: 'PostToolUse', ...(agent === 'vscode' ? { hookEventName: 'PostToolUse' } : {}), tool_name: tool, tool_use_id: 'call-1', tool_input: { command }, tool_response: { stdout: '' }, ...extra }),
  told: (a) => {
    const json = JSON.parse(a.stdout) as { decision: string; reason: string };
    assert.equal(json.decision, 'block');
    return json.reason;
  },
});

const DIALECTS: Dialect[] = [
  claudeLike('claude', 'Bash'),
  claudeLike('vscode', 'run_in_terminal'),
  claudeLike('codex', 'Bash', { turn_id: 't', model: 'm' }),
  {
    agent: 'copilot', tool: 'bash', allowed: '',
    before: (cwd, command) => ({ sessionId: 's', timestamp: 0, cwd, toolName: 'bash', toolArgs: JSON.stringify({ command, description: 'a command' }) }),
    after: (cwd, command) => ({ sessionId: 's', timestamp: 1, cwd, toolName: 'bash', toolArgs: JSON.stringify({ command, description: 'a command' }), toolResult: { resultType: 'success', textResultForLlm: '' } }),
    told: (a) => (JSON.parse(a.stdout) as { additionalContext: string }).additionalContext,
  },
  {
    agent: 'gemini', tool: 'run_shell_command', allowed: '',
    before: (cwd, command) => ({ session_id: 's', cwd, hook_event_name: 'BeforeTool', timestamp: '0', tool_name: 'run_shell_command', tool_input: { command } }),
    after: (cwd, command) => ({ session_id: 's', cwd, hook_event_name: 'AfterTool', timestamp: '0', tool_name: 'run_shell_command', tool_input: { command }, tool_response: {} }),
    told: (a) => {
      const json = JSON.parse(a.stdout) as { decision: string; reason: string };
      assert.equal(json.decision, 'deny');
      return json.reason;
    },
  },
  {
    agent: 'cursor', tool: 'Shell', allowed: '{}',
    before: (root, command) => ({ conversation_id: 's', generation_id: 'g', workspace_roots: [root], hook_event_name: 'preToolUse', tool_name: 'Shell', tool_input: { command } }),
    after: (root, command) => ({ conversation_id: 's', generation_id: 'g', workspace_roots: [root], hook_event_name: 'postToolUse', tool_name: 'Shell', tool_input: { command }, tool_output: '' }),
    told: (a) => {
      assert.equal(a.exitCode, 2);
      return a.stderr;
    },
  },
  {
    agent: 'cline', tool: 'execute_command', allowed: '{"cancel":false}',
    before: (root, command) => ({ clineVersion: '3', hookName: 'PreToolUse', timestamp: '0', taskId: 's', workspaceRoots: [root], userId: 'u', preToolUse: { toolName: 'execute_command', parameters: { command, requires_approval: 'false' } } }),
    after: (root, command) => ({ clineVersion: '3', hookName: 'PostToolUse', timestamp: '0', taskId: 's', workspaceRoots: [root], userId: 'u', postToolUse: { toolName: 'execute_command', parameters: { command }, result: '', success: true } }),
    told: (a) => (JSON.parse(a.stdout) as { contextModification: string }).contextModification,
  },
];

/** The bytes of the user's .git that are git's own: index, HEAD, refs, packed-refs. */
function gitOwnState(project: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.set(path, readFileSync(path).toString('base64'));
    }
  };
  for (const name of ['index', 'HEAD', 'packed-refs']) {
    try {
      out.set(name, readFileSync(join(project, '.git', name)).toString('base64'));
    } catch {
      out.set(name, 'absent');
    }
  }
  walk(join(project, '.git', 'refs'));
  return out;
}

describe('the hook watches every agent\'s shell calls: one entry, undone; protected and confirm-list files put back and told', function () {
  this.timeout(120_000);
  const box = sandboxPerTest({ 'app.ts': 'const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\nconst e = 5;\n', '.github/workflows/ci.yml': 'on: push\n', 'docs/readme.md': 'hello\n' });

  beforeEach(() => {
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: box.project, stdio: 'pipe' });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'start');
    git('pack-refs', '--all');
  });

  const cli = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { env: box.env, encoding: 'utf8' });
  const history = (): Item[] => {
    const run = cli('history', box.project, '--json');
    assert.equal(run.status, 0, run.stderr);
    return JSON.parse(run.stdout) as Item[];
  };
  const hook = (d: Dialect, event: unknown, args: string[] = []) => runHook(event, box.env, ['--agent', d.agent, ...args]);
  const root = () => box.project;

  for (const d of DIALECTS) {
    describe(`${d.agent}: ${d.tool}`, () => {
      it('an allowed write is ONE entry (client, tool, command, each file\'s action and mode), undone with a later hand change kept', async () => {
        const command = "sed -i 's/b = 2/b = 20/' app.ts && printf 'new\\n' > notes.txt && chmod +x docs/readme.md";
        const before = await hook(d, d.before(root(), command));
        assert.equal(before.exitCode, 0, before.stdout + before.stderr);
        assert.equal(before.stdout, d.allowed);
        // What the shell call does.
        writeFileSync(join(box.project, 'app.ts'), 'const a = 1;\nconst b = 20;\nconst c = 3;\nconst d = 4;\nconst e = 5;\n');
        writeFileSync(join(box.project, 'notes.txt'), 'new\n');
        chmodSync(join(box.project, 'docs', 'readme.md'), 0o755);
        const after = await hook(d, d.after(root(), command));
        assert.equal(after.exitCode, 0, after.stdout + after.stderr);
        const entries = history();
        assert.equal(entries.length, 1, JSON.stringify(entries));
        const [entry] = entries;
        assert.deepEqual([entry.client, entry.tool, entry.command], [d.agent, d.tool, command]);
        assert.deepEqual(entry.files.map((f) => [f.path, f.action, f.mode]).sort(), [['app.ts', 'update', '0644'], ['docs/readme.md', 'update', '0755'], ['notes.txt', 'add', '0644']]);

        // The person's own change on another line, then the undo.
        writeFileSync(join(box.project, 'app.ts'), 'const a = 1;\nconst b = 20;\nconst c = 3;\nconst d = 4;\nconst e = 50;\n');
        const undo = cli('undo', '--folder', box.project, entry.id);
        assert.equal(undo.status, 0, undo.stderr);
        assert.equal(readFileSync(join(box.project, 'app.ts'), 'utf8'), 'const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\nconst e = 50;\n');
        assert.throws(() => readFileSync(join(box.project, 'notes.txt')));
      });

      it('an opaque write to .git/config and to a workflow is put back at once, recorded as put_back, and told; .git\'s index, HEAD and refs keep every byte', async () => {
        const command = 'python3 ./tools/setup.py';
        const gitBefore = gitOwnState(box.project);
        const config = readFileSync(join(box.project, '.git', 'config'), 'utf8');
        await hook(d, d.before(root(), command));
        writeFileSync(join(box.project, '.git', 'config'), `${config}[core]\n\thooksPath = /tmp/evil\n`);
        writeFileSync(join(box.project, '.github', 'workflows', 'ci.yml'), 'on: push\njobs: { evil: {} }\n');
        writeFileSync(join(box.project, 'app.ts'), 'const a = 1;\n');
        const after = await hook(d, d.after(root(), command));
        const reason = d.told(after);
        assert.match(reason, /\.git\/config/);
        assert.match(reason, /\.github\/workflows\/ci\.yml/);
        assert.equal(readFileSync(join(box.project, '.git', 'config'), 'utf8'), config);
        assert.equal(readFileSync(join(box.project, '.github', 'workflows', 'ci.yml'), 'utf8'), 'on: push\n');
        const [putBack, call] = history();
        assert.equal(putBack.tool, 'put_back');
        assert.equal(putBack.put_back_of, call.id);
        assert.deepEqual(putBack.files.map((f) => f.path).sort(), ['.git/config', '.github/workflows/ci.yml']);
        // The call's entry lists only what stays changed.
        assert.deepEqual(call.files.map((f) => f.path), ['app.ts']);
        assert.deepEqual(gitOwnState(box.project), gitBefore);
      });
    });
  }

  describe('a command the parser proves read-only', () => {
    it('is not watched: no state is taken, so a file changed meanwhile by someone else is in no entry', async () => {
      const claude = DIALECTS[0];
      const command = 'ls -la && cat app.ts | grep const && git status --short';
      const before = await hook(claude, claude.before(root(), command));
      assert.deepEqual([before.exitCode, before.stdout], [0, '']);
      writeFileSync(join(box.project, 'other.txt'), 'written by the person\n');
      const after = await hook(claude, claude.after(root(), command));
      assert.deepEqual([after.exitCode, after.stdout], [0, '']);
      assert.deepEqual(history(), []);
      // The same change beside a command that may write is recorded.
      await hook(claude, claude.before(root(), 'make'));
      writeFileSync(join(box.project, 'other.txt'), 'written by make\n');
      await hook(claude, claude.after(root(), 'make'));
      assert.deepEqual(history().map((e) => e.command), ['make']);
    });
  });

  describe('bad input', () => {
    const claude = DIALECTS[0];
    it('a FIFO, a socket and a symbolic-link loop in the folder: never opened, never a hang; the call is still one entry', async () => {
      execFileSync('mkfifo', [join(box.project, 'pipe')]);
      execFileSync('python3', ['-c', `import socket; socket.socket(socket.AF_UNIX).bind(${JSON.stringify(join(box.project, 'sock'))})`]);
      symlinkSync('loop', join(box.project, 'loop'));
      await hook(claude, claude.before(root(), 'make'));
      writeFileSync(join(box.project, 'out.txt'), 'built\n');
      const after = await hook(claude, claude.after(root(), 'make'));
      assert.equal(after.exitCode, 0, after.stderr);
      assert.deepEqual(history().map((e) => e.files.map((f) => f.path)), [['out.txt']]);
    });

    it('a folder over the file limit is not watched: the call passes, nothing is recorded, and history says why', async () => {
      const before = await hook(claude, claude.before(root(), 'make'), ['--watch-max-files', '2']);
      assert.equal(before.exitCode, 0, before.stderr);
      writeFileSync(join(box.project, 'out.txt'), 'built\n');
      await hook(claude, claude.after(root(), 'make'), ['--watch-max-files', '2']);
      const run = cli('history', box.project, '--json');
      assert.deepEqual(JSON.parse(run.stdout), []);
      assert.match(run.stderr, /not watched: it holds more than 2 files .* \(TOO_MANY_FILES\)/);
    });

    it('a file over the size limit is listed as changed and not kept; its undo refuses', async () => {
      await hook(claude, claude.before(root(), 'make'), ['--max-file-size-mb', '1']);
      writeFileSync(join(box.project, 'big.bin'), Buffer.alloc(2 * 1024 * 1024, 7));
      await hook(claude, claude.after(root(), 'make'), ['--max-file-size-mb', '1']);
      const [entry] = history();
      assert.deepEqual(entry.files.map((f) => [f.path, f.action, f.not_kept]), [['big.bin', 'add', true]]);
      const undo = cli('undo', '--folder', box.project, entry.id);
      assert.equal(undo.status, 1);
      assert.match(undo.stderr, /big\.bin cannot be taken back: it was larger than the size limit/);
    });
  });
});
