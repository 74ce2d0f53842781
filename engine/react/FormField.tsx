// One field of the form layer: a MobX observer that reads only its own value and errors, so a
// keystroke re-renders this field and nothing else. It hands the kit's widget (or field) the
// props RJSF's SchemaField would, inside the kit's FieldTemplate. A field sits at a path of
// keys and array indexes (['payees', 0, 'name']): its id is RJSF's (root_payees_0_name), its
// errors the engine's at the dotted path (payees.0.name).
import { useCallback, useMemo, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { toJS } from 'mobx';
import { getUiOptions, optionsList, type ErrorSchema, type FieldProps, type FieldTemplateProps, type Registry, type WidgetProps } from '@rjsf/utils';
import type { FormNode } from './form-plan';
import { toErrorSchema } from './error-schema';
import { valueAt } from './form-data';
import { fieldId, type FormPath, type FormStore } from './form-path';

interface FormFieldProps {
  store: FormStore;
  path: FormPath;
  node: Extract<FormNode, { kind: 'field' | 'widget' | 'hidden' }>;
  registry: Registry;
  /** The label the customer reads: the flow's, else the schema's title, else the name. */
  label: string;
}

const noop = () => undefined;

/** Paths into the form data a widget's options make it read (ui:options currencyFrom, optionsWhere). */
function dependencies(options: Record<string, unknown>): string[] {
  const where = options.optionsWhere && typeof options.optionsWhere === 'object' ? Object.values(options.optionsWhere as object) : [];
  return [options.currencyFrom, ...where].filter((p): p is string => typeof p === 'string');
}

export const FormField = observer(function FormField({ store, path, node, registry, label }: FormFieldProps) {
  const { name, schema, uiSchema, required, kind, component } = node;
  const id = fieldId(registry.globalFormOptions.idPrefix, path);
  const onChange = useCallback((value: unknown) => store.setFieldAt(path, value), [store, path]);
  const options = useMemo(() => {
    const ui = getUiOptions(uiSchema);
    return schema.enum ? { ...ui, enumOptions: optionsList(schema, uiSchema) } : ui;
  }, [schema, uiSchema]);
  const fieldPathId = useMemo(() => ({ $id: id, path: [...path] }), [id, path]);

  const data = store.data[store.stepId];
  const raw = valueAt(data, path);
  // What the widget reads elsewhere through the form context (another field's value, the
  // step's loaded data) is read here too, so this observer re-renders when that changes.
  for (const dependency of dependencies(options)) valueAt(data, dependency.split('.'));
  void store.loaded[store.stepId];
  // Objects go to a field as plain data (it may spread or compare them); primitives as they are.
  const value = raw !== null && typeof raw === 'object' ? toJS(raw) : raw;
  const key = path.join('.');
  const errors = store.fieldErrors;
  const rawErrors = errors[key];
  const nested = kind === 'field' && Object.keys(errors).some((k) => k.startsWith(`${key}.`));
  const errorSchema = nested ? (valueAt(toErrorSchema(errors), path) as ErrorSchema) : undefined;
  if (kind === 'hidden') return null;

  const common = { schema, uiSchema, registry, required, disabled: false, readonly: false, autofocus: false, name, onBlur: noop, onFocus: noop };
  let control;
  if (kind === 'field') {
    const Field = registry.fields[component] as ComponentType<FieldProps>;
    control = <Field {...common} fieldPathId={fieldPathId} formData={value} errorSchema={errorSchema ?? {}} rawErrors={rawErrors} onChange={onChange} />;
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
      fieldPathId={fieldPathId}
      label={label}
      classNames={`form-group field field-${String(schema.type)}${rawErrors?.length ? ' field-error has-error has-danger' : ''}`}
      rawErrors={rawErrors}
      rawHelp={uiSchema['ui:help'] as string | undefined}
      hidden={false}
      displayLabel={displayLabel}
      onChange={onChange}
      onKeyRename={noop}
      onKeyRenameBlur={noop}
      onRemoveProperty={noop}
    >
      {control}
    </Template>
  );
});
