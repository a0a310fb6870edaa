// The face of core/search: finding many patterns in one text in linear time (the aligned and gear
// scans, the linear fallbacks, their budgets) and the steps that let a long search pause.
export * from './multiSearch';
export * from './steps';
export { asciiViewOfUtf8, type AsciiText } from './asciiCodes';
