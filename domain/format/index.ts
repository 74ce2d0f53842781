// Pure formatting helpers shared by the widgets and the engine's display formats.
export * from './money';
export * from './account';
export * from './digits';
export * from './random-code';
