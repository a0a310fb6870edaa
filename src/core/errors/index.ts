// The face of core/errors: everything other folders may use from it.
export * from './catalog';
export * from './text';
export * from './bounded';
export * from './binaryContent';
export * from './wording';
