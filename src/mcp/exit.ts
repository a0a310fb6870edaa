// The server never ends without a word: why it ends goes to stderr, and an end that is not the
// client closing the connection gets a non-zero exit code.
import { log } from './log';

export function sayWhyOnExit(): void {
  let said = false;
  const say = (message: string) => {
    said = true;
    log(message);
  };
  process.stdin.once('end', () => say('the client closed the connection (end of stdin); exiting'));
  process.on('uncaughtException', (error) => {
    say(`fatal: ${error.stack ?? error.message}`);
    process.exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    say(`fatal: an unhandled rejection: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`);
    process.exit(1);
  });
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    process.once(signal, () => {
      say(`stopped by ${signal}`);
      process.exit(128 + ({ SIGHUP: 1, SIGINT: 2, SIGTERM: 15 } as const)[signal]);
    });
  }
  process.on('exit', (code) => {
    // A non-zero code was set by a path that logged why (a fatal error, a bad command line).
    if (said || code !== 0) return;
    process.exitCode = 1;
    log('exiting with code 1: the server ran out of work while the client was still connected');
  });
}
