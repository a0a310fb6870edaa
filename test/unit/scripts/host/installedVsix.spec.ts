// The harness's --installed-vsix flag and which suites each kind of run picks (the installed-
// extension suites only with it), and the names `npm run package` and `npm start` agree on.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseHostArgs } from '../../../../scripts/host/args';
import { INSTALLED_SUITES, MULTI_ROOT_SUITES, projectSuites } from '../../../../scripts/host/build';
import { REPO_ROOT } from '../../../../scripts/host/paths';
import { packagedVsix, writeRunnerStub } from '../../../../scripts/host/vsix';
import { makeTempDir, removeTempDir } from '../../../helpers/tempTree';

const integration = path.join(REPO_ROOT, 'test', 'integration');
const under = (folder: string) => (file: string) => path.relative(integration, file).split(path.sep)[0] === folder;

describe('harness: --installed-vsix', () => {
  it('reads the file relative to where npm ran, and refuses to combine with --dialogs or --workspace-file', () => {
    const args = parseHostArgs(['--installed-vsix', 'guarded-edit-0.1.0.vsix']);
    assert.equal(args.installedVsix, path.resolve(process.env.INIT_CWD ?? process.cwd(), 'guarded-edit-0.1.0.vsix'));
    assert.equal(parseHostArgs([]).installedVsix, undefined);
    assert.throws(() => parseHostArgs(['--installed-vsix', 'x.vsix', '--dialogs']), /does not combine/);
    assert.throws(() => parseHostArgs(['--installed-vsix', 'x.vsix', '--workspace-file', 'w.code-workspace']), /does not combine/);
  });

  it('the installed-extension suites run only on their own kind of run, and no other suite runs there', () => {
    const installed = projectSuites('installed');
    assert.ok(installed.length > 0);
    assert.ok(installed.every(under(INSTALLED_SUITES)), installed.join('\n'));
    for (const kind of ['single-folder', 'multi-root'] as const) {
      assert.ok(!projectSuites(kind).some(under(INSTALLED_SUITES)), kind);
    }
    assert.ok(projectSuites('multi-root').every(under(MULTI_ROOT_SUITES)));
    assert.ok(projectSuites('single-folder').length > installed.length);
  });

  it('the development extension of an installed run is a stub with another id, contributing nothing', () => {
    const dir = makeTempDir('ge-stub-');
    try {
      const manifest = JSON.parse(fs.readFileSync(path.join(writeRunnerStub(dir), 'package.json'), 'utf8')) as Record<string, unknown>;
      assert.notEqual(`${String(manifest.publisher)}.${String(manifest.name)}`, 'guarded-edit.guarded-edit');
      assert.equal(manifest.main, undefined);
      assert.equal(manifest.contributes, undefined);
    } finally {
      removeTempDir(dir);
    }
  });
});

describe('the .vsix: name, build and README', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    name: string; version: string; scripts: Record<string, string>; categories: string[]; galleryBanner?: { color: string; theme: string };
  };

  it('npm run package writes guarded-edit-<version>.vsix, where npm start and CI look for it', () => {
    assert.equal(packagedVsix(), path.join(REPO_ROOT, `guarded-edit-${manifest.version}.vsix`));
    assert.doesNotMatch(manifest.scripts.package, /--out\b|-o\b/, 'vsce names the file itself');
    const ci = fs.readFileSync(path.join(REPO_ROOT, '.ci', 'run'), 'utf8');
    assert.match(ci, /vsix="guarded-edit-\$\(node -p "require\('\.\/package\.json'\)\.version"\)\.vsix"/);
    assert.match(ci, /npm run test:host -- --installed-vsix "\$vsix"/);
  });

  it('vscode:prepublish builds production (vsce runs it before packaging), and the README packaged is the user page', () => {
    assert.equal(manifest.scripts['vscode:prepublish'], 'node esbuild.mjs --production');
    assert.match(manifest.scripts.package, /--readme-path docs\/marketplace\.md/);
    const ignore = fs.readFileSync(path.join(REPO_ROOT, '.vscodeignore'), 'utf8').split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#'));
    assert.equal(ignore[0], '**', '.vscodeignore is an allow-list');
    // vsce adds the --readme-path file itself (as readme.md); listed here it would ship twice.
    assert.ok(!ignore.some((l) => /README/i.test(l)), ignore.join('\n'));
    assert.deepEqual(ignore.filter((l) => l.startsWith('!media/')), ['!media/icon.png'], 'screenshots stay out of the .vsix');
  });

  it('the user README has no development sections and shows its images by https URL', () => {
    const readme = fs.readFileSync(path.join(REPO_ROOT, 'docs', 'marketplace.md'), 'utf8');
    assert.doesNotMatch(readme, /^#+ (Development|Testing|Quick start)/m);
    assert.doesNotMatch(readme, /npm (test|start|run)/);
    const images = [...readme.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1]);
    assert.ok(images.length >= 4);
    for (const image of images) {
      assert.match(image, /^https:\/\/raw\.githubusercontent\.com\/guarded-edit\/guarded-edit\/main\/media\/[\w-]+\.png$/, image);
      assert.ok(fs.existsSync(path.join(REPO_ROOT, 'media', path.basename(image))), `${image} names a file of media/`);
    }
  });

  it('has a gallery banner and the Chat category', () => {
    assert.ok(manifest.categories.includes('Chat'));
    assert.match(manifest.galleryBanner?.color ?? '', /^#[0-9a-f]{6}$/i);
    assert.ok(manifest.galleryBanner?.theme === 'dark' || manifest.galleryBanner?.theme === 'light');
  });
});
