// The flow interpreter's public surface: framework-free, used by the React adapter,
// the replay runner and tests alike.
export * from './flow-types';
export * from './context';
export * from './deps';
export * from './flow-run';
export * from './next-step';
export * from './validation';
export * from './texts';
export * from './run-registry';
