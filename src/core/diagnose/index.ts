// The face of core/diagnose: why something was not found. For a path, the file it most likely
// meant; for an old_string, the likely cause of the miss (found with core/closest's closest text)
// and the content layer's errors that word them.
export * from './contentErrors';
export * from './diagnoseMiss';
export * from './missCauses';
export * from './pathHints';
export * from './pastedAround';
export * from './recordedChanges';
