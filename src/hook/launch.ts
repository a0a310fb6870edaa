// The entry of dist/hook.js (bin guarded-edit-hook). The hook starts for every tool call an agent
// makes, and compiling its whole program cost it more than anything it does for an event: this
// launcher runs the program (dist/hook-main.js) with V8's compiled code of earlier runs, kept in
// the user's cache folder, and the program's parts (the shell events, the notebook checks) the same
// way, each only when an event first needs it.
import { join } from 'node:path';
import { programRequire, runProgram, type CachePlace } from '../node/codeCache';
import { userFolder } from '../node/userFolders';
import { HOOK_INCOMPLETE, HOOK_PROGRAM } from '../node/hookFiles';

// A cache per agent: each agent's events run its own dialect's functions, and a cache written by
// another agent's first runs would leave them to be compiled at every start.
// The agent is read as the program reads it (core/agentHook's agentArgument, whose face would
// bring the whole core into this launcher); a name that is not an agent's only names a cache.
const args = process.argv.slice(2);
const agentAt = args.indexOf('--agent');
const agent = agentAt >= 0 ? args[agentAt + 1] : args.find((a) => a.startsWith('--agent='))?.slice('--agent='.length);
const cache: CachePlace = { folder: join(userFolder('cache'), 'code-cache'), kind: agent };

/** A part that cannot be loaded fails the event (a before-event is denied, naming the install that puts it back). */
function partMissing(name: string, problem: string): Error {
  return Object.assign(new Error(`its file ${name} could not be loaded beside ${__filename} (${problem})`), { code: HOOK_INCOMPLETE });
}

runProgram(join(__dirname, HOOK_PROGRAM), cache, programRequire(__dirname, cache, require, partMissing));
