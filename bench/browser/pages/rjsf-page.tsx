// Plain RJSF with its default theme and precompiled validators: the library the product
// builds on, used the way its documentation shows (the form keeps its own state).
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidateFunction } from 'ajv';

export function mountRjsf(schema: RJSFSchema, rjsf: Record<string, ValidateFunction>): void {
  const validator = createPrecompiledValidator(rjsf as never, schema);
  createRoot(document.getElementById('root')!).render(
    <Form schema={schema} validator={validator} noHtml5Validate showErrorList={false} onSubmit={() => undefined} />,
  );
}
