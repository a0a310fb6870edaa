// doctor's line on the shell parser of the installed hook: the native pair of this platform, and
// whether it works on this machine (tested in a child process, its verdict kept for the hook: see
// src/node/nativeProbe.ts), else the WebAssembly parser and why. A note only: either engine reads
// every command into the same tree, the WebAssembly one only starts slower.
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { HOOK_LAUNCHER, SHELL_NATIVE_FILES, shellNativeFolder } from '../../node/hookFiles';
import { nativeVerdict, type RunChild } from '../../node/nativeProbe';
import { userFolder } from '../../node/userFolders';

/** Undefined when no hook is installed in the data folder (an entry of another kind says what it runs). */
export function parserLine(env: NodeJS.ProcessEnv, runChild?: RunChild): string | undefined {
  const home = env.HOME || homedir();
  const installed = userFolder('data', env, process.platform, home);
  if (!existsSync(join(installed, HOOK_LAUNCHER))) return undefined;
  const platform = shellNativeFolder(process.platform, process.arch);
  const pair = { runtime: join(installed, platform, SHELL_NATIVE_FILES.runtime), grammar: join(installed, platform, SHELL_NATIVE_FILES.grammar) };
  const slower = 'the WebAssembly parser, which reads every command alike but costs each shell call about 45 ms more';
  if (!existsSync(pair.runtime) || !existsSync(pair.grammar)) return `note: the installed hook has no native shell parser for ${platform} (the package ships none for it), so it reads shell commands with ${slower}.`;
  const verdict = nativeVerdict(pair, userFolder('cache', env, process.platform, home), runChild);
  return verdict.ok
    ? `the installed hook reads shell commands with its native parser for ${platform} (tested on this machine).`
    : `note: the installed hook's native shell parser for ${platform} does not work on this machine (${verdict.why}), so it reads shell commands with ${slower}.`;
}
