// The face of core/confirm: which files need a person's yes, the words of the question, its refusals.
export * from './dialog';
export * from './errors';
export * from './preview';
export * from './sensitive';
