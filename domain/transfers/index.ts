export * from './fps-proxy';
export * from './transfer-rules';
export * from './small-value';
export * from './large-in-short-time';
