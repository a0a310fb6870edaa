// The face of core/agentHook: everything other folders may use from it.
export * from './agents';
export * from './answers';
export * from './dialect';
export * from './dialects';
export * from './evaluate';
export * from './hookEvents';
export * from './hookMessages';
export * from './ownEntries';
export * from './toolCalls';
export * from './homePath';
export * from './replay';
export * from './launcher';
export * from './codexTrust';
export * from './shellCheck';
export * from './shellMessages';
export * from './shellTools';
