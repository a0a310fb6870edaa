// The server's log: stderr, one line each (stdout carries the protocol).
export function log(message: string): void {
  process.stderr.write(`[guarded-edit] ${message}\n`);
}
