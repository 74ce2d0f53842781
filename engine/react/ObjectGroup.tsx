// A group of a form's nodes as RJSF's ObjectField lays one out: the kit's FieldTemplate (the
// group's label and errors) around its ObjectFieldTemplate (the fields). The form itself (its
// root) and each nested object (FormNode.tsx) are drawn by it; nothing here is editable, so the
// template's handlers do nothing.
import type { ComponentType } from 'react';
import type { FieldPathId, FieldTemplateProps, ObjectFieldTemplatePropertyType, ObjectFieldTemplateProps, Registry, RJSFSchema, UiSchema } from '@rjsf/utils';

export interface ObjectGroupProps {
  id: string;
  fieldPathId: FieldPathId;
  /** The group's label, and the heading its layout shows ('' for none). */
  label: string;
  title: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  registry: Registry;
  rawErrors: string[] | undefined;
  required: boolean;
  properties: ObjectFieldTemplatePropertyType[];
}

const noop = () => undefined;

export function ObjectGroup({ id, fieldPathId, label, title, schema, uiSchema, registry, rawErrors, required, properties }: ObjectGroupProps) {
  const Group = registry.templates.FieldTemplate as ComponentType<FieldTemplateProps>;
  const Layout = registry.templates.ObjectFieldTemplate as ComponentType<ObjectFieldTemplateProps>;
  return (
    <Group
      id={id}
      fieldPathId={fieldPathId}
      label={label}
      schema={schema}
      uiSchema={uiSchema}
      registry={registry}
      classNames="form-group field field-object"
      rawErrors={rawErrors}
      hidden={false}
      required={required}
      readonly={false}
      disabled={false}
      displayLabel={false}
      onChange={noop}
      onKeyRename={noop}
      onKeyRenameBlur={noop}
      onRemoveProperty={noop}
    >
      <Layout
        title={title}
        schema={schema}
        uiSchema={uiSchema}
        fieldPathId={fieldPathId}
        registry={registry}
        required={required}
        readonly={false}
        disabled={false}
        onAddProperty={noop}
        properties={properties}
      />
    </Group>
  );
}
