// The face of core/closest: the text of a file closest to an old_string that was not found (a
// bounded search over its lines, letters of other scripts and typographic characters folded), for
// the miss diagnosis and for tolerant matching.
export * from './closestCandidate';
export * from './otherScripts';
