// Moved to codegen/replay/steps.ts (the replay core, which the bank's impact review also runs).
export * from '../../codegen/replay/steps';
