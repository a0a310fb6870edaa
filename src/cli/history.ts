// Placeholder for `guarded-edit history`: the real command (the journal's history) comes from the
// journal work and replaces this file at merge, with the same signature.
export function runHistory(argv: string[]): Promise<number> {
  void argv;
  process.stderr.write('history is not available in this build\n');
  return Promise.resolve(1);
}
