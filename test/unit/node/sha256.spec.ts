// The hook's hashes (src/node/sha256.ts): in JavaScript up to a size, node:crypto's beyond it; the
// digests must be node:crypto's on both sides of that size, since they name stored versions and
// check git's object ids.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { JS_HASH_MAX_BYTES, sha1Hex, sha256Hex } from '../../../src/node/sha256';

describe('node/sha256: the same digests as node:crypto, below and above the size hashed in JavaScript', () => {
  const sizes = [0, 1, 55, 56, 63, 64, 65, 10_240, JS_HASH_MAX_BYTES - 1, JS_HASH_MAX_BYTES, JS_HASH_MAX_BYTES + 1, 3 * JS_HASH_MAX_BYTES];
  for (const size of sizes) {
    it(`${size} bytes`, () => {
      const bytes = Buffer.alloc(size);
      for (let i = 0; i < size; i++) bytes[i] = (i * 131 + 7) & 0xff;
      assert.equal(sha256Hex(bytes), createHash('sha256').update(bytes).digest('hex'));
      assert.equal(sha1Hex(bytes), createHash('sha1').update(bytes).digest('hex'));
    });
  }

  it('a string is hashed as its UTF-8', () => {
    const text = 'ünïcødé/名前.md';
    assert.equal(sha256Hex(text), createHash('sha256').update(text, 'utf8').digest('hex'));
  });
});
