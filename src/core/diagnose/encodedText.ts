// Characters written another way than the file writes them: HTML entities ("&lt;" for "<"), as a
// page or a chat renderer shows code, and \u escapes ("\u00e9" for "é"), as JSON encodes text.
// Pure string transforms: each returns the old_strings to try.
import { stringFromCharCodes } from '../text';

const NAMED_ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: '\u00a0' };
const ENTITY = /&(?:(lt|gt|amp|quot|apos|nbsp)|#(\d{1,7})|#x([0-9a-f]{1,6}));/gi;

export interface EntityFinding {
  /** The entities found (the first few, distinct), for the message. */
  entities: string[];
  variants: string[];
}

export function findHtmlEntities(oldString: string): EntityFinding | undefined {
  const found = oldString.match(ENTITY);
  if (!found) return undefined;
  const decoded = oldString.replace(ENTITY, (whole, name: string | undefined, dec: string | undefined, hex: string | undefined) => {
    if (name !== undefined) return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = dec !== undefined ? Number(dec) : parseInt(hex ?? '', 16);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
  });
  // "&amp;lt;" is one entity written twice: decoding once more gives what was meant.
  const twice = decoded.replace(ENTITY, (whole, name: string | undefined) => (name !== undefined ? NAMED_ENTITIES[name.toLowerCase()] ?? whole : whole));
  const variants = [...new Set([decoded, twice])].filter((v) => v !== oldString);
  return variants.length === 0 ? undefined : { entities: [...new Set(found)].slice(0, 4), variants };
}

const U_ESCAPE = /\\u([0-9a-fA-F]{4})|\\u\{([0-9a-fA-F]{1,6})\}/g;

export interface UnicodeEscapeFinding {
  /** "decoded": old_string has escapes where the file has characters; "encoded": the other way round. */
  direction: 'decoded' | 'encoded';
  /** The first escape and the character it stands for. */
  example: { escape: string; char: string };
  variants: string[];
}

export function findUnicodeEscapes(oldString: string): UnicodeEscapeFinding | undefined {
  const first = /\\u([0-9a-fA-F]{4})|\\u\{([0-9a-fA-F]{1,6})\}/.exec(oldString);
  if (first) {
    const decoded = oldString.replace(U_ESCAPE, (whole, four: string | undefined, braced: string | undefined) => {
      const code = parseInt(four ?? braced ?? '', 16);
      return code <= 0x10ffff ? stringFromCharCodes(codeUnits(code)) : whole;
    });
    const code = parseInt(first[1] ?? first[2], 16);
    return { direction: 'decoded', example: { escape: first[0], char: String.fromCodePoint(pairedCode(decoded, code)) }, variants: [decoded] };
  }
  // The other way: the file writes characters beyond ASCII as escapes (JSON written by a tool).
  const wide = /[^\0-\x7f]/.exec(oldString);
  if (!wide) return undefined;
  const lower = oldString.replace(/[^\0-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const upper = lower.replace(/\\u([0-9a-f]{4})/g, (_, hex: string) => `\\u${hex.toUpperCase()}`);
  const escape = `\\u${wide[0].charCodeAt(0).toString(16).padStart(4, '0')}`;
  return { direction: 'encoded', example: { escape, char: wide[0] }, variants: [...new Set([lower, upper])] };
}

function codeUnits(code: number): number[] {
  if (code < 0x10000) return [code];
  const offset = code - 0x10000;
  return [0xd800 + (offset >> 10), 0xdc00 + (offset & 0x3ff)];
}

/** A high surrogate escape is shown with its pair: the first character of the decoded text at that code. */
function pairedCode(decoded: string, code: number): number {
  if (code < 0xd800 || code > 0xdbff) return code;
  const at = decoded.indexOf(String.fromCharCode(code));
  return at === -1 ? code : decoded.codePointAt(at) ?? code;
}

/** "U+00E9" for a character. */
export function codePointOf(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}
