// message-field: a `messages` key '{field path}.{keyword}' must name a field of the form schema
// and a validation keyword, and a check's `field` must be a field of the step's form; otherwise
// the message can never be shown.
import { allFieldPaths } from '../../lib/form-fields';
import { isObject } from '../../lib/json';
import type { Finding, Rule } from '../types';

// Keywords whose errors a form validator can report (draft-07).
const KEYWORDS = new Set([
  'type', 'enum', 'const', 'required', 'pattern', 'format', 'minLength', 'maxLength', 'minimum', 'maximum',
  'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minItems', 'maxItems', 'uniqueItems', 'contains',
  'minProperties', 'maxProperties', 'additionalProperties', 'propertyNames', 'dependencies', 'oneOf', 'anyOf',
  'not', 'additionalItems', 'if',
]);

export const messageFieldRule: Rule = {
  id: 'message-field',
  description: 'messages keys and check fields name fields of the form schema',
  check(ctx) {
    const out: Finding[] = [];
    for (const form of ctx.forms()) {
      if (form.resolved.problems.length) continue; // unknown-form-ref reports it
      const fields = new Set(allFieldPaths(form.resolved.schema));
      for (const key of Object.keys(form.messages)) {
        const dot = key.lastIndexOf('.');
        const field = dot === -1 ? '' : key.slice(0, dot);
        const keyword = key.slice(dot + 1);
        const at = `${form.location}.messages[${JSON.stringify(key)}]`;
        if (field && !fields.has(field)) out.push({ location: at, message: `"${field}" is not a field of the form schema` });
        if (!KEYWORDS.has(keyword)) out.push({ location: at, message: `"${keyword}" is not a validation keyword` });
      }
      const step = ctx.steps.get(form.stepId);
      const checks = step && Array.isArray(step.checks) ? step.checks : [];
      checks.forEach((check, i) => {
        const field = isObject(check) ? check.field : undefined;
        if (typeof field === 'string' && field !== '' && !fields.has(field)) {
          out.push({ location: `steps.${form.stepId}.checks[${i}].field`, message: `"${field}" is not a field of the form schema` });
        }
      });
    }
    return out;
  },
};
