// schema: the flow must match schemas/flow.schema.json. Ajv's raw errors for oneOf are noisy
// (one "must be string/object" per branch), so they are folded into one readable line.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { flowSchema } from '../../lib/flow-schema';
import { fromPointer, location } from '../location';
import type { Finding, Rule } from '../types';

let validator: ValidateFunction | undefined;

function validate(): ValidateFunction {
  // Logic is `type: [object, boolean]`, hence allowUnionTypes under strict mode.
  validator ??= new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).compile(flowSchema());
  return validator;
}

function describe(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties':
      return `unknown property "${String(p.additionalProperty)}"`;
    case 'required':
      return `missing required property "${String(p.missingProperty)}"`;
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    default:
      return e.message ?? e.keyword;
  }
}

/** Drops 'if' (the branch's own errors say what is wrong) and folds oneOf branch mismatches. */
export function readableErrors(errors: ErrorObject[]): Finding[] {
  const kept = errors.filter((e) => e.keyword !== 'if');
  const dropped = new Set<ErrorObject>();
  const messages = new Map<ErrorObject, string>();
  for (const e of kept) {
    if (e.keyword !== 'oneOf' && e.keyword !== 'anyOf') continue;
    const branchTypes = kept.filter((o) => o !== e && o.keyword === 'type' && o.instancePath === e.instancePath);
    branchTypes.forEach((o) => dropped.add(o));
    const deeper = kept.some((o) => o.instancePath.startsWith(`${e.instancePath}/`));
    if (deeper) dropped.add(e);
    else if (branchTypes.length) {
      const types = [...new Set(branchTypes.map((o) => String((o.params as { type: unknown }).type)))];
      messages.set(e, `must be ${types.join(' or ')}${e.keyword === 'oneOf' ? ' (see flow.schema.json)' : ''}`);
    }
  }
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const e of kept) {
    if (dropped.has(e)) continue;
    const finding = { location: location(fromPointer(e.instancePath)), message: messages.get(e) ?? describe(e) };
    const key = `${finding.location}\u0000${finding.message}`;
    if (!seen.has(key)) out.push(finding);
    seen.add(key);
  }
  return out;
}

export const schemaRule: Rule = {
  id: 'schema',
  description: 'the flow matches schemas/flow.schema.json',
  check(ctx) {
    const v = validate();
    return v(ctx.flow) ? [] : readableErrors(v.errors ?? []);
  },
};
