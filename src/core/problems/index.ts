// The face of core/problems: everything other folders may use from it.
export * from './newProblems';
