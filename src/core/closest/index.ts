// The face of core/closest: the text of a file closest to an old_string that was not found (a
// bounded search over its lines, letters of other scripts and typographic characters folded), for
// the miss diagnosis and for tolerant matching; where the file moved on, the region a formatter made
// of an old_string or its lines re-ordered (re-anchoring).
export * from './closestCandidate';
export * from './otherScripts';
export * from './reanchor';
export * from './tokenStream';
