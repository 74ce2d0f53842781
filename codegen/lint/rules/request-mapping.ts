// request-mapping: each load/submit (and file button) `request` mapping is checked against its contract's
// request schema: a target key must be a field of the request, a {"const"} must be a value the
// schema accepts (type, enum, pattern, ...), a mapped path's type must meet the field's where
// both are known (and a closed set of values, such as a select, hold only values the field
// takes), and every required field must be mapped. The engine never sends a submit its contract
// refuses (engine/core/flow-run.ts) and the bank refuses such a load, so a flow with one fails in
// front of the customer.
// What the engine adds itself is not mapped: idempotencyKey (idempotent: true), auth (a step
// with an authenticator) and verifyTicket (a step with verify) on a submit, pageNo and pageSize
// on the load a list pages.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { isObject } from '../../lib/json';
import { contractSchema, lookupContextPath } from '../data-schemas';
import { describeMissing, lookup, typesOf, type Schema } from '../schema-paths';
import type { Finding, LintContext, Rule } from '../types';
import { pathProblem } from './bad-path';
import { FILE_ACTIONS } from './file-action';

let ajv: Ajv | undefined;
const compiled = new Map<string, ValidateFunction>();

/** Why `value` fits none of `schemas`, or undefined when one accepts it. */
function refusal(value: unknown, schemas: Schema[]): string | undefined {
  ajv ??= addFormats(new Ajv({ allErrors: true, strict: false, allowUnionTypes: true }));
  let reason: string | undefined;
  for (const schema of schemas) {
    const { $id: _id, $schema: _s, ...plain } = schema;
    const key = JSON.stringify(plain);
    if (!compiled.has(key)) compiled.set(key, ajv.compile(plain));
    const validate = compiled.get(key)!;
    if (validate(value)) return undefined;
    const e = validate.errors?.[0];
    const allowed = e?.keyword === 'enum' ? ` (allowed: ${(e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')})` : '';
    reason ??= `${e?.instancePath ? `${e.instancePath.slice(1)} ` : ''}${e?.message ?? 'is refused'}${allowed}`;
  }
  return reason;
}

/** Fields a submit's engine adds itself, and when. */
const ENGINE_FIELDS: Record<string, string> = {
  idempotencyKey: 'when the submit says idempotent: true',
  auth: "when the step has an authenticator (auth other than 'none')",
  verifyTicket: 'when the step has verify',
};

/** Every value a schema allows when it is a closed set (enum/const in each alternative), else undefined. */
function valuesOf(schemas: Schema[]): unknown[] | undefined {
  const out: unknown[] = [];
  for (const s of schemas) {
    const own = 'const' in s ? [s.const] : Array.isArray(s.enum) ? s.enum : undefined;
    if (own) out.push(...own);
    else if (Array.isArray(s.oneOf) || Array.isArray(s.anyOf)) {
      const branches = ((s.oneOf ?? s.anyOf) as unknown[]).filter(isObject);
      const inner = valuesOf(branches);
      if (!inner) return undefined;
      out.push(...inner);
    } else return undefined;
  }
  return out;
}

/** Required fields of an object schema (its own and its allOf members'; oneOf/anyOf branches vary). */
function required(schema: Schema): string[] {
  const own = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const all = Array.isArray(schema.allOf) ? schema.allOf.filter(isObject).flatMap((s) => required(s)) : [];
  return [...own, ...all];
}

function checkMapping(ctx: LintContext, stepId: string, step: Record<string, unknown>, call: Record<string, unknown>, at: string, isSubmit: boolean): Finding[] {
  const out: Finding[] = [];
  const schema = typeof call.tx === 'string' ? contractSchema(ctx, call.tx, 'request') : undefined;
  if (!schema) return out; // unknown-transaction reports it
  const tx = call.tx as string;
  const mapping = isObject(call.request) ? call.request : {};
  for (const [target, source] of Object.entries(mapping)) {
    const where = `${at}.request[${JSON.stringify(target)}]`.replace(/\["([A-Za-z_$][\w$-]*)"\]$/, '.$1');
    const found = lookup(schema, target.split('.'));
    if ('missing' in found) {
      out.push({ location: where, message: `${describeMissing(target.split('.'), found.missing, `the ${tx} request`)}` });
      continue;
    }
    if (isObject(source) && 'const' in source) {
      const why = refusal(source.const, found.found);
      if (why) out.push({ location: where, message: `${JSON.stringify(source.const)} is not a valid ${tx} request.${target}: ${why}` });
    } else if (typeof source === 'string' && !pathProblem(ctx, source)) {
      const schemas = lookupContextPath(ctx, source).schemas ?? [{}];
      const from = typesOf(schemas);
      const to = typesOf(found.found);
      if (from && to && ![...from].some((t) => to.has(t))) {
        out.push({ location: where, message: `"${source}" is ${[...from].join(' or ')}, but ${tx} request.${target} takes ${[...to].join(' or ')}` });
        continue;
      }
      // A closed set of values (a select, a code from the bank) must be values the request takes;
      // '' is never sent (the engine leaves empty values out).
      const values = valuesOf(schemas)?.filter((v) => v !== '');
      const refused = values?.filter((v) => refusal(v, found.found) !== undefined) ?? [];
      if (refused.length) out.push({ location: where, message: `"${source}" may be ${refused.map((v) => JSON.stringify(v)).join(', ')}, which ${tx} request.${target} refuses` });
    }
  }
  // Required fields, at the top and inside objects the mapping builds from dotted keys.
  const engineFills = new Set<string>();
  // A paged list's load gets its page from the engine (engine/core/paging.ts).
  // (A paging that names no load is the paging rule's finding.)
  const paging = isObject(step.paging) ? step.paging : undefined;
  const loads = Array.isArray(step.load) ? step.load.filter(isObject) : [];
  if (!isSubmit && paging && (paging.load === call.into || !loads.some((l) => l.into === paging.load))) ['pageNo', 'pageSize'].forEach((k) => engineFills.add(k));
  if (isSubmit) {
    if (call.idempotent === true) engineFills.add('idempotencyKey');
    if (typeof step.auth === 'string' && step.auth !== 'none') engineFills.add('auth');
    if (isObject(step.verify)) engineFills.add('verifyTicket');
  }
  const targets = Object.keys(mapping).map((k) => k.split('.'));
  const prefixes = new Set<string>(['']);
  for (const t of targets) for (let i = 1; i < t.length; i++) prefixes.add(t.slice(0, i).join('.'));
  for (const prefix of prefixes) {
    const segs = prefix ? prefix.split('.') : [];
    const found = lookup(schema, segs);
    if (!('found' in found) || found.found.length !== 1) continue;
    for (const name of required(found.found[0]!)) {
      const full = [...segs, name];
      const mapped = targets.some((t) => full.every((p, i) => i >= t.length || t[i] === p));
      if (mapped || (prefix === '' && engineFills.has(name))) continue;
      const engine = prefix === '' && isSubmit ? ENGINE_FIELDS[name] : undefined;
      // On a money-moving submit a missing authenticator or idempotency is unauthenticated-money's.
      if (engine && ctx.contract(tx)?.moneyMoving && name !== 'verifyTicket') continue;
      out.push({ location: `${at}.request`, message: `${tx} request.${full.join('.')} is required and not mapped${engine ? ` (the engine adds it only ${engine})` : ''}` });
    }
  }
  return out;
}

export const requestMappingRule: Rule = {
  id: 'request-mapping',
  description: 'load/submit request mappings fit the contract request (fields, constants, types, required)',
  check(ctx) {
    const out: Finding[] = [];
    for (const [id, step] of ctx.steps) {
      const loads = Array.isArray(step.load) ? step.load : [];
      loads.forEach((load, i) => {
        if (isObject(load)) out.push(...checkMapping(ctx, id, step, load, `steps.${id}.load[${i}]`, false));
      });
      if (isObject(step.submit)) out.push(...checkMapping(ctx, id, step, step.submit, `steps.${id}.submit`, true));
      // A button that fetches a file or acts on the page (call) calls its own transaction; a tx
      // file-action or call-action refuses is theirs to report.
      for (const key of ['buttons', 'footer']) {
        const buttons = Array.isArray(step[key]) ? (step[key] as unknown[]) : [];
        buttons.forEach((b, i) => {
          if (!isObject(b) || typeof b.tx !== 'string' || ![...FILE_ACTIONS, 'call'].includes(String(b.action)) || ctx.contract(b.tx)?.moneyMoving !== false) return;
          out.push(...checkMapping(ctx, id, step, b, `steps.${id}.${key}[${i}]`, false));
        });
      }
    }
    return out;
  },
};
