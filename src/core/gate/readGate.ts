// The read-before-edit gate (setting guardedEdit.readBeforeEdit): which files the model has read
// through guarded_read_file in this window, and whether their text is still the text it read.
// Pure state: the adapter supplies the keys and fingerprints of the current text.
import { guardedError, type ErrorCode, type GuardedError, type InputPath } from '../errors';
import { quote } from '../errors';
import { asciiFnv1a64 } from './asciiFnv';
import { editsMissChanges, lineHashes, type EditedLines } from './readLines';

/**
 * off: no gate. ask: the gate refuses, and the person may allow the call in the tool's
 * confirmation dialog (auto-approval, which skips the dialog, answers yes). require: the gate
 * refuses, and nothing (no dialog, no auto-approval) allows the call.
 */
export type GateMode = 'off' | 'ask' | 'require';

export const GATE_MODES: readonly GateMode[] = ['off', 'ask', 'require'];

/** The setting's value as a mode; anything but "ask" or "require" is the default, "off". */
export function gateModeFrom(value: unknown): GateMode {
  return value === 'ask' || value === 'require' ? value : 'off';
}

/** Whether the person may allow the gate's refusals in this mode (only "ask"). */
export function gateAllowsOverride(mode: GateMode): boolean {
  return mode === 'ask';
}

/** How many files the gate remembers; the least recently read or edited is forgotten first. */
export const GATE_MAX_FILES = 10_000;

/** Line hashes kept over all files (4 bytes each); the least recently read files' go first (their fingerprints stay). */
const GATE_MAX_LINES = 4_000_000;

/** From this length on, an all-ASCII text is hashed in WebAssembly (below it, setting that up costs more than it saves). */
const WASM_FROM_LENGTH = 16 * 1024;

/**
 * A content hash of a text: FNV-1a 64 over its UTF-16 code units, as 16 hexadecimal digits.
 * Deterministic across runs and machines; not a cryptographic hash (it detects change, it does
 * not resist forgery). It costs about one plain pass over the characters.
 */
export function fingerprint(text: string): string {
  return (text.length >= WASM_FROM_LENGTH ? asciiFnv1a64(text) : undefined) ?? fnv1a64(text);
}

/** The fingerprint in JavaScript, for any text. */
function fnv1a64(text: string): string {
  // The 64-bit state as four 16-bit limbs, low first, so every intermediate stays a small
  // integer. Offset basis 0xcbf29ce484222325; prime 0x100000001b3 = 2^40 + 0x1b3, so
  // h * prime = h * 0x1b3 + (h << 40), and h << 40 adds limb i, shifted left 8, into limb i + 2.
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    h0 ^= text.charCodeAt(i); // a code unit has 16 bits: only the lowest limb changes
    const t0 = h0 * 0x1b3;
    const t1 = h1 * 0x1b3 + (t0 >>> 16);
    const t2 = h2 * 0x1b3 + (h0 << 8) + (t1 >>> 16);
    h3 = (h3 * 0x1b3 + (h1 << 8) + (t2 >>> 16)) & 0xffff;
    h0 = t0 & 0xffff;
    h1 = t1 & 0xffff;
    h2 = t2 & 0xffff;
  }
  return hex4(h3) + hex4(h2) + hex4(h1) + hex4(h0);
}

function hex4(limb: number): string {
  return limb.toString(16).padStart(4, '0');
}

/** The gate's refusals, the only errors a person may override in the tool's confirmation dialog. */
export type OverridableCode = 'NOT_READ_FIRST' | 'CHANGED_SINCE_READ';

/**
 * Whether the person may allow a refused call anyway. True only for the gate's own codes; never
 * for the path jail (PATH_TRAVERSAL, SYMLINK_ESCAPE, OUTSIDE_WORKSPACE, PROTECTED_PATH, ...) or
 * any other check.
 */
export function isOverridable(code: ErrorCode): code is OverridableCode {
  return code === 'NOT_READ_FIRST' || code === 'CHANGED_SINCE_READ';
}

/**
 * The question `prepareInvocation` shows when the gate refuses and the person may allow the call,
 * e.g. "Guarded Edit: the model has not read src/app.ts in this window. Allow this edit anyway?".
 * Undefined for a code that is not open to an override. The path is plain text: escape it if the
 * message is rendered as Markdown.
 */
export function reasonForConfirmation(
  code: ErrorCode,
  displayPath: string,
  action: 'edit' | 'overwrite' = 'edit',
): string | undefined {
  const question = action === 'edit' ? 'Allow this edit anyway?' : 'Allow overwriting it anyway?';
  if (code === 'NOT_READ_FIRST') return `Guarded Edit: the model has not read ${displayPath} in this window. ${question}`;
  if (code === 'CHANGED_SINCE_READ') return `Guarded Edit: ${displayPath} has changed since the model last read it. ${question}`;
  return undefined;
}

export type GateStatus = 'not-read' | 'changed' | 'current';

/** How a host names where reads count and which rule asks for them, in the gate's messages. */
export interface GateWording {
  /** e.g. "in this window", "in this session". */
  scope: string;
  /** e.g. 'the setting guardedEdit.readBeforeEdit is "require"'. */
  rule: string;
}

/** The VS Code tools' wording for a gate in `mode`. */
function vscodeGateWording(mode: GateMode): GateWording {
  return { scope: 'in this window', rule: `the setting guardedEdit.readBeforeEdit is "${mode}"` };
}

/**
 * What the model has read, per file: the fingerprint of the text it last saw.
 *
 * Keys are the real paths the path jail resolves (the adapter passes `target.realPath`), so a
 * file reached through a symlink or another spelling has one key. On case-insensitive
 * filesystems (Windows, default macOS) the caller normalises the key's case first; the gate
 * compares keys exactly.
 *
 * Memory is bounded: at most `maxFiles` files are remembered, and the one least recently read or
 * edited is forgotten first. A forgotten file simply counts as not read.
 */
export class ReadGate {
  private readonly seen = new Map<string, string>();
  /** Per file, the hashes of the lines read and when (ms), for the files whose text was given. */
  private readonly reads = new Map<string, { lines?: Uint32Array; at: number }>();
  private keptLines = 0;
  readonly maxFiles: number;
  readonly maxLines: number;

  constructor(options: { maxFiles?: number; maxLines?: number } = {}) {
    this.maxFiles = Math.max(1, Math.floor(options.maxFiles ?? GATE_MAX_FILES));
    this.maxLines = Math.max(1, Math.floor(options.maxLines ?? GATE_MAX_LINES));
  }

  /** How many files are remembered. */
  get size(): number {
    return this.seen.size;
  }

  /**
   * The model read the file through guarded_read_file; `fp` is the fingerprint of the text it was
   * shown. The time of the read is kept; with the text, its lines too (see changesMissEdits: hosts
   * pass it when the gate is on).
   */
  recordRead(key: string, fp: string, text?: string, now: number = Date.now()): void {
    this.remember(key, fp);
    this.keepLines(key, text, now);
  }

  /**
   * Our own create or overwrite succeeded: the model wrote the whole text, so it knows it as if
   * it had read it. `fp` is the fingerprint of the text written.
   */
  recordWrite(key: string, fp: string, text?: string, now: number = Date.now()): void {
    this.remember(key, fp);
    this.keepLines(key, text, now);
  }

  /** When the model last read (or wrote, or kept current by its own edit) the file, in ms; undefined when not known. */
  readAt(key: string): number | undefined {
    return this.reads.get(key)?.at;
  }

  /**
   * Whether the changes since the model's read lie outside every edited span of `currentText`
   * (1-based lines of it): then the edit rests on lines the model has seen. False when the read's
   * lines are not known.
   */
  changesMissEdits(key: string, currentText: string, spans: readonly EditedLines[]): boolean {
    const read = this.reads.get(key);
    if (!read?.lines || spans.length === 0) return false;
    return editsMissChanges(read.lines, lineHashes(currentText), spans);
  }

  /**
   * Our own multi-edit succeeded, changing the text from `fpBefore` (the text the edit was
   * validated against) to `fpAfter`. If the model's read was current before the edit, it stays
   * current. A read that was already out of date stays out of date (the person may have allowed
   * the edit without the model seeing their change), and a file never read stays not read.
   */
  recordOwnEdit(key: string, fpAfter: string, fpBefore: string): void {
    if (this.seen.get(key) === fpBefore) {
      this.remember(key, fpAfter);
      // The lines of the new text are not known here: the next edit is judged by the fingerprint alone.
      if (this.reads.has(key)) this.keepLines(key, undefined, Date.now());
    }
  }

  /**
   * recordOwnEdit from the texts themselves: each is fingerprinted only when it matters (a file the
   * model never read costs nothing, which keeps a large file's edit from paying two passes over it).
   */
  recordOwnEditOfTexts(key: string, before: string, after: () => string): void {
    const read = this.seen.get(key);
    if (read === undefined || read !== fingerprint(before)) return;
    const text = after();
    this.remember(key, fingerprint(text));
    // The lines are hashed again only for a file whose read kept them (the gate is on).
    const kept = this.reads.get(key);
    if (kept) this.keepLines(key, kept.lines ? text : undefined, Date.now());
  }

  /** Forget one file (e.g. it was deleted or renamed): it counts as not read. */
  forget(key: string): void {
    this.seen.delete(key);
    this.dropLines(key);
  }

  /** Forget every file. */
  clear(): void {
    this.seen.clear();
    this.reads.clear();
    this.keptLines = 0;
  }

  private keepLines(key: string, text: string | undefined, at: number): void {
    this.dropLines(key);
    const lines = text === undefined ? undefined : lineHashes(text);
    if (!lines || lines.length > this.maxLines) {
      this.reads.set(key, { at });
      return;
    }
    this.reads.set(key, { lines, at });
    this.keptLines += lines.length;
    // The least recently read files give up their lines first (Map order: oldest first); their time stays.
    for (const [oldest, read] of this.reads) {
      if (this.keptLines <= this.maxLines) break;
      if (!read.lines) continue;
      this.keptLines -= read.lines.length;
      this.reads.set(oldest, { at: read.at });
    }
  }

  private dropLines(key: string): void {
    const read = this.reads.get(key);
    if (!read) return;
    this.keptLines -= read.lines?.length ?? 0;
    this.reads.delete(key);
  }

  /** The file's state, whatever the mode. Has no side effects. */
  status(key: string, currentFp: string): GateStatus {
    const read = this.seen.get(key);
    if (read === undefined) return 'not-read';
    return read === currentFp ? 'current' : 'changed';
  }

  /**
   * The gate's verdict on changing the file whose current text has fingerprint `currentFp`:
   * NOT_READ_FIRST, CHANGED_SINCE_READ, or undefined when the change may go ahead. Always
   * undefined when `mode` is 'off'. Has no side effects, so `prepareInvocation` may call it.
   * `inputPath` is the JSON path of the file's `file_path` in the request.
   */
  check(
    key: string,
    currentFp: string,
    mode: GateMode,
    displayPath: string,
    inputPath: InputPath = ['file_path'],
    wording: GateWording = vscodeGateWording(mode),
  ): GuardedError | undefined {
    if (mode === 'off') return undefined;
    const status = this.status(key, currentFp);
    const readCall = `guarded_read_file with ${JSON.stringify({ file_path: displayPath })}`;
    if (status === 'not-read') {
      return guardedError(
        'NOT_READ_FIRST',
        `${quote(displayPath)} has not been read with guarded_read_file ${wording.scope}, and ${wording.rule}: a file must be read before it is changed.`,
        inputPath,
        `Call ${readCall}, then repeat this call based on the text it shows.`,
      );
    }
    if (status === 'changed') {
      return guardedError(
        'CHANGED_SINCE_READ',
        `${quote(displayPath)} has changed since you last read it with guarded_read_file (edited by the person, a formatter or another tool), so this call may rest on text that is no longer there.`,
        inputPath,
        `Read it again: call ${readCall}, then repeat this call based on the current text.`,
      );
    }
    return undefined;
  }

  private remember(key: string, fp: string): void {
    // Re-inserting moves the key to the end of the Map's order: the most recently used.
    this.seen.delete(key);
    this.seen.set(key, fp);
    if (this.seen.size > this.maxFiles) {
      const oldest = this.seen.keys().next();
      if (!oldest.done) {
        this.seen.delete(oldest.value);
        this.dropLines(oldest.value);
      }
    }
  }
}
