// Where a dialect's place is on this machine: in the project, the home folder, or the agent's own
// folder ($COPILOT_HOME, $CODEX_HOME, else their folder in the home folder).
import { join } from 'node:path';
import type { Place } from '../core/agentHook';

export interface PlaceRoots {
  project: string;
  home: string;
  env: NodeJS.ProcessEnv;
}

export function placePath(place: Place, roots: PlaceRoots): string {
  const { folder } = place;
  const base = folder === 'project' ? roots.project : folder === 'home' ? roots.home : roots.env[folder.variable] || join(roots.home, folder.inHome);
  return join(base, ...place.path.split('/'));
}
