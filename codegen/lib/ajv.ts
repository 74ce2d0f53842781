// The one Ajv set-up shared by the generators: draft-07, all errors, the standard formats and
// strict mode (unknown keywords and formats are mistakes; annotations like title/description
// are part of draft-07 and allowed).
import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';

export function createAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, ...options });
  addFormats(ajv);
  return ajv;
}
