// What every tool call of one MCP session shares: the options, the folders, one queue per file,
// the read-before-edit gate, and the way to ask the person.
import { DEFAULT_CONFIRM_PATTERNS, DEFAULT_PROTECTED_PATTERNS, type ResolvedTarget } from '../core/path';
import { fileKey, KeyedQueue, type Platform } from '../core/platform';
import { ReadGate } from '../core/gate';
import { createNodeFs, nodePlatform, type NodeFsPort } from '../node/nodeFs';
import type { AskPerson } from './askPerson';
import type { ServerOptions } from './cli';
import type { Workspace } from './workspace';

export class CallContext {
  readonly queue = new KeyedQueue();
  readonly gate = new ReadGate();
  readonly platform: Platform = nodePlatform();
  readonly fs: NodeFsPort = createNodeFs();
  readonly protectedPatterns: readonly string[] = DEFAULT_PROTECTED_PATTERNS;
  readonly confirmPatterns: readonly string[] = DEFAULT_CONFIRM_PATTERNS;

  constructor(
    readonly options: ServerOptions,
    readonly workspace: Workspace,
    readonly ask: AskPerson,
    /** Awaited between the checks and the write; only the end-to-end tests make it wait. */
    readonly beforeWrite: () => Promise<void> = () => Promise.resolve(),
  ) {}

  keyOf(target: Pick<ResolvedTarget, 'realPath'>): string {
    return fileKey(target.realPath, this.platform.caseSensitive);
  }
}
