// Reading what the runner inside the extension host wrote: the events file (printed live, one
// line per test) and the results file (the final word). Exit codes: 0 all passed, 1 a test
// failed or no test ran; the harness's own failures (exit 2) are decided elsewhere.
import * as fs from 'node:fs';
import type { RunResults, TestEvent } from './protocol';

export class EventTail {
  private offset = 0;
  private partial = '';

  constructor(private readonly file: string) {}

  /** Complete lines appended since the last call. */
  read(): TestEvent[] {
    let fd: number;
    try {
      fd = fs.openSync(this.file, 'r');
    } catch {
      return [];
    }
    try {
      const size = fs.fstatSync(fd).size;
      if (size <= this.offset) return [];
      const buffer = Buffer.alloc(size - this.offset);
      fs.readSync(fd, buffer, 0, buffer.length, this.offset);
      this.offset = size;
      const text = this.partial + buffer.toString('utf8');
      const lines = text.split('\n');
      this.partial = lines.pop() ?? '';
      return lines.filter((l) => l.trim()).map((l) => JSON.parse(l) as TestEvent);
    } finally {
      fs.closeSync(fd);
    }
  }
}

function ms(d: number | undefined): string {
  return d === undefined ? '' : ` (${d} ms)`;
}

function indent(text: string, by = '      '): string {
  return text
    .split('\n')
    .map((l) => by + l)
    .join('\n');
}

export function printEvent(e: TestEvent): void {
  switch (e.type) {
    case 'start':
      console.log(`running ${e.files.length} suite file(s) in VS Code ${e.vscodeVersion} (extension host on Node ${e.nodeVersion})`);
      break;
    case 'pass':
      console.log(`  pass  ${e.title}${ms(e.durationMs)}`);
      break;
    case 'pending':
      console.log(`  skip  ${e.title}`);
      break;
    case 'fail':
      console.log(`  FAIL  ${e.title}${ms(e.durationMs)}`);
      break;
    case 'begin':
    case 'end':
      break;
  }
}

export function readResults(file: string): RunResults | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as RunResults;
  } catch {
    return undefined;
  }
}

/** Prints the failures with their errors and the closing `N passed, N failed` line; returns the
 *  exit code (0 or 1). */
export function report(results: RunResults): 0 | 1 {
  reportFailures(results);
  return reportTotals(results.passed, results.failed);
}

/** The failures of one run with their errors, and how many were skipped. */
export function reportFailures(results: RunResults): void {
  const failures = results.tests.filter((t) => t.state === 'failed');
  if (failures.length) {
    console.log('\nfailures:');
    failures.forEach((f, i) => {
      console.log(`\n  ${i + 1}) ${f.title}${f.file ? `  [${f.file}]` : ''}`);
      console.log(indent(f.error ?? '(no error message)'));
    });
    console.log('');
  }
  if (results.pending) console.log(`${results.pending} skipped`);
}

/** The closing `N passed, N failed` line (the last line of a run); 0 when all passed and at
 *  least one test ran, else 1. */
export function reportTotals(passed: number, failed: number): 0 | 1 {
  const none = passed + failed === 0;
  if (none) console.log('no test ran: a run without tests is a failure');
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 && !none ? 0 : 1;
}
