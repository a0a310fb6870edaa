// A work budget for the searches that only word an error (closest text, diagnoses of a miss).
// Work is counted, not timed, so that tests can pin it and no input can make a refusal cost more
// than a few passes over the text. One unit is about one character of a JavaScript pass: splitting
// the text into lines costs its length, visiting a line LINE_COST, a native test of a line a quarter
// of its length more, comparing a line's character bigrams its length more.

/** What visiting one line costs, whatever it holds: the loop's own work, in units of one character of a pass. */
export const LINE_COST = 8;

/** Characters the hint searches of one plan may examine, per character of the text. */
export const HINT_WORK_PER_CHAR = 3;
/** Small texts always get this much, so that their hints are complete. */
export const HINT_WORK_FLOOR = 2_000_000;

export class WorkBudget {
  private used = 0;

  constructor(readonly limit: number) {}

  /** The budget of the hint searches of one plan over `textLength` characters. */
  static forText(textLength: number): WorkBudget {
    return new WorkBudget(HINT_WORK_PER_CHAR * textLength + HINT_WORK_FLOOR);
  }

  /** Counts `units` of work; false once the budget is spent (the caller stops there). */
  charge(units: number): boolean {
    this.used += units;
    return this.used <= this.limit;
  }

  get spent(): number {
    return this.used;
  }
}
