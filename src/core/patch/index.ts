// The face of core/patch: everything other folders may use from it.
export * from './types';
export * from './parsePatch';
export * from './patchErrors';
export * from './hunkPlan';
export * from './validatePatch';
export * from './patchResult';
export * from './patchSubjects';
