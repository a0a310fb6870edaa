// The write-ahead journal: writes all or none under the files' locks, recovery of what a killed
// process left, and the history (src/core/journal holds its pure rules).
export { beginVersionHashes, journaledWrite, type JournaledChange, type JournaledOutcome, type WriteContext, type WriteMeta } from './journaledWrite';
export { Journal, journalOfFolder } from './journalStore';
export { nodeJournalFs, type JournalFs } from './journalFs';
export { recover, type RecoveryReport } from './recovery';
export { findUndoTarget, planUndo, planUndoOf, type UndoPlan, type UndoPlanFile, type UndoPlanResult } from './undo';
export { defaultRecordGate, RecordGate, type GatedPath, type RecordGateOptions } from './recordGate';
export { readRegularFile, type SafeRead } from './safeRead';
export { recordEntry, recordEntryNow, type RecordedFile } from './recordEntry';
export { beginVersionHash } from './versionHashes';
export { journalChangesSince } from './changesSince';
export { realFolder } from './realFolder';
