export * from './id-numbers';
