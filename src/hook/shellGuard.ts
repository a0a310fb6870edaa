// A shell tool's call before it runs: the command is read by the shell parser (loaded only for
// shell events, so file events never pay for it), and each file its words write is judged as a
// file tool's target (core/agentHook's checkShellCommand). The analysis is handed back too, for
// the watch of what the call changes.
import { homedir } from 'node:os';
import { resolve } from 'node:path';
import { checkShellCommand, malformedCallError, shellCallOf, type AgentEvent, type HookEnvironment, type PreDecision } from '../core/agentHook';
import { analyzeCommand, type CommandAnalysis, type ShellParse } from '../core/shell';

export interface ShellJudgement {
  decision: PreDecision;
  analysis?: CommandAnalysis;
}

/** `read` with the parser, from the folder of the running program (the bundle's parser files sit beside it). */
async function withShellParser<T>(read: (parse: ShellParse) => T): Promise<T> {
  const parser = await import('../node/shellParser');
  return parser.withShellParser(__dirname, read);
}

/** `mayWrite`: called once the command is parsed and not proven read-only, before its targets are judged. */
export async function judgeShellCall(event: AgentEvent, hookEnv: HookEnvironment, env: NodeJS.ProcessEnv, mayWrite?: () => Promise<void>): Promise<ShellJudgement> {
  const shell = shellCallOf(event.tool, event.input, event.agent);
  if (shell === undefined) return { decision: { kind: 'deny', errors: [malformedCallError(`${event.tool}'s input has no string "command"`)] } };
  const base = event.cwd ?? hookEnv.roots[0]?.path ?? process.cwd();
  const cwd = shell.workdir === undefined ? resolve(base) : resolve(base, shell.workdir);
  const analysis = await withShellParser((parse) => analyzeCommand(shell.command, { cwd, home: env.HOME ?? homedir(), parse }));
  if (analysis.readOnly !== true) await mayWrite?.();
  return { decision: await checkShellCommand(analysis, event.agent, hookEnv), analysis };
}
