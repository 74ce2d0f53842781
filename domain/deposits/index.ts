export * from './products';
export * from './terms';
