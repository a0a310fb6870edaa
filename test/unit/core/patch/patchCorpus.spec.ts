// The patch corpus (test/corpus/patch): another tool's scenarios re-stated in our own words, and
// git's own diffs of real commits of this repository. Each case runs through the core's whole
// validation against real files in a temporary folder; the plan is then applied to a copy of the
// files in memory and compared with the files expected after.
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { DiskDocuments } from '../../../../src/core/disk';
import { validatePatchRequest, type PlannedPatchFile } from '../../../../src/core/patch';
import type { EditEnvironment } from '../../../../src/core/change';
import { readFileBytes } from '../../../../src/node/fileBytes';
import { createNodeFs, nodePlatform } from '../../../../src/node/nodeFs';
import { makeTempDir, removeTempDir } from '../../../helpers/tempTree';

interface Case {
  id: string;
  rule?: string;
  subject?: string;
  before: Record<string, string>;
  patch: string;
  after: Record<string, string>;
  refused?: string;
  differs?: string;
}

const corpus = join(__dirname, '..', '..', '..', 'corpus', 'patch');
const load = (file: string) => (JSON.parse(readFileSync(join(corpus, file), 'utf8')) as { cases: Case[] }).cases;

function environment(root: string): EditEnvironment {
  const documents = new DiskDocuments(readFileBytes);
  return {
    roots: [{ name: 'ws', path: root }],
    platform: nodePlatform(),
    fs: createNodeFs(),
    trusted: true,
    protectedPatterns: ['**/.git/**'],
    maxFileBytes: 10 * 1024 * 1024,
    loadDocument: (target) => documents.load(target),
  };
}

function filesUnder(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else out[relative(root, path).split(sep).join('/')] = readFileSync(path, 'utf8');
    }
  };
  walk(root);
  return out;
}

/** The plan applied to the files in memory: what a host writes. */
function applyPlan(files: Record<string, string>, plan: readonly PlannedPatchFile[], root: string): Record<string, string> {
  const out = { ...files };
  const rel = (real: string) => relative(root, real).split(sep).join('/');
  for (const file of plan) {
    const from = rel(file.target.realPath);
    if (file.action === 'delete') delete out[from];
    else if (file.action === 'add') out[from] = file.newText ?? '';
    else {
      if (file.destination) delete out[from];
      out[rel((file.destination ?? file.target).realPath)] = file.newText ?? '';
    }
  }
  return out;
}

function runCases(cases: readonly Case[]): void {
  for (const c of cases) {
    const title = `${c.id}: ${c.rule ?? c.subject ?? ''}${c.differs ? ' (differs by design)' : ''}`;
    it(title, async () => {
      const root = makeTempDir('ge-patch-corpus-');
      try {
        for (const [path, text] of Object.entries(c.before)) {
          mkdirSync(dirname(join(root, path)), { recursive: true });
          writeFileSync(join(root, path), text);
        }
        const validation = await validatePatchRequest({ patch: c.patch }, environment(root));
        if (c.refused) {
          assert.equal(validation.ok, false, 'refused');
          if (!validation.ok) assert.ok(validation.errors.some((e) => e.code === c.refused), JSON.stringify(validation.errors.map((e) => [e.code, e.message])));
          assert.deepEqual(filesUnder(root), c.after, 'nothing changed');
          return;
        }
        if (!validation.ok) assert.fail(validation.errors.map((e) => `${e.code}: ${e.message}`).join('\n'));
        assert.deepEqual(applyPlan(filesUnder(root), validation.files, root), c.after);
      } finally {
        removeTempDir(root);
      }
    });
  }
}

describe('patch corpus: another tool\'s scenarios, re-stated (test/corpus/patch/codex)', () => {
  const cases = load('codex/scenarios.json');
  it('states a reason for every case whose outcome differs by design', () => {
    for (const c of cases.filter((x) => x.differs)) assert.ok((c.differs ?? '').length > 40, c.id);
    assert.ok(cases.length >= 20);
  });
  runCases(cases);
});

describe('patch corpus: git diffs of real commits of this repository (test/corpus/patch/git)', () => {
  runCases(load('git/commits.json'));
});
