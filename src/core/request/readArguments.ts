// The read tool's arguments: its caps, and the wording of a bad offset or limit, shared by the
// schema's issue mapping and the read tool's own check.
import { quote } from '../errors';

/** The most lines one read returns. */
export const READ_MAX_LINES = 2000;
/** The most characters (UTF-16 code units) of numbered `content` one read returns: 256 KiB. */
export const READ_MAX_CHARS = 256 * 1024;
export interface Wording {
  message: string;
  recovery_hint: string;
}

/**
 * Specific wording for a read argument the schema refused: `offset` and `limit` at the top of
 * the read tool's input (the JSON path as zod reports it). Undefined for any other path, or when
 * the received value is in fact valid, so the caller keeps its generic wording.
 */
export function describeReadArgumentIssue(
  path: readonly (string | number)[],
  received: unknown,
): Wording | undefined {
  if (path.length !== 1) return undefined;
  if (path[0] === 'offset' && !isValidCount(received, 1)) return describeOffset(received);
  if (path[0] === 'limit' && !isValidCount(received, 0)) return describeLimit(received);
  return undefined;
}

export function isValidCount(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
}

export function describeOffset(received: unknown): Wording {
  const message = `offset must be a whole number of 1 or more (the first line is 1); received ${describeReceived(received)}.`;
  const fromString = numberInString(received);
  if (fromString !== undefined && fromString >= 1) {
    return { message, recovery_hint: `Send offset as a JSON number, not a string: offset: ${fromString}.` };
  }
  if (typeof received === 'number' && Number.isFinite(received) && received > 1 && received <= Number.MAX_SAFE_INTEGER) {
    return { message, recovery_hint: `Line numbers are whole numbers: use offset: ${Math.floor(received)}.` };
  }
  return { message, recovery_hint: 'Use offset: 1 to start at the first line, or leave offset out.' };
}

export function describeLimit(received: unknown): Wording {
  const message = `limit must be a whole number of 0 or more (the number of lines to read; 0 or missing means to the end); received ${describeReceived(received)}.`;
  const fromString = numberInString(received);
  if (fromString !== undefined) {
    return { message, recovery_hint: `Send limit as a JSON number, not a string: limit: ${fromString}.` };
  }
  if (typeof received === 'number' && Number.isFinite(received) && received > 0 && received <= Number.MAX_SAFE_INTEGER) {
    return {
      message,
      recovery_hint: `Use a whole number of lines, e.g. limit: ${Math.max(1, Math.floor(received))}, or leave limit out to read to the end.`,
    };
  }
  return { message, recovery_hint: 'Use a number of lines such as limit: 100, or leave limit out to read to the end.' };
}

/** A string that holds only a whole number, as models sometimes send ("10"). */
function numberInString(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\s*\d{1,15}\s*$/.test(value)) return undefined;
  return Number(value);
}

function describeReceived(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return `the string ${quote(value)}`;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `a value of type ${typeof value}`;
}
