// Moved to codegen/replay/bank.ts (the replay core, which the bank's impact review also runs).
export * from '../../codegen/replay/bank';
