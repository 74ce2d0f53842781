// unknown-widget: ui:widget and ui:field names (anywhere in a form's uiSchema) must be in
// schemas/vocabulary.json, the list the widget registry is tested against.
import { flowForms } from '../../lib/flow-forms';
import { location, type PathSegment } from '../location';
import { walkJson } from '../walk';
import type { Finding, Rule } from '../types';

export const unknownWidgetRule: Rule = {
  id: 'unknown-widget',
  description: 'ui:widget / ui:field names are in vocabulary.json',
  check(ctx) {
    const out: Finding[] = [];
    const lists = { 'ui:widget': ctx.vocabulary.widgets, 'ui:field': ctx.vocabulary.fields } as const;
    for (const form of flowForms(ctx.flow)) {
      const base: PathSegment[] = [...form.location.split('.'), 'ui'];
      walkJson(form.ui, (node, path) => {
        const key = path[path.length - 1];
        if (key !== 'ui:widget' && key !== 'ui:field') return;
        const names = lists[key];
        if (typeof node !== 'string' || !names.includes(node)) {
          out.push({ location: location([...base, ...path]), message: `${key} ${JSON.stringify(node)} is not in vocabulary.json (known: ${names.join(', ')})` });
        }
      });
    }
    return out;
  },
};
