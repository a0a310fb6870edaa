// The npm package as a user gets it: `npm pack` in the repository (which runs the `prepack`
// production build), once per test run, into a folder of its own.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO = resolve(__dirname, '..', '..');

let tarball: string | undefined;

/** The path of guarded-edit-<version>.tgz, packed on first use. */
export function packedTarball(): string {
  if (tarball !== undefined) return tarball;
  const folder = realpathSync(mkdtempSync(join(tmpdir(), 'guarded-pack-')));
  execFileSync('npm', ['pack', '--pack-destination', folder], { cwd: REPO, stdio: 'pipe', env: { ...process.env, npm_config_update_notifier: 'false' } });
  const packed = readdirSync(folder).filter((name) => /^guarded-edit-.+\.tgz$/.test(name));
  if (packed.length !== 1) throw new Error(`npm pack wrote ${JSON.stringify(packed)} into ${folder}`);
  tarball = join(folder, packed[0]);
  return tarball;
}

/** The names of the files in a tarball (without npm's "package/" prefix). */
export function tarballFiles(path: string): string[] {
  return execFileSync('tar', ['-tzf', path], { encoding: 'utf8' }).split('\n').filter(Boolean).map((name) => name.replace(/^package\//, '')).sort();
}

/** Unpacks a tarball into `folder`/package and returns that folder. */
export function unpack(path: string, folder: string): string {
  execFileSync('tar', ['-xzf', path, '-C', folder]);
  return join(folder, 'package');
}
