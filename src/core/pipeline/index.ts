// The face of core/pipeline: everything other folders may use from it.
export * from './applyErrors';
export * from './pipeline';
export * from './result';
export * from './documentRefusal';
