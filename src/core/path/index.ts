// The face of core/path: everything other folders may use from it.
export * from './fileChecks';
export * from './earlyLookup';
export * from './glob';
export * from './jail';
export * from './jailErrors';
export * from './lexical';
export * from './lexicalErrors';
export * from './patterns';
export * from './real';
export * from './roots';
export * from './segments';
export * from './textHeads';
export * from './uri';
export * from './windows';
export * from './types';
