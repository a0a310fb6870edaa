import assert from 'node:assert/strict';
import { randomHex } from '../../../src/node/randomHex';

describe('node/randomHex: names that do not collide, without node:crypto where the system has a random device', () => {
  it('gives two hex digits a byte, and no two alike in a thousand', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const hex = randomHex(6);
      assert.match(hex, /^[0-9a-f]{12}$/);
      seen.add(hex);
    }
    assert.equal(seen.size, 1000);
  });
});
