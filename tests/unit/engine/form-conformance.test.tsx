// @vitest-environment jsdom
// The one form layer draws every form: each form schema of flows/ (list filters too) and the
// nested and array test forms is planned, every field it shows is in the accessible tree under
// its label, and the value it submits, each field given a valid value through its own widget's
// onChange, validates against the step's schema. RJSF renders no customer form (it is the
// reference for the defaults and the data shape only: form-data.test.ts), so there is no
// second renderer to compare with.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, waitFor } from '@testing-library/react';
import { computeAccessibleName } from 'dom-accessibility-api';
import fc from 'fast-check';
import type { FieldProps, RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import { planForm, type FormNode } from '../../../engine/react/form-plan';
import { buildUiSchema } from '../../../engine/react/ui-schema';
import { fields, widgets } from '../../../widgets';
import { formValidators } from '../../../generated/validators/forms.js';
import type { CompiledValidator } from '../../../engine/core/validation';
import { renderFormStep } from './form-harness';
import { TEST_FORMS } from './form-schemas';

interface Case {
  key: string;
  schema: RJSFSchema;
  ui: UiSchema;
  fields?: Record<string, { label: Record<string, string> }>;
  validate: CompiledValidator;
}

const JOURNEYS = path.resolve(__dirname, '../../../generated/journeys');
const flowCases: Case[] = fs.readdirSync(JOURNEYS).flatMap((dir) => {
  const file = path.join(JOURNEYS, dir, 'flow.json');
  if (!fs.existsSync(file)) return [];
  const flow = JSON.parse(fs.readFileSync(file, 'utf8')) as { id: string; version: number; steps: Record<string, Record<string, unknown>> };
  return Object.entries(flow.steps).flatMap(([stepId, step]) => {
    const holder = (step.kind === 'form' ? step : step.kind === 'list' ? step.filter : undefined) as Record<string, unknown> | undefined;
    const entry = formValidators[`${flow.id}@${flow.version}/${stepId}` as keyof typeof formValidators];
    if (!holder?.schema || !entry) return [];
    return [{ key: `${flow.id}/${stepId}`, schema: entry.schema as RJSFSchema, ui: (holder.ui ?? {}) as UiSchema, fields: holder.fields as Case['fields'], validate: entry.validate as unknown as CompiledValidator }];
  });
});
const testCases: Case[] = TEST_FORMS.map((f) => ({ key: f.name, schema: f.schema, ui: f.uiSchema, validate: undefined as unknown as CompiledValidator }));

afterEach(cleanup);

/** The fields of a plan with their paths, lists too (a list's first entry stands for its entries). */
function leaves(nodes: FormNode[], at: (string | number)[] = []): { path: (string | number)[]; node: FormNode }[] {
  return nodes.flatMap((node) => {
    const here = [...at, node.name];
    if (node.kind === 'object') return leaves(node.children, here);
    if (node.kind !== 'array') return [{ path: here, node }];
    const first = [...here, 0];
    const entries = !node.schema.minItems ? [] : node.item.kind === 'object' ? leaves(node.item.children, first) : [{ path: first, node: node.item }];
    return [{ path: here, node }, ...entries];
  });
}

/** A value the schema accepts, the same on every run (fast-check with a fixed seed for patterns). */
function valid(given: RJSFSchema): unknown {
  // A shared definition pulled in with allOf (a currency code) counts as part of the property.
  const schema = (given.allOf ?? []).reduce<RJSFSchema>((all, part) => ({ ...all, ...(part as RJSFSchema) }), { ...given, allOf: undefined });
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number': {
      const low = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 1;
      return typeof schema.maximum === 'number' ? Math.min(low, schema.maximum) : low;
    }
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, RJSFSchema>;
      return Object.fromEntries((schema.required ?? []).map((k) => [k, valid(props[k] ?? {})]));
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => valid((schema.items ?? {}) as RJSFSchema));
    default: {
      if (schema.format === 'date') return '2026-11-23';
      if (schema.format === 'email') return 'chan@example.com';
      const min = schema.minLength ?? 1;
      const max = schema.maxLength ?? Math.max(min, 8);
      if (!schema.pattern) return 'x'.repeat(Math.min(Math.max(min, 1), max));
      // A few candidates and the first of the right length (a filter could search for ever);
      // fast-check cannot generate from a lookahead (password rules): typical passwords then.
      const pattern = new RegExp(schema.pattern);
      const candidates = /\(\?[=!]/.test(schema.pattern) ? ['Abcd1234', 'abc12345', 'Hk2026pass', 'Aa1!aaaa'] : fc.sample(fc.stringMatching(pattern), { seed: 39, numRuns: 200 });
      return candidates.find((s) => pattern.test(s) && s.length >= min && s.length <= max) ?? candidates[0];
    }
  }
}

/** Widgets and fields that draw nothing but hand the test their onChange, by element id. */
function probes() {
  const seen = new Map<string, { schema: RJSFSchema; onChange: (value: unknown) => void }>();
  const Widget = (props: WidgetProps) => {
    seen.set(props.id, { schema: props.schema, onChange: props.onChange });
    return <input id={props.id} aria-label={props.label} readOnly />;
  };
  const Field = (props: FieldProps) => {
    seen.set(props.fieldPathId.$id, { schema: props.schema, onChange: (value) => props.onChange(value, props.fieldPathId.path) });
    return <input id={props.fieldPathId.$id} readOnly />;
  };
  return {
    seen,
    widgets: Object.fromEntries(Object.keys(widgets).map((name) => [name, Widget])),
    fields: Object.fromEntries(Object.keys(fields).map((name) => [name, Field])),
  };
}

describe('one form layer for every form', () => {
  it('finds the flows\u2019 forms', () => {
    expect(flowCases.length).toBeGreaterThan(50);
  });

  it.each([...flowCases, ...testCases])('$key: planned, every field named in the accessible tree', async ({ schema, ui, fields: texts }) => {
    const uiSchema = buildUiSchema(ui, texts as never, 'en');
    const plan = planForm(schema, uiSchema, { widgets, fields });
    expect('problem' in plan ? plan.problem : null).toBeNull();
    if (!('nodes' in plan)) return;
    await renderFormStep(schema, ui, 'en', { fields: texts });
    const form = document.querySelector('form')!;
    for (const { path: at, node } of leaves(plan.nodes)) {
      if (node.kind === 'hidden') continue;
      const id = ['root', ...at].join('_');
      // A heavy widget loads with the first form that shows it (widgets/lazy-widgets.ts); a kit
      // field with nothing to show yet (goods not loaded here) still has its row and label.
      const heading = await waitFor(() => {
        const found = document.querySelector<HTMLElement>(`label[for="${id}"]`) ?? document.getElementById(id);
        expect(found, `${id} is on the page`).not.toBeNull();
        return document.querySelector(`label[for="${id}"]`)?.textContent ?? '';
      });
      const element = document.getElementById(id);
      // The control itself, or the group a kit field draws, or its row's label names the field.
      const label = (node.uiSchema['ui:title'] as string | undefined) ?? node.schema.title;
      const parts = element ? [element, ...element.querySelectorAll<HTMLElement>('input, select, textarea, button, [role]')] : [];
      const named = parts.map((e) => computeAccessibleName(e)).concat(heading).filter(Boolean);
      expect(named.length, `${id} has an accessible name`).toBeGreaterThan(0);
      if (label && (node.kind === 'widget' || node.kind === 'array')) expect(named.join(' | '), `${id} is named by its label`).toContain(label);
    }
    expect(form).toBeInTheDocument();
  });

  it.each(flowCases)('$key: the value submitted through the widgets validates against the step\u2019s schema', async ({ schema, ui, fields: texts, validate }) => {
    const probe = probes();
    const { run } = await renderFormStep(schema, ui, 'en', { fields: texts, kit: { widgets: probe.widgets, fields: probe.fields } });
    const uiSchema = buildUiSchema(ui, texts as never, 'en');
    const plan = planForm(schema, uiSchema, { widgets, fields });
    if (!('nodes' in plan)) throw new Error(plan.problem);
    for (const { path: at, node } of leaves(plan.nodes)) {
      if (node.kind === 'array') continue;
      const value = valid(node.schema);
      const probed = probe.seen.get(['root', ...at].join('_'));
      // A hidden field is given its value by the flow (a default, a load): written as the layer would.
      act(() => (probed ? probed.onChange(value) : run.setFieldAt(at, value)));
    }
    // What the form hands on at Next is the run's own data for the step (SchemaForm's submit);
    // read here rather than through Next, which would go on to the step's bank call.
    const submitted = JSON.parse(JSON.stringify(run.data.input ?? {}));
    expect(validate(submitted) ? [] : validate.errors?.map((e) => `${e.instancePath} ${e.keyword} ${JSON.stringify(e.params)}`), JSON.stringify(submitted)).toEqual([]);
  });
});
