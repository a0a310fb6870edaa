// Whether an agent trusts our hook entries in one of its files, as far as its own files tell (the
// dialect's rule over the files it reads: Copilot's and Gemini's trusted folders, Codex's reviewed
// hashes). Doctor reports it; install compares it before and after a write, to say when the write
// took away a trust the person had given (Codex skips an entry changed since its review).
import { dirname, resolve, sep } from 'node:path';
import { DIALECTS, type AgentName, type TrustVerdict } from '../core/agentHook';
import { sha256Hex } from '../node/sha256';
import { readIfThere } from './files';
import { placePath } from './places';

export interface HookSource {
  agent: AgentName;
  file: string;
  /** Where the agent reads it from: a project file needs the project trusted, a user file does not. */
  scope: 'project' | 'user';
}

/** The agent's verdict on `hooksText` (default: the file as it is now); undefined where the agent asks nothing. */
export function agentTrust(source: HookSource, project: string, home: string, env: NodeJS.ProcessEnv, hooksText = readIfThere(source.file)): TrustVerdict | undefined {
  const { trust } = DIALECTS[source.agent];
  if (trust.judge === undefined) return undefined;
  const texts = trust.reads.map((place) => readIfThere(placePath(place, { project, home, env })));
  return trust.judge({ project, file: source.file, scope: source.scope, texts, env, within, dirname, hooksText, sha256Hex });
}

function within(path: string, folder: string): boolean {
  const f = resolve(folder);
  return path === f || path.startsWith(f.endsWith(sep) ? f : f + sep);
}
