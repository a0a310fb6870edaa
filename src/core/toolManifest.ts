// The JSON Schema of every tool's input, keyed by tool name, generated from the zod schemas.
import { multiEditInputJsonSchema } from './schema';

export function toolInputSchemas(): Record<string, Record<string, unknown>> {
  return {
    guarded_multi_edit: multiEditInputJsonSchema(),
  };
}
