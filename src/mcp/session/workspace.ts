// The folders the tools are jailed to: the command line's, replaced by the client's roots when the
// client offers them (and, before revision 2026-07-28, updated on roots/list_changed). Root URIs are turned into real folder
// paths first (percent-encoding, "..", trailing slashes resolved), since the core refuses a folder
// path with "..". Roots that are not file:// URIs or not existing folders are ignored and logged.
import { promises as fsp } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WorkspaceRoot } from '../../core/platform';
import { log } from '../log';

/** How long a call waits for the client's roots before it uses what is known. */
const ROOTS_WAIT_MS = 5000;

export interface ClientRoot {
  uri: string;
  name?: string;
}

export class Workspace {
  private clientRoots: WorkspaceRoot[] | undefined;
  private pending: Promise<void> | undefined;
  /** Whether the client's roots were asked for on this connection (once is enough on 2026-07-28). */
  clientRootsAsked = false;

  constructor(private readonly cliRoots: readonly WorkspaceRoot[]) {}

  /** The folders now (waiting, bounded, for a roots request under way). */
  async roots(): Promise<WorkspaceRoot[]> {
    if (this.pending) await Promise.race([this.pending, new Promise((r) => setTimeout(r, ROOTS_WAIT_MS).unref())]);
    return [...(this.clientRoots ?? this.cliRoots)];
  }

  /** Ask the client for its roots (on start and on roots/list_changed). */
  refresh(listRoots: () => Promise<{ roots: ClientRoot[] }>): Promise<void> {
    this.clientRootsAsked = true;
    const run = (async () => {
      try {
        const { roots } = await listRoots();
        const folders = await foldersOfRoots(roots);
        if (folders.length === 0 && roots.length > 0) {
          log(`none of the client's ${roots.length} root(s) is a usable folder; keeping ${describe(this.clientRoots ?? this.cliRoots)}`);
          return;
        }
        if (folders.length === 0) {
          log(`the client offers no roots; keeping ${describe(this.clientRoots ?? this.cliRoots)}`);
          return;
        }
        this.clientRoots = folders;
        log(`folders from the client's roots: ${describe(folders)}`);
      } catch (error) {
        log(`could not list the client's roots (${error instanceof Error ? error.message : String(error)}); keeping ${describe(this.clientRoots ?? this.cliRoots)}`);
      }
    })();
    this.pending = run;
    void run.finally(() => {
      if (this.pending === run) this.pending = undefined;
    });
    return run;
  }
}

/** The command line's folders as real folder paths; ones that do not exist are logged and left out. */
export async function foldersOfPaths(paths: readonly string[]): Promise<WorkspaceRoot[]> {
  const folders: WorkspaceRoot[] = [];
  for (const path of paths) {
    const folder = await realFolder(resolve(path));
    if (typeof folder === 'string') folders.push({ name: basename(folder) || folder, path: folder });
    else log(`ignoring folder ${JSON.stringify(path)}: ${folder.reason}`);
  }
  return folders;
}

async function foldersOfRoots(roots: readonly ClientRoot[]): Promise<WorkspaceRoot[]> {
  const folders: WorkspaceRoot[] = [];
  for (const root of roots) {
    let path: string;
    try {
      const url = new URL(root.uri);
      if (url.protocol !== 'file:') {
        log(`ignoring root ${JSON.stringify(root.uri)}: only file:// roots are supported`);
        continue;
      }
      path = resolve(fileURLToPath(url));
    } catch (error) {
      log(`ignoring root ${JSON.stringify(root.uri)}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const folder = await realFolder(path);
    if (typeof folder !== 'string') {
      log(`ignoring root ${JSON.stringify(root.uri)}: ${folder.reason}`);
      continue;
    }
    folders.push({ name: root.name?.trim() || basename(folder) || folder, path: folder });
  }
  return folders;
}

async function realFolder(path: string): Promise<string | { reason: string }> {
  try {
    const real = await fsp.realpath(path);
    const info = await fsp.stat(real);
    return info.isDirectory() ? real : { reason: `${path} is not a folder` };
  } catch (error) {
    return { reason: `${path} does not exist or cannot be read (${error instanceof Error ? error.message : String(error)})` };
  }
}

function describe(roots: readonly WorkspaceRoot[]): string {
  return roots.length === 0 ? 'no folder' : roots.map((r) => r.path).join(', ');
}
