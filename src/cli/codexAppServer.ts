// What Codex CLI itself says of the hooks it would run in a folder, asked through its app server
// (`codex app-server`: JSON-RPC over stdio, initialize, then hooks/list): each entry's key, its
// current hash and its trust status (trusted, modified, untrusted). Codex skips an entry that is not
// trusted without a word, so doctor asks Codex when it is on the PATH rather than guess from files.
// Undefined when Codex is not there or does not answer in time: doctor then computes the hashes.
import { spawn } from 'node:child_process';

export interface CodexListedHook {
  key: string;
  command: string;
  sourcePath: string;
  currentHash: string;
  trustStatus: string;
  enabled: boolean;
}

/** Codex starts its app server in about 2 s on an idle machine; a loaded one gets far more. */
const ANSWER_TIMEOUT_MS = 20_000;
/** Lines read from the server at most (it also sends notifications), and bytes of one line. */
const MAX_LINES = 1000;
const MAX_LINE_BYTES = 4 * 1024 * 1024;

export function codexListedHooks(cwd: string, env: NodeJS.ProcessEnv, codex = 'codex'): Promise<CodexListedHook[] | undefined> {
  return new Promise((done) => {
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(codex, ['app-server'], { cwd, env, stdio: ['pipe', 'pipe', 'ignore'], windowsHide: true });
    } catch {
      done(undefined);
      return;
    }
    let finished = false;
    const finish = (hooks: CodexListedHook[] | undefined): void => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      child.stdin?.end();
      child.kill();
      done(hooks);
    };
    const timer = setTimeout(() => finish(undefined), ANSWER_TIMEOUT_MS);
    const send = (message: unknown): void => {
      child.stdin?.write(`${JSON.stringify(message)}\n`);
    };
    child.on('error', () => finish(undefined));
    child.on('exit', () => finish(undefined));
    child.stdin?.on('error', () => finish(undefined));
    let pending = '';
    let lines = 0;
    child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      if (pending.length > MAX_LINE_BYTES) return finish(undefined);
      let end: number;
      while ((end = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 1);
        if (++lines > MAX_LINES) return finish(undefined);
        answer(line);
      }
      return undefined;
    });
    const answer = (line: string): void => {
      let message: { id?: number; result?: { data?: { hooks?: unknown[] }[] }; error?: unknown };
      try {
        message = JSON.parse(line) as typeof message;
      } catch {
        return;
      }
      if (message.error !== undefined && message.id !== undefined) finish(undefined);
      else if (message.id === 1) {
        send({ method: 'initialized' });
        send({ id: 2, method: 'hooks/list', params: { cwds: [cwd] } });
      } else if (message.id === 2) finish((message.result?.data ?? []).flatMap((entry) => (entry.hooks ?? []).slice(0, 1000)).flatMap(listed));
    };
    send({ id: 1, method: 'initialize', params: { clientInfo: { name: 'guarded-edit-doctor', version: '1.0.0' }, capabilities: {} } });
  });
}

function listed(value: unknown): CodexListedHook[] {
  if (typeof value !== 'object' || value === null) return [];
  const v = value as Record<string, unknown>;
  const text = (key: string): string => (typeof v[key] === 'string' ? v[key] : '');
  if (text('key') === '') return [];
  return [{ key: text('key'), command: text('command'), sourcePath: text('sourcePath'), currentHash: text('currentHash'), trustStatus: text('trustStatus'), enabled: v.enabled !== false }];
}
