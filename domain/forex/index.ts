export * from './rates';
export * from './exchange';
export * from './float-password';
