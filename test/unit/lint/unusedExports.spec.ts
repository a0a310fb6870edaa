// Every value exported by a file of src/ is imported by some file of src/, test/, bench/ or
// scripts/; only the build's entry points (esbuild.mjs) export for no importer of ours.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { unusedExports } from './exportGraph';

const repoRoot = path.join(__dirname, '..', '..', '..');

/** The entry points esbuild.mjs builds: their exports are their program's face. */
function buildEntries(): string[] {
  const build = fs.readFileSync(path.join(repoRoot, 'esbuild.mjs'), 'utf8');
  return [...build.matchAll(/entryPoints: \[([^\]]*)\]/g)].flatMap((match) => [...match[1].matchAll(/'([^']+)'/g)].map((entry) => entry[1]));
}

describe('lint: no export of src/ that nothing imports', function () {
  this.timeout(60_000);
  it('finds every exported value of src/ imported somewhere', () => {
    const entries = buildEntries();
    assert.ok(entries.includes('src/extension.ts'), `entries: ${entries.join(', ')}`);
    assert.deepEqual(unusedExports(repoRoot, ['src'], ['src', 'test', 'bench', 'scripts'], entries), []);
  });
});
