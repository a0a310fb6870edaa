// What a search is asked for and what it answers, shared by the hash filter (multiSearch) and
// the linear fallbacks (linearSearch). Each query says how far the decision needs to count, so
// that no search finds more than it must: 2 decide uniqueness, a bounded few are listed.

export interface SearchQuery {
  pattern: string;
  /**
   * true: every start counts, overlapping ones included ("aa" occurs twice in "aaa");
   * false: left to right, each occurrence starting at or after the end of the one before
   * (what replace_all replaces).
   */
  overlapping: boolean;
  /** Stop after this many occurrences (Infinity: find them all). */
  limit: number;
}

export interface QueryResult {
  /** Start offsets (UTF-16), increasing; at most `limit`. */
  starts: number[];
  /** The search stopped at `limit`: there may be more occurrences. */
  stopped: boolean;
}

/** Collects one query's occurrences; `accept` returns true once the query needs no more. */
export class QueryState {
  starts: number[] = [];
  stopped = false;
  /** Non-overlapping: where the next occurrence may start at the earliest. */
  nextFree = 0;

  constructor(readonly query: SearchQuery) {}

  /** Whether a start at `start` would be counted (false: it overlaps the previous counted one). */
  wants(start: number): boolean {
    return !this.stopped && (this.query.overlapping || start >= this.nextFree);
  }

  /** Count a verified occurrence (the caller checked `wants`); true when the query is satisfied. */
  accept(start: number): boolean {
    this.starts.push(start);
    this.nextFree = start + this.query.pattern.length;
    if (this.starts.length >= this.query.limit) this.stopped = true;
    return this.stopped;
  }

  reset(): void {
    this.starts = [];
    this.stopped = false;
    this.nextFree = 0;
  }

  result(): QueryResult {
    return { starts: this.starts, stopped: this.stopped };
  }
}
