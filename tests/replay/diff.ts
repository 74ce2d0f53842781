// Moved to codegen/replay/diff.ts (the replay core, which the bank's impact review also runs).
export * from '../../codegen/replay/diff';
