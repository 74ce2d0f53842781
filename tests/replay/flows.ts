// Moved to codegen/replay/flows.ts (the replay core, which the bank's impact review also runs).
export * from '../../codegen/replay/flows';
