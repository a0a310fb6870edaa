// Character codes to a string in slices: String.fromCharCode(...codes) puts every code on the
// stack as an argument, and an array of a hundred thousand or so overflows it (RangeError).

/** Codes per call of String.fromCharCode: far below any engine's argument limit. */
const SLICE = 8192;

/** The string of the UTF-16 code units `codes[from..to)`, whatever their number. */
export function stringFromCharCodes(codes: ArrayLike<number>, from = 0, to = codes.length): string {
  const parts: string[] = [];
  for (let start = from; start < to; start += SLICE) {
    const end = Math.min(to, start + SLICE);
    const slice = Array.prototype.slice.call(codes, start, end) as number[];
    // eslint-disable-next-line no-restricted-syntax -- at most SLICE codes: the one place that spreads them
    parts.push(String.fromCharCode(...slice));
  }
  return parts.join('');
}
