// The user's state folder of Guarded Edit: $XDG_STATE_HOME/guarded-edit, by default
// ~/.local/state/guarded-edit. Never inside a workspace: the journal, the locks and the hook's
// sessions live here.
import { homedir } from 'node:os';
import { join } from 'node:path';

export function stateRoot(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_STATE_HOME && env.XDG_STATE_HOME.length > 0 ? env.XDG_STATE_HOME : join(homedir(), '.local', 'state');
  return join(base, 'guarded-edit');
}
