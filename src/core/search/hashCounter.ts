// Counting how many patterns share a hash, to pick for each pattern the anchor that few others
// have (likely rare in the text as well).

/** How often each 32-bit value was added: open addressing in typed arrays (a Map of 50,000 numbers costs more than the scan). */
export class HashCounter {
  private readonly keys: Int32Array;
  private readonly counts: Int32Array;
  private readonly mask: number;
  private readonly shift: number;

  constructor(capacity: number) {
    let bits = 4;
    while (1 << bits < capacity * 2) bits++;
    this.keys = new Int32Array(1 << bits);
    this.counts = new Int32Array(1 << bits);
    this.mask = (1 << bits) - 1;
    this.shift = 32 - bits;
  }

  add(key: number): void {
    const slot = this.find(key);
    this.keys[slot] = key;
    this.counts[slot]++;
  }

  get(key: number): number {
    return this.counts[this.find(key)];
  }

  /** The slot holding key, or the empty slot where it would go (count 0 marks empty). */
  private find(key: number): number {
    // Fibonacci hashing: the high bits of the product depend on every bit of the key.
    let slot = Math.imul(key, 0x9e3779b1) >>> this.shift;
    while (this.counts[slot] !== 0 && this.keys[slot] !== key) slot = (slot + 1) & this.mask;
    return slot;
  }
}
