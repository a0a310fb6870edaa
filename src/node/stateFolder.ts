// The user's state folder of Guarded Edit: $XDG_STATE_HOME/guarded-edit, by default
// ~/.local/state/guarded-edit. Never inside a served folder: the journal, the locks and the hook's
// sessions live here, and a record is input, so whoever could write them through a tool could
// make the product act on their word. Every host refuses it as a target and as a read (its
// patterns are added to the protected list), and the MCP server does not start on a folder that
// holds it.
import { realpathSync } from 'node:fs';
import { sep } from 'node:path';
import { userFolder } from './userFolders';

export function stateRoot(env: NodeJS.ProcessEnv = process.env): string {
  return userFolder('state', env);
}

/** Absolute protected patterns for the state folder and everything in it (as given and as its real path). */
export function stateFolderPatterns(root: string = stateRoot()): string[] {
  const forms = new Set([root, realOr(root)].map((p) => p.split(sep).join('/').replace(/(?<!\/)\/+$/, '')));
  // A glob character in the path would make the pattern mean something else: such a form is matched by the checks that compare paths instead.
  return [...forms].filter((p) => !/[*?[\]{}!]/.test(p)).flatMap((p) => [p, `${p}/**`]);
}

/** The first folder that holds the state folder (or is inside it), or undefined. */
export function folderHoldingState(folders: readonly string[], root: string = stateRoot(), caseSensitive = process.platform === 'linux'): string | undefined {
  const fold = (p: string) => (caseSensitive ? p : p.toLowerCase());
  const states = [root, realOr(root)].map((p) => fold(withSep(p)));
  for (const folder of folders) {
    const f = fold(withSep(realOr(folder)));
    const g = fold(withSep(folder));
    if (states.some((s) => s.startsWith(f) || s.startsWith(g) || f.startsWith(s) || g.startsWith(s))) return folder;
  }
  return undefined;
}

function withSep(p: string): string {
  return p.endsWith(sep) ? p : `${p}${sep}`;
}

/** The real path of the state folder or of its nearest existing ancestor with the rest appended. */
function realOr(path: string): string {
  const parts: string[] = [];
  let current = path;
  for (let i = 0; i < 256; i++) {
    try {
      // The native call: Node's JavaScript realpath looks up every component of the path itself, a cost on every event.
      const real = realpathSync.native(current);
      return parts.length === 0 ? real : [real.replace(/(?<![/\\])[/\\]+$/, ''), ...parts.reverse()].join(sep);
    } catch {
      const cut = current.lastIndexOf(sep);
      if (cut <= 0) return path;
      parts.push(current.slice(cut + 1));
      current = current.slice(0, cut);
    }
  }
  return path;
}
