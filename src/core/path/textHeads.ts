// Files whose first bytes were found to be text (the binary check), remembered with the stamp of
// their stat at the time: while a file's stat shows the same stamp, its content is the one that
// was checked, and the check needs no open and read (two waits for the filesystem) again. Only a
// filesystem port that can vouch for its stamps gives one (see FileInfo.stamp); without a stamp
// the head is always read. The jail itself (realpaths, containment) is never remembered.
/** How many files are remembered; the oldest is forgotten first. */
const MAX_REMEMBERED = 256;

export class TextHeads {
  private readonly stamps = new Map<string, string>();

  /** Whether the head of the file at `realPath` was found to be text when its stat had this stamp. */
  known(realPath: string, stamp: string | undefined): boolean {
    return stamp !== undefined && this.stamps.get(realPath) === stamp;
  }

  /** The outcome of reading the head: remembered only when it was text and the stat had a stamp. */
  record(realPath: string, stamp: string | undefined, text: boolean): void {
    this.stamps.delete(realPath);
    if (!text || stamp === undefined) return;
    this.stamps.set(realPath, stamp);
    if (this.stamps.size > MAX_REMEMBERED) this.stamps.delete(this.stamps.keys().next().value as string);
  }
}
