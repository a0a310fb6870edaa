// Characters that look like others: no-break and other Unicode spaces, zero-width characters,
// typographic quotes and dashes. Models (and word processors) produce them; code rarely holds them.

/** Each such character, with what it stands for ("" for zero-width ones) and its name. */
export const LOOKALIKES: ReadonlyMap<string, { plain: string; name: string }> = new Map([
  ['\u00a0', { plain: ' ', name: 'NO-BREAK SPACE (U+00A0)' }],
  ['\u202f', { plain: ' ', name: 'NARROW NO-BREAK SPACE (U+202F)' }],
  ['\u2007', { plain: ' ', name: 'FIGURE SPACE (U+2007)' }],
  ['\u2009', { plain: ' ', name: 'THIN SPACE (U+2009)' }],
  ['\u3000', { plain: ' ', name: 'IDEOGRAPHIC SPACE (U+3000)' }],
  ['\u200b', { plain: '', name: 'ZERO WIDTH SPACE (U+200B)' }],
  ['\u200c', { plain: '', name: 'ZERO WIDTH NON-JOINER (U+200C)' }],
  ['\u200d', { plain: '', name: 'ZERO WIDTH JOINER (U+200D)' }],
  ['\u2060', { plain: '', name: 'WORD JOINER (U+2060)' }],
  ['\ufeff', { plain: '', name: 'ZERO WIDTH NO-BREAK SPACE (U+FEFF)' }],
  ['\u2018', { plain: "'", name: 'LEFT SINGLE QUOTATION MARK (U+2018)' }],
  ['\u2019', { plain: "'", name: 'RIGHT SINGLE QUOTATION MARK (U+2019)' }],
  ['\u201a', { plain: "'", name: 'SINGLE LOW-9 QUOTATION MARK (U+201A)' }],
  ['\u2032', { plain: "'", name: 'PRIME (U+2032)' }],
  ['\u201c', { plain: '"', name: 'LEFT DOUBLE QUOTATION MARK (U+201C)' }],
  ['\u201d', { plain: '"', name: 'RIGHT DOUBLE QUOTATION MARK (U+201D)' }],
  ['\u201e', { plain: '"', name: 'DOUBLE LOW-9 QUOTATION MARK (U+201E)' }],
  ['\u2033', { plain: '"', name: 'DOUBLE PRIME (U+2033)' }],
  ['\u2010', { plain: '-', name: 'HYPHEN (U+2010)' }],
  ['\u2011', { plain: '-', name: 'NON-BREAKING HYPHEN (U+2011)' }],
  ['\u2012', { plain: '-', name: 'FIGURE DASH (U+2012)' }],
  ['\u2013', { plain: '-', name: 'EN DASH (U+2013)' }],
  ['\u2014', { plain: '-', name: 'EM DASH (U+2014)' }],
  ['\u2212', { plain: '-', name: 'MINUS SIGN (U+2212)' }],
]);

// Written as \u escapes: a raw zero-width joiner in a character class would join its neighbours.
const CLASS = [...LOOKALIKES.keys()].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
const ANY_LOOKALIKE = new RegExp(`[${CLASS}]`, 'u');
const EVERY_LOOKALIKE = new RegExp(ANY_LOOKALIKE.source, 'gu');

function hasTypography(value: string): boolean {
  return ANY_LOOKALIKE.test(value);
}

/** The value with every look-alike replaced by its plain character (zero-width ones removed); never longer. */
export function foldTypography(value: string): string {
  return hasTypography(value) ? value.replace(EVERY_LOOKALIKE, (c) => LOOKALIKES.get(c)?.plain ?? c) : value;
}

/** The first look-alike in `value`, with its name and plain form. */
export function firstLookalike(value: string): { char: string; plain: string; name: string } | undefined {
  const match = ANY_LOOKALIKE.exec(value);
  if (!match) return undefined;
  const entry = LOOKALIKES.get(match[0]);
  return entry && { char: match[0], ...entry };
}
