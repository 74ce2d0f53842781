// A flat form rendered field by field: each property is its own MobX observer (FlatField)
// writing straight into the run (FlowRun.setField), so a keystroke re-renders one field
// instead of the whole form as RJSF's <Form> does. Same widgets, fields and templates as the
// RJSF path, same ids (root_<name>), same submit; the engine still validates everything.
import { useEffect, useMemo, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { toJS } from 'mobx';
import { englishStringTranslator, type FieldTemplateProps, type ObjectFieldTemplateProps, type Registry, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import type { FlowRun } from '../core/flow-run';
import { resolvePath } from '../core/context';
import type { EngineKit } from './kit';
import type { FieldPlan } from './flat-form-plan';
import { FlatField } from './FlatField';
import { idSchemaOf, sameJson, withSchemaDefaults } from './flat-schema';

/**
 * The two schema utilities the kit's fields may ask of a flat form's registry. RJSF's own
 * (createSchemaUtils) resolve what a flat form never has and weigh about 23 kB gzipped.
 */
const flatSchemaUtils = {
  getDefaultFormState: (schema: RJSFSchema, data: unknown) => withSchemaDefaults(schema, data),
  toIdSchema: (schema: RJSFSchema, id: string) => idSchemaOf(schema, id),
} as unknown as Registry['schemaUtils'];

interface FlatFormProps {
  run: FlowRun;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  plan: FieldPlan[];
  kit: EngineKit;
  onSubmit: (data: unknown) => void;
  children: ReactNode;
  className?: string;
}

const noop = () => undefined;

export const FlatForm = observer(function FlatForm({ run, schema, uiSchema, plan, kit, onSubmit, children, className }: FlatFormProps) {
  const stepId = run.stepId;
  // Only the kit's parts: a flat form names nothing else (flat-form-plan.ts checks), so RJSF's
  // default fields, widgets and templates (its core package) stay off the page.
  const registry = useMemo<Registry>(() => {
    return {
      fields: kit.fields,
      widgets: kit.widgets,
      templates: kit.templates as Registry['templates'],
      rootSchema: schema,
      schemaUtils: flatSchemaUtils,
      translateString: englishStringTranslator,
      // The live form data, read on demand: a widget that reads another field re-renders
      // through its FlatField, which tracks that path (see FlatField's dependencies).
      formContext: {
        locale: kit.locale,
        get formData() {
          return run.data[stepId];
        },
        t: kit.widgetText,
        resolve: (path: string) => toJS(resolvePath(run.context, path)),
        upload: kit.upload,
        captureIdCard: kit.captureIdCard,
        // Read when a field renders (an observer): a default set after the form opened still applies.
        get defaultAccount() {
          return kit.defaultAccount?.();
        },
      },
    };
  }, [kit, schema, run, stepId]);

  // The schema's own defaults, as RJSF's form fills them in (a `const: true` never is).
  useEffect(() => {
    const current = toJS(run.data[stepId]) ?? {};
    const withDefaults = withSchemaDefaults(schema, current);
    if (!sameJson(withDefaults, current)) run.setStepData(withDefaults);
  }, [schema, run, stepId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The run's own data, not a copy: handing the same object back leaves it as it is, where a
    // copy would be made observable again and re-render every field just before the step changes.
    onSubmit(run.data[stepId] ?? {});
  };
  const Group = registry.templates.FieldTemplate as ComponentType<FieldTemplateProps>;
  const Layout = registry.templates.ObjectFieldTemplate as ComponentType<ObjectFieldTemplateProps>;
  const rootErrors = run.fieldErrors[''];
  return (
    <form className={['rjsf', className].filter(Boolean).join(' ')} noValidate onSubmit={submit}>
      <Group
        id="root"
        label=""
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
        formContext={registry.formContext}
        classNames="form-group field field-object"
        rawErrors={rootErrors}
        hidden={false}
        required={false}
        readonly={false}
        disabled={false}
        displayLabel={false}
        onChange={noop}
        onKeyChange={() => noop}
        onDropPropertyClick={() => noop}
      >
        <Layout
          title=""
          schema={schema}
          uiSchema={uiSchema}
          idSchema={{ $id: 'root' } as ObjectFieldTemplateProps['idSchema']}
          registry={registry}
          formContext={registry.formContext}
          required={false}
          readonly={false}
          disabled={false}
          formData={undefined}
          onAddClick={() => noop}
          properties={plan.map((field) => ({
            name: field.name,
            hidden: field.kind === 'hidden',
            disabled: false,
            readonly: false,
            content: <FlatField key={field.name} run={run} stepId={stepId} plan={field} registry={registry} />,
          }))}
        />
      </Group>
      {children}
    </form>
  );
});
