// Letters of other scripts that look like Latin ones (Cyrillic "а", Greek "ο" for "a", "o"): a
// model that mixes scripts, or text pasted from a page that did, sends them, and a quote of the
// text looks identical to the reader. Named with their code point so that the difference is seen.
import { firstLookalike, foldTypography, LOOKALIKES } from '../text';

const LETTERS: readonly (readonly [string, string, string])[] = [
  ['\u0430', 'a', 'CYRILLIC SMALL LETTER A'],
  ['\u0435', 'e', 'CYRILLIC SMALL LETTER IE'],
  ['\u043e', 'o', 'CYRILLIC SMALL LETTER O'],
  ['\u0440', 'p', 'CYRILLIC SMALL LETTER ER'],
  ['\u0441', 'c', 'CYRILLIC SMALL LETTER ES'],
  ['\u0443', 'y', 'CYRILLIC SMALL LETTER U'],
  ['\u0445', 'x', 'CYRILLIC SMALL LETTER HA'],
  ['\u0455', 's', 'CYRILLIC SMALL LETTER DZE'],
  ['\u0456', 'i', 'CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I'],
  ['\u0458', 'j', 'CYRILLIC SMALL LETTER JE'],
  ['\u0410', 'A', 'CYRILLIC CAPITAL LETTER A'],
  ['\u0412', 'B', 'CYRILLIC CAPITAL LETTER VE'],
  ['\u0415', 'E', 'CYRILLIC CAPITAL LETTER IE'],
  ['\u041a', 'K', 'CYRILLIC CAPITAL LETTER KA'],
  ['\u041c', 'M', 'CYRILLIC CAPITAL LETTER EM'],
  ['\u041d', 'H', 'CYRILLIC CAPITAL LETTER EN'],
  ['\u041e', 'O', 'CYRILLIC CAPITAL LETTER O'],
  ['\u0420', 'P', 'CYRILLIC CAPITAL LETTER ER'],
  ['\u0421', 'C', 'CYRILLIC CAPITAL LETTER ES'],
  ['\u0422', 'T', 'CYRILLIC CAPITAL LETTER TE'],
  ['\u0425', 'X', 'CYRILLIC CAPITAL LETTER HA'],
  ['\u03bf', 'o', 'GREEK SMALL LETTER OMICRON'],
  ['\u03b1', 'a', 'GREEK SMALL LETTER ALPHA'],
  ['\u03bd', 'v', 'GREEK SMALL LETTER NU'],
  ['\u03c1', 'p', 'GREEK SMALL LETTER RHO'],
  ['\u0391', 'A', 'GREEK CAPITAL LETTER ALPHA'],
  ['\u0392', 'B', 'GREEK CAPITAL LETTER BETA'],
  ['\u0395', 'E', 'GREEK CAPITAL LETTER EPSILON'],
  ['\u0397', 'H', 'GREEK CAPITAL LETTER ETA'],
  ['\u0399', 'I', 'GREEK CAPITAL LETTER IOTA'],
  ['\u039a', 'K', 'GREEK CAPITAL LETTER KAPPA'],
  ['\u039c', 'M', 'GREEK CAPITAL LETTER MU'],
  ['\u039d', 'N', 'GREEK CAPITAL LETTER NU'],
  ['\u039f', 'O', 'GREEK CAPITAL LETTER OMICRON'],
  ['\u03a1', 'P', 'GREEK CAPITAL LETTER RHO'],
  ['\u03a4', 'T', 'GREEK CAPITAL LETTER TAU'],
  ['\u03a7', 'X', 'GREEK CAPITAL LETTER CHI'],
];

const BY_CHAR: ReadonlyMap<string, { plain: string; name: string }> = new Map(
  LETTERS.map(([char, plain, name]) => [char, { plain, name: `${name} (U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')})` }]),
);
// Written as \u escapes: a raw zero-width joiner in a character class would join its neighbours.
const escaped = (chars: readonly string[]) => chars.map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
const ANY_LETTER = new RegExp(`[${escaped(LETTERS.map(([c]) => c))}]`);
const EVERY_LETTER = new RegExp(ANY_LETTER.source, 'g');
/** Either kind in one class: a text is scanned once. */
const ANY_LOOKALIKE = new RegExp(`[${escaped([...LOOKALIKES.keys()])}${escaped(LETTERS.map(([c]) => c))}]`);

/** Whether `value` holds a look-alike of any kind: typographic, invisible, or a letter of another script. */
export function hasLookalike(value: string): boolean {
  return ANY_LOOKALIKE.test(value);
}

/** The value with every look-alike replaced by its plain character; never longer. */
export function foldLookalikes(value: string): string {
  const folded = foldTypography(value);
  return ANY_LETTER.test(folded) ? folded.replace(EVERY_LETTER, (c) => BY_CHAR.get(c)?.plain ?? c) : folded;
}

/** The first look-alike in `value` (the earliest of either kind), with its name and plain form. */
export function firstLookalikeOfAny(value: string): { char: string; plain: string; name: string } | undefined {
  const typographic = firstLookalike(value);
  const letter = ANY_LETTER.exec(value);
  const entry = letter ? BY_CHAR.get(letter[0]) : undefined;
  if (!letter || !entry) return typographic;
  if (typographic && value.indexOf(typographic.char) < letter.index) return typographic;
  return { char: letter[0], ...entry };
}
