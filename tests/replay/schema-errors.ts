// Moved to codegen/replay/schema-errors.ts (the replay core, which the bank's impact review also runs).
export * from '../../codegen/replay/schema-errors';
