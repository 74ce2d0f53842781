// Moved to codegen/replay/paths.ts (the replay core, which the bank's impact review also runs).
export * from '../../codegen/replay/paths';
