// The layering rules fail on deliberate violations: a fixture tree (test/fixtures/lint) holds an
// import cycle, a core folder reaching past another's face, the core importing a Node built-in,
// and a host reaching inside a core folder. The rules are the project's own (eslint.boundaries.mjs).
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';

const repoRoot = path.join(__dirname, '..', '..', '..');
const fixtureRoot = path.join(repoRoot, 'test', 'fixtures', 'lint');

interface Finding { file: string; rule: string | null; line: number }

async function boundaryLinter(cwd: string, extra: Linter.Config[] = []): Promise<ESLint> {
  const { boundaries } = (await import(pathToFileURL(path.join(repoRoot, 'eslint.boundaries.mjs')).href)) as { boundaries: Linter.Config[] };
  return new ESLint({
    cwd,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...boundaries, ...extra],
  });
}

/** The rules that fire on one line of code placed at `file` (relative to the repository). */
async function rulesForLine(file: string, code: string): Promise<(string | null)[]> {
  // The cycle rule needs files on disk; these one-line texts exist only here.
  const eslint = await boundaryLinter(repoRoot, [{ files: ['**/*.ts'], rules: { 'import/no-cycle': 'off' } }]);
  const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath: path.join(repoRoot, file) });
  return result.messages.map((m) => m.ruleId);
}

async function lintFixture(): Promise<Finding[]> {
  const eslint = await boundaryLinter(fixtureRoot);
  const results = await eslint.lintFiles(['src/**/*.ts']);
  return results.flatMap((r) => r.messages.map((m) => ({ file: path.relative(fixtureRoot, r.filePath).split(path.sep).join('/'), rule: m.ruleId, line: m.line })));
}

describe('lint: the layering rules', function () {
  this.timeout(60_000);
  let findings: Finding[];
  before(async () => {
    findings = await lintFixture();
  });

  const rulesAt = (file: string): (string | null)[] => findings.filter((f) => f.file === file).map((f) => f.rule);

  it('finds an import cycle between two core folders, even through their faces', () => {
    assert.ok(rulesAt('src/core/alpha/alpha.ts').includes('import/no-cycle'), JSON.stringify(findings));
    assert.ok(rulesAt('src/core/beta/beta.ts').includes('import/no-cycle'), JSON.stringify(findings));
  });

  it('refuses a core folder that reaches past another folder\'s face', () => {
    assert.deepEqual(rulesAt('src/core/gamma/index.ts'), ['no-restricted-imports']);
  });

  it('refuses a Node built-in in the core', () => {
    assert.deepEqual(rulesAt('src/core/gamma/pure.ts'), ['no-restricted-imports']);
  });

  it('refuses a host reaching inside a core folder, and lets it use a face', () => {
    const host = findings.filter((f) => f.file === 'src/host/adapter.ts');
    assert.deepEqual(host.map((f) => [f.rule, f.line]), [['no-restricted-imports', 3]]);
  });

  it('lets a core folder import only the folders below it, type imports included', async () => {
    assert.deepEqual(await rulesForLine('src/core/errors/x.ts', "import type { value } from '../path';"), ['no-restricted-imports']);
    assert.deepEqual(await rulesForLine('src/core/path/x.ts', "import { value } from '../pipeline';"), ['no-restricted-imports']);
    assert.deepEqual(await rulesForLine('src/core/request/x.ts', "import { value } from '../files';"), ['no-restricted-imports']);
    assert.deepEqual(await rulesForLine('src/core/pipeline/x.ts', "import { value } from '../path';"), []);
    assert.deepEqual(await rulesForLine('src/core/files/x.ts', "import { value } from '../text';"), []);
  });

  it('lets a host room import only the rooms its line allows, type imports included', async () => {
    const restricted = ['import/no-restricted-paths'];
    assert.deepEqual(await rulesForLine('src/vscode/world/x.ts', "import type { value } from '../apply/editService';"), restricted);
    assert.deepEqual(await rulesForLine('src/vscode/ask/x.ts', "export type { value } from '../report/diagnostics';"), restricted);
    assert.deepEqual(await rulesForLine('src/vscode/apply/x.ts', "import type { value } from '../world/settings';"), []);
    assert.deepEqual(await rulesForLine('src/mcp/log.ts', "import type { value } from './server';"), restricted);
    assert.deepEqual(await rulesForLine('src/mcp/server.ts', "import { value } from './log';"), []);
    assert.deepEqual(await rulesForLine('src/node/nodeFs.ts', "import type { value } from './syncFs';"), restricted);
    assert.deepEqual(await rulesForLine('src/cli/places.ts', "import { value } from './main';"), restricted);
  });

  it('keeps each part of src/ off the parts above it, type imports included', async () => {
    const restricted = ['import/no-restricted-paths'];
    assert.deepEqual(await rulesForLine('src/node/x.ts', "import type { value } from '../vscode/world/settings';"), restricted);
    assert.deepEqual(await rulesForLine('src/mcp/x.ts', "import { value } from '../hook/runHook';"), restricted);
    assert.deepEqual(await rulesForLine('src/mcp/x.ts', "import { value } from '../cli/commands/history';"), restricted);
    assert.deepEqual(await rulesForLine('src/vscode/tools/x.ts', "import type { value } from '../../mcp/session/context';"), restricted);
    assert.deepEqual(await rulesForLine('src/hook/x.ts', "import { value } from '../node/nodeFs';"), []);
  });

  it('keeps the planner off the folders that need only text helpers', async () => {
    for (const folder of ['files', 'editor', 'problems', 'text', 'search', 'diagnose']) {
      assert.deepEqual(await rulesForLine(`src/core/${folder}/x.ts`, "import { value } from '../edit';"), ['no-restricted-imports'], folder);
    }
  });

  it('finds nothing else in the fixture', () => {
    const expected = new Set(['src/core/alpha/alpha.ts', 'src/core/alpha/index.ts', 'src/core/beta/beta.ts', 'src/core/beta/index.ts', 'src/core/gamma/index.ts', 'src/core/gamma/pure.ts', 'src/host/adapter.ts']);
    assert.deepEqual(findings.filter((f) => !expected.has(f.file)), []);
  });
});
