// The blocks of the aligned scan (alignedScan): 16 bytes read as four 32-bit words, their hash,
// and for each pattern the four blocks it is registered under, one per residue class of offsets
// modulo 4, each the rarest-looking of a few candidates.

/**
 * A block of 16 bytes: shorter ones (8) are too often common words of code ("  const ", "(value, "),
 * however they are chosen, and then every place in the text with that word is verified.
 */
export const BLOCK = 16;
export const RESIDUES = 4;
/** Candidate blocks per residue class, spread over the pattern. */
const CANDIDATES_PER_RESIDUE = 6;
/** How rare a block is, is estimated from about this many blocks of the text and patterns' candidates (see chooseAnchors). */
const TEXT_SAMPLE = 16_384;
const PATTERN_SAMPLE = 1024;
/** The estimates' sketch: 128 KiB of saturating counters. */
const SKETCH_BITS = 17;
/** Patterns up to this long have all their words computed in one pass (see wordsOf). */
const ROLLED_LENGTH = 256;
export const MIX_0 = 0x9e3779b1 | 0;
export const MIX_1 = 0x85ebca6b | 0;
export const MIX_2 = 0xc2b2ae35 | 0;
export const MIX_3 = 0x27d4eb2f | 0;
/** A second, independent hash of a key (the table's second bit set, the sketch). */
export const FILTER_MIX = 0x165667b1 | 0;
/** Whether a 32-bit view of bytes reads the first byte as the lowest (as on x86 and ARM). */
const LITTLE_ENDIAN = new Uint8Array(new Int32Array([1]).buffer)[0] === 1;

/** The hash of a 16-byte block given as its four 32-bit words (as a typed-array view reads them); the scan's loop inlines it. */
export function blockKey(w0: number, w1: number, w2: number, w3: number): number {
  return ((Math.imul(w0, MIX_0) ^ Math.imul(w1, MIX_1)) + (Math.imul(w2, MIX_2) ^ Math.imul(w3 ^ (w3 >>> 15), MIX_3))) | 0;
}

/** The 32-bit word that a view of the text's bytes would read for the four characters at `at`. */
function wordAt(pattern: string, at: number): number {
  const a = pattern.charCodeAt(at);
  const b = pattern.charCodeAt(at + 1);
  const c = pattern.charCodeAt(at + 2);
  const d = pattern.charCodeAt(at + 3);
  return LITTLE_ENDIAN ? a | (b << 8) | (c << 16) | (d << 24) : (a << 24) | (b << 16) | (c << 8) | d;
}

/**
 * Whether every character is ASCII: only such a pattern can occur in an ASCII text (and its
 * characters are then its bytes).
 */
export function isAscii(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** Per entry (p * 4 + r): the registered block's offset and key; per pattern: whether it is ASCII (others get no entries). */
export interface Anchors {
  offsets: Int32Array;
  keys: Int32Array;
  ascii: Uint8Array;
}

/**
 * Per pattern and residue class r, the block to register: among up to CANDIDATES_PER_RESIDUE
 * offsets = r (mod 4) spread over the pattern, the one that looks rarest (ties: the earliest).
 * Rare means seldom among the blocks of an even sample of the text (a common block is verified
 * at each of its places) and of the patterns (a shared block makes a long chain). The counts are
 * estimates in a small sketch that stays in the processor's cache: counting exactly, in a hash
 * map, every candidate of 10,000 patterns cost more than the scan.
 */
export function chooseAnchors(patterns: readonly string[], words: Int32Array, textLength: number): Anchors {
  const count = patterns.length;
  const sketch = new Uint8Array(1 << SKETCH_BITS);
  const seen = (key: number): number => Math.imul(key, FILTER_MIX) >>> (32 - SKETCH_BITS);
  const blocks = Math.max(0, (textLength >>> 2) - 3);
  const textStep = Math.max(1, Math.floor(blocks / TEXT_SAMPLE));
  for (let j = 0; j < blocks; j += textStep) {
    const at = seen(blockKey(words[j], words[j + 1], words[j + 2], words[j + 3]));
    if (sketch[at] < 255) sketch[at]++;
  }
  const candidates = new Candidates();
  const patternStep = Math.ceil(count / PATTERN_SAMPLE);
  for (let p = 0; p < count; p += patternStep) {
    if (!candidates.ofPattern(patterns[p])) continue;
    for (let r = 0; r < RESIDUES; r++) {
      const n = candidates.inResidue(r);
      for (let k = 0; k < n; k++) {
        const at = seen(candidates.key(k));
        if (sketch[at] < 255) sketch[at]++;
      }
    }
  }
  const anchors: Anchors = { offsets: new Int32Array(count * RESIDUES), keys: new Int32Array(count * RESIDUES), ascii: new Uint8Array(count) };
  for (let p = 0; p < count; p++) {
    if (!candidates.ofPattern(patterns[p])) continue;
    anchors.ascii[p] = 1;
    for (let r = 0; r < RESIDUES; r++) {
      const n = candidates.inResidue(r);
      let best = 0;
      let bestKey = candidates.key(0);
      let bestCount = sketch[seen(bestKey)];
      // A block not seen in the samples is as rare as the estimate can tell: take it.
      for (let k = 1; k < n && bestCount > 0; k++) {
        const key = candidates.key(k);
        const candidateCount = sketch[seen(key)];
        if (candidateCount < bestCount) {
          best = k;
          bestKey = key;
          bestCount = candidateCount;
        }
      }
      anchors.offsets[p * RESIDUES + r] = candidates.offsets[best];
      anchors.keys[p * RESIDUES + r] = bestKey;
    }
  }
  return anchors;
}

/** One pattern's candidate blocks, residue class by residue class, in reused arrays; keys computed when asked for. */
class Candidates {
  readonly offsets = new Int32Array(CANDIDATES_PER_RESIDUE);
  private readonly words = new Int32Array(ROLLED_LENGTH);
  private pattern = '';
  private rolled = false;

  /** Takes the next pattern; false when it has a character beyond ASCII (it cannot occur in an ASCII text). */
  ofPattern(pattern: string): boolean {
    this.pattern = pattern;
    this.rolled = pattern.length <= ROLLED_LENGTH;
    return this.rolled ? wordsOf(pattern, this.words) : isAscii(pattern);
  }

  /** Fills offsets with the candidates of class r (offsets r, r + 4, ..., evenly spread); returns how many. */
  inResidue(r: number): number {
    const available = Math.floor((this.pattern.length - BLOCK - r) / RESIDUES) + 1;
    const taken = Math.min(available, CANDIDATES_PER_RESIDUE);
    for (let k = 0; k < taken; k++) {
      const step = taken === available ? k : Math.round((k * (available - 1)) / (taken - 1));
      this.offsets[k] = r + RESIDUES * step;
    }
    return taken;
  }

  /** The key of candidate k of the last inResidue. */
  key(k: number): number {
    const { pattern, words } = this;
    const offset = this.offsets[k];
    return this.rolled
      ? blockKey(words[offset], words[offset + 4], words[offset + 8], words[offset + 12])
      : blockKey(wordAt(pattern, offset), wordAt(pattern, offset + 4), wordAt(pattern, offset + 8), wordAt(pattern, offset + 12));
  }
}

/**
 * into[o]: the word at every offset o of a short pattern, each from the one before (one character
 * in, one out). Returns whether every character is ASCII.
 */
function wordsOf(pattern: string, into: Int32Array): boolean {
  let seen = 0;
  let word = 0;
  for (let i = 0; i < pattern.length; i++) {
    const incoming = pattern.charCodeAt(i);
    seen |= incoming;
    word = LITTLE_ENDIAN ? (word >>> 8) | (incoming << 24) : (word << 8) | incoming;
    if (i >= 3) into[i - 3] = word;
  }
  return seen <= 0x7f;
}
