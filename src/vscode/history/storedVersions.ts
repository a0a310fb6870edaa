// The stored versions of the history, shown read-only: a URI names a journal (by its folder's
// name under the state folder) and a version (by its hash), and the content is that version's
// bytes, checked against the hash. Nothing of the workspace is read here.
import { createHash } from 'node:crypto';
import { basename, join } from 'node:path';
import * as vscode from 'vscode';
import { readRegularFile, type Journal } from '../../node/journal';
import type { WorldSnapshot } from '../world/worldSnapshot';

export const STORED_VERSION_SCHEME = 'guarded-edit-history';
const HASH = /^[0-9a-f]{64}$/;
const JOURNAL_NAME = /^[A-Za-z0-9_.-]{1,80}$/;

/** The URI of a version (null: the file did not exist, shown empty); `path` gives the tab its name and language. */
export function storedVersionUri(journal: Journal, hash: string | null, path: string): vscode.Uri {
  return vscode.Uri.from({ scheme: STORED_VERSION_SCHEME, path: `/${path.replace(/^\/+/, '')}`, query: new URLSearchParams({ journal: basename(journal.dir), version: hash ?? 'none' }).toString() });
}

export class StoredVersions implements vscode.TextDocumentContentProvider {
  constructor(
    private readonly stateRoot: string,
    /** The settings as they are now (the size limit of what is shown). */
    private readonly world: WorldSnapshot,
  ) {}

  async provideTextDocumentContent(uri: vscode.Uri): Promise<string> {
    const query = new URLSearchParams(uri.query);
    const journal = query.get('journal') ?? '';
    const version = query.get('version') ?? '';
    if (version === 'none') return '';
    // The names come from a URI anyone can open: only a journal's name and a hash are accepted.
    if (!JOURNAL_NAME.test(journal) || journal.startsWith('.') || !HASH.test(version)) throw new Error(`Not a stored version: ${uri.toString()}`);
    // Opened like every record file: no link followed, no FIFO waited on, no more than the size limit read.
    const read = await readRegularFile(join(this.stateRoot, 'journal', journal, 'blobs', version), this.world.current().settings.maxFileBytes);
    if (read.kind === 'missing') throw new Error(`The stored version ${version} is no longer in the history (pruned or removed).`);
    if (read.kind === 'refused') throw new Error(`The stored version ${version} is not shown: ${read.why}.`);
    const bytes = read.bytes;
    if (createHash('sha256').update(bytes).digest('hex') !== version) throw new Error(`The stored version ${version} is damaged (its bytes do not match its hash).`);
    return new TextDecoder('utf-8').decode(bytes);
  }
}
