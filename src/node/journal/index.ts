// The write-ahead journal: writes all or none under the files' locks, recovery of what a killed
// process left, and the history (src/core/journal holds its pure rules).
export { beginVersionHashes, journaledWrite, type JournaledChange, type JournaledOutcome, type WriteContext, type WriteMeta } from './journaledWrite';
export { allJournals, Journal, journalOfFolder, MAX_ENTRIES, MAX_HISTORY_BYTES } from './journalStore';
export { nodeJournalFs, type JournalFs } from './journalFs';
export { emptyReport, recover, rollBack, type RecoveryReport } from './recovery';
export { planUndo, type UndoPlan } from './undo';
export { recordEntry, type RecordedFile } from './recordEntry';
export { beginVersionHash } from './versionHashes';
