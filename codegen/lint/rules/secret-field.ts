// secret-field: every field a form shows with the `password` widget is listed in the step's
// `secret` (so it is never written to the run's saved state), and every `secret` entry names a
// property of the form's schema.
import { isObject } from '../../lib/json';
import type { Finding, Rule } from '../types';

export const SECRET_WIDGETS = ['password'];

export const secretFieldRule: Rule = {
  id: 'secret-field',
  description: 'password fields are listed in the form step\'s secret, and secret names fields of the form',
  check(ctx) {
    const out: Finding[] = [];
    for (const [id, step] of ctx.steps) {
      if (step.kind !== 'form') continue;
      const secret = Array.isArray(step.secret) ? (step.secret as unknown[]).filter((s): s is string => typeof s === 'string') : [];
      const ui = isObject(step.ui) ? step.ui : {};
      for (const [field, options] of Object.entries(ui)) {
        if (!isObject(options) || typeof options['ui:widget'] !== 'string') continue;
        if (SECRET_WIDGETS.includes(options['ui:widget']) && !secret.includes(field)) {
          out.push({ location: `steps.${id}.secret`, message: `${field} uses the ${options['ui:widget']} widget: list it in secret so it is never saved with the run` });
        }
      }
      const schema = isObject(step.schema) ? step.schema : {};
      const properties = isObject(schema.properties) ? schema.properties : undefined;
      if (!properties) continue;
      secret.forEach((field, i) => {
        if (!(field in properties)) out.push({ location: `steps.${id}.secret[${i}]`, message: `${field} is not a field of this form` });
      });
    }
    return out;
  },
};
