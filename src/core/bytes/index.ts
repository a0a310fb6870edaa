// The face of core/bytes: a file's bytes as text and back, exactly.
export * from './codec';
export * from './editorEncoding';
export * from './roundTrip';
export * from './singleByte';
export * from './size';
