// The layer tables of eslint.boundaries.mjs hold only arrows the code draws, name every room, and
// the source tree has no import cycle even counting type-only imports (which import/no-cycle skips).
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { importCycles, importGraph, roomArrows, unusedAllowances, type ImportGraph } from './importGraph';

const repoRoot = path.join(__dirname, '..', '..', '..');

type Layers = Record<string, readonly string[]>;
interface Tables { CORE_LAYERS: Layers; SOURCE_LAYERS: Layers; HOST_LAYERS: Record<string, Layers> }

/** `src/<folder>/<room>/...` or `src/<folder>/<room>.ts` gives `room`. */
function roomIn(folder: string): (file: string) => string | undefined {
  const prefix = `${folder}/`;
  return (file) => (file.startsWith(prefix) ? file.slice(prefix.length).split('/')[0].replace(/\.ts$/, '') : undefined);
}

function roomsOn(folder: string): string[] {
  return fs.readdirSync(path.join(repoRoot, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || entry.name.endsWith('.ts'))
    .map((entry) => entry.name.replace(/(\.d)?\.ts$/, ''))
    .sort();
}

describe('lint: the layer tables and the import graph', function () {
  this.timeout(60_000);
  let tables: Tables;
  let graph: ImportGraph;
  before(async () => {
    tables = (await import(pathToFileURL(path.join(repoRoot, 'eslint.boundaries.mjs')).href)) as Tables;
    graph = importGraph(repoRoot, 'src');
  });

  it('finds no import cycle in src/, type-only imports included', () => {
    assert.ok(graph.size > 100, `read ${graph.size} files`);
    assert.deepEqual(importCycles(graph), []);
  });

  it('finds a cycle made of a type-only import and a value import (the kind import/no-cycle misses)', () => {
    const fixture = importGraph(repoRoot, 'test/fixtures/lint/typeCycle');
    assert.deepEqual(importCycles(fixture), [['test/fixtures/lint/typeCycle/environment.ts', 'test/fixtures/lint/typeCycle/snapshot.ts']]);
  });

  it('keeps no allowance in CORE_LAYERS that no core file uses', () => {
    assert.deepEqual(unusedAllowances(tables.CORE_LAYERS, roomArrows(graph, roomIn('src/core'))), []);
  });

  it('keeps no allowance in SOURCE_LAYERS that no file uses', () => {
    assert.deepEqual(unusedAllowances(tables.SOURCE_LAYERS, roomArrows(graph, roomIn('src'))), []);
  });

  for (const host of ['vscode', 'mcp', 'node', 'hook', 'cli']) {
    it(`keeps no allowance in HOST_LAYERS.${host} that no file of src/${host} uses`, () => {
      assert.deepEqual(unusedAllowances(tables.HOST_LAYERS[host], roomArrows(graph, roomIn(`src/${host}`))), []);
    });
  }

  it('gives every room a line: each core folder, each part of src/, each sub-folder and file of a host', () => {
    assert.deepEqual(Object.keys(tables.CORE_LAYERS).sort(), roomsOn('src/core'));
    assert.deepEqual(Object.keys(tables.SOURCE_LAYERS).sort(), roomsOn('src'));
    assert.deepEqual(Object.keys(tables.HOST_LAYERS).sort(), ['cli', 'hook', 'mcp', 'node', 'vscode']);
    for (const [host, layers] of Object.entries(tables.HOST_LAYERS)) assert.deepEqual(Object.keys(layers).sort(), roomsOn(`src/${host}`), host);
  });

  it('reports an allowance no import uses', () => {
    const arrows = new Set(['edit -> text']);
    assert.deepEqual(unusedAllowances({ edit: ['text', 'search'], text: [] }, arrows), ['edit -> search']);
  });
});
