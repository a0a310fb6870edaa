// Codex CLI's project route, with the real Codex CLI headless (`codex exec`) and offline against a
// scripted stand-in for the Responses API: `guarded-edit install --agent codex` in the project writes
// .codex/hooks.json (entries a team may commit: one node process running the hook of the person's
// data folder); Codex reads it only in a project the person trusts ([projects."<folder>"] in its
// config.toml, as its trust question writes it) and runs each entry only once its /hooks review
// kept the entry's hash. Then the hook runs: Codex's patch of a file outside the project is refused.
// A later install that changes reviewed entries (here: an older release's matcher brought up to
// date) says so; `guarded-edit doctor` then reports the entries "modified" with exit 1, Codex's own
// hooks/list says the same, and the real Codex indeed skips them: the same patch outside goes
// through. Doctor computes Codex's hashes itself; each step checks it against what Codex says.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliBin, HEADLESS_TIMEOUT_MS, resultOf, userWithHook } from './agentProject';
import { codexHooks, codexStandInConfig, trustedHashLines, type CodexHook } from './codexHooks';
import { run, type Ran } from './run';
import { startResponsesApi } from './standIns/responsesApi';
import type { ScriptedApi } from './standIns/scripted';

const update = (path: string, from: string, to: string): string => `*** Begin Patch\n*** Update File: ${path}\n@@\n-${from}\n+${to}\n*** End Patch\n`;
/** The matcher an older release wrote for Codex's PreToolUse entry (before the shell tools were guarded). */
const OLDER_MATCHER = 'apply_patch|Edit|Write';

interface CodexHooksFile {
  hooks: Record<string, { matcher?: string; hooks: { command: string }[] }[]>;
}

describe("the hook with the real Codex CLI: the project's .codex/hooks.json, the project trusted, the hooks reviewed", function () {
  this.timeout(600_000);
  const user = userWithHook('codex');
  let codexHome: string;
  let hooksFile: string;
  let env: NodeJS.ProcessEnv;
  let baseConfig: string;
  const apis: ScriptedApi[] = [];

  const ours = (hooks: CodexHook[]): CodexHook[] => hooks.filter((hook) => hook.command.includes('guarded-edit-hook'));
  const listed = (): Promise<CodexHook[]> => codexHooks(cliBin('codex'), user.machine.project, env);
  /** What Codex's /hooks review writes: the trusted_hash of each of our entries as Codex hashes it now. */
  const review = async (): Promise<void> => {
    writeFileSync(join(codexHome, 'config.toml'), baseConfig + trustedHashLines(ours(await listed())));
  };
  const guardedEdit = (...args: string[]): Promise<Ran> => run('npx', ['-y', 'guarded-edit', ...args], { cwd: user.machine.project, env });
  /** `codex exec` with its own stand-in, whose script patches the file outside the project. */
  const patchOutside = async (): Promise<{ ran: Ran; api: ScriptedApi }> => {
    const api = await startResponsesApi([{ tool: 'apply_patch', freeform: update(user.project.outside, 'secret', 'leaked') }, { text: 'Done.' }]);
    apis.push(api);
    writeFileSync(join(codexHome, 'config.toml'), readFileSync(join(codexHome, 'config.toml'), 'utf8').replace(/^base_url = .*$/m, `base_url = "${api.url}/v1"`));
    const ran = await run(cliBin('codex'), ['exec', 'Change the secret.'], { cwd: user.machine.project, env, timeoutMs: HEADLESS_TIMEOUT_MS });
    return { ran, api };
  };

  before(() => {
    codexHome = join(user.machine.home, '.codex');
    mkdirSync(codexHome, { recursive: true });
    hooksFile = join(user.machine.project, '.codex', 'hooks.json');
    env = { ...user.machine.env(), CODEX_HOME: codexHome, STAND_IN_API_KEY: 'stand-in' };
    // The person answered Codex's trust question for the project; approvals and sandbox off, so only the hook can stop a call.
    baseConfig = [
      codexStandInConfig('http://127.0.0.1:9'),
      `[projects.${JSON.stringify(user.machine.project)}]`,
      'trust_level = "trusted"',
      '',
    ].join('\n');
    writeFileSync(join(codexHome, 'config.toml'), baseConfig);
  });
  after(async () => {
    for (const api of apis) await api.close();
  });

  it("installs into the project's .codex/hooks.json entries that name no path of this machine", () => {
    assert.equal(user.installed.code, 0, user.installed.stdout + user.installed.stderr);
    const text = readFileSync(hooksFile, 'utf8');
    assert.match(text, /"PreToolUse"/);
    assert.ok(!text.includes(user.machine.base), text);
    assert.match(user.installed.stdout, /\/hooks/);
  });

  it('is skipped until reviewed (Codex and doctor agree); once reviewed, Codex runs it and it refuses a patch outside the project', async () => {
    const unreviewed = ours(await listed());
    assert.ok(unreviewed.some((hook) => hook.eventName === 'preToolUse'), JSON.stringify(unreviewed));
    assert.ok(unreviewed.every((hook) => hook.trustStatus === 'untrusted'), JSON.stringify(unreviewed));
    const before = await guardedEdit('doctor');
    assert.equal(before.code, 1, before.stdout + before.stderr);
    assert.match(before.stdout, /PROBLEM: Codex CLI has not reviewed this hook/);

    await review();
    assert.ok(ours(await listed()).every((hook) => hook.trustStatus === 'trusted'));
    const reviewed = await guardedEdit('doctor');
    assert.equal(reviewed.code, 0, reviewed.stdout + reviewed.stderr);
    assert.match(reviewed.stdout, /ok: Codex CLI trusts this hook/);

    const { ran, api } = await patchOutside();
    assert.equal(ran.code, 0, ran.stdout + ran.stderr);
    assert.match(resultOf(api.toolResults(), 1), /^Command blocked by PreToolUse hook: OUTSIDE_WORKSPACE/);
    assert.equal(readFileSync(user.project.outside, 'utf8'), user.project.original.outside);
  });

  it('after a re-install that changes reviewed entries: install says so, doctor reports "modified" with exit 1, and Codex skips them (the patch outside goes through)', async () => {
    // The entries as an older release wrote them, reviewed by the person.
    const older = JSON.parse(readFileSync(hooksFile, 'utf8')) as CodexHooksFile;
    for (const group of older.hooks.PreToolUse) if (group.hooks.some((h) => h.command.includes('guarded-edit-hook'))) group.matcher = OLDER_MATCHER;
    writeFileSync(hooksFile, `${JSON.stringify(older, null, 2)}\n`);
    await review();
    assert.ok(ours(await listed()).every((hook) => hook.trustStatus === 'trusted'));

    const reinstalled = await guardedEdit('install', '--agent', 'codex');
    assert.equal(reinstalled.code, 0, reinstalled.stdout + reinstalled.stderr);
    assert.match(reinstalled.stdout, /CHANGED ENTRIES Codex CLI HAD REVIEWED: .*Codex CLI marks this hook "modified".*\/hooks/);
    assert.ok(!readFileSync(hooksFile, 'utf8').includes(`"matcher": "${OLDER_MATCHER}"`), 'the install brought the matcher up to date');

    const modified = ours(await listed()).filter((hook) => hook.eventName === 'preToolUse');
    assert.ok(modified.length > 0 && modified.every((hook) => hook.trustStatus === 'modified'), JSON.stringify(modified));
    const doctor = await guardedEdit('doctor');
    assert.equal(doctor.code, 1, doctor.stdout + doctor.stderr);
    assert.match(doctor.stdout, /PROBLEM: Codex CLI marks this hook "modified"/);

    const { ran, api } = await patchOutside();
    assert.equal(ran.code, 0, ran.stdout + ran.stderr);
    assert.match(resultOf(api.toolResults(), 1), /Success\. Updated the following files/);
    assert.equal(readFileSync(user.project.outside, 'utf8'), 'leaked\n', 'Codex skipped the modified hook, as doctor said');
  });
});
