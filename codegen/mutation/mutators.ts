// The mutants of a flow (docs/testing.md, "Mutation score for flows"): each is the flow with one
// change of a kind that matters to a bank, made on the flow as the engine runs it (shared parts
// expanded, form schemas resolved). A mutant is data only; whether it is caught is decided by
// the linter and the fixtures (score.ts). Every mutator is deterministic: the same flow gives
// the same mutants in the same order, so two runs' survivors can be compared line by line.
import type { Flow } from '../../engine/core/flow-types';
import vocabulary from '../../schemas/vocabulary.json';

export type MutantKind =
  | 'auth-dropped'
  | 'auth-weakened'
  | 'verify-dropped'
  | 'tx-changed'
  | 'branch-swapped'
  | 'condition-negated'
  | 'validation-removed'
  | 'validation-loosened'
  | 'check-removed'
  | 'mapping-dropped'
  | 'mapping-crossed'
  | 'money-changed'
  | 'confirm-removed'
  | 'link-moved';

export const MUTANT_KINDS: readonly MutantKind[] = [
  'auth-dropped',
  'auth-weakened',
  'verify-dropped',
  'tx-changed',
  'branch-swapped',
  'condition-negated',
  'validation-removed',
  'validation-loosened',
  'check-removed',
  'mapping-dropped',
  'mapping-crossed',
  'money-changed',
  'confirm-removed',
  'link-moved',
];

export interface Mutant {
  kind: MutantKind;
  /** Where and what, in one line: `steps.confirm.auth: mobile-token → none`. */
  description: string;
  flow: Flow;
  /** Whether a form schema changed (its validators must be compiled for the mutant). */
  formsChanged: boolean;
}

type Json = Record<string, unknown>;
type StepJson = Json & { kind?: string; next?: unknown; auth?: unknown; verify?: unknown; submit?: unknown; load?: unknown; checks?: unknown };

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const copy = <T>(v: T): T => structuredClone(v);

/** Authenticators from the strongest a flow uses to the weakest: a mutant may only go down. */
const STRENGTH = ['device-certificate', 'bound-device', 'passkey', 'mobile-token', 'transaction-code', 'sms-otp', 'password', 'none'];
const SCHEMA_BOUNDS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'minItems', 'maxItems'] as const;
const SCHEMA_RULES = [...SCHEMA_BOUNDS, 'pattern', 'enum', 'const', 'format', 'multipleOf'] as const;

export interface MutateOptions {
  /** Form schemas resolved per step id (their $refs followed): validation mutants change these. */
  forms: Record<string, Json>;
  /** Every transaction code there is, sorted: a changed code is the next one of the same family. */
  transactions: readonly string[];
  /** Every route of the app: a moved link goes to another one. */
  routes: readonly string[];
}

export function mutants(flow: Flow, options: MutateOptions): Mutant[] {
  const out: Mutant[] = [];
  const steps = (flow as unknown as { steps: Record<string, StepJson> }).steps;
  const add = (kind: MutantKind, description: string, change: (f: { steps: Record<string, StepJson> }) => void, formsChanged = false) => {
    const mutated = copy(flow) as unknown as { steps: Record<string, StepJson> };
    change(mutated);
    out.push({ kind, description, flow: mutated as unknown as Flow, formsChanged });
  };

  for (const [id, step] of Object.entries(steps)) {
    const at = `steps.${id}`;
    // Authentication: dropped, or any weaker authenticator.
    if (typeof step.auth === 'string' && step.auth !== 'none') {
      add('auth-dropped', `${at}.auth: ${step.auth} removed`, (f) => delete f.steps[id]!.auth);
      const rank = STRENGTH.indexOf(step.auth);
      for (const weaker of STRENGTH.slice(rank + 1)) {
        if (!vocabulary.authenticators.includes(weaker)) continue;
        add('auth-weakened', `${at}.auth: ${step.auth} → ${weaker}`, (f) => (f.steps[id]!.auth = weaker));
      }
    }
    if (step.verify !== undefined) add('verify-dropped', `${at}.verify removed`, (f) => delete f.steps[id]!.verify);

    // Calls: another transaction code; a request field dropped or taken from another field; money.
    const calls: { path: string; get: (s: StepJson) => Json | undefined }[] = [];
    if (isObject(step.submit)) calls.push({ path: `${at}.submit`, get: (s) => s.submit as Json });
    if (Array.isArray(step.load)) step.load.forEach((_, i) => calls.push({ path: `${at}.load[${i}]`, get: (s) => (s.load as Json[])[i] }));
    for (const call of calls) {
      const original = call.get(step)!;
      const tx = original.tx;
      if (typeof tx === 'string') {
        const other = sibling(tx, options.transactions);
        if (other) add('tx-changed', `${call.path}.tx: ${tx} → ${other}`, (f) => (call.get(f.steps[id]!)!.tx = other));
      }
      const request = isObject(original.request) ? original.request : undefined;
      const keys = request ? Object.keys(request) : [];
      keys.forEach((key, k) => {
        add('mapping-dropped', `${call.path}.request.${key} removed`, (f) => delete (call.get(f.steps[id]!)!.request as Json)[key]);
        const from = keys[(k + 1) % keys.length]!;
        if (keys.length > 1 && JSON.stringify(request![from]) !== JSON.stringify(request![key])) {
          add('mapping-crossed', `${call.path}.request.${key} taken from ${describe(request![from])}`, (f) => {
            const r = call.get(f.steps[id]!)!.request as Json;
            r[key] = copy(request![from]);
          });
        }
        const money = moneyMutation(key, request![key]);
        if (money) add('money-changed', `${call.path}.request.${key}: ${describe(request![key])} → ${describe(money)}`, (f) => ((call.get(f.steps[id]!)!.request as Json)[key] = money));
      });
    }

    // Branches: each condition negated; each branch sent where the next one goes.
    if (Array.isArray(step.next)) {
      const branches = step.next as unknown[];
      branches.forEach((b, i) => {
        if (!isObject(b)) return;
        add('condition-negated', `${at}.next[${i}].when negated`, (f) => (((f.steps[id]!.next as Json[])[i] as Json).when = { '!': [copy(b.when)] }));
        const nextTarget = target(branches[(i + 1) % branches.length]);
        if (nextTarget && nextTarget !== b.go) add('branch-swapped', `${at}.next[${i}] → ${nextTarget} instead of ${String(b.go)}`, (f) => (((f.steps[id]!.next as Json[])[i] as Json).go = nextTarget));
      });
    }

    // The checks a form runs after its schema: each one removed.
    if (Array.isArray(step.checks)) {
      step.checks.forEach((c, i) => {
        const field = isObject(c) && typeof c.field === 'string' ? ` (${c.field})` : '';
        add('check-removed', `${at}.checks[${i}]${field} removed`, (f) => (f.steps[id]!.checks as unknown[]).splice(i, 1));
      });
    }

    // The form's schema: each rule removed; each bound loosened by one; each required field made optional.
    const schema = options.forms[id];
    if (schema) {
      for (const { path, node } of schemaNodes(schema)) {
        const rules = SCHEMA_RULES.filter((r) => node[r] !== undefined);
        for (const rule of rules) {
          add('validation-removed', `${at}.schema${path}.${rule} removed`, (f) => delete schemaAt(f.steps[id]!, schema, path)[rule], true);
        }
        for (const bound of SCHEMA_BOUNDS) {
          const value = node[bound];
          if (typeof value !== 'number') continue;
          const looser = bound.startsWith('min') || bound === 'exclusiveMinimum' ? value - 1 : value + 1;
          if (looser < 0 && bound.endsWith('Length')) continue;
          add('validation-loosened', `${at}.schema${path}.${bound}: ${value} → ${looser}`, (f) => (schemaAt(f.steps[id]!, schema, path)[bound] = looser), true);
        }
        if (Array.isArray(node.required)) {
          for (const name of node.required as string[]) {
            add('validation-removed', `${at}.schema${path}.required: ${name} optional`, (f) => {
              const n = schemaAt(f.steps[id]!, schema, path);
              n.required = (n.required as string[]).filter((r) => r !== name);
            }, true);
          }
        }
      }
    }

    // A confirmation step removed: whatever led to it goes where it would have gone.
    if (step.kind === 'confirm') {
      const after = target(Array.isArray(step.next) ? step.next[step.next.length - 1] : step.next);
      if (after) {
        add('confirm-removed', `${at} removed (its callers go to ${after})`, (f) => {
          delete f.steps[id];
          redirect(f.steps, id, after);
          if ((f as unknown as { start: string }).start === id) (f as unknown as { start: string }).start = after;
        });
      }
    }

    // Links: a navigate button sent to another page.
    for (const [j, button] of buttonsOf(step)) {
      if (typeof button.to !== 'string') continue;
      const other = options.routes.find((r) => r !== button.to && r.split('/')[1] === button.to!.toString().split('/')[1]) ?? options.routes.find((r) => r !== button.to);
      if (other) add('link-moved', `${at}.buttons[${j}].to: ${button.to} → ${other}`, (f) => (((f.steps[id]!.buttons as Json[])[j] as Json).to = other));
    }
  }
  return out;
}

/** The next code of the same family (the same first six characters), else none. */
function sibling(tx: string, codes: readonly string[]): string | undefined {
  const family = codes.filter((c) => c !== tx && c.slice(0, 6) === tx.slice(0, 6));
  return family.find((c) => c > tx) ?? family[0];
}

function target(branch: unknown): string | undefined {
  if (typeof branch === 'string') return branch;
  return isObject(branch) && typeof branch.go === 'string' ? branch.go : undefined;
}

function describe(source: unknown): string {
  return typeof source === 'string' ? source : JSON.stringify(source);
}

/** A request field that carries money: its currency changed, its amount made a fixed one. */
function moneyMutation(key: string, source: unknown): unknown {
  const name = key.split('.').pop()!.toLowerCase();
  if (name.includes('currency')) return isObject(source) && source.const === 'USD' ? { const: 'HKD' } : { const: 'USD' };
  if (name === 'amount' || name.endsWith('amount')) return isObject(source) && source.const === 100 ? { const: 1 } : { const: 100 };
  return undefined;
}

/** Every object node of a schema with its JSON path (`.properties.amount`), the root first. */
function schemaNodes(schema: Json, path = ''): { path: string; node: Json }[] {
  const out = [{ path, node: schema }];
  if (isObject(schema.properties)) {
    for (const [name, child] of Object.entries(schema.properties)) if (isObject(child)) out.push(...schemaNodes(child, `${path}.properties.${name}`));
  }
  if (isObject(schema.items)) out.push(...schemaNodes(schema.items, `${path}.items`));
  return out;
}

/** The mutant step's schema node at `path`, the resolved schema written into the step first. */
function schemaAt(step: StepJson, resolved: Json, path: string): Json {
  const holder = (step.kind === 'list' && isObject(step.filter) ? step.filter : step) as Json;
  if (!isObject(holder.schema) || holder.schema.$ref !== undefined) holder.schema = copy(resolved);
  let node = holder.schema as Json;
  for (const part of path.split('.').filter(Boolean)) node = node[part] as Json;
  return node;
}

function redirect(steps: Record<string, StepJson>, from: string, to: string): void {
  for (const step of Object.values(steps)) {
    if (step.next === from) step.next = to;
    if (Array.isArray(step.next)) step.next = step.next.map((b) => (b === from ? to : isObject(b) && b.go === from ? { ...b, go: to } : b));
    if (step.backTo === from) step.backTo = to;
  }
}

function buttonsOf(step: StepJson): [number, Json & { to?: unknown }][] {
  return Array.isArray(step.buttons) ? (step.buttons as unknown[]).flatMap((b, j) => (isObject(b) && b.action === 'navigate' ? [[j, b] as [number, Json]] : [])) : [];
}
