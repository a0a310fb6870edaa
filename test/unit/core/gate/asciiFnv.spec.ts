// The fingerprint in WebAssembly gives FNV-1a 64 exactly, for every all-ASCII text, and no answer
// for any other text or without WebAssembly; fingerprint() is the same value either way.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { fingerprint } from '../../../../src/core/gate';
import { asciiFnv1a64 } from '../../../../src/core/gate/asciiFnv';

function referenceFnv1a64(text: string): string {
  const mask = (1n << 64n) - 1n;
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) hash = ((hash ^ BigInt(text.charCodeAt(i))) * 0x100000001b3n) & mask;
  return hash.toString(16).padStart(16, '0');
}

const ascii = fc.string({ unit: fc.integer({ min: 0, max: 0x7f }).map((code) => String.fromCharCode(code)), maxLength: 300 });

describe('core/gate: the fingerprint of ASCII text in WebAssembly', () => {
  it('is FNV-1a 64 of every all-ASCII text (control characters and NUL too)', () => {
    fc.assert(fc.property(ascii, (text) => assert.equal(asciiFnv1a64(text), referenceFnv1a64(text))), { numRuns: 500 });
    assert.equal(asciiFnv1a64(''), 'cbf29ce484222325');
    assert.equal(asciiFnv1a64('foobar'), '85944171f73967e8');
  });

  it('is FNV-1a 64 of long texts, across the boundaries of its memory pages', () => {
    const line = 'export const value = computeSomething(alpha, beta); // a line\n';
    for (const length of [16 * 1024, 65536 - 9, 65536 - 8, 65536 - 7, 65536, 3 * 65536 + 5]) {
      const text = line.repeat(Math.ceil(length / line.length)).slice(0, length);
      assert.equal(asciiFnv1a64(text), referenceFnv1a64(text), `${length} characters`);
      assert.equal(fingerprint(text), referenceFnv1a64(text));
    }
  });

  it('gives no answer for a text with any character beyond ASCII, wherever it is', () => {
    const base = 'x'.repeat(20_000);
    for (const other of ['\u0080', 'é', '\u00ff', '\u0100', '\ud800', '\udc00', '😀', '\uffff']) {
      for (const at of [0, 1, 10_000, base.length]) {
        const text = base.slice(0, at) + other + base.slice(at);
        assert.equal(asciiFnv1a64(text), undefined, `${JSON.stringify(other)} at ${at}`);
        assert.equal(fingerprint(text), referenceFnv1a64(text), 'fingerprint() hashes it in JavaScript');
      }
    }
  });

  it('gives no answer without WebAssembly, and fingerprint() the same value', () => {
    const text = 'const a = 1;\n'.repeat(2000);
    const saved = Object.getOwnPropertyDescriptor(globalThis, 'WebAssembly');
    assert.ok(saved);
    Reflect.deleteProperty(globalThis, 'WebAssembly');
    try {
      assert.equal(asciiFnv1a64(text), undefined);
      assert.equal(fingerprint(text), referenceFnv1a64(text));
    } finally {
      Object.defineProperty(globalThis, 'WebAssembly', saved);
    }
    assert.equal(asciiFnv1a64(text), referenceFnv1a64(text));
  });
});
