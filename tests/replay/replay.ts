// Moved to codegen/replay/replay.ts (the replay core, which the bank's impact review also runs).
export * from '../../codegen/replay/replay';
