// The face of core/shell: what a shell command writes, read from its syntax tree.
export { analyzeCommand, MAX_ARGV_ITEMS, MAX_COMMAND_CHARS } from './analyze';
export type { AnalyzeContext, CommandAnalysis, CommandBound, NamedWrite, ShellNode, ShellParse, UnknownReason, UnknownWrite, WriteKind } from './types';
