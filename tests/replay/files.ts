// Moved to codegen/replay/files.ts (the replay core, which the bank's impact review also runs).
export * from '../../codegen/replay/files';
