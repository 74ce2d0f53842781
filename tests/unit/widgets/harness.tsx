// Renders a real RJSF <Form> with the mobile registry and a WidgetContext, keeping the form
// data in state the way the engine's adapter does, and exposes the latest data to the test.
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { render } from '@testing-library/react';
import { useState } from 'react';
import { fields, templates, widgets } from '../../../widgets';
import { readPath, type WidgetContext, type WidgetLocale } from '../../../widgets/context';
import './dom-stubs';

export interface FormSetup {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData?: unknown;
  locale?: WidgetLocale;
  /** The run context that formContext.resolve reads ('loaded.input.accounts' ...). */
  runContext?: unknown;
  liveValidate?: boolean;
  extraErrors?: ErrorSchema;
  /** The bank's upload root, as the flow kit hands it to the widgets. */
  upload?: WidgetContext['upload'];
}

export function renderForm(setup: FormSetup) {
  const latest = { data: setup.formData as Record<string, unknown> | undefined };

  function Harness() {
    const [data, setData] = useState(setup.formData);
    const context: WidgetContext = {
      locale: setup.locale ?? 'en',
      formData: data,
      t: (key) => key,
      resolve: (path) => readPath(setup.runContext, path),
      ...(setup.upload ? { upload: setup.upload } : {}),
    };
    return (
      <Form
        schema={setup.schema}
        uiSchema={setup.uiSchema}
        formData={data}
        validator={validator}
        widgets={widgets}
        fields={fields}
        templates={templates}
        formContext={context}
        liveValidate={setup.liveValidate}
        // RJSF would otherwise pre-fill `const` values as defaults and tick terms (const: true).
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
        extraErrors={setup.extraErrors}
        onChange={(event) => {
          latest.data = event.formData as Record<string, unknown>;
          setData(event.formData);
        }}
      />
    );
  }

  const view = render(<Harness />);
  return { ...view, data: () => latest.data };
}
