// The face of core/edit: everything other folders may use from it.
export * from './applyReplacements';
export * from './changedRanges';
export * from './closestCandidate';
export * from './contentErrors';
export * from './editSemantics';
export * from './lineEndings';
export * from './lineIndex';
export * from './minimalReplacement';
export * from './multiSearch';
export * from './planner';
export * from './steps';
