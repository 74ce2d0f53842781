// secret-field: every field a form shows with the `password` widget is marked `writeOnly: true`
// in the form's schema, so the engine sends it but never writes it to the run's saved state and
// forgets it once the bank has answered (engine/core/secret-fields.ts).
import { isObject } from '../../lib/json';
import type { Finding, Rule } from '../types';

export const SECRET_WIDGETS = ['password'];

export const secretFieldRule: Rule = {
  id: 'secret-field',
  description: 'password fields are marked writeOnly in the form schema',
  check(ctx) {
    const out: Finding[] = [];
    for (const [id, step] of ctx.steps) {
      if (step.kind !== 'form') continue;
      const ui = isObject(step.ui) ? step.ui : {};
      const schema = isObject(step.schema) ? step.schema : {};
      const properties = isObject(schema.properties) ? schema.properties : {};
      for (const [field, options] of Object.entries(ui)) {
        if (!isObject(options) || typeof options['ui:widget'] !== 'string' || !SECRET_WIDGETS.includes(options['ui:widget'])) continue;
        const property = properties[field];
        if (!isObject(property) || property.writeOnly !== true) {
          out.push({ location: `steps.${id}.schema.properties.${field}`, message: `${field} uses the ${options['ui:widget']} widget: mark it "writeOnly": true so it is never saved with the run` });
        }
      }
    }
    return out;
  },
};
