// The GitHub workflows: each file in .github/workflows passes a workflow linter (action-validator
// from npm, which checks them against the workflow schema on this machine, offline), the linter
// refuses a broken one, and the release workflow does what docs/CONTRIBUTING.md says it does.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REPO = join(__dirname, '..', '..', '..');
const WORKFLOWS = join(REPO, '.github', 'workflows');
const VALIDATOR = join(REPO, 'node_modules', '.bin', 'action-validator');

function validate(file: string): { code: number | null; output: string } {
  const ran = spawnSync(VALIDATOR, [file], { encoding: 'utf8' });
  return { code: ran.status, output: `${ran.stdout}${ran.stderr}` };
}

describe('GitHub workflows', () => {
  const files = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name)).sort();
  const release = readFileSync(join(WORKFLOWS, 'release.yml'), 'utf8');

  it('are ci.yml and release.yml', () => {
    assert.deepEqual(files, ['ci.yml', 'release.yml']);
  });

  for (const name of files) {
    it(`${name} passes the workflow linter`, () => {
      const result = validate(join(WORKFLOWS, name));
      assert.equal(result.code, 0, result.output);
    });
  }

  it('the linter refuses a workflow with a misspelt key (it can fail)', () => {
    const folder = mkdtempSync(join(tmpdir(), 'guarded-workflow-'));
    try {
      const broken = join(folder, 'broken.yml');
      writeFileSync(broken, 'on: push\njobs:\n  ci:\n    runs-on: ubuntu-latest\n    stepz:\n      - run: bash .ci/run\n');
      const result = validate(broken);
      assert.equal(result.code, 1, result.output);
      assert.match(result.output, /stepz/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('CI runs .ci/run on Node 20', () => {
    const ci = readFileSync(join(WORKFLOWS, 'ci.yml'), 'utf8');
    assert.match(ci, /run: bash \.ci\/run/);
    assert.match(ci, /node-version: 20\b/);
  });

  it('a v* tag runs .ci/run, then publishes to npm with provenance, both marketplaces and a GitHub release', () => {
    assert.match(release, /tags: \['v\*'\]/);
    assert.match(release, /id-token: write/);
    const steps = ['run: bash .ci/run', 'npm publish', 'vsce publish', 'ovsx publish', 'gh release create'].map((step) => release.indexOf(step));
    assert.ok(steps.every((at) => at > 0), JSON.stringify(steps));
    assert.deepEqual([...steps].sort((a, b) => a - b), steps, 'in this order: CI first');
    assert.match(release, /npm publish \S+ --provenance/);
    assert.match(release, /gh release create .*\.vsix" .*\.tgz"/);
  });

  it('takes every token from a secret that docs/CONTRIBUTING.md names', () => {
    const contributing = readFileSync(join(REPO, 'docs', 'CONTRIBUTING.md'), 'utf8');
    const secrets = [...release.matchAll(/secrets\.(\w+)/g)].map((match) => match[1]);
    assert.deepEqual([...new Set(secrets)].sort(), ['NPM_TOKEN', 'OVSX_PAT', 'VSCE_PAT']);
    for (const secret of secrets) assert.ok(contributing.includes(`\`${secret}\``), `${secret} is named in docs/CONTRIBUTING.md`);
  });

  it('the versions a release publishes agree: package.json, the plugin and its marketplace entry', () => {
    const version = (JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string }).version;
    const plugin = JSON.parse(readFileSync(join(REPO, '.claude-plugin', 'plugin.json'), 'utf8')) as { version: string };
    assert.equal(plugin.version, version);
    const marketplace = JSON.parse(readFileSync(join(REPO, '.claude-plugin', 'marketplace.json'), 'utf8')) as { plugins: { version: string; source: { version: string } }[] };
    assert.deepEqual(marketplace.plugins.map((p) => [p.version, p.source.version]), [[version, version]]);
    assert.match(release, /test "\$\{GITHUB_REF_NAME\}" = "v\$\(node -p "require\('\.\/package\.json'\)\.version"\)"/, 'the tag must name that version');
  });
});
