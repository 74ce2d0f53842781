// A step's properties, as the flow authoring schema lists them for its kind (schema-panel.ts):
// no property is named in this file.
import type { Locale } from '../../../../engine/core/flow-types';
import { LocalTextInputs } from './LocalTextInputs';
import { stepPanel, type PanelProperty } from './schema-panel';
import { sayV } from './texts';

type Obj = Record<string, unknown>;

const get = (step: Obj, path: string[]): unknown => path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Obj)[k] : undefined), step);

/** The step with the value at the path set, or taken away when empty. */
export function setAt(step: Obj, path: string[], value: unknown): Obj {
  const s = structuredClone(step);
  let o = s;
  for (const k of path.slice(0, -1)) o = (o[k] = o[k] && typeof o[k] === 'object' ? o[k] : {}) as Obj;
  const last = path[path.length - 1]!;
  if (value === undefined || value === '' || value === false) delete o[last];
  else o[last] = value;
  return s;
}

interface Props {
  locale: Locale;
  stepId: string;
  step: Obj;
  skip: readonly string[];
  onChange: (step: Obj) => void;
}

function Control({ locale, stepId, prop, step, onChange }: { locale: Locale; stepId: string; prop: PanelProperty; step: Obj; onChange: (s: Obj) => void }) {
  const name = prop.path.join('.');
  const value = get(step, prop.path);
  const id = `visual-${stepId}-${prop.path.join('-')}`;
  const c = prop.control;
  if (c.kind === 'local-text')
    return (
      <LocalTextInputs
        locale={locale}
        legend={name}
        value={value as never}
        onChange={(l, v) => onChange(setAt(step, prop.path, { 'zh-TW': '', 'zh-CN': '', en: '', ...(value && typeof value === 'object' && !('$text' in value) ? value : {}), [l]: v }))}
        onUseShared={(key) => onChange(setAt(step, prop.path, { $text: key }))}
        onOwn={() => onChange(setAt(step, prop.path, { 'zh-TW': '', 'zh-CN': '', en: '' }))}
      />
    );
  if (c.kind === 'structure')
    return value === undefined ? null : (
      <p className="visual-prop">
        <code>{name}</code>: {sayV(locale, 'structure')}
      </p>
    );
  const help = prop.description ? <span className="visual-prop__help">{prop.description}</span> : null;
  if (c.kind === 'flag')
    return (
      <label className="visual-prop visual-prop--flag" htmlFor={id}>
        <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(setAt(step, prop.path, e.target.checked))} /> <code>{name}</code>
        {help}
      </label>
    );
  return (
    <label className="visual-prop" htmlFor={id}>
      <code>{name}</code>
      {help}
      {c.kind === 'choice' ? (
        <select id={id} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(setAt(step, prop.path, e.target.value || undefined))}>
          <option value="">—</option>
          {c.options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type={c.kind === 'number' ? 'number' : 'text'}
          value={value === undefined ? '' : String(value)}
          required={prop.required}
          onChange={(e) => onChange(setAt(step, prop.path, c.kind === 'number' ? (e.target.value === '' ? undefined : Number(e.target.value)) : e.target.value))}
        />
      )}
    </label>
  );
}

export function SchemaPanel({ locale, stepId, step, skip, onChange }: Props) {
  const props = stepPanel(String(step.kind), skip);
  return (
    <section className="visual-panel" aria-labelledby={`visual-props-${stepId}`}>
      <h4 id={`visual-props-${stepId}`}>{sayV(locale, 'properties')}</h4>
      <p className="studio-note">{sayV(locale, 'propertiesNote')}</p>
      {props.map((p) => (
        <Control key={p.path.join('.')} locale={locale} stepId={stepId} prop={p} step={step} onChange={onChange} />
      ))}
    </section>
  );
}
