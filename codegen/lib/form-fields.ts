// The field paths of a resolved form schema (dotted for nested objects), as the flow's `fields`
// and `messages` name them.
import { isObject } from './json';

export interface FormField {
  path: string;
  schema: Record<string, unknown>;
}

/** The uiSchema node of a dotted field path ('payee.name' -> ui.payee.name). */
export function uiFor(ui: Record<string, unknown>, fieldPath: string): Record<string, unknown> {
  let node: unknown = ui;
  for (const key of fieldPath.split('.')) node = isObject(node) ? node[key] : undefined;
  return isObject(node) ? node : {};
}

/**
 * Every property, depth first. A property rendered by a custom `ui:field` is one field: the
 * custom field draws its inner values itself, so they are not listed as fields of their own.
 */
export function formFields(schema: unknown, ui: Record<string, unknown> = {}, prefix = ''): FormField[] {
  if (!isObject(schema) || !isObject(schema.properties)) return [];
  const out: FormField[] = [];
  for (const [name, sub] of Object.entries(schema.properties)) {
    if (!isObject(sub)) continue;
    const path = prefix ? `${prefix}.${name}` : name;
    out.push({ path, schema: sub });
    if (typeof uiFor(ui, path)['ui:field'] !== 'string') out.push(...formFields(sub, ui, path));
  }
  return out;
}

/** Every property path, custom fields included (a message may target an inner value). */
export function allFieldPaths(schema: unknown, prefix = ''): string[] {
  if (!isObject(schema) || !isObject(schema.properties)) return [];
  return Object.entries(schema.properties).flatMap(([name, sub]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    return [path, ...allFieldPaths(sub, path)];
  });
}
