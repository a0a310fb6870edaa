// The one gate for every path that comes from a journal record (an entry's files, an intent's
// files and temporary names), used by every caller: the MCP server's guarded_undo and its recovery
// at start, the command line's undo and history, and any other host (it takes the filesystem and
// platform as ports, as the jail does). A recorded path is used only if it is a file of the folder
// the journal belongs to, that folder is one being served, the jail admits it there (links inside
// it, the protected list), it is not in the state folder; the confirm list says whether a person
// must be asked. Nothing here reads a file's bytes: that is readRegularFile's, after this.
import { sensitiveReason, type SensitiveReason } from '../../core/confirm';
import { guardedError, type GuardedError } from '../../core/errors';
import { basename } from 'node:path';
import { DEFAULT_CONFIRM_PATTERNS, DEFAULT_MAX_FILE_BYTES, DEFAULT_PROTECTED_PATTERNS, resolveTarget, type ResolvedTarget } from '../../core/path';
import { fileKey, type FsPort, type Platform, type WorkspaceRoot } from '../../core/platform';
import { createNodeFs, nodePlatform } from '../nodeFs';
import type { Journal } from './journalStore';
import { realFolder } from './realFolder';

export interface RecordGateOptions {
  /** The folders being served (the command line: the journal's own folder, which the person named). */
  roots: readonly WorkspaceRoot[];
  fs: FsPort;
  platform: Platform;
  protectedPatterns: readonly string[];
  confirmPatterns: readonly string[];
  /** The confirm list's name, for the question. */
  confirmListName: string;
  maxFileBytes: number;
  stateRoot: string;
}

export type GatedPath =
  | { ok: true; target: ResolvedTarget; sensitive: SensitiveReason | undefined }
  | { ok: false; errors: GuardedError[] };

export class RecordGate {
  private readonly stateReal: string;

  constructor(readonly options: RecordGateOptions) {
    this.stateReal = realFolder(options.stateRoot);
  }

  get maxFileBytes(): number {
    return this.options.maxFileBytes;
  }

  /** Whether `realPath`, as a record of `journal` names it, may be read and written. */
  async check(journal: Journal, realPath: string): Promise<GatedPath> {
    const { platform, roots } = this.options;
    const folderKey = fileKey(journal.folder, platform.caseSensitive);
    const root = roots.find((r) => fileKey(r.path, platform.caseSensitive) === folderKey || fileKey(realFolder(r.path), platform.caseSensitive) === folderKey);
    if (!root) return refused(`the history's folder ${journal.folder} is not a folder being served`);
    if (this.insideStateFolder(realPath)) return refused('it names a file in Guarded Edit\'s own state folder');
    const jailed = await resolveTarget(realPath, [root], this.options.fs, platform, {
      purpose: 'create', placeOnly: true, protectedPatterns: this.options.protectedPatterns, maxFileBytes: this.options.maxFileBytes,
    });
    if (!jailed.ok) return { ok: false, errors: jailed.errors.map((e) => ({ ...e, path: ['entry'] })) };
    const { target } = jailed;
    if (fileKey(target.realPath, platform.caseSensitive) !== fileKey(realPath, platform.caseSensitive)) {
      return refused(`${target.displayPath} is no longer at the path the record names (a link stands in its path now)`);
    }
    if (this.insideStateFolder(target.realPath)) return refused('it names a file in Guarded Edit\'s own state folder');
    return { ok: true, target, sensitive: sensitiveReason(target, { confirmPatterns: this.options.confirmPatterns, list: this.options.confirmListName }, platform) };
  }

  private insideStateFolder(path: string): boolean {
    const { caseSensitive } = this.options.platform;
    const p = fileKey(path, caseSensitive);
    return [this.options.stateRoot, this.stateReal].some((s) => {
      const k = fileKey(s, caseSensitive);
      return p === k || p.startsWith(k.endsWith('/') || k.endsWith('\\') ? k : `${k}${k.includes('\\') ? '\\' : '/'}`);
    });
  }
}

function refused(why: string): { ok: false; errors: GuardedError[] } {
  return { ok: false, errors: [guardedError('OUTSIDE_WORKSPACE', `A history record cannot be used: ${why}. Nothing was read or changed.`, ['entry'], 'Undo only entries of the folders being served; `guarded-edit history FOLDER` lists a folder\'s entries.')] };
}

/** The gate with the default lists, serving exactly the journals' own folders (the command line, the tests). */
export function defaultRecordGate(journals: readonly Pick<Journal, 'folder'>[], stateRoot: string, maxFileBytes = DEFAULT_MAX_FILE_BYTES): RecordGate {
  return new RecordGate({
    roots: journals.map((j) => ({ name: basename(j.folder) || j.folder, path: j.folder })),
    fs: createNodeFs(),
    platform: nodePlatform(),
    protectedPatterns: DEFAULT_PROTECTED_PATTERNS,
    confirmPatterns: DEFAULT_CONFIRM_PATTERNS,
    confirmListName: 'the confirm list',
    maxFileBytes,
    stateRoot,
  });
}
