// The face of core/agentHook: everything other folders may use from it.
export * from './evaluate';
export * from './hookMessages';
export * from './ownEntries';
export * from './toolCalls';
export * from './homePath';
