// A deterministic, code-like file for the planner benchmark: realistic line lengths (about 57
// characters), indentation, and an identifier unique to each line, so that any such line can be
// the old_string of an edit that occurs exactly once.

export interface CodeFile {
  text: string;
  /** The lines, without line endings. */
  lines: string[];
  /** Indexes of the lines that occur exactly once (all but the closing braces). */
  uniqueLines: number[];
}

const NOUNS = ['user', 'order', 'cache', 'record', 'buffer', 'session', 'invoice', 'token', 'widget', 'config', 'result', 'stream'];
const VERBS = ['fetch', 'parse', 'update', 'render', 'resolve', 'compute', 'validate', 'flush', 'merge', 'encode'];
const TYPES = ['string', 'number', 'boolean', 'Options', 'Record<string, unknown>', 'Item[]'];

/** A small, fast, seeded generator (mulberry32), so every run benchmarks the same file. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateCodeFile(lineCount: number, seed = 42): CodeFile {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const lines: string[] = [];
  const uniqueLines: number[] = [];
  for (let i = 0; i < lineCount; i++) {
    const indent = '  '.repeat(1 + Math.floor(random() * 3));
    const id = `${pick(NOUNS)}${i}`;
    let line: string;
    switch (i % 10) {
      case 0:
        line = `export function ${pick(VERBS)}_${id}(input: ${pick(TYPES)}): ${pick(TYPES)} {`;
        break;
      case 4:
        line = `${indent}// ${pick(VERBS)} the ${pick(NOUNS)} before ${id} by the caller`;
        break;
      case 7:
        line = `${indent}if (${id} === undefined) return ${pick(VERBS)}(${pick(NOUNS)}, opts);`;
        break;
      case 9:
        line = '}';
        break;
      default:
        line = `${indent}const ${id} = await ${pick(VERBS)}(${pick(NOUNS)}, ${Math.floor(random() * 1000)}, { retry: 1 });`;
    }
    lines.push(line);
    if (line !== '}') uniqueLines.push(i);
  }
  return { text: `${lines.join('\n')}\n`, lines, uniqueLines };
}
