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
export const MIX_0 = 0x9e3779b1 | 0;
export const MIX_1 = 0x85ebca6b | 0;
export const MIX_2 = 0xc2b2ae35 | 0;
export const MIX_3 = 0x27d4eb2f | 0;
/** A second, independent hash of a key (the table's second bit set, the sketch). */
export const FILTER_MIX = 0x165667b1 | 0;
/** Whether a 32-bit view of bytes reads the first byte as the lowest (as on x86 and ARM). */
const LITTLE_ENDIAN = new Uint8Array(new Int32Array([1]).buffer)[0] === 1;

/** The hash of a 16-byte block given as its four 32-bit words (as a typed-array view reads them); the scan's loop inlines it. */
function blockKey(w0: number, w1: number, w2: number, w3: number): number {
  return ((Math.imul(w0, MIX_0) ^ Math.imul(w1, MIX_1)) + (Math.imul(w2, MIX_2) ^ Math.imul(w3 ^ (w3 >>> 15), MIX_3))) | 0;
}

/** The patterns' bytes, as PatternBook keeps them. */
export interface PatternBytes {
  readonly count: number;
  readonly bytes: Uint8Array;
  /** Whether pattern p is searched (an ASCII pattern); the others have no bytes and get no anchors. */
  isActive(p: number): boolean;
  byteOffset(p: number): number;
  length(p: number): number;
}

/** Per entry (p * 4 + r): the registered block's offset in its pattern and the block's key. */
export interface Anchors {
  offsets: Int32Array;
  keys: Int32Array;
}

/**
 * Per pattern and residue class r, the block to register: among up to CANDIDATES_PER_RESIDUE
 * offsets = r (mod 4) spread over the pattern, the one that looks rarest (ties: the earliest).
 * Rare means seldom among the blocks of an even sample of the text (a common block is verified
 * at each of its places) and of the patterns (a shared block makes a long chain). The counts are
 * estimates in a small sketch that stays in the processor's cache: counting exactly, in a hash
 * map, every candidate of 10,000 patterns cost more than the scan.
 */
export function chooseAnchors(patterns: PatternBytes, words: Int32Array, textLength: number): Anchors {
  const { count } = patterns;
  const sketch = new Uint8Array(1 << SKETCH_BITS);
  const seen = (key: number): number => Math.imul(key, FILTER_MIX) >>> (32 - SKETCH_BITS);
  const blocks = Math.max(0, (textLength >>> 2) - 3);
  const textStep = Math.max(1, Math.floor(blocks / TEXT_SAMPLE));
  for (let j = 0; j < blocks; j += textStep) {
    const at = seen(blockKey(words[j], words[j + 1], words[j + 2], words[j + 3]));
    if (sketch[at] < 255) sketch[at]++;
  }
  const candidates = new Candidates(patterns);
  const patternStep = Math.ceil(count / PATTERN_SAMPLE);
  for (let p = 0; p < count; p += patternStep) {
    if (!patterns.isActive(p)) continue;
    for (let r = 0; r < RESIDUES; r++) {
      const n = candidates.inResidue(p, r);
      for (let k = 0; k < n; k++) {
        const at = seen(candidates.key(k));
        if (sketch[at] < 255) sketch[at]++;
      }
    }
  }
  const anchors: Anchors = { offsets: new Int32Array(count * RESIDUES), keys: new Int32Array(count * RESIDUES) };
  for (let p = 0; p < count; p++) {
    if (!patterns.isActive(p)) continue;
    for (let r = 0; r < RESIDUES; r++) {
      const n = candidates.inResidue(p, r);
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

/** One residue class of one pattern's candidate blocks at a time; keys read from the patterns' bytes when asked for. */
class Candidates {
  readonly offsets = new Int32Array(CANDIDATES_PER_RESIDUE);
  /** Reads a word as the text's Int32Array view reads it: in the platform's byte order. */
  private readonly view: DataView;
  private base = 0;

  constructor(private readonly patterns: PatternBytes) {
    const { bytes } = patterns;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** Fills offsets with the candidates of pattern p's class r (offsets r, r + 4, ..., evenly spread); returns how many. */
  inResidue(p: number, r: number): number {
    this.base = this.patterns.byteOffset(p);
    const available = Math.floor((this.patterns.length(p) - BLOCK - r) / RESIDUES) + 1;
    const taken = Math.min(available, CANDIDATES_PER_RESIDUE);
    for (let k = 0; k < taken; k++) {
      const step = taken === available ? k : Math.round((k * (available - 1)) / (taken - 1));
      this.offsets[k] = r + RESIDUES * step;
    }
    return taken;
  }

  /** The key of candidate k of the last inResidue. */
  key(k: number): number {
    const at = this.base + this.offsets[k];
    const { view } = this;
    return blockKey(view.getInt32(at, LITTLE_ENDIAN), view.getInt32(at + 4, LITTLE_ENDIAN), view.getInt32(at + 8, LITTLE_ENDIAN), view.getInt32(at + 12, LITTLE_ENDIAN));
  }
}
