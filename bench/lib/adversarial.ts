// Inputs that make a careless planner slow: periodic texts on which every position looks like a
// match, long partial matches, floods of occurrences, and misses whose closest text must be
// searched for. Each is planned against one JavaScript pass over its own text.
import type { Edit } from '../../src/core/request';
import type { CodeFile } from './codeFile';

export interface AdversarialCase {
  name: string;
  text: string;
  edits: Edit[];
  /** What the planner must answer: refused with this code, or planned. */
  expect: 'ok' | 'OLD_STRING_NOT_FOUND' | 'AMBIGUOUS_MATCH' | 'REPLACEMENT_COUNT_MISMATCH' | 'OVERLAPPING_EDITS';
  /** A miss whose diagnosis is what costs: held to the strict one-pass floor (best of 5 plain charCodeAt loops). */
  diagnosis?: boolean;
  /** Printed against one pass, with no speed target yet (the 5 MB old_strings): only the outcome is held. */
  informational?: boolean;
}

/** 400,000 short lines of code, each different (so that no line repeats the one before it). */
function shortLines(count: number): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) lines.push(`  v${i} = w[${i % 97}] + ${i % 13};`);
  return `${lines.join('\n')}\n`;
}

/** Lines that all call one function with the same first arguments, each with another last one. */
function sharedName(count: number): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) lines.push(`  result = compute(alpha, beta, gamma, delta, ${i});`);
  return `${lines.join('\n')}\n`;
}

/** Lines no file holds: an old_string made up by the model. */
const hallucinated = (k: number) => `    const settledAmount${k} = ledger.reconcile(invoice${k}, { strict: true });`;

/** The four misses of issue 25's worst case, each planned with its diagnosis. */
export function diagnosisCases(): AdversarialCase[] {
  const line = '  total = compute(value, 42);\n';
  const equalLines = line.repeat(500_000);
  const nearMiss = (k: number): Edit => ({ old_string: `  total = compute(valve${k}, 42);\n`, new_string: 'x\n' });
  const short = shortLines(400_000);
  return [
    { name: 'diagnosis_near_miss_500000_equal_lines', text: equalLines, edits: [nearMiss(0)], expect: 'OLD_STRING_NOT_FOUND', diagnosis: true },
    { name: 'diagnosis_near_misses_50', text: equalLines, edits: Array.from({ length: 50 }, (_, k) => nearMiss(k)), expect: 'OLD_STRING_NOT_FOUND', diagnosis: true },
    { name: 'diagnosis_hallucinated_line_400000_short_lines', text: short, edits: [{ old_string: hallucinated(0), new_string: 'x' }], expect: 'OLD_STRING_NOT_FOUND', diagnosis: true },
    // Re-anchoring's worst case: the old_string's longest name is on every line, and the symbols
    // around it agree for most of the line before they differ.
    {
      name: 'diagnosis_reanchor_name_on_400000_lines', text: sharedName(400_000),
      edits: [{ old_string: '  result = compute(alpha, beta, gamma, delta, epsilon);\n  log(result);', new_string: 'x' }],
      expect: 'OLD_STRING_NOT_FOUND', diagnosis: true,
    },
    {
      name: 'diagnosis_hallucinated_200_lines_400000_short_lines', text: short,
      edits: [{ old_string: Array.from({ length: 200 }, (_, k) => hallucinated(k)).join('\n'), new_string: 'x' }],
      expect: 'OLD_STRING_NOT_FOUND', diagnosis: true,
    },
  ];
}

const a = (n: number) => 'a'.repeat(n);

export function adversarialCases(): AdversarialCase[] {
  const as = a(5_000_000);
  const abs = 'ab'.repeat(2_500_000);
  // The same run of "a" with one "b" and more "a" at its very end: long patterns are found once.
  const asThenB = `${as}b${a(1000)}`;
  const line = '  total = compute(value, 42);\n';
  const equalLines = line.repeat(500_000);
  const nearMiss = (k: number): Edit => ({ old_string: `  total = compute(valve${k}, 42);\n`, new_string: 'x\n' });
  return [
    { name: 'a_1000_b_not_found', text: as, edits: [{ old_string: `${a(1000)}b`, new_string: 'x' }], expect: 'OLD_STRING_NOT_FOUND' },
    { name: 'a_16_b_not_found', text: as, edits: [{ old_string: `${a(16)}b`, new_string: 'x' }], expect: 'OLD_STRING_NOT_FOUND' },
    { name: 'a_100_ambiguous', text: as, edits: [{ old_string: a(100), new_string: 'x' }], expect: 'AMBIGUOUS_MATCH' },
    { name: 'a_100_replace_all', text: as, edits: [{ old_string: a(100), new_string: 'x', replace_all: true }], expect: 'ok' },
    { name: 'near_miss_500000_equal_lines', text: equalLines, edits: [nearMiss(0)], expect: 'OLD_STRING_NOT_FOUND' },
    { name: 'near_misses_50', text: equalLines, edits: Array.from({ length: 50 }, (_, k) => nearMiss(k)), expect: 'OLD_STRING_NOT_FOUND' },
    // Found here: V8's own indexOf needs about 90 passes for this one.
    { name: 'a_500_b_a_500_not_found', text: as, edits: [{ old_string: `${a(500)}b${a(500)}`, new_string: 'x' }], expect: 'OLD_STRING_NOT_FOUND' },
    { name: 'ab_500_c_ab_500_not_found', text: abs, edits: [{ old_string: `${'ab'.repeat(500)}c${'ab'.repeat(500)}`, new_string: 'x' }], expect: 'OLD_STRING_NOT_FOUND' },
    { name: 'a_100_expected_3', text: as, edits: [{ old_string: a(100), new_string: 'x', expected_replacements: 3 }], expect: 'REPLACEMENT_COUNT_MISMATCH' },
    // Many patterns over budget at once (one Aho-Corasick pass); found once each, at the end, overlapping.
    {
      name: 'a_k_b_100_patterns', text: asThenB,
      edits: Array.from({ length: 100 }, (_, k) => ({ old_string: `${a(200 + k)}b`, new_string: 'x' })),
      expect: 'OVERLAPPING_EDITS',
    },
    // Patterns whose five candidate anchors all fall in the run of "a"s.
    {
      name: 'a_j_b_a_1000_10_patterns', text: asThenB,
      edits: Array.from({ length: 10 }, (_, k) => ({ old_string: `${a(1500 + k)}b${a(1000)}`, new_string: 'x' })),
      expect: 'OVERLAPPING_EDITS',
    },
    { name: 'a_100_and_a_101_replace_all', text: as, edits: [{ old_string: a(100), new_string: 'x', replace_all: true }, { old_string: a(101), new_string: 'y', replace_all: true }], expect: 'OVERLAPPING_EDITS' },
  ];
}

/** The size of the large old_strings: an agent that pastes a whole generated file. */
export const LARGE_OLD_STRING = 5 * 1024 * 1024;

/**
 * A 5 MB old_string that is not in the file, planned against one pass over the file: the file's
 * own lines from its middle on (wrapping around) with one character changed halfway, so every
 * search finds its anchor lines and compares far before it fails; and one line of 5 MB.
 */
export function largeMissCases(file: CodeFile): AdversarialCase[] {
  const parts: string[] = [];
  let size = 0;
  for (let i = file.lines.length >> 1; size < LARGE_OLD_STRING; i = (i + 1) % file.lines.length) {
    parts.push(file.lines[i]);
    size += file.lines[i].length + 1;
  }
  const lines = parts.join('\n');
  const half = lines.length >> 1;
  const nearMiss = `${lines.slice(0, half)}#${lines.slice(half + 1)}`;
  const oneLine = nearMiss.replace(/\n/g, ' ');
  return [
    { name: 'old_string_5mb_lines_not_found', text: file.text, edits: [{ old_string: nearMiss, new_string: 'x' }], expect: 'OLD_STRING_NOT_FOUND', informational: true },
    { name: 'old_string_5mb_one_line_not_found', text: file.text, edits: [{ old_string: oneLine, new_string: 'x' }], expect: 'OLD_STRING_NOT_FOUND', informational: true },
  ];
}
