// The face of core/editor: what an editor's state of a file allows (read-only, other editors,
// a buffer behind its file) and how to put a file back.
export * from './editorErrors';
export * from './inverse';
export * from './readOnly';
