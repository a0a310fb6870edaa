// What Codex CLI itself says of the hooks it found, asked through its app server (JSON-RPC over
// stdio: initialize, then hooks/list): each hook's key, its current hash and whether it is trusted.
// Codex skips an untrusted hook without a word, so a test asks Codex rather than trusting a file.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface CodexHook {
  key: string;
  eventName: string;
  command: string;
  source: string;
  currentHash: string;
  trustStatus: string;
}

const ANSWER_TIMEOUT_MS = 30_000;

export function codexHooks(codex: string, cwd: string, env: NodeJS.ProcessEnv): Promise<CodexHook[]> {
  return new Promise((done, fail) => {
    const child = spawn(codex, ['app-server'], { cwd, env, stdio: ['pipe', 'pipe', 'ignore'] });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error('codex app-server did not answer hooks/list in time'));
    }, ANSWER_TIMEOUT_MS);
    const finish = (error: Error | undefined, hooks: CodexHook[] = []): void => {
      clearTimeout(timer);
      child.stdin.end();
      child.kill();
      if (error) fail(error);
      else done(hooks);
    };
    const send = (message: unknown): void => {
      child.stdin.write(`${JSON.stringify(message)}\n`);
    };
    child.on('error', (error) => finish(error));
    createInterface({ input: child.stdout }).on('line', (line) => {
      let message: { id?: number; result?: { data?: { hooks?: CodexHook[] }[] }; error?: unknown };
      try {
        message = JSON.parse(line) as typeof message;
      } catch {
        return;
      }
      if (message.error !== undefined) finish(new Error(`codex app-server: ${JSON.stringify(message.error)}`));
      else if (message.id === 1) {
        send({ method: 'initialized' });
        send({ id: 2, method: 'hooks/list', params: { cwds: [cwd] } });
      } else if (message.id === 2) finish(undefined, (message.result?.data ?? []).flatMap((entry) => entry.hooks ?? []));
    });
    send({ id: 1, method: 'initialize', params: { clientInfo: { name: 'guarded-edit-test', version: '1.0.0' }, capabilities: {} } });
  });
}

/** The config.toml lines that mark each hook trusted at its current hash, as Codex's /hooks review writes them. */
export function trustedHashLines(hooks: readonly CodexHook[]): string {
  return hooks.map((hook) => `\n[hooks.state.${JSON.stringify(hook.key)}]\ntrusted_hash = ${JSON.stringify(hook.currentHash)}\n`).join('');
}

/**
 * Codex's config.toml for a run offline against the stand-in Responses API at `baseUrl`: gpt-5.5
 * (in Codex's own model list, so it offers the model apply_patch), approvals and sandbox off, so
 * that only the hook can stop a call.
 */
export function codexStandInConfig(baseUrl: string): string {
  return [
    'model = "gpt-5.5"',
    'model_provider = "stand-in"',
    'approval_policy = "never"',
    'sandbox_mode = "danger-full-access"',
    '',
    '[model_providers.stand-in]',
    'name = "stand-in"',
    `base_url = "${baseUrl}/v1"`,
    'env_key = "STAND_IN_API_KEY"',
    'wire_api = "responses"',
    '',
  ].join('\n');
}
