// The user's state folder of Guarded Edit: $XDG_STATE_HOME/guarded-edit, by default
// ~/.local/state/guarded-edit. Never inside a workspace: the journal, the locks and the hook's
// sessions live here.
import { userFolder } from './userFolders';

export function stateRoot(env: NodeJS.ProcessEnv = process.env): string {
  return userFolder('state', env);
}
