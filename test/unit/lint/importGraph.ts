// The import graph of a source tree as TypeScript reads it: every relative import, export-from,
// dynamic import and require, type-only imports included (import/no-cycle skips those).
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as ts from 'typescript';

/** Each file (relative to the tree's parent, '/'-separated) and the files of the tree it imports. */
export type ImportGraph = Map<string, Set<string>>;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, path.join(base, 'index.ts'), base].find((candidate) => candidate.endsWith('.ts') && fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

/** The graph of every `.ts` file under `tree`, named relative to `root`. */
export function importGraph(root: string, tree: string): ImportGraph {
  const name = (file: string): string => path.relative(root, file).split(path.sep).join('/');
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(path.join(root, tree))) {
    const imported = new Set<string>();
    for (const { fileName } of ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolveImport(file, fileName);
      if (target) imported.add(name(target));
    }
    graph.set(name(file), imported);
  }
  return graph;
}

/** The cycles of the graph: each strongly connected set of two files or more, or a file importing itself. */
export function importCycles(graph: ImportGraph): string[][] {
  // Tarjan's algorithm; each file is entered once and each arrow followed once.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const members: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      members.push(member);
    } while (member !== file);
    if (members.length > 1 || graph.get(file)?.has(file)) cycles.push(members.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** The arrows between rooms: `roomOf` names a file's room, or undefined for a file outside the table. */
export function roomArrows(graph: ImportGraph, roomOf: (file: string) => string | undefined): Set<string> {
  const arrows = new Set<string>();
  for (const [file, imported] of graph) {
    const from = roomOf(file);
    if (from === undefined) continue;
    for (const target of imported) {
      const to = roomOf(target);
      if (to !== undefined && to !== from) arrows.add(`${from} -> ${to}`);
    }
  }
  return arrows;
}

/** Allowances of a layer table that no import uses, as "room -> room". */
export function unusedAllowances(layers: Record<string, readonly string[]>, arrows: ReadonlySet<string>): string[] {
  return Object.entries(layers).flatMap(([room, allowed]) => allowed.map((to) => `${room} -> ${to}`)).filter((arrow) => !arrows.has(arrow));
}
