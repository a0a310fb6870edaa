// The face of core/journal: the journal's record formats, recovery's decision per file, the
// history's shape and undo's plan (pure; the files are src/node/journal's).
export { entryId, parseEntry, parseIntent, type EntryFile, type Intent, type IntentFile, type JournalEntry, type LineRange } from './records';
export { rollbackStep, type RollbackStep } from './rollback';
export { changedLines } from './lineChanges';
export { defaultUndoTarget, formatHistory, historyItems, undoneIds, type FileAction, type HistoryFile, type HistoryItem } from './history';
export { damagedIntent, impossibleEntry, isOurTempName, parseEntryName, relativeInside, type RecordScope } from './recordChecks';
export { planUndoFile, type UndoFileFacts, type UndoFilePlan } from './undoPlan';
export { changedSinceEditError, MAX_UNDO_PROBLEMS, folderReadOnlyError, journalDamagedError, journalUnwritableError, recordedFileRefusedError, undoNeedsYesError, lockBusyError, nothingToUndoError, unknownEntryError, writtenMeanwhileError } from './journalErrors';
export { changedOnDiskError, replacedOnDiskError, writeFailedError } from './writeErrors';
export { entryWords, type EntryWords } from './entryLabel';
