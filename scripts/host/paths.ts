// Where the harness keeps things. Everything it writes is under the repository's ignored
// folders (`.vscode-test/`, `test-results/`, `out/`, `dist/`) or the system temp folder.
import * as path from 'node:path';

/** The repository root (this file is scripts/host/paths.ts). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Cache of installed code-server builds, Node 22, npm's cache: `.vscode-test/`. */
export const CACHE_DIR = path.join(REPO_ROOT, '.vscode-test');

/** Compiled in-host suites and the runner: `out/integration/`. */
export const OUT_DIR = path.join(REPO_ROOT, 'out', 'integration');

/** The runner loaded as extensionTestsPath. */
export const RUNNER_FILE = path.join(OUT_DIR, 'index.js');

/** Default results folder of `npm run test:host`. */
export const RESULTS_DIR = path.join(REPO_ROOT, 'test-results', 'host');

/** The fixture workspace copied for every in-host run. */
export const FIXTURE_WORKSPACE = path.join(REPO_ROOT, 'test', 'fixtures', 'workspace');

/** The multi-root workspace file of the project's multi-root suites (test/integration/multiRoot/);
 *  the harness copies test/fixtures/multi-root/ (the file and the folders it lists). */
export const FIXTURE_MULTI_ROOT = path.join(REPO_ROOT, 'test', 'fixtures', 'multi-root', 'home', 'multi-root.code-workspace');

/** The sample workspace `npm start` opens (a copy of it). */
export const SAMPLE_WORKSPACE = path.join(REPO_ROOT, 'test', 'fixtures', 'sample-workspace');

/** A path relative to the repository when it is inside it (for messages), else absolute. */
export function shown(p: string): string {
  const rel = path.relative(REPO_ROOT, p);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : p;
}
