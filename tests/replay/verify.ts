// Moved to codegen/replay/verify.ts (the replay core, which the bank's impact review also runs).
export * from '../../codegen/replay/verify';
