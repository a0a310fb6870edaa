// The face of core/disk: editing files on disk without an editor (the MCP server's and other
// hosts' writes): what a file's bytes say, what an edit would write, and the refusals of writing.
export * from './diskDocuments';
export * from './diskWrite';
export * from './patchBytes';
export * from './diskErrors';
export * from './readableText';
