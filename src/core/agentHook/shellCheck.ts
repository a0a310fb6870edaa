// The hook's verdict on a shell command before it runs: each file its words name as written
// (core/shell) is judged as a file tool's target is, by the same jail with realpath, protection
// lists (the state folder among them) and confirm list, with the same codes. A target the words do
// not name is not judged (the call is watched), nor are reads. Files come in through ports.
import type { GuardedError } from '../errors';
import { attemptFs } from '../platform';
import { matchesAnyGlob, outsideWorkspaceError, prepareRoots, resolveTarget } from '../path';
import type { CommandAnalysis, NamedWrite } from '../shell';
import type { AgentName } from './agents';
import type { HookEnvironment, PreDecision } from './evaluate';
import { HOOK_SETTINGS_PATTERNS } from './ownEntries';
import { shellCommandUnreadable, shellConfirmationRequired, shellTargetRefused } from './shellMessages';
import { DIALECTS } from './dialects';

/** The jail's refusals that are about where a file is, which a shell write meets as a file tool does. */
const PLACE_CODES: ReadonlySet<string> = new Set(['OUTSIDE_WORKSPACE', 'SYMLINK_ESCAPE', 'SYMLINK_LOOP', 'PROTECTED_PATH', 'NO_WORKSPACE']);
/** Writes that reach everything inside a folder they name (rm -r, chmod -R, find -delete, mv of a folder). */
const RECURSIVE_KINDS: ReadonlySet<NamedWrite['kind']> = new Set(['remove', 'chmod', 'chown', 'find-delete', 'move', 'rsync']);
/** How many entries of a folder a recursive write is judged for. */
const MAX_FOLDER_ENTRIES = 100;

export async function checkShellCommand(analysis: CommandAnalysis, agent: AgentName, env: HookEnvironment): Promise<PreDecision> {
  const instead = DIALECTS[agent].writeTools;
  if (analysis.beyond !== undefined) return { kind: 'deny', errors: [shellCommandUnreadable(analysis.beyond, analysis.note ?? 'it is too large', instead)] };
  const hard: GuardedError[] = [];
  const confirm: GuardedError[] = [];
  for (const write of analysis.writes) {
    const verdict = await judgeWrite(write, env);
    if (verdict.refused !== undefined) hard.push(shellTargetRefused(write, verdict.refused, instead));
    else if (verdict.confirm !== undefined) confirm.push(shellConfirmationRequired(write, verdict.confirm.displayPath, verdict.confirm.pattern, instead));
  }
  if (hard.length > 0) return { kind: 'deny', errors: hard };
  if (confirm.length > 0) return { kind: 'ask', errors: confirm };
  return { kind: 'allow' };
}

type WriteVerdict = { refused?: GuardedError; confirm?: { displayPath: string; pattern: string } };

/** The target, then the files inside it that the write reaches when it is a folder. */
async function judgeWrite(write: NamedWrite, env: HookEnvironment): Promise<WriteVerdict> {
  const first = await judgePath(write.path, env);
  if (first.refused !== undefined) return first;
  const inside = await pathsInside(write, env);
  let confirm = first.confirm;
  for (const path of inside) {
    const verdict = await judgePath(path, env);
    if (verdict.refused !== undefined) return verdict;
    confirm ??= verdict.confirm;
  }
  return confirm === undefined ? {} : { confirm };
}

async function judgePath(path: string, env: HookEnvironment): Promise<WriteVerdict> {
  // The filesystem's root is a folder the jail reads as no file at all: judged here, by its own name
  // (never by whatever its listing holds first).
  if (path === '/') return judgeRoot(env);
  const resolved = await resolveTarget(path, env.roots, env.fs, env.platform, {
    purpose: 'create', placeOnly: true, protectedPatterns: env.protectedPatterns, maxFileBytes: env.maxFileBytes,
  });
  if (!resolved.ok) {
    // Other refusals (a folder where a file was expected, a missing parent) are the shell's to meet.
    const refused = resolved.errors.find((e) => PLACE_CODES.has(e.code));
    return refused === undefined ? {} : { refused };
  }
  const pattern = matchesAnyGlob([...env.confirmPatterns, ...HOOK_SETTINGS_PATTERNS], resolved.target, env.platform);
  return pattern === undefined ? {} : { confirm: { displayPath: resolved.target.displayPath, pattern } };
}

/** `/` is outside the workspace unless a guarded folder is `/` itself. */
async function judgeRoot(env: HookEnvironment): Promise<WriteVerdict> {
  const roots = await prepareRoots(env.roots, env.fs, env.platform);
  if (roots.some((root) => root.lexical.segments.length === 0)) return {};
  return { refused: outsideWorkspaceError('/', '/', roots) };
}

/**
 * When the target is a folder: the files copied or moved into it (by their names), and for a
 * recursive write its entries (and one level below a folder entry, so `.git/` and
 * `.github/workflows/` inside it meet their patterns). Bounded by MAX_FOLDER_ENTRIES.
 */
async function pathsInside(write: NamedWrite, env: HookEnvironment): Promise<string[]> {
  const info = await attemptFs(() => env.fs.stat(write.path));
  if (!info.ok || info.value.kind !== 'directory') return [];
  const folder = write.path.replace(/\/+$/, '');
  const paths = (write.sources ?? []).map((name) => `${folder}/${name}`);
  if (!RECURSIVE_KINDS.has(write.kind) || env.fs.readdir === undefined) return paths;
  const readdir = env.fs.readdir.bind(env.fs);
  const entries = await attemptFs(() => readdir(write.path));
  if (!entries.ok) return paths;
  for (const entry of entries.value.slice(0, MAX_FOLDER_ENTRIES)) {
    paths.push(`${folder}/${entry.name}`);
    if (entry.kind === 'directory') paths.push(`${folder}/${entry.name}/-`);
  }
  return paths;
}
