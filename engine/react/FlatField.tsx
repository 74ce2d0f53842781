// One field of a FlatForm: a MobX observer that reads only its own value and errors, so a
// keystroke re-renders this field and nothing else. It hands the kit's widget (or field) the
// props RJSF's SchemaField would, inside the kit's FieldTemplate.
import { useCallback, useMemo, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { toJS } from 'mobx';
import { getUiOptions, optionsList, type ErrorSchema, type FieldProps, type FieldTemplateProps, type Registry, type WidgetProps } from '@rjsf/utils';
import type { FlowRun } from '../core/flow-run';
import type { FieldPlan } from './flat-form-plan';
import { toErrorSchema } from './error-schema';
import { idSchemaOf } from './flat-schema';
import { useEngineKit } from './kit';

interface FlatFieldProps {
  run: FlowRun;
  stepId: string;
  plan: FieldPlan;
  registry: Registry;
}

const noop = () => undefined;

/** Paths into the form data a widget's options make it read (ui:options currencyFrom, optionsWhere). */
function dependencies(options: Record<string, unknown>): string[] {
  const where = options.optionsWhere && typeof options.optionsWhere === 'object' ? Object.values(options.optionsWhere as object) : [];
  return [options.currencyFrom, ...where].filter((p): p is string => typeof p === 'string');
}

function readPath(data: unknown, path: string): unknown {
  let at = data;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

export const FlatField = observer(function FlatField({ run, stepId, plan, registry }: FlatFieldProps) {
  const { name, schema, uiSchema, required, kind, component } = plan;
  const id = `${useEngineKit().idPrefix ?? 'root'}_${name}`;
  const onChange = useCallback((value: unknown) => run.setField(name, value), [run, name]);
  const options = useMemo(() => {
    const ui = getUiOptions(uiSchema);
    return schema.enum ? { ...ui, enumOptions: optionsList(schema, uiSchema) } : ui;
  }, [schema, uiSchema]);
  // Only a ui:field needs the ids of its parts; a widget has its one id.
  const idSchema = useMemo(() => (kind === 'field' ? idSchemaOf(schema, id) : null), [kind, schema, id]);

  const data = run.data[stepId] as Record<string, unknown> | undefined;
  const raw = data?.[name];
  // What the widget reads elsewhere through the form context (another field's value, the
  // step's loaded data) is read here too, so this observer re-renders when that changes.
  for (const path of dependencies(options)) readPath(data, path);
  void run.loaded[stepId];
  // Objects go to a field as plain data (it may spread or compare them); primitives as they are.
  const value = raw !== null && typeof raw === 'object' ? toJS(raw) : raw;
  const errors = run.fieldErrors;
  const rawErrors = errors[name];
  const nested = kind === 'field' && Object.keys(errors).some((k) => k.startsWith(`${name}.`));
  const errorSchema = nested ? ((toErrorSchema(errors) as Record<string, unknown>)[name] as ErrorSchema) : undefined;
  if (kind === 'hidden') return null;

  const label = (uiSchema['ui:title'] as string | undefined) ?? schema.title ?? name;
  const common = { schema, uiSchema, registry, formContext: registry.formContext, required, disabled: false, readonly: false, autofocus: false, name, onBlur: noop, onFocus: noop };
  let control;
  if (kind === 'field') {
    const Field = registry.fields[component] as ComponentType<FieldProps>;
    control = <Field {...common} idSchema={idSchema!} formData={value} errorSchema={errorSchema ?? {}} rawErrors={rawErrors} onChange={onChange} />;
  } else {
    const Widget = registry.widgets[component] as ComponentType<WidgetProps>;
    const placeholder = (uiSchema['ui:placeholder'] as string | undefined) ?? '';
    control = <Widget {...common} id={id} label={label} hideLabel={false} value={value} placeholder={placeholder} options={options} rawErrors={rawErrors} onChange={onChange} />;
  }
  const Template = registry.templates.FieldTemplate as ComponentType<FieldTemplateProps>;
  // RJSF shows a widget's label unless it is a bare boolean or a ui:field (which the template heads itself).
  const displayLabel = kind === 'widget' && !(schema.type === 'boolean' && !uiSchema['ui:widget']) && options.label !== false;
  return (
    <Template
      {...common}
      id={id}
      label={label}
      classNames={`form-group field field-${String(schema.type)}${rawErrors?.length ? ' field-error has-error has-danger' : ''}`}
      rawErrors={rawErrors}
      rawHelp={uiSchema['ui:help'] as string | undefined}
      hidden={false}
      displayLabel={displayLabel}
      readonly={false}
      onChange={onChange}
      onKeyChange={() => noop}
      onDropPropertyClick={() => noop}
      errors={undefined}
      help={undefined}
      description={undefined}
    >
      {control}
    </Template>
  );
});
