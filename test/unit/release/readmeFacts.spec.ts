// The README's facts that are numbers of the build, held to the build: the version in the names of
// the release's files, the Node and VS Code it says run the product, the files of the npm package;
// sizes and counts of bundles are not stated (they change with every build). And what `npm ci`
// installs accepts the Node the README states, so it installs without an engine warning.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { HOOK_FILES_BESIDE, HOOK_LAUNCHER, HOOK_PARTS } from '../../../src/node/hookFiles';

const REPO = join(__dirname, '..', '..', '..');
const read = (...parts: string[]): string => readFileSync(join(REPO, ...parts), 'utf8');

interface Manifest {
  version: string;
  engines: { node: string; vscode: string };
}
interface Lock {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
}

const semver = createRequire(__filename)('semver') as { satisfies(version: string, range: string): boolean };

describe('README facts of the build', () => {
  const manifest = JSON.parse(read('package.json')) as Manifest;
  const readme = read('README.md');
  const docs = ['README.md', ...readdirSync(join(REPO, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

  it('names the release files by the version of package.json, in the README and docs/', () => {
    for (const doc of docs) {
      const versions = [...read(doc).matchAll(/guarded-edit-(\d+\.\d+\.\d+)\.(?:vsix|tgz)/g)].map((m) => m[1]);
      assert.deepEqual([...new Set(versions)].filter((v) => v !== manifest.version), [], `${doc} names another version than ${manifest.version}`);
    }
    assert.match(readme, new RegExp(`guarded-edit-${manifest.version.replace(/\./g, '\\.')}\\.tgz`));
  });

  it('states the Node and the VS Code of package.json\'s engines', () => {
    assert.equal(manifest.engines.node, '>=20');
    assert.match(readme, /Node 20 or later for the MCP server, the hook and the command line/);
    assert.equal(manifest.engines.vscode, '^1.95.0');
    assert.match(readme, /VS ?\n?Code 1\.95 or later for the extension/);
    for (const workflow of ['ci.yml', 'release.yml']) assert.match(read('.github', 'workflows', workflow), /node-version: 20\b/, workflow);
  });

  it('states no size or count of the bundles', () => {
    assert.doesNotMatch(readme, /bundles?\b[^.]{0,40}\d+(\.\d+)? ?[KM]i?B/i);
    assert.doesNotMatch(readme, /\b(two|three|four|five|\d+) (small )?bundles\b/i);
  });

  it('lists the bundles of the npm package as its allow-list (.npmignore) has them', () => {
    const listed = /the bundles the command line needs \(([^)]*)\)/.exec(readme.replace(/\n/g, ' '))?.[1] ?? '';
    const named = [...listed.matchAll(/`(dist\/[\w-]+\.js)`/g)].map((m) => m[1]).sort();
    const allowed = [...read('.npmignore').matchAll(/^!\/(dist\/[\w-]+\.js)$/gm)].map((m) => m[1]).sort();
    assert.ok(named.length > 0, 'the README lists them');
    assert.deepEqual(named, allowed);
  });

  it('ships in the npm package every file the hook launcher needs beside it (its program, parts and WebAssembly)', () => {
    const allowed = new Set([...read('.npmignore').matchAll(/^!\/dist\/([\w.-]+)$/gm)].map((m) => m[1]));
    assert.deepEqual([HOOK_LAUNCHER, ...HOOK_FILES_BESIDE].filter((file) => !allowed.has(file)), []);
    // And the shell parser's native pairs (install copies this machine's, when there is one).
    assert.match(read('.npmignore'), /^!\/dist\/native\/$/m);
  });

  it('builds exactly the hook parts that install copies and doctor looks for (esbuild.mjs and src/node/hookFiles.ts)', () => {
    const built = [...read('esbuild.mjs').matchAll(/\{ file: '(hook-[a-z]+\.js)', source: /g)].map((m) => m[1]).sort();
    assert.deepEqual(built, Object.values(HOOK_PARTS).sort());
  });

  it('every package npm ci installs accepts this Node 20 (no engine warning)', function () {
    if (!process.version.startsWith('v20.')) this.skip(); // the check is of the Node the README states
    const lock = JSON.parse(read('package-lock.json')) as Lock;
    const refused = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines !== undefined && !Array.isArray(entry.engines) && typeof entry.engines.node === 'string')
      .filter(([, entry]) => !semver.satisfies(process.version, (entry.engines as { node: string }).node))
      .map(([path, entry]) => `${path} wants Node ${(entry.engines as { node: string }).node}`);
    assert.deepEqual(refused, []);
  });
});
