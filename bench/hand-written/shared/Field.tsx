// One field of a hand-written screen: the kit's widget (or field, for a whole object such as
// an account) inside the kit's FieldTemplate, with the props RJSF's SchemaField would hand it,
// as the product's form layer does (engine/react/FormField.tsx). An observer of its own value
// and errors, so a keystroke re-renders this field alone.
import { useCallback, useMemo, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { toJS } from 'mobx';
import { getUiOptions, type ErrorSchema, type FieldProps, type FieldTemplateProps, type Registry, type RJSFSchema, type UiSchema, type WidgetProps } from '@rjsf/utils';
import type { FormState } from './form';

export interface FieldSpec {
  name: string;
  /** A kit widget (one value) or a kit field (a whole object). */
  widget?: string;
  field?: string;
  label: string;
  placeholder?: string | undefined;
  help?: string | undefined;
  options?: Record<string, string | number | boolean | object | null | undefined>;
  /** The texts of an object's parts (a payee's name, bank and account number), by part. */
  parts?: Record<string, UiSchema>;
  /** Another field's value the widget reads through the form context (an amount's currency). */
  reads?: string;
}

const noop = () => undefined;

export const Field = observer(function Field({ form, spec, schema, required, registry }: { form: FormState; spec: FieldSpec; schema: RJSFSchema; required: boolean; registry: Registry }) {
  const { name, widget, field, label, placeholder, help, options = {} } = spec;
  const id = `root_${name}`;
  const onChange = useCallback((value: unknown) => form.set(name, value), [form, name]);
  const raw = form.values[name];
  if (spec.reads) void form.values[spec.reads];
  const value = raw !== null && typeof raw === 'object' ? toJS(raw) : raw;
  const rawErrors = form.errors[name];
  const uiSchema = useMemo<UiSchema>(
    () => ({ ...spec.parts, ...(field ? { 'ui:field': field } : { 'ui:widget': widget }), 'ui:options': options, 'ui:title': label, ...(placeholder ? { 'ui:placeholder': placeholder } : {}), ...(help ? { 'ui:help': help } : {}) }),
    [spec],
  );
  // What RJSF hands a widget as its options: ui:options and the other ui: keys.
  const widgetOptions = useMemo(() => {
    const ui = getUiOptions(uiSchema);
    return schema.enum ? { ...ui, enumOptions: schema.enum.map((v) => ({ value: v, label: String(v) })) } : ui;
  }, [uiSchema, schema]);
  const fieldPathId = useMemo(() => ({ $id: id, path: [name] }), [id, name]);
  const common = { schema, uiSchema, registry, required, disabled: false, readonly: false, autofocus: false, name, onBlur: noop, onFocus: noop };
  let control;
  if (field) {
    const Kit = registry.fields[field] as ComponentType<FieldProps>;
    // The errors of the object's own members (a payee's account number), by member.
    const errorSchema = Object.fromEntries(
      Object.entries(form.errors)
        .filter(([key]) => key.startsWith(`${name}.`))
        .map(([key, list]) => [key.slice(name.length + 1), { __errors: list }]),
    ) as ErrorSchema;
    control = <Kit {...common} fieldPathId={fieldPathId} formData={value} errorSchema={errorSchema} rawErrors={rawErrors} onChange={onChange} />;
  } else {
    const Kit = registry.widgets[widget!] as ComponentType<WidgetProps>;
    control = <Kit {...common} id={id} label={label} hideLabel={false} value={value} placeholder={placeholder ?? ''} options={widgetOptions} rawErrors={rawErrors} onChange={onChange} />;
  }
  const Template = registry.templates.FieldTemplate as ComponentType<FieldTemplateProps>;
  return (
    <Template
      {...common}
      id={id}
      fieldPathId={fieldPathId}
      label={label}
      classNames={`form-group field field-${String(schema.type)}${rawErrors?.length ? ' field-error has-error has-danger' : ''}`}
      rawErrors={rawErrors}
      rawHelp={help}
      hidden={false}
      displayLabel={!field}
      onChange={onChange}
      onKeyRename={noop}
      onKeyRenameBlur={noop}
      onRemoveProperty={noop}
    >
      {control}
    </Template>
  );
});
