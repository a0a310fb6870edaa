// The wire of the stdio server: one JSON-RPC message per line on stdin. The SDK's transport closes
// the whole connection on a line over its buffer (10 MiB by default, less than the largest file
// the tools accept, and then the process ended with code 0 and no word). Here every line up to
// the limit reaches the transport; a longer one is skipped as it streams in (never held whole),
// answered with a JSON-RPC error naming the limit, and the server keeps serving.
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { log } from './log';

/** How much of an oversized line is kept to find its id: its head and its tail. */
const ID_WINDOW = 4096;

/**
 * The largest message served: four times the largest file (JSON escapes text: a tab, quote or
 * backslash takes two bytes, a control character six) plus 1 MiB for the rest of the call.
 */
export function wireLimit(maxFileBytes: number): number {
  return 4 * maxFileBytes + 1024 * 1024;
}

export function stdioTransport(maxFileBytes: number, stdin: Readable = process.stdin, stdout: Writable = process.stdout): StdioServerTransport {
  const limit = wireLimit(maxFileBytes);
  const lines = boundedLines(stdin, limit, (id, size) => {
    log(`refused a message of ${size} bytes or more: the limit is ${limit} bytes (4 x --max-file-size-mb + 1 MiB); still serving`);
    if (id === undefined) return;
    const error = { code: -32600, message: `The message is larger than this server's limit of ${limit} bytes (four times the largest file, set with --max-file-size-mb, plus 1 MiB). Send a smaller request: edit the file in parts, or ask the person to raise --max-file-size-mb.` };
    stdout.write(`${JSON.stringify({ jsonrpc: '2.0', id, error })}\n`);
  });
  // The transport's own buffer never holds more than one line below the limit and one chunk.
  return new StdioServerTransport(lines, stdout, { maxBufferSize: limit + 1024 * 1024 });
}

/** A stream of stdin's lines up to `limit` bytes; longer lines are dropped and reported with the id found in them. */
export function boundedLines(input: Readable, limit: number, onOversize: (id: string | number | undefined, size: number) => void): PassThrough {
  const out = new PassThrough();
  let pending = 0; // bytes of the current line passed through so far (or counted, when skipping)
  let skipping = false;
  let held: Buffer[] = []; // the current line's bytes, held until it is known to fit
  let head = Buffer.alloc(0);
  let tail = Buffer.alloc(0);
  input.on('data', (chunk: Buffer) => {
    let start = 0;
    for (let nl = chunk.indexOf(0x0a); ; nl = chunk.indexOf(0x0a, start)) {
      const end = nl === -1 ? chunk.length : nl + 1;
      const piece = chunk.subarray(start, end);
      pending += piece.length;
      if (!skipping && pending > limit) {
        skipping = true;
        const whole = Buffer.concat([...held, piece]);
        head = whole.subarray(0, ID_WINDOW);
        tail = whole.subarray(Math.max(0, whole.length - ID_WINDOW));
        held = [];
      } else if (skipping) {
        tail = Buffer.concat([tail, piece]).subarray(-ID_WINDOW);
      } else held.push(piece);
      if (nl === -1) break;
      // The line ends here.
      if (skipping) onOversize(findId(head, tail), pending);
      else out.write(Buffer.concat(held));
      held = [];
      pending = 0;
      skipping = false;
      start = end;
      if (start >= chunk.length) break;
    }
  });
  input.on('end', () => {
    if (held.length > 0 && !skipping) out.write(Buffer.concat(held));
    out.end();
  });
  input.on('error', (error) => out.destroy(error));
  return out;
}

/** The JSON-RPC id of a message from its first and last bytes (where clients put it). */
function findId(head: Buffer, tail: Buffer): string | number | undefined {
  for (const part of [tail.toString('utf8'), head.toString('utf8')]) {
    const matches = [...part.matchAll(/"id"\s*:\s*("(?:[^"\\]|\\.){0,200}"|-?\d{1,16})\s*[,}]/g)];
    const last = matches[matches.length - 1];
    if (last) return JSON.parse(last[1]) as string | number;
  }
  return undefined;
}
