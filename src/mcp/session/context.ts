// What every tool call of one MCP session shares: the options, the folders, one queue per file,
// the read-before-edit gate, the way to ask the person, and the journal's place and session.
import { randomBytes } from 'node:crypto';
import { DEFAULT_CONFIRM_PATTERNS, DEFAULT_PROTECTED_PATTERNS, type ResolvedTarget } from '../../core/path';
import { fileKey, KeyedQueue, type Platform } from '../../core/platform';
import { ReadGate } from '../../core/gate';
import { createNodeFs, nodePlatform, type NodeFsPort } from '../../node/nodeFs';
import { stateFolderPatterns, stateRoot } from '../../node/stateFolder';
import type { AskPerson } from './askPerson';
import type { ServerOptions } from '../cli';
import { log } from '../log';
import type { Workspace } from './workspace';

/** How long a write waits for another process's lock on one of its files. */
export const LOCK_WAIT_MS = 30_000;

export class CallContext {
  readonly queue = new KeyedQueue();
  readonly gate = new ReadGate();
  readonly platform: Platform = nodePlatform();
  readonly fs: NodeFsPort = createNodeFs();
  /** The defaults, and the state folder with everything in it (never a target, never a read). */
  readonly protectedPatterns: readonly string[] = [...DEFAULT_PROTECTED_PATTERNS, ...stateFolderPatterns()];
  readonly confirmPatterns: readonly string[] = DEFAULT_CONFIRM_PATTERNS;
  /** The user's state folder: the journal and the locks. */
  readonly stateRoot: string = stateRoot();
  /** This session's name in the journal (guarded_undo's default is the session's own last entry). */
  readonly session: string = `mcp-${process.pid}-${randomBytes(4).toString('hex')}`;
  /** The client's name as it introduced itself (the history's "client"). */
  clientName = 'an MCP client';

  constructor(
    readonly options: ServerOptions,
    readonly workspace: Workspace,
    readonly ask: AskPerson,
    /** Awaited between the checks and the write; only the end-to-end tests make it wait. */
    readonly beforeWrite: () => Promise<void> = () => Promise.resolve(),
    /** Told each step of a journaled write; only the end-to-end tests stop the process at one. */
    readonly onJournalStep?: (step: string) => void,
  ) {}

  log(message: string): void {
    log(message);
  }

  keyOf(target: Pick<ResolvedTarget, 'realPath'>): string {
    return fileKey(target.realPath, this.platform.caseSensitive);
  }
}
