// RJSF's code generator for precompiled validators. The 5.24 package has no exports map and
// ships it as a CommonJS bundle (dist/compileSchemaValidators.js); its typings live in lib/.
import { createRequire } from 'node:module';
import type { compileSchemaValidatorsCode as CompileFn } from '@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode';

const require = createRequire(import.meta.url);
const mod = require('@rjsf/validator-ajv8/dist/compileSchemaValidators.js') as { compileSchemaValidatorsCode: typeof CompileFn };

export const compileSchemaValidatorsCode: typeof CompileFn = mod.compileSchemaValidatorsCode;
