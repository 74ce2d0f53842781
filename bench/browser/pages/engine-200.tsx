// The product's engine on the 200-field benchmark flow: FlowStepView with the app's widget kit,
// a FlowRun saving to sessionStorage as the app's does. Not part of the app: built only by
// bench/browser/vite.config.ts.
import { createRoot } from 'react-dom/client';
import { FlowRun, type EngineDeps, type Flow } from '../../../engine/core';
import { EngineKitContext, FlowStepView, type EngineKit } from '../../../engine/react';
import { fields, templates, widgets, widgetTexts } from '../../../widgets';
import { stepRenderers } from '../../../widgets/renderers';
import { MobileUiProvider, setupMobileUi } from '../../../widgets/mobile-ui';
import { fields200Flow } from '../forms';
import * as form from '../.generated/fields200.js';

const flow = fields200Flow as unknown as Flow;
const key = `${flow.id}@${flow.version}/input`;
const entry = { schema: form.schema, hash: 'bench', validate: form.validate, rjsf: form.rjsf };

const deps: EngineDeps = {
  call: async () => ({}),
  formValidators: { [key]: entry } as unknown as EngineDeps['formValidators'],
  authenticators: {},
  locale: () => 'en',
  user: () => null,
  now: () => new Date(),
  newId: () => crypto.randomUUID(),
  storage: {
    load: (k) => window.sessionStorage.getItem(k),
    save: (k, v) => window.sessionStorage.setItem(k, v),
    remove: (k) => window.sessionStorage.removeItem(k),
    keys: () => Object.keys(window.sessionStorage),
  },
};

const noFormat = (v: string) => v;
const kit: EngineKit = {
  locale: 'en',
  renderers: stepRenderers,
  widgets,
  fields,
  templates,
  forms: { [key]: entry } as unknown as EngineKit['forms'],
  formatters: { money: (m, c) => `${c} ${m / 100}`, account: noFormat, bank: noFormat, date: noFormat, datetime: noFormat },
  widgetText: (k) => (widgetTexts.en as Record<string, string>)[k] ?? k,
  onAction: () => undefined,
  navigate: () => undefined,
};

setupMobileUi('en');
const run = new FlowRun(flow, deps);
void run.start();
createRoot(document.getElementById('root')!).render(
  <MobileUiProvider locale="en">
    <EngineKitContext.Provider value={kit}>
      <FlowStepView run={run} />
    </EngineKitContext.Provider>
  </MobileUiProvider>,
);
