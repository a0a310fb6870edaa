// The face of core/gate: everything other folders may use from it.
export * from './confirmation';
export * from './gateConfirmation';
export * from './readGate';
export * from './readLines';
export * from './staleRead';
