// One field's parts: its label, placeholder and help in three languages (the parts FieldText
// of the authoring schema lists), its rules, and each rule's message in three languages.
import type { Locale } from '../../../../engine/core/flow-types';
import type { StudioProblem } from '../studio-api';
import { setFieldText, setOptionLabel, setRule, setRuleMessage, useSharedText, type FieldView, type Obj, type Rule } from './form-fields';
import { LocalTextInputs } from './LocalTextInputs';
import { ProblemList } from './ProblemList';
import { fieldTextParts } from './schema-panel';
import { sayV, type VisualTextKey } from './texts';

interface Props {
  locale: Locale;
  stepId: string;
  step: Obj;
  field: FieldView;
  problems: StudioProblem[];
  onChange: (step: Obj) => void;
}

const PARTS = fieldTextParts() as ('label' | 'placeholder' | 'help')[];

export function FieldPanel({ locale, stepId, step, field, problems, onChange }: Props) {
  const f = field;
  const id = (s: string) => `visual-${stepId}-${f.name}-${s}`;
  const numeric = (rule: 'minimum' | 'maximum', value: number | undefined) => (
    <label className="visual-prop" htmlFor={id(rule)}>
      {sayV(locale, rule)} <code>{f.keywords[rule]}</code>
      <input id={id(rule)} type="number" value={value ?? ''} onChange={(e) => onChange(setRule(step, f.name, rule, e.target.value === '' ? undefined : Number(e.target.value)))} />
    </label>
  );
  const rulesSet: [Rule, string][] = [];
  if (f.required) rulesSet.push(['required', 'required']);
  if (f.minimum !== undefined) rulesSet.push(['minimum', f.keywords.minimum]);
  if (f.maximum !== undefined) rulesSet.push(['maximum', f.keywords.maximum]);
  if (f.pattern !== undefined) rulesSet.push(['pattern', 'pattern']);
  const labels = ((step.ui as Obj | undefined)?.[f.name] as Obj | undefined)?.['ui:options'] as Obj | undefined;
  return (
    <section className="visual-panel visual-field-panel" aria-labelledby={id('title')}>
      <h5 id={id('title')}>{sayV(locale, 'field', { name: f.name })}</h5>
      <ProblemList problems={problems} label={sayV(locale, 'problemsHere')} />
      {PARTS.map((part) => (
        <LocalTextInputs
          key={part}
          locale={locale}
          legend={sayV(locale, part as VisualTextKey)}
          value={f[part]}
          onChange={(l, v) => onChange(setFieldText(step, f.name, part, l, v))}
          onUseShared={(key) => onChange(useSharedText(step, f.name, part, key))}
          onOwn={() => onChange(setFieldText(step, f.name, part, 'zh-TW', ''))}
        />
      ))}
      <fieldset className="visual-rules">
        <legend>{sayV(locale, 'rules')}</legend>
        <label className="visual-prop visual-prop--flag" htmlFor={id('required')}>
          <input id={id('required')} type="checkbox" checked={f.required} onChange={(e) => onChange(setRule(step, f.name, 'required', e.target.checked))} /> {sayV(locale, 'required')}
        </label>
        {f.type !== 'boolean' && numeric('minimum', f.minimum)}
        {f.type !== 'boolean' && numeric('maximum', f.maximum)}
        {f.type === 'string' && (
          <label className="visual-prop" htmlFor={id('pattern')}>
            {sayV(locale, 'pattern')}
            <input id={id('pattern')} type="text" value={f.pattern ?? ''} onChange={(e) => onChange(setRule(step, f.name, 'pattern', e.target.value || undefined))} />
          </label>
        )}
        {f.options !== undefined && (
          <>
            <label className="visual-prop" htmlFor={id('options')}>
              {sayV(locale, 'options')}
              <input
                id={id('options')}
                type="text"
                value={f.options.join(',')}
                onChange={(e) => onChange(setRule(step, f.name, 'options', e.target.value.split(',').map((s) => s.trim()).filter(Boolean)))}
              />
            </label>
            {f.options.map((o) => (
              <LocalTextInputs
                key={o}
                locale={locale}
                legend={o}
                value={(labels?.labels as Obj | undefined)?.[o] as never}
                onChange={(l, v) => onChange(setOptionLabel(step, f.name, o, l, v))}
              />
            ))}
          </>
        )}
      </fieldset>
      {rulesSet.map(([rule, keyword]) => (
        <LocalTextInputs
          key={keyword}
          locale={locale}
          legend={sayV(locale, 'message', { rule: `${sayV(locale, rule as VisualTextKey)} (${keyword})` })}
          value={f.messages[keyword]}
          onChange={(l, v) => onChange(setRuleMessage(step, f.name, keyword, l, v))}
          onOwn={() => onChange(setRuleMessage(step, f.name, keyword, 'zh-TW', ''))}
        />
      ))}
    </section>
  );
}
