// The face of core/diagnose: what a refused path most likely meant.
export * from './pathHints';
