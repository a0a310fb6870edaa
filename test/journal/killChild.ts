// The child of the kill test: requests that each move every file of a folder from version k to
// k+1 (all or none), through the journal, one after another until it is killed. "ready" on stdout
// once the first request has begun. Arguments: STATE_ROOT FOLDER FILES.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Journal, journaledWrite } from '../../src/node/journal';
import { versionOf, versionBytes } from './killFiles';

async function main(): Promise<void> {
  const [stateRoot, folder] = process.argv.slice(2);
  const journal = Journal.of(stateRoot, folder);
  const names = readdirSync(folder).filter((n) => n.startsWith('f')).sort();
  let said = false;
  for (let round = 0; round < 100_000; round++) {
    const befores = names.map((n) => readFileSync(join(folder, n)));
    const version = versionOf(befores[0]);
    const changes = names.map((n, i) => ({
      realPath: join(folder, n), displayPath: n, inputPath: [],
      before: befores[i], after: versionBytes(version + 1, i),
    }));
    if (!said) {
      process.stdout.write('ready\n');
      said = true;
    }
    const outcome = await journaledWrite({ stateRoot, journal, journals: [journal], keyOf: (p) => p, lockWaitMs: 10_000 }, { client: 'kill-test', session: 'kill', tool: 'test' }, changes);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
