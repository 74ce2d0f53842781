// Moved to codegen/replay/coverage.ts (the replay core, which the studio's proof panel also runs).
export * from '../../codegen/replay/coverage';
