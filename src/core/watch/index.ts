// The face of core/watch: the pure rules of a watched shell call (what is put back, what the agent is told).
export { entryCommand, MAX_ENTRY_COMMAND_CHARS, putBackPattern, putBackReason, type PutBackFile } from './putBack';
