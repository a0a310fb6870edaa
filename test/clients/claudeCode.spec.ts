// The Claude Code plugin, exercised by the real Claude Code CLI (from npm), offline: it validates
// the packed plugin and the repository's marketplace, installs the plugin with the two commands
// the README gives (from GitHub and the npm registry, both stood in for on this machine), reports
// the MCP server connected, and then, driven headless (`claude -p`) by a scripted stand-in for the
// model API, applies an edit through our MCP tool, gets our refusals back, and has its own Edit
// denied by our hook.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packedTarball, REPO, unpack } from './packed';
import { run, type Ran } from './run';
import { resultOfCall, startModelApi, type ModelApiStandIn, type Turn } from './standIns/modelApi';
import { userMachine, type UserMachine } from './userMachine';

const MCP = 'mcp__plugin_guarded-edit_guarded-edit__';

/** What `claude plugin validate --json` reports (the parts checked here). */
interface Validation {
  success: boolean;
  manifest: { errors: unknown[]; warnings: unknown[] };
  provides: { mcpServers: { name: string; type: string; target: string }[]; hooks: { event: string; matcher?: string }[]; agents: unknown[] };
  directory: { findings: { code: string; severity: string }[] };
}

describe('Claude Code plugin, with the real Claude Code CLI', function () {
  this.timeout(240_000);
  let machine: UserMachine;

  const claude = (args: string[], modelApi?: ModelApiStandIn, cwd?: string): Promise<Ran> =>
    run('claude', args, { cwd: cwd ?? machine.project, env: machine.env(modelApi?.url) });

  before(async () => {
    packedTarball();
    machine = await userMachine();
  });
  after(async () => {
    await machine?.dispose();
  });

  it('validates the plugin as npm packs it, and the repository as a plugin folder, with no warning (--strict)', async () => {
    const unpacked = unpack(packedTarball(), mkdtempSync(join(machine.base, 'unpacked-')));
    for (const folder of [unpacked, REPO]) {
      const ran = await claude(['plugin', 'validate', '--strict', '--json', folder]);
      assert.equal(ran.code, 0, ran.stdout + ran.stderr);
      const report = JSON.parse(ran.stdout) as Validation;
      assert.equal(report.success, true, ran.stdout);
      assert.deepEqual([...report.manifest.errors, ...report.manifest.warnings], [], `${folder}: ${ran.stdout}`);
      // ICON_MISSING and every other finding of the plugin directory's checks, warnings included.
      assert.deepEqual(report.directory.findings.map((f) => `${f.severity} ${f.code}`), [], folder);
      assert.deepEqual(report.provides.mcpServers.map((s) => `${s.name} ${s.type} ${s.target}`), ['guarded-edit stdio node'], folder);
      assert.deepEqual(report.provides.hooks.map((h) => `${h.event} ${h.matcher ?? ''}`.trim()), ['PreToolUse Read|Write|Edit|MultiEdit|NotebookEdit|Bash', 'PostToolUse Read|Write|Edit|MultiEdit|NotebookEdit|Bash', 'UserPromptSubmit'], folder);
      // VS Code's custom agent file is not where Claude Code looks for its own agents.
      assert.deepEqual(report.provides.agents, [], folder);
    }
    const marketplace = await claude(['plugin', 'validate', '--strict', join(REPO, '.claude-plugin', 'marketplace.json')]);
    assert.equal(marketplace.code, 0, marketplace.stdout + marketplace.stderr);
    assert.match(marketplace.stdout, /Validation passed/);
    assert.doesNotMatch(marketplace.stdout, /warning/i);
  });

  it('installs with the two commands of the README, and its MCP server shows connected', async () => {
    const added = await claude(['plugin', 'marketplace', 'add', 'guarded-edit/guarded-edit']);
    assert.equal(added.code, 0, added.stdout + added.stderr);
    const installed = await claude(['plugin', 'install', 'guarded-edit@guarded-edit']);
    assert.equal(installed.code, 0, installed.stdout + installed.stderr);
    const requests = machine.registry.requests();
    assert.ok(requests.includes('GET /guarded-edit'), `the plugin came from the npm registry: ${requests.join(', ')}`);
    const listed = await claude(['mcp', 'list']);
    assert.equal(listed.code, 0, listed.stdout + listed.stderr);
    const line = listed.stdout.split('\n').find((l) => l.includes('guarded-edit')) ?? '';
    assert.match(line, /dist\/mcp\.js/, listed.stdout);
    assert.ok(line.includes(machine.project), `the server is jailed to the project: ${line}`);
    assert.match(line, /Connected/, listed.stdout);
  });

  describe('driven headless by a scripted model', () => {
    let api: ModelApiStandIn;
    let file: string;
    let outside: string;
    let headless: Ran;

    before(async function () {
      if (!readFileSync(join(machine.home, '.claude', 'plugins', 'installed_plugins.json'), 'utf8').includes('guarded-edit')) this.skip();
      mkdirSync(join(machine.project, 'src'), { recursive: true });
      file = join(machine.project, 'src', 'app.ts');
      writeFileSync(file, 'const retries = 3;\nexport { retries };\n');
      writeFileSync(join(machine.project, '.env'), 'TOKEN=1\n');
      outside = join(machine.base, 'outside.txt');
      writeFileSync(outside, 'secret\n');
      const script: Turn[] = [
        // 1. Claude Code's own Edit, without a Read first: our hook denies it.
        { tool: 'Edit', input: { file_path: file, old_string: 'const retries = 3;', new_string: 'const retries = 9;' } },
        // 2. Our MCP tool applies an edit.
        { tool: `${MCP}guarded_multi_edit`, input: { file_path: 'src/app.ts', edits: [{ old_string: 'const retries = 3;', new_string: 'const retries = 5;' }] } },
        // 3. A refusal: the text is not in the file.
        { tool: `${MCP}guarded_multi_edit`, input: { file_path: 'src/app.ts', edits: [{ old_string: 'const retries = 4;', new_string: 'x' }] } },
        // 4. An escape: a path outside the project.
        { tool: `${MCP}guarded_multi_edit`, input: { file_path: outside, edits: [{ old_string: 'secret', new_string: 'leaked' }] } },
        // 5. A sensitive file, where no person can be asked.
        { tool: `${MCP}guarded_multi_edit`, input: { file_path: '.env', edits: [{ old_string: 'TOKEN=1', new_string: 'TOKEN=2' }] } },
        // 6, 7. Claude Code's own Read, then Edit, of the sensitive file: the hook asks, and no one can answer.
        { tool: 'Read', input: { file_path: join(machine.project, '.env') } },
        { tool: 'Edit', input: { file_path: join(machine.project, '.env'), old_string: 'TOKEN=1', new_string: 'TOKEN=3' } },
        { text: 'Done.' },
      ];
      api = await startModelApi(script);
      // acceptEdits lets Claude Code's own Edit through its permissions, so only our hook can stop it;
      // our MCP server's tools are allowed, as a person would allow them once.
      headless = await claude(['-p', 'Change the retries to 5.', '--output-format', 'json', '--permission-mode', 'acceptEdits', '--allowedTools', 'mcp__plugin_guarded-edit_guarded-edit'], api);
    });
    after(async () => {
      await api?.close();
    });

    const resultOf = (n: number): { isError: boolean; text: string } => resultOfCall(api, n);
    // The stand-in names the tool call of scripted turn i (0-based) toolu_standin_<i + 1>.
    const callId = (index: number): number => index + 1;
    /** The JSON a tool returned (Claude Code may append a note of its own after a blank line). */
    const leadingJson = (text: string): Record<string, unknown> => {
      try {
        return JSON.parse(text) as Record<string, unknown>;
      } catch {
        return JSON.parse(text.slice(0, text.indexOf('\n\n'))) as Record<string, unknown>;
      }
    };

    it('runs to the end of the script with no login', () => {
      assert.equal(headless.code, 0, headless.stdout + headless.stderr);
      const result = JSON.parse(headless.stdout) as { is_error: boolean; result: string; num_turns: number };
      assert.equal(result.is_error, false);
      assert.equal(result.result, 'Done.');
      assert.equal(api.requests.length, 8);
    });

    it("denies Claude Code's own Edit of a file it has not read (the hook)", () => {
      const denied = resultOf(callId(0));
      assert.ok(denied.isError);
      assert.match(denied.text, /NOT_READ_FIRST/);
      assert.match(denied.text, /Read it with the Read tool/);
    });

    it('applies an edit through the MCP tool', () => {
      const applied = resultOf(callId(1));
      assert.equal(applied.isError, false, applied.text);
      const json = leadingJson(applied.text);
      assert.equal(json.success, true);
      assert.deepEqual(json.changes, [{ start_line: 1, end_line: 1 }]);
      assert.equal(readFileSync(file, 'utf8'), 'const retries = 5;\nexport { retries };\n');
    });

    it('returns the refusal of an edit whose text is not in the file', () => {
      const refused = resultOf(callId(2));
      assert.ok(refused.isError);
      assert.match(refused.text, /"code":"OLD_STRING_NOT_FOUND"/);
      assert.match(refused.text, /const retries = 5;/, 'the closest text is named');
    });

    it('refuses a path outside the project and leaves the file as it was', () => {
      const escaped = resultOf(callId(3));
      assert.ok(escaped.isError);
      assert.match(escaped.text, /"code":"OUTSIDE_WORKSPACE"/);
      assert.equal(readFileSync(outside, 'utf8'), 'secret\n');
    });

    it('refuses a sensitive file without speaking of a dialog nobody saw', () => {
      const sensitive = resultOf(callId(4));
      assert.ok(sensitive.isError);
      assert.match(sensitive.text, /"code":"CONFIRMATION_REQUIRED"/);
      assert.doesNotMatch(sensitive.text, /dialog/i);
      assert.match(sensitive.text, /no person could be asked/);
      assert.equal(readFileSync(join(machine.project, '.env'), 'utf8'), 'TOKEN=1\n');
    });

    it("refuses Claude Code's own Edit of a sensitive file when no one can be asked, and says so", () => {
      assert.equal(resultOf(callId(5)).isError, false, 'the Read passes');
      const asked = resultOf(callId(6));
      assert.ok(asked.isError);
      assert.match(asked.text, /CONFIRMATION_REQUIRED/);
      assert.match(asked.text, /no one could be asked \(a headless run\)/);
      assert.equal(readFileSync(join(machine.project, '.env'), 'utf8'), 'TOKEN=1\n');
    });
  });
});
