// The face of core/pipeline: everything other folders may use from it.
export * from './pipeline';
export * from './result';
export * from './editSubjects';
