// The engine reports errors by dotted field path; RJSF wants them nested as an ErrorSchema.
import type { ErrorSchema } from '@rjsf/utils';
import type { FieldErrors } from '../core/validation';

export function toErrorSchema(errors: FieldErrors): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const [path, messages] of Object.entries(errors)) {
    let node = root;
    for (const part of path ? path.split('.') : []) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), ...messages];
  }
  return root as ErrorSchema;
}
