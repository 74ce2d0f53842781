// RJSF's code generator for precompiled validators (the browser benchmark's plain-RJSF pages
// use it: bench/browser/generate-validators.ts). Version 6 is an ES module with an exports map.
export { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
