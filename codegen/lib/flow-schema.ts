// schemas/flow.schema.json, read once, and what the linter derives from it: the properties
// each step kind allows (the schema composes kinds with allOf, so it cannot forbid extras).
import { isObject, readJson } from './json';
import { FLOW_SCHEMA_FILE } from './paths';

let cached: Record<string, unknown> | undefined;

export function flowSchema(): Record<string, unknown> {
  cached ??= readJson(FLOW_SCHEMA_FILE) as Record<string, unknown>;
  return cached;
}

function definition(name: string): Record<string, unknown> {
  const defs = flowSchema().definitions;
  const def = isObject(defs) ? defs[name] : undefined;
  return isObject(def) ? def : {};
}

/** Step kind -> definition name, read from Step's if/then branches. */
export function stepKinds(): Map<string, string> {
  const kinds = new Map<string, string>();
  const branches = definition('Step').allOf;
  for (const branch of Array.isArray(branches) ? branches : []) {
    const kind = (branch as { if?: { properties?: { kind?: { const?: unknown } } } }).if?.properties?.kind?.const;
    const ref = (branch as { then?: { $ref?: unknown } }).then?.$ref;
    if (typeof kind === 'string' && typeof ref === 'string') kinds.set(kind, ref.replace('#/definitions/', ''));
  }
  return kinds;
}

/** Every property a step of this kind may have, or undefined for an unknown kind. */
export function allowedStepProperties(kind: string): Set<string> | undefined {
  const name = stepKinds().get(kind);
  if (!name) return undefined;
  const allowed = new Set<string>();
  const parts = definition(name).allOf;
  for (const part of Array.isArray(parts) ? parts : [definition(name)]) {
    const schema = isObject(part) && typeof part.$ref === 'string' ? definition(part.$ref.replace('#/definitions/', '')) : part;
    if (isObject(schema) && isObject(schema.properties)) for (const key of Object.keys(schema.properties)) allowed.add(key);
  }
  return allowed;
}
