// The face of core/platform: everything other folders may use from it.
export * from './fsAttempt';
export * from './keyedQueue';
export * from './ports';
