// The face of core/files: everything other folders may use from it.
export * from './createFile';
export * from './createPlan';
export * from './readCreateMessages';
export * from './readFile';
