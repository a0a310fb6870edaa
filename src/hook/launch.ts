// The entry of dist/hook.js (bin guarded-edit-hook). The hook starts for every tool call an agent
// makes, and compiling its whole program cost it more than anything it does for an event: this
// launcher runs the program (dist/hook-main.js) with V8's compiled code of earlier runs, kept in
// the user's cache folder.
import { join } from 'node:path';
import { runProgram } from '../node/codeCache';
import { userFolder } from '../node/userFolders';
import { HOOK_PROGRAM } from '../node/hookFiles';

runProgram(join(__dirname, HOOK_PROGRAM), join(userFolder('cache'), 'code-cache'), require);
