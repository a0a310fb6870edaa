// Tells when any process (the MCP server, the hook, the command line, another window) changed a
// journal of the open folders: fs.watch on each journal's entries folder, and a poll of the
// folder's names every POLL_MS as well (a watch can miss events on some filesystems, and a
// folder made after the watch began is watched from the next poll). Changes are gathered for
// SETTLE_MS, so a burst of records is one refresh.
import { mkdirSync, readdirSync, watch, type FSWatcher } from 'node:fs';
import type * as vscode from 'vscode';

const POLL_MS = 500;
const SETTLE_MS = 100;
/** Names compared per poll at most (a journal keeps about 500 entries). */
const MAX_NAMES = 5000;

export class JournalWatcher implements vscode.Disposable {
  private watchers: FSWatcher[] = [];
  private folders: string[] = [];
  private seen = new Map<string, string>();
  private readonly poll: NodeJS.Timeout;
  private settle: NodeJS.Timeout | undefined;

  constructor(private readonly onChange: () => void) {
    this.poll = setInterval(() => this.pollOnce(), POLL_MS);
    this.poll.unref?.();
  }

  /** Watch these entries folders (made when missing, so a first record is seen too). */
  watchFolders(folders: readonly string[]): void {
    this.closeWatchers();
    this.folders = [...folders];
    this.seen = new Map(this.folders.map((f) => [f, namesOf(f)]));
    for (const folder of this.folders) {
      try {
        mkdirSync(folder, { recursive: true, mode: 0o700 });
        const watcher = watch(folder, () => this.changed());
        watcher.on('error', () => undefined);
        this.watchers.push(watcher);
      } catch {
        // The poll still sees it.
      }
    }
  }

  private pollOnce(): void {
    for (const folder of this.folders) {
      const names = namesOf(folder);
      if (names !== this.seen.get(folder)) {
        this.seen.set(folder, names);
        this.changed();
      }
    }
  }

  private changed(): void {
    if (this.settle) return;
    this.settle = setTimeout(() => {
      this.settle = undefined;
      for (const folder of this.folders) this.seen.set(folder, namesOf(folder));
      this.onChange();
    }, SETTLE_MS);
  }

  private closeWatchers(): void {
    for (const w of this.watchers) w.close();
    this.watchers = [];
  }

  dispose(): void {
    clearInterval(this.poll);
    if (this.settle) clearTimeout(this.settle);
    this.closeWatchers();
  }
}

function namesOf(folder: string): string {
  try {
    return readdirSync(folder).filter((n) => n.endsWith('.json')).slice(0, MAX_NAMES).sort().join('\n');
  } catch {
    return '';
  }
}
