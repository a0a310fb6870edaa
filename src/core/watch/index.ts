// The face of core/watch: the pure rules of a watched shell call (what is put back, what the agent is told).
export { entryCommand, putBackPattern, putBackReason, type PutBackFile } from './putBack';
