// What the browser uses of @rjsf/validator-ajv8: the precompiled validator alone. The package's
// index also exports the runtime compiler (customizeValidator -> ajv, ajv-formats, fast-uri),
// which a bundler cannot drop because that module builds an ajv instance at import time;
// vite.config.ts points the package name here so forms never ship a schema compiler.
export { default as createPrecompiledValidator } from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
export type { ValidatorFunctions } from '@rjsf/validator-ajv8';
