// The language-model tool `guarded_multi_file_edit`: the multi-edit for several files at once,
// all or nothing across them. The edit service already takes the `{ files: [...] }` form, so the
// tool is the multi-edit tool's class registered under a second name (same checks, same dialog).
export const MULTI_FILE_EDIT_TOOL_NAME = 'guarded_multi_file_edit';
