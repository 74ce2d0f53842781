// Moved to codegen/replay/fixture.ts (the replay core, which the bank's impact review also runs).
export * from '../../codegen/replay/fixture';
