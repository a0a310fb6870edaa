// `--workspace-file FILE.code-workspace`: a multi-root workspace opened instead of the fixture
// folder. Like the fixture folder, it is copied fresh into the run folder, so tests may change
// its files: the copy is the smallest folder that holds the workspace file and every folder it
// lists by a relative path, so those paths resolve in the copy exactly as beside the original.
// Folders given by an absolute path or a URI are used where they are (not copied).
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
  /** The folder copied into the run folder (holds the file and its relative folders). */
  copyRoot: string;
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
  for (const entry of folders as WorkspaceFolderEntry[]) {
    if (typeof entry?.path !== 'string') continue; // a `uri` folder is used where it is
    // VS Code accepts `\` in relative folder paths of a workspace file on every platform.
    const relative = entry.path.replace(/\\/g, '/');
    if (path.isAbsolute(relative)) continue;
    copyRoot = commonAncestor(copyRoot, path.resolve(fileDir, relative));
  }
  if (path.parse(copyRoot).root === copyRoot) {
    throw new HarnessError(`--workspace-file ${file}: its relative folders reach the filesystem root; keep the file and its folders in a folder of their own`);
  }
  const entries = countEntries(copyRoot, MAX_COPIED_ENTRIES);
  if (entries > MAX_COPIED_ENTRIES) {
    throw new HarnessError(
      `--workspace-file ${file}: the folder to copy (${shown(copyRoot)}, which holds the file and its relative folders) ` +
        `has more than ${MAX_COPIED_ENTRIES} entries; keep the file and its folders in a folder of their own`,
    );
  }
  return { source: file, copyRoot, fileInCopy: path.relative(copyRoot, file) };
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

/** Entries under `dir` (not following links), counting stops past `limit`. */
function countEntries(dir: string, limit: number): number {
  let count = 0;
  const pending = [dir];
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
