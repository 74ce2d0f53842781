// Moved to codegen/replay/load.ts (the replay core, which the bank's impact review also runs).
export * from '../../codegen/replay/load';
