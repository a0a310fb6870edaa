// The face of core/text: string arithmetic every folder may stand on: replacements, changed
// ranges, line endings, line index, minimal replacements, look-alike characters, the work budget
// of the searches that only word an error.
export * from './applyReplacements';
export * from './changedRanges';
export * from './charCodes';
export * from './lineEndings';
export * from './lineBreaks';
export * from './lineIndex';
export * from './minimalReplacement';
export * from './savedChanges';
export * from './typography';
export * from './workBudget';
