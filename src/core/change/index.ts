// The face of core/change: what a call changes and what it needs from its host, below both
// planners (core/pipeline for edits, core/patch for patches) and every host's apply step.
export * from './applyErrors';
export * from './documentRefusal';
export * from './environment';
export * from './loadOrRefuse';
export * from './plannedChange';
export * from './recheck';
export * from './rePlanIfReadChanged';
export * from './sameFileSameRules';
export * from './jailForEdit';
