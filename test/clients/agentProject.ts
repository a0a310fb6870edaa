// What the real-CLI hook tests (Claude Code, Copilot CLI, Gemini CLI, Codex CLI) share: the CLI
// from node_modules, a project in the person's machine (a git repository with a source file, a
// workflow, and a file outside it, and the history cases' files), and the hook installed the way
// the README says: `npx -y guarded-edit install --agent NAME` in the project, from the npm registry
// (here the stand-in serving the packed package).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedHistoryFiles, type HistoryFiles } from './agentHistory';
import { packedTarball, REPO } from './packed';
import { run, type Ran } from './run';
import type { ToolResult } from './standIns/scripted';
import { userMachine, type UserMachine } from './userMachine';

/** The command of a CLI installed as a devDependency. */
export function cliBin(name: 'copilot' | 'gemini' | 'codex'): string {
  return join(REPO, 'node_modules', '.bin', name);
}

export interface AgentProject {
  /** src/app.ts, the file a normal edit changes. */
  app: string;
  /** A file next to the project, outside it. */
  outside: string;
  gitConfig: string;
  workflow: string;
  /** What each of these files held at the start. */
  original: Record<'app' | 'outside' | 'gitConfig' | 'workflow', string>;
}

export const APP_TEXT = 'const retries = 3;\nexport { retries };\n';
export const WORKFLOW_TEXT = 'name: ci\non: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test\n';

function seedProject(machine: UserMachine): AgentProject {
  execFileSync('git', ['init', '-q'], { cwd: machine.project, env: machine.env(), stdio: 'pipe' });
  mkdirSync(join(machine.project, 'src'), { recursive: true });
  mkdirSync(join(machine.project, '.github', 'workflows'), { recursive: true });
  const app = join(machine.project, 'src', 'app.ts');
  const workflow = join(machine.project, '.github', 'workflows', 'ci.yml');
  const outside = join(machine.base, 'outside.txt');
  const gitConfig = join(machine.project, '.git', 'config');
  writeFileSync(app, APP_TEXT);
  writeFileSync(workflow, WORKFLOW_TEXT);
  writeFileSync(outside, 'secret\n');
  return { app, outside, gitConfig, workflow, original: { app: APP_TEXT, outside: 'secret\n', gitConfig: readFileSync(gitConfig, 'utf8'), workflow: WORKFLOW_TEXT } };
}

/** `npx -y guarded-edit install --agent NAME [...more]` in the project, as the README says. */
function installHook(machine: UserMachine, agent: string, ...more: string[]): Promise<Ran> {
  return run('npx', ['-y', 'guarded-edit', 'install', '--agent', agent, ...more], { cwd: machine.project, env: machine.env() });
}

/** The person's machine of a real-CLI hook test, ready for the agent's own trust step (see userWithHook). */
export interface UserWithHook {
  readonly machine: UserMachine;
  readonly project: AgentProject;
  readonly files: HistoryFiles;
  /** What `npx -y guarded-edit install --agent NAME [...more]` answered. */
  readonly installed: Ran;
}

/**
 * Called in a describe: before its tests (and before the spec's own `before`, registered after this
 * call), packs the package, makes a person's machine, seeds the project and the history files, and
 * installs the hook there as the README says; after them, removes the machine. Trusting the hook
 * differs for each agent (a file of its own, or its hooks' hashes), so that step is the spec's.
 * The object returned is filled in by that `before`: read it inside a test or a later hook.
 */
export function userWithHook(agent: string, ...more: string[]): UserWithHook {
  const user: { -readonly [K in keyof UserWithHook]?: UserWithHook[K] } = {};
  before(async () => {
    packedTarball();
    const machine = await userMachine();
    user.machine = machine;
    user.project = seedProject(machine);
    user.files = seedHistoryFiles(machine);
    user.installed = await installHook(machine, agent, ...more);
  });
  after(async () => {
    await user.machine?.dispose();
  });
  return user as UserWithHook;
}

/** The result the client sent back for scripted call n (1-based), or a failed assertion naming what came back. */
export function resultOf(results: readonly ToolResult[], n: number): string {
  const found = results.find((result) => result.id === `call_standin_${n}`);
  if (!found) throw new Error(`no result for scripted call ${n}: ${JSON.stringify(results).slice(0, 2000)}`);
  return found.text;
}

/** How long one headless run may take: each hook call starts `npx`, a few seconds on a busy machine. */
export const HEADLESS_TIMEOUT_MS = 220_000;

/** A home folder where Gemini CLI uses the API key and trusts `project`, as its own screens record them. */
export function geminiHome(home: string, project: string): void {
  mkdirSync(join(home, '.gemini'), { recursive: true });
  writeFileSync(join(home, '.gemini', 'settings.json'), JSON.stringify({ security: { auth: { selectedType: 'gemini-api-key' } }, privacy: { usageStatisticsEnabled: false }, general: { disableAutoUpdate: true } }));
  writeFileSync(join(home, '.gemini', 'trustedFolders.json'), JSON.stringify({ [project]: 'TRUST_FOLDER' }));
}

/** Gemini CLI's environment for a run offline against the stand-in Gemini API at `apiUrl`. */
export function geminiOfflineEnv(env: NodeJS.ProcessEnv, apiUrl: string): NodeJS.ProcessEnv {
  return { ...env, GEMINI_API_KEY: 'stand-in', GOOGLE_GEMINI_BASE_URL: apiUrl };
}

/** A home folder where Copilot CLI trusts `project`, as answering yes to its question records it. */
export function copilotHome(home: string, project: string): void {
  mkdirSync(join(home, '.copilot'), { recursive: true });
  writeFileSync(join(home, '.copilot', 'config.json'), JSON.stringify({ trustedFolders: [project] }));
}

/** Copilot CLI's environment for a run offline against the stand-in chat-completions API at `apiUrl`. */
export function copilotOfflineEnv(env: NodeJS.ProcessEnv, apiUrl: string): NodeJS.ProcessEnv {
  return { ...env, COPILOT_OFFLINE: 'true', COPILOT_PROVIDER_BASE_URL: `${apiUrl}/v1`, COPILOT_PROVIDER_API_KEY: 'stand-in', COPILOT_MODEL: 'gpt-4.1' };
}
