export * from './id-numbers';
export * from './applicant';
