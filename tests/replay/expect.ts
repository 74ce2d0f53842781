// Moved to codegen/replay/expect.ts (the replay core, which the bank's impact review also runs).
export * from '../../codegen/replay/expect';
