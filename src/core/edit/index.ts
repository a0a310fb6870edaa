// The face of core/edit: the planner and its policy (edit semantics, tolerant matching, what to do
// with a miss).
export * from './editSemantics';
export * from './missResolution';
export * from './planner';
export * from './tolerantMatch';
