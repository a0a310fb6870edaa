// Words of the read and create tools for the person: the invocation messages VS Code shows while
// a tool runs, the one-line summaries of logs and notifications, and the confirmation of a
// create under guardedEdit.confirmFiles. They read unvalidated input best-effort.
import { SECOND_QUESTION, type ConfirmationText } from '../gate';
import { countLines, type CreateAction, type CreateResult } from './createFile';
import type { ReadResult } from './readFile';
import { plural, shortPath } from '../errors';

interface ReadRequestView {
  path: string | undefined;
  offset: number | undefined;
  limit: number | undefined;
}

function readView(input: unknown): ReadRequestView {
  const record = input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const count = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : undefined);
  return {
    path: typeof record.file_path === 'string' && record.file_path !== '' ? record.file_path : undefined,
    offset: count(record.offset),
    limit: count(record.limit),
  };
}

/** "src/app.ts (lines 10-59)", "src/app.ts (from line 10)", "src/app.ts". */
export function describeReadRequest(input: unknown): string {
  const { path, offset, limit } = readView(input);
  const name = path === undefined ? 'a file' : shortPath(path);
  const start = offset !== undefined && offset >= 1 ? offset : 1;
  if (limit !== undefined && limit > 0) return `${name} (lines ${start}-${start + limit - 1})`;
  if (start > 1) return `${name} (from line ${start})`;
  return name;
}

/** The read tool's invocation message: "Reading src/app.ts (lines 10-59)". */
export function readInvocationMessage(input: unknown): string {
  return `Reading ${describeReadRequest(input)}`;
}

/** The log line of a successful read: "read src/app.ts lines 1-40 of 120 (version 3)". */
export function describeReadSuccess(result: ReadResult): string {
  const lines = result.total_lines === 0 ? 'an empty file' : `lines ${result.start_line}-${result.end_line} of ${result.total_lines}`;
  return `read ${result.file_path}: ${lines} (version ${result.version})${result.truncated ? ', cut short by the size cap' : ''}`;
}

/** The summary of a refused read, for the notification: "Guarded Edit refused to read src/app.ts". */
export function readRefusalSummary(input: unknown): string {
  return `Guarded Edit refused to read ${describeReadRequest(input)}`;
}

interface CreateRequestView {
  path: string | undefined;
  lines: number | undefined;
  overwrite: boolean;
}

function createView(input: unknown): CreateRequestView {
  const record = input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  return {
    path: typeof record.file_path === 'string' && record.file_path !== '' ? record.file_path : undefined,
    lines: typeof record.content === 'string' ? countLines(record.content) : undefined,
    overwrite: record.overwrite === true,
  };
}

/** "src/new.ts (12 lines)". */
export function describeCreateRequest(input: unknown): string {
  const { path, lines } = createView(input);
  const name = path === undefined ? 'a file' : shortPath(path);
  return lines === undefined ? name : `${name} (${plural(lines, 'line')})`;
}

/**
 * The create tool's invocation message. `exists` is whether the target exists now, when known:
 * "Creating src/new.ts (12 lines)", "Overwriting src/app.ts (12 lines)".
 */
export function createInvocationMessage(input: unknown, exists?: boolean): string {
  const { overwrite } = createView(input);
  const verb = exists === true && overwrite ? 'Overwriting' : 'Creating';
  return `${verb} ${describeCreateRequest(input)}`;
}

/** The summary of a refused create, for the notification: "Guarded Edit refused to create src/new.ts (3 lines)". */
export function createRefusalSummary(input: unknown): string {
  return `Guarded Edit refused to ${createView(input).overwrite ? 'create or overwrite' : 'create'} ${describeCreateRequest(input)}`;
}

/** The notification and log line of a successful create: "Guarded Edit created src/new.ts (3 lines, 42 bytes)." */
export function createSuccessMessage(result: CreateResult): string {
  const verb = result.created ? 'created' : 'overwrote';
  return `Guarded Edit ${verb} ${result.file_path} (${plural(result.lines, 'line')}, ${plural(result.bytes, 'byte')}).`;
}

/** The confirmation of a create or overwrite of a file under guardedEdit.confirmFiles. */
export function describeCreateConfirmation(match: { displayPath: string; pattern: string; action: CreateAction }): ConfirmationText {
  const verb = match.action === 'create' ? 'create' : 'overwrite';
  return {
    title: `Allow ${match.action === 'create' ? 'creating' : 'overwriting'} ${match.displayPath}?`,
    message:
      `The model asks to ${verb} a file you asked to confirm:\n\n` +
      `- \`${match.displayPath}\` (matches \`${match.pattern}\` in \`guardedEdit.confirmFiles\`)\n\n` +
      `The path is still checked before it is written, and one Undo reverts it. ${SECOND_QUESTION}`,
  };
}
