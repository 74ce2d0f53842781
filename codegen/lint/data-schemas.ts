// The schema behind each root of the run context (engine/core/context.ts), so a path can be
// followed into it: data.{step} is the step's form, loaded.{step}.{into} the load's contract
// response (its `pick` field when it has one), response.{step} the submit's contract response
// plus the keys of its response mapping, item the element of the list being shown, user the
// session user (schemas/entities/user.json: the engine is handed session.user), query plain
// strings and now an ISO date-time.
import path from 'node:path';
import { isObject } from '../lib/json';
import { ENTITIES_DIR } from '../lib/paths';
import { describeMissing, elementsOf, lookup, resolvedSchema, type Lookup, type Schema } from './schema-paths';
import type { LintContext } from './types';

export const USER_SCHEMA_FILE = path.join(ENTITIES_DIR, 'user.json');
const cache = new Map<string, Schema>();

/** A contract's request or response schema, $refs inlined (read once per process). */
export function contractSchema(ctx: LintContext, code: string, part: 'request' | 'response'): Schema | undefined {
  const contract = ctx.contract(code);
  if (!contract) return undefined;
  const key = `${contract.file}#${part}`;
  if (!cache.has(key)) cache.set(key, resolvedSchema(contract[part], contract.file));
  return cache.get(key);
}

function userSchema(): Schema {
  if (!cache.has(USER_SCHEMA_FILE)) cache.set(USER_SCHEMA_FILE, resolvedSchema({ $ref: path.basename(USER_SCHEMA_FILE) }, USER_SCHEMA_FILE));
  return cache.get(USER_SCHEMA_FILE)!;
}

/** What a path leads to; `problem` says why it leads nowhere; neither when it cannot be judged. */
export interface PathLookup {
  schemas?: Schema[];
  problem?: string;
}

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** What a verification step leaves in response.{step} (engine/core/flow-run.ts passVerification). */
const VERIFICATION_RESULT: Schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    bizType: { type: 'string' },
    theMods: { type: 'array', items: { type: 'string' } },
    verified: { type: 'boolean' },
    ticket: { type: 'string', pattern: '^[A-Za-z0-9_-]{32,64}$' },
  },
};

function judged(found: Lookup, segments: string[], what: string, offset: number): PathLookup {
  if ('found' in found) return { schemas: found.found };
  return { problem: describeMissing(segments.slice(offset), found.missing, what) };
}

/** The form schema of a step (its form, or a list's filter), when it resolved. */
export function formSchema(ctx: LintContext, stepId: string): Schema | undefined {
  const form = ctx.forms().find((f) => f.stepId === stepId);
  return form && !form.resolved.problems.length ? form.resolved.schema : undefined;
}

/**
 * Follows a context path. `item` is the schemas of the list element in scope (undefined: no
 * list row is in scope here). Step-level mistakes (no such step, no such load) are bad-path's.
 */
export function lookupContextPath(ctx: LintContext, value: string, item?: Schema[]): PathLookup {
  const segs = value.split('.');
  const [root, stepId, into] = segs;
  const step = stepId ? ctx.steps.get(stepId) : undefined;
  switch (root) {
    case 'data': {
      const schema = step && formSchema(ctx, stepId!);
      return schema ? judged(lookup(schema, segs.slice(2)), segs, `data.${stepId}`, 2) : {};
    }
    case 'loaded': {
      if (!step || !into) return {};
      const loads = list(step.load).filter((l): l is Record<string, unknown> => isObject(l) && l.into === into && typeof l.tx === 'string');
      let first: PathLookup = {};
      for (const load of loads) {
        const response = contractSchema(ctx, load.tx as string, 'response');
        if (!response) return {};
        const base = typeof load.pick === 'string' ? lookup(response, [load.pick]) : { found: [response] };
        if (!('found' in base)) return {}; // the pick itself is reported at the load
        const found = judged(lookup(base.found, segs.slice(3)), segs, `loaded.${stepId}.${into}`, 3);
        if (found.schemas) return found;
        if (!first.problem) first = { problem: `${found.problem} (${load.tx} response${typeof load.pick === 'string' ? `.${load.pick}` : ''})` };
      }
      return first;
    }
    case 'response': {
      if (step?.kind === 'verification') return judged(lookup(VERIFICATION_RESULT, segs.slice(2)), segs, `response.${stepId}`, 2);
      const submit = step && isObject(step.submit) ? step.submit : undefined;
      if (!submit || typeof submit.tx !== 'string') return {};
      const rest = segs.slice(2);
      // Keys the step's response mapping adds (dotted keys nest) are there whatever the contract says.
      const mapped = isObject(submit.response) ? Object.keys(submit.response).map((k) => k.split('.')) : [];
      if (mapped.some((m) => m.every((p, i) => i >= rest.length || rest[i] === p))) return { schemas: [{}] };
      const response = contractSchema(ctx, submit.tx, 'response');
      if (!response) return {};
      const found = judged(lookup(response, rest), segs, `response.${stepId}`, 2);
      return found.problem ? { problem: `${found.problem} (${submit.tx} response)` } : found;
    }
    case 'item':
      if (!item) return { problem: `"item" is only set inside the rows of a list (item.link, item.actions, item fields, rows.item)` };
      return judged(lookup(item, segs.slice(1)), segs, 'item', 1);
    case 'user':
      return judged(lookup(userSchema(), segs.slice(1)), segs, 'user', 1);
    case 'query':
      if (segs.length > 2) return { problem: `query values are plain strings: "${value}" reads inside query.${stepId}` };
      return { schemas: [{ type: segs.length === 1 ? 'object' : 'string' }] };
    case 'now':
      if (segs.length > 1) return { problem: `now is a date-time string: "${value}" reads inside it` };
      return { schemas: [{ type: 'string', format: 'date-time' }] };
    default:
      return {};
  }
}

/** The element schemas of a list path (a list step's `items`, a result's `rows.items`). */
export function itemSchemas(ctx: LintContext, itemsPath: unknown): Schema[] | undefined {
  if (typeof itemsPath !== 'string') return undefined;
  const found = lookupContextPath(ctx, itemsPath);
  return found.schemas ? elementsOf(found.schemas) : undefined;
}
