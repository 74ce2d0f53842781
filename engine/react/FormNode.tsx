// Draws one node of a form's plan (form-plan.ts) at its path: a field, a nested object as a
// labelled group of its own nodes (ObjectGroup, as RJSF's ObjectField lays one out), or a list (FormArray). Only the nodes under a change re-render.
import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import type { Registry, UiSchema } from '@rjsf/utils';
import type { Locale } from '../core/flow-types';
import type { FormNode } from './form-plan';
import { fieldId, type FormPath, type FormStore } from './form-path';
import { FormField } from './FormField';
import { ObjectGroup } from './ObjectGroup';

export interface FormNodeProps {
  store: FormStore;
  path: FormPath;
  node: FormNode;
  registry: Registry;
  locale: Locale;
  /** The label the customer reads; an array's item is named by its list and number. */
  label?: string;
}

// No journey has a list in its forms yet: its code and styles load with the first form that has one.
const FormArray = lazy(() => import('./FormArray').then((m) => ({ default: m.FormArray })));

export function labelOf(node: FormNode): string {
  return (node.uiSchema['ui:title'] as string | undefined) ?? node.schema.title ?? node.name;
}

export function FormNodeView({ store, path, node, registry, locale, label = labelOf(node) }: FormNodeProps) {
  if (node.kind === 'array') {
    return (
      <Suspense fallback={null}>
        <FormArray store={store} path={path} node={node} registry={registry} locale={locale} label={label}>
          {(itemPath, itemLabel) => <FormNodeView store={store} path={itemPath} node={node.item} registry={registry} locale={locale} label={itemLabel} />}
        </FormArray>
      </Suspense>
    );
  }
  if (node.kind !== 'object') return <FormField store={store} path={path} node={node} registry={registry} label={label} />;
  return <FormObject store={store} path={path} node={node} registry={registry} locale={locale} label={label} />;
}

/** A nested object: an observer of its own errors only (a group left empty, say), its fields apart. */
const FormObject = observer(function FormObject({ store, path, node, registry, locale, label }: FormNodeProps & { node: Extract<FormNode, { kind: 'object' }>; label: string }) {
  const id = fieldId(registry.globalFormOptions.idPrefix, path);
  // An array's item is already a named group (FormArray): its object needs no heading of its own.
  const inItem = typeof path[path.length - 1] === 'number';
  const uiSchema: UiSchema = inItem ? { ...node.uiSchema, 'ui:title': '' } : node.uiSchema;
  return (
    <ObjectGroup
      id={id}
      fieldPathId={{ $id: id, path: [...path] }}
      label={label}
      title={inItem ? '' : label}
      schema={node.schema}
      uiSchema={uiSchema}
      registry={registry}
      rawErrors={store.fieldErrors[path.join('.')]}
      required={node.required}
      properties={node.children.map((child) => ({
        name: child.name,
        hidden: child.kind === 'hidden',
        content: <FormNodeView key={child.name} store={store} path={[...path, child.name]} node={child} registry={registry} locale={locale} />,
      }))}
    />
  );
});
