// The one form layer: a step's form drawn node by node from its plan (form-plan.ts). Each
// field is its own MobX observer (FormField) writing straight into the run at its path
// (FlowRun.setFieldAt), so a keystroke re-renders one field; nested objects are labelled
// groups and arrays lists with add, remove and move buttons (FormArray). The kit's widgets,
// fields and templates draw it, with RJSF's ids (root_<path>) and RJSF's data shape; the
// engine validates everything (run-checks.ts) and its errors show at each field's path.
import { useEffect, useMemo, type FormEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { toJS } from 'mobx';
import { englishStringTranslator, type Registry, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { resolvePath } from '../core/context';
import type { EngineKit } from './kit';
import type { FormNode } from './form-plan';
import { sameJson, withSchemaDefaults } from './form-data';
import type { FormStore } from './form-path';
import { FormNodeView } from './FormNode';
import { ObjectGroup } from './ObjectGroup';

/**
 * The one schema utility the kit's fields may ask of the registry. RJSF's own
 * (createSchemaUtils) resolve what a planned form never has and bring its schema merger.
 */
const schemaUtils = {
  getDefaultFormState: (schema: RJSFSchema, data: unknown) => withSchemaDefaults(schema, data),
} as unknown as Registry['schemaUtils'];

interface SchemaFormProps {
  store: FormStore;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  nodes: FormNode[];
  kit: EngineKit;
  onSubmit: (data: unknown) => void;
  children: ReactNode;
  className?: string;
}

export const SchemaForm = observer(function SchemaForm({ store, schema, uiSchema, nodes, kit, onSubmit, children, className }: SchemaFormProps) {
  const stepId = store.stepId;
  const idPrefix = kit.idPrefix ?? 'root';
  // Only the kit's parts: a planned form names nothing else (form-plan.ts checks), so RJSF's
  // default fields, widgets and templates (its core package) stay off the page.
  const registry = useMemo<Registry>(() => {
    return {
      fields: kit.fields,
      widgets: kit.widgets,
      templates: kit.templates as Registry['templates'],
      rootSchema: schema,
      schemaUtils,
      translateString: englishStringTranslator,
      globalFormOptions: { idPrefix, idSeparator: '_' },
      // The live form data, read on demand: a widget that reads another field re-renders
      // through its FormField, which tracks that path (see FormField's dependencies).
      formContext: {
        locale: kit.locale,
        get formData() {
          return store.data[stepId];
        },
        t: kit.widgetText,
        resolve: (path: string) => toJS(resolvePath(store.context, path)),
        upload: kit.upload,
        captureIdCard: kit.captureIdCard,
        // Read when a field renders (an observer): a default set after the form opened still applies.
        get defaultAccount() {
          return kit.defaultAccount?.();
        },
      },
    };
  }, [kit, schema, store, stepId, idPrefix]);

  // The schema's own defaults, as RJSF's form fills them in (a `const: true` never is).
  useEffect(() => {
    const current = toJS(store.data[stepId]) ?? {};
    const withDefaults = withSchemaDefaults(schema, current);
    if (!sameJson(withDefaults, current)) store.setStepData(withDefaults);
  }, [schema, store, stepId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The run's own data, not a copy: handing the same object back leaves it as it is, where a
    // copy would be made observable again and re-render every field just before the step changes.
    onSubmit(store.data[stepId] ?? {});
  };
  return (
    <form className={['rjsf', className].filter(Boolean).join(' ')} noValidate onSubmit={submit}>
      <ObjectGroup
        id={idPrefix}
        fieldPathId={{ $id: idPrefix, path: [] }}
        label=""
        title=""
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
        rawErrors={store.fieldErrors['']}
        required={false}
        properties={nodes.map((node) => ({
          name: node.name,
          hidden: node.kind === 'hidden',
          content: <FormNodeView key={node.name} store={store} path={[node.name]} node={node} registry={registry} locale={kit.locale} />,
        }))}
      />
      {children}
    </form>
  );
});
