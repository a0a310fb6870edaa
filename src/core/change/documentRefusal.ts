// A document loader's refusal with the core's own errors (e.g. a file whose bytes would not come
// back unchanged): thrown by EditEnvironment.loadDocument, reported as these errors rather than as
// a failure to open the file.
import type { GuardedError } from '../errors';

export class DocumentRefusal extends Error {
  constructor(readonly errors: GuardedError[]) {
    super(errors.map((e) => e.message).join(' '));
    this.name = 'DocumentRefusal';
  }
}
