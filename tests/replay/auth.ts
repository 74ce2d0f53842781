// Moved to codegen/replay/auth.ts (the replay core, which the bank's impact review also runs).
export * from '../../codegen/replay/auth';
