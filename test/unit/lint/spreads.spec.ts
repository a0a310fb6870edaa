// The lint rule against spreading an array that grows with the input into a call's arguments
// (push, fromCharCode, Math.max, ... and their apply form): each overflows the stack from about a
// hundred thousand elements. The rule is the project's own (eslint.config.mjs).
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';

const repoRoot = path.join(__dirname, '..', '..', '..');

async function flagged(code: string): Promise<boolean> {
  const { UNBOUNDED_SPREADS } = (await import(pathToFileURL(path.join(repoRoot, 'eslint.config.mjs')).href)) as { UNBOUNDED_SPREADS: Linter.RuleEntry[] };
  const eslint = new ESLint({
    cwd: repoRoot,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules: { 'no-restricted-syntax': ['error', ...UNBOUNDED_SPREADS] } }],
  });
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(repoRoot, 'src', 'core', 'text', 'example.ts') });
  return result.messages.some((m) => m.ruleId === 'no-restricted-syntax');
}

describe('lint: no unbounded spread into a call', function () {
  this.timeout(60_000);

  it('refuses an array spread into push, fromCharCode, Math.max, and their apply form', async () => {
    for (const code of [
      'errors.push(...more);',
      'const s = String.fromCharCode(...codes);',
      'const m = Math.max(...values);',
      'Array.prototype.push.apply(errors, more);',
      'const s = String.fromCharCode.apply(null, codes);',
    ]) assert.ok(await flagged(code), code);
  });

  it('lets a spread into an array literal, an object, or another call stand', async () => {
    for (const code of ['const all = [...a, ...b];', 'const o = { ...a };', 'const p = join(home, ...parts);', 'errors.push(one, two);']) {
      assert.ok(!(await flagged(code)), code);
    }
  });
});
