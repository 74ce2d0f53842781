// widget-fit: the carousel and the slider fit the properties they draw. A carousel chooses
// one value of a string enum and shows a slide for each (ui:options.slides: an image and a
// title in three languages); a slider sets a number between finite bounds (the schema's
// minimum and maximum, else the spec's 0 and 100).
import { isObject } from '../../lib/json';
import { LOCALES } from '../../../domain/locale';
import type { Finding, Rule } from '../types';

function hasAllLanguages(text: unknown): boolean {
  return isObject(text) && LOCALES.every((l) => typeof text[l] === 'string' && text[l] !== '');
}

export const widgetFitRule: Rule = {
  id: 'widget-fit',
  description: 'carousel: a string enum with a slide (image, title) per value; slider: a number with finite bounds',
  check(ctx) {
    const out: Finding[] = [];
    for (const form of ctx.forms()) {
      const schema: Record<string, unknown> = isObject(form.resolved.schema) ? form.resolved.schema : {};
      const properties = isObject(schema.properties) ? schema.properties : {};
      for (const [field, ui] of Object.entries(form.ui)) {
        if (!isObject(ui)) continue;
        const widget = ui['ui:widget'];
        const property = isObject(properties[field]) ? properties[field] : {};
        const at = `${form.location}.ui.${field}`;
        if (widget === 'carousel') {
          if (property.type !== 'string' || !Array.isArray(property.enum) || property.enum.length === 0) {
            out.push({ location: at, message: `${field} uses the carousel: it chooses one value of a string enum` });
            continue;
          }
          const slides = isObject(ui['ui:options']) && isObject(ui['ui:options'].slides) ? ui['ui:options'].slides : {};
          for (const value of property.enum) {
            const slide = slides[String(value)];
            if (!isObject(slide) || typeof slide.image !== 'string' || !slide.image || !hasAllLanguages(slide.title)) {
              out.push({ location: `${at}["ui:options"].slides`, message: `the carousel's value "${String(value)}" needs a slide: an image and a title in ${LOCALES.join(', ')}` });
            }
          }
        } else if (widget === 'slider') {
          const bounded = (key: string) => property[key] === undefined || (typeof property[key] === 'number' && Number.isFinite(property[key]));
          if ((property.type !== 'integer' && property.type !== 'number') || !bounded('minimum') || !bounded('maximum')) {
            out.push({ location: at, message: `${field} uses the slider: it sets an integer or number between finite bounds (minimum, maximum; 0 and 100 when absent)` });
          }
        }
      }
    }
    return out;
  },
};
