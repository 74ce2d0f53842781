// Moved to codegen/replay/deps.ts (the replay core, which the bank's impact review also runs).
export * from '../../codegen/replay/deps';
