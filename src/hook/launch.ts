// The entry of dist/hook.js (bin guarded-edit-hook). The hook starts for every tool call an agent
// makes, and compiling its whole program cost it more than anything it does for an event: this
// launcher runs the program (dist/hook-main.js) with V8's compiled code of earlier runs, kept in
// the user's cache folder.
import { join } from 'node:path';
import { cacheFolder, runProgram } from '../node/codeCache';
import { HOOK_PROGRAM } from './hookFiles';

runProgram(join(__dirname, HOOK_PROGRAM), join(cacheFolder(process.env), 'code-cache'), require);
