// The face of core/bytes: a file's bytes as text and back, exactly.
export * from './codec';
