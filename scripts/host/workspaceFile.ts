// `--workspace-file FILE.code-workspace`: a multi-root workspace opened instead of the fixture
// folder. Like the fixture folder, it is copied fresh into the run folder, so tests may change
// its files: the copy is the smallest folder that holds the workspace file and every folder it
// lists by a relative path, so those paths resolve in the copy exactly as beside the original
// (links between the folders and their siblings included). When that folder is large (say the
// file sits in a repository's root), only the file and its folders are copied, each to the same
// place. Folders given by an absolute path or a URI are used where they are (not copied).
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as ts from 'typescript';
import { HarnessError } from './log';
import { shown } from './paths';

/** Copying more than this many entries means the workspace's folders are not a fixture of
 *  their own (for example a folder `..` reaching the repository): refuse instead. */
const MAX_COPIED_ENTRIES = 5000;

export interface WorkspaceFilePlan {
  /** The workspace file given (absolute). */
  source: string;
  /** The folder whose copy is the run folder's `workspace/` (holds the file and its relative folders). */
  copyRoot: string;
  /** When set, only these paths under `copyRoot` are copied (the file and its folders), each to
   *  the same place; else all of `copyRoot`. */
  parts?: string[];
  /** The workspace file's path relative to `copyRoot`. */
  fileInCopy: string;
}

interface WorkspaceFolderEntry {
  path?: unknown;
  uri?: unknown;
}

/** Reads `file` (JSON with comments, as VS Code writes it) and decides what to copy. */
export function planWorkspaceFile(file: string): WorkspaceFilePlan {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) throw new HarnessError(`--workspace-file ${file}: no such file`);
  if (!file.endsWith('.code-workspace')) {
    throw new HarnessError(`--workspace-file ${file}: expected a file ending in .code-workspace`);
  }
  // TypeScript's reader of tsconfig files takes the same JSON with comments and trailing commas.
  const parsed = ts.parseConfigFileTextToJson(file, fs.readFileSync(file, 'utf8'));
  if (parsed.error) {
    throw new HarnessError(`--workspace-file ${file}: not valid JSON (${ts.flattenDiagnosticMessageText(parsed.error.messageText, ' ')})`);
  }
  const content = parsed.config as unknown;
  const folders = (content as { folders?: unknown } | null)?.folders;
  if (!Array.isArray(folders)) throw new HarnessError(`--workspace-file ${file}: no "folders" list`);

  const fileDir = path.dirname(file);
  let copyRoot = fileDir;
  const listed: string[] = [];
  for (const entry of folders as WorkspaceFolderEntry[]) {
    if (typeof entry?.path !== 'string') continue; // a `uri` folder is used where it is
    // VS Code accepts `\` in relative folder paths of a workspace file on every platform.
    const relative = entry.path.replace(/\\/g, '/');
    if (path.isAbsolute(relative)) continue;
    const folder = path.resolve(fileDir, relative);
    listed.push(folder);
    copyRoot = commonAncestor(copyRoot, folder);
  }
  const plan: WorkspaceFilePlan = { source: file, copyRoot, fileInCopy: path.relative(copyRoot, file) };
  if (countEntries([copyRoot], MAX_COPIED_ENTRIES) <= MAX_COPIED_ENTRIES) return plan;

  // Too large to copy whole: the file and its folders only (a folder inside another is in its copy).
  const parts = [file, ...listed].filter((p, i, all) => !all.some((other, j) => j !== i && isInside(p, other) && (p !== other || j < i)));
  if (countEntries(parts, MAX_COPIED_ENTRIES) > MAX_COPIED_ENTRIES) {
    throw new HarnessError(
      `--workspace-file ${file}: its folders hold more than ${MAX_COPIED_ENTRIES} entries, too many to copy for a run ` +
        `(they are under ${shown(copyRoot)}); keep the file and small folders in a folder of their own`,
    );
  }
  return { ...plan, parts };
}

/** Copies what the plan says into `target` (the run folder's `workspace/`), byte for byte, links kept as links. */
export function copyWorkspace(plan: WorkspaceFilePlan, target: string): void {
  const options = { recursive: true, verbatimSymlinks: true } as const;
  if (!plan.parts) {
    fs.cpSync(plan.copyRoot, target, options);
    return;
  }
  fs.mkdirSync(target, { recursive: true });
  for (const part of plan.parts) {
    if (!fs.existsSync(part)) continue; // a folder listed but missing stays missing
    const to = path.join(target, path.relative(plan.copyRoot, part));
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.cpSync(part, to, options);
  }
}

/** `inner` is `outer` or below it. */
function isInside(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** The workspace file in a copy of the plan's `copyRoot` (the run folder's `workspace/`). */
export function workspaceFileIn(plan: WorkspaceFilePlan, copy: string): string {
  return path.join(copy, plan.fileInCopy);
}

function commonAncestor(a: string, b: string): string {
  const as = a.split(path.sep);
  const bs = b.split(path.sep);
  let n = 0;
  while (n < as.length && n < bs.length && as[n] === bs[n]) n++;
  return as.slice(0, n).join(path.sep) || path.sep;
}

/** Entries under `paths` (not following links), counting stops past `limit`. */
function countEntries(paths: readonly string[], limit: number): number {
  let count = 0;
  const pending = [...paths];
  while (pending.length && count <= limit) {
    const current = pending.pop()!;
    let children: fs.Dirent[];
    try {
      children = fs.readdirSync(current, { withFileTypes: true });
    } catch {
      continue; // a folder listed but missing is VS Code's to report
    }
    for (const child of children) {
      count++;
      if (child.isDirectory()) pending.push(path.join(current, child.name));
    }
  }
  return count;
}
