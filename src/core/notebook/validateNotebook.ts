// The nbformat v4 schema's verdict on a notebook, checked before anything is written. The schema
// is the nbformat project's (schema/nbformat.v4.schema.json, v4.5), compiled ahead of time into
// schema/validators.js. Notebooks of 4.0 to 4.4 have no cell ids: they are checked with the same
// schema less its cell ids (the 4.4 schema differs from 4.5 only there; 4.0 to 4.3 add nothing it lacks).
import { quote } from '../errors';
import { validateCodeCell, validateMarkdownCell, validateNbformat4, validateRawCell, type SchemaError, type Validate } from './schema/validators';

export interface SchemaProblem {
  /** JSON pointer into the notebook, "/cells/3/outputs/0". */
  pointer: string;
  /** The index of the cell the problem is in, when it is in one. */
  cell?: number;
  /** What is wrong there, in words. */
  what: string;
}

/** The first problem the schema finds in the notebook, or undefined when it is valid. */
export function schemaProblem(json: Record<string, unknown>, minor: number): SchemaProblem | undefined {
  const cells = Array.isArray(json.cells) ? (json.cells as unknown[]) : [];
  let checked: Record<string, unknown> = json;
  if (minor < 5) {
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i];
      if (cell !== null && typeof cell === 'object' && 'id' in cell) {
        return { pointer: `/cells/${i}/id`, cell: i, what: `has an "id", which nbformat 4.${minor} does not allow (cell ids came with 4.5)` };
      }
    }
    checked = { ...json, nbformat_minor: 5, cells: cells.map((cell) => (cell !== null && typeof cell === 'object' ? { id: 'x', ...cell } : cell)) };
  } else {
    const seen = new Map<string, number>();
    for (let i = 0; i < cells.length; i++) {
      const id = (cells[i] as { id?: unknown } | null)?.id;
      if (typeof id !== 'string') continue;
      const first = seen.get(id);
      if (first !== undefined) return { pointer: `/cells/${i}/id`, cell: i, what: `has the id ${quote(id, 40)} of cell ${first}; ids must be unique` };
      seen.set(id, i);
    }
  }
  if (validateNbformat4(checked)) return undefined;
  const errors = validateNbformat4.errors ?? [];
  const error = errors[errors.length - 1];
  if (!error) return { pointer: '', what: 'does not match the nbformat v4 schema' };
  const match = /^\/cells\/(\d+)/.exec(error.instancePath);
  if (!match) return { pointer: error.instancePath, what: describeSchemaError(error) };
  const index = Number(match[1]);
  const cellPath = `/cells/${index}`;
  // A cell matches none of the kinds: its own kind's rule says what is wrong with it.
  const cell = (checked.cells as unknown[])[index] as { cell_type?: unknown } | null;
  const own = cell !== null && typeof cell === 'object' ? CELL_VALIDATORS[String(cell.cell_type)] : undefined;
  if (error.instancePath === cellPath && own !== undefined && !own(cell)) {
    const inner = own.errors?.[own.errors.length - 1];
    if (inner) return { pointer: cellPath + inner.instancePath, cell: index, what: describeSchemaError(inner) };
  }
  if (error.instancePath === cellPath && own === undefined) {
    return { pointer: `${cellPath}/cell_type`, cell: index, what: 'must be "code", "markdown" or "raw"' };
  }
  return { pointer: error.instancePath, cell: index, what: describeSchemaError(error) };
}

const CELL_VALIDATORS: Record<string, Validate> = { code: validateCodeCell, markdown: validateMarkdownCell, raw: validateRawCell };

function describeSchemaError(error: SchemaError): string {
  const p = error.params;
  switch (error.keyword) {
    case 'type': return `must be of type ${String(p.type)}`;
    case 'required': return `lacks the required field ${quote(String(p.missingProperty))}`;
    case 'additionalProperties': return `has the field ${quote(String(p.additionalProperty))}, which nbformat does not allow there`;
    case 'enum': return `must be one of ${JSON.stringify(p.allowedValues)}`;
    case 'pattern': return `does not match the pattern ${String(p.pattern)}`;
    case 'maxLength': return `is longer than ${String(p.limit)} characters`;
    case 'minLength': return `is shorter than ${String(p.limit)} characters`;
    case 'minimum': return `must be at least ${String(p.limit)}`;
    case 'oneOf': return 'matches none of the forms nbformat allows there';
    default: return `fails the schema's ${quote(error.keyword)} rule`;
  }
}
