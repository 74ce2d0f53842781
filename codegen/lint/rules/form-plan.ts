// form-plan: every form can be drawn by the form layer. The rule runs the layer's own planning
// (engine/react/form-plan.ts, pure) on the form as the engine receives it (defaults written
// out, external $refs inlined, the labels' ui added), with the vocabulary's widget and field
// names as the kit (the widget registry is tested to hold exactly those), so the linter and the
// renderer cannot disagree: a oneOf, a conditional or a number with no widget is refused here,
// at the property that cannot be drawn, instead of failing the step when a customer opens it.
import { planForm } from '../../../engine/react/form-plan';
import { buildUiSchema } from '../../../engine/react/ui-schema';
import { location } from '../location';
import { walkJson } from '../walk';
import type { Finding, Rule } from '../types';

const names = (list: string[]): Record<string, unknown> => Object.fromEntries(list.map((name) => [name, true]));

export const formPlanRule: Rule = {
  id: 'form-plan',
  description: 'every form can be drawn by the form layer (no oneOf/anyOf, conditionals, dependencies; a widget for every value)',
  check(ctx) {
    const out: Finding[] = [];
    for (const form of ctx.forms()) {
      // A schema whose $refs do not resolve is the schema rule's to report, a name outside the
      // vocabulary unknown-widget's: such a name counts as the kit's here.
      if (form.resolved.problems.length) continue;
      const kit = { widgets: names(ctx.vocabulary.widgets), fields: names(ctx.vocabulary.fields) };
      walkJson(form.ui, (node, path) => {
        const key = path[path.length - 1];
        if (typeof node === 'string' && (key === 'ui:widget' || key === 'ui:field')) kit[key === 'ui:widget' ? 'widgets' : 'fields'][node] = true;
      });
      const ui = buildUiSchema(form.ui, form.fields as never, 'en');
      const plan = planForm(form.resolved.schema as never, ui, kit);
      if ('problem' in plan) {
        out.push({ location: location([...form.location.split('.'), 'schema', ...plan.at]), message: `the form layer cannot draw this form: ${plan.problem}` });
      }
    }
    return out;
  },
};
