// The face of core/request: everything other folders may use from it.
export * from './request';
export * from './schema';
export * from './schemaIssues';
export * from './toolManifest';
export * from './toolRequests';
export * from './toolSchemas';
export * from './readArguments';
export * from './toolOutputSchemas';
export * from './limits';
export * from './notebookSchema';
