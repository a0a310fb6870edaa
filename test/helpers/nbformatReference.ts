// The reference validator: the nbformat project's own Python package (Debian's python3-nbformat),
// run once for many notebooks. `referenceValidator()` is undefined where no Python has it, and the
// specs that use it then skip with a message that says so.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PROGRAM = [
  'import json, sys, nbformat',
  'out = {}',
  'for f in sys.argv[1:]:',
  '    try:',
  // utf-8-sig: Python's JSON reader refuses a BOM, which a notebook file may have and keeps.
  '        nb = json.loads(open(f, encoding="utf-8-sig").read())',
  // As the file is: no repair of duplicate ids, no conversion between versions.
  '        nbformat.validate(nb, repair_duplicate_cell_ids=False)',
  '        out[f] = None',
  '    except Exception as e:',
  '        out[f] = type(e).__name__ + ": " + str(e).splitlines()[0]',
  'print(json.dumps(out))',
].join('\n');

export const NO_REFERENCE_MESSAGE = 'python3-nbformat is not installed (apt-get install python3-nbformat; .ci/run installs it): the reference validator is skipped';

let python: string | null | undefined;

/** A Python that imports nbformat (the Debian interpreter when another python3 comes first on the PATH). */
function findPython(): string | null {
  if (python !== undefined) return python;
  python = null;
  for (const candidate of ['python3', '/usr/bin/python3']) {
    const probe = spawnSync(candidate, ['-c', 'import nbformat'], { encoding: 'utf8' });
    if (probe.status === 0) {
      python = candidate;
      break;
    }
  }
  return python;
}

/** Each notebook text's verdict: null when nbformat accepts it, else its first error line. */
export type ReferenceValidator = (notebooks: Record<string, string>) => Record<string, string | null>;

export function referenceValidator(): ReferenceValidator | undefined {
  const found = findPython();
  if (found === null) return undefined;
  return (notebooks) => {
    const folder = mkdtempSync(join(tmpdir(), 'nbformat-ref-'));
    try {
      const files = Object.entries(notebooks).map(([name, text], i) => {
        const file = join(folder, `${i}.ipynb`);
        writeFileSync(file, text);
        return { name, file };
      });
      const run = spawnSync(found, ['-c', PROGRAM, ...files.map((f) => f.file)], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      if (run.status !== 0) throw new Error(`nbformat's validator did not run: ${run.stderr}`);
      const verdicts = JSON.parse(run.stdout) as Record<string, string | null>;
      return Object.fromEntries(files.map((f) => [f.name, verdicts[f.file]]));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  };
}
