// guarded_multi_edit: several exact replacements in one existing file, all or none.
import { multiEditInputJsonSchema } from '../../core/request';
import { BYTES, EDIT_RESULT, EDIT_RULES, GATE, PATHS, SENSITIVE } from './descriptions';
import { describeEdits, runEdit } from './editFiles';
import { listing, WRITES, type McpTool } from './tool';

const NAME = 'guarded_multi_edit';

export const multiEditTool: McpTool = {
  name: NAME,
  definition: () => listing(NAME, 'Guarded Multi-Edit',
    `Edit one existing file of the workspace with several exact text replacements, applied all together or not at all, checked completely before anything is written. Use guarded_create_file to create a file. ${PATHS} edits: a list of { old_string, new_string, replace_all?, expected_replacements? }. ${EDIT_RULES} ${BYTES} ${GATE} ${SENSITIVE} ${EDIT_RESULT}`,
    multiEditInputJsonSchema(), WRITES),
  run: (ctx, input, signal) => runEdit(ctx, input, NAME, signal),
  describe: describeEdits,
};
