// Runs before `npm start` and `npm test`: on a fresh clone, installs the project's npm
// dependencies (`npm ci`) so that those two commands work as the README writes them.
// Plain JavaScript on purpose: nothing else is installed yet when it runs.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const wanted = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
const missing = wanted.filter((name) => !existsSync(join(root, 'node_modules', name, 'package.json')));

if (missing.length) {
  const lock = existsSync(join(root, 'package-lock.json'));
  const args = lock ? ['ci'] : ['install'];
  console.log(`installing the npm dependencies (npm ${args[0]}); missing: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', ...' : ''}`);
  const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
  const r = spawnSync(npm[0], [...npm.slice(1), ...args], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
