// Placeholder for `guarded-edit undo`: the real command (undo through the journal) comes from the
// journal work and replaces this file at merge, with the same signature.
export function runUndo(argv: string[]): Promise<number> {
  void argv;
  process.stderr.write('history is not available in this build\n');
  return Promise.resolve(1);
}
