// The committed validators.js is what its generator makes from the committed nbformat schema.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { notebookValidatorsSource, VALIDATORS_FILE } from '../../../../scripts/notebook/validatorsSource';

describe('core/notebook: the generated schema validators', () => {
  it('match the nbformat schema they are generated from (npm run generate:notebook-validators)', () => {
    assert.equal(readFileSync(VALIDATORS_FILE, 'utf8'), notebookValidatorsSource());
  });
});
