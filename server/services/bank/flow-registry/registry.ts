// The flow registry (docs/publishing.md): versions of a journey made on top of the baseline the
// build ships in flows/. A version is checked by the flow linter when it is made and again when
// it is published; the bank trusts a stored version only while its compiled definition still
// hashes to the fingerprint recorded with it, so a row changed by hand is neither current nor
// accepted. Rolling back retires the current version: the one published before it (or the
// baseline) is current again.
import type { Kysely, Selectable } from 'kysely';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database, FlowVersionsTable } from '../../../db/schema.js';
import { checkFlow, compiledDefinition, savedDefinition, type StudioProblem } from '../../../studio/flow-files.js';
import { flowHash } from '../../../../codegen/lib/journey-names.js';
import { compileBundle, overBudget } from './bundle.js';
import { builtFlowText } from './accepted.js';
import { classifyChange, higher, type ClassifiedChange } from '../../../../domain/publishing/change-class.js';
import { approvalState, type ApprovalState } from './approvals.js';
import { appendAudit } from './audit-chain.js';
import type { Rollout } from '../../../../domain/publishing/rollout.js';

type FlowShape = Parameters<typeof classifyChange>[0];
import { forgetPublishedList } from './served.js';

export type VersionState = 'draft' | 'published' | 'retired' | 'withdrawn';

export interface FlowVersion {
  flowId: string;
  number: number;
  hash: string;
  path: string;
  basedOn: number;
  state: VersionState;
  createdBy: string;
  createdAt: string;
  publishedAt: string | null;
  retiredAt: string | null;
  /** Who retired it: a member of staff, or `bank` for an automatic rollback. */
  retiredBy: string | null;
  /** False when the stored definition no longer hashes to `hash` (changed by hand). */
  intact: boolean;
  /** What it changes against the version it replaced (domain/publishing/change-class.ts). */
  changeClass: string | null;
  /** Who gets it while it rolls out; null: everyone (domain/publishing/rollout.ts). */
  rollout: Rollout | null;
  /** The approvals whose signatures hold for it as stored (approvals.ts). */
  approval?: ApprovalState;
  /** Intact and approved as its class needs: only such a version is served and accepted. */
  trusted?: boolean;
}

type Row = Selectable<FlowVersionsTable>;

function toVersion(row: Row): FlowVersion {
  return {
    flowId: row.flow_id,
    number: row.number,
    hash: row.hash,
    path: row.path,
    basedOn: row.based_on,
    state: row.state as VersionState,
    createdBy: row.created_by,
    createdAt: row.created_at,
    publishedAt: row.published_at,
    retiredAt: row.retired_at,
    retiredBy: row.retired_by,
    intact: flowHash(row.compiled) === row.hash,
    changeClass: row.change_class,
    rollout: row.rollout ? (JSON.parse(row.rollout) as Rollout) : null,
  };
}

/** The baseline of a flow: its definition as the build ships it from flows/. */
export function baselineOf(flowId: string): { number: number; hash: string } | undefined {
  const saved = savedDefinition(flowId);
  if (!saved) return undefined;
  const m = /@(\d+)#([0-9a-f]{16})$/.exec(saved.definition);
  return m ? { number: Number(m[1]), hash: m[2]! } : undefined;
}

/** The version with its approvals checked: trusted when intact and approved as its class needs. */
export async function checkedVersion(db: Kysely<Database>, row: Row): Promise<FlowVersion> {
  const version = toVersion(row);
  const approval = await approvalState(db, row);
  return { ...version, approval, trusted: version.intact && approval.enough };
}

/** Published versions, newest first; the first trusted one is what new runs get. */
async function publishedOf(db: Kysely<Database>, flowId: string): Promise<FlowVersion[]> {
  const rows = await db.selectFrom('flow_versions').selectAll().where('flow_id', '=', flowId).where('state', '=', 'published').orderBy('number', 'desc').execute();
  return Promise.all(rows.map((row) => checkedVersion(db, row)));
}

export async function versionsOf(ctx: AppContext, flowId: string): Promise<FlowVersion[]> {
  const rows = await ctx.store.db.selectFrom('flow_versions').selectAll().where('flow_id', '=', flowId).orderBy('number', 'desc').execute();
  return Promise.all(rows.map((row) => checkedVersion(ctx.store.db, row)));
}

/** The published version new runs get: the newest published one that is intact and approved, else none (the baseline). */
export async function currentVersion(ctx: AppContext, flowId: string): Promise<FlowVersion | undefined> {
  return (await publishedOf(ctx.store.db, flowId)).find((v) => v.trusted);
}

export type DraftResult = { ok: true; version: FlowVersion } | { ok: false; problems: StudioProblem[] };

/**
 * A new draft of the flow at `path` from the author's text. Its `version` becomes the next
 * number (one above the newest version, registry or baseline), so the definitions a request can
 * name never repeat; it is based on the version new runs get now.
 */
export async function saveDraft(ctx: AppContext, input: { path: string; text: string; author: string; rollout?: Rollout | null }): Promise<DraftResult> {
  const parsed = JSON.parse(input.text) as { id?: unknown };
  const flowId = typeof parsed.id === 'string' ? parsed.id : '';
  const baseline = baselineOf(flowId);
  if (!baseline) return { ok: false, problems: [{ rule: 'registry', location: 'id', message: `no journey "${flowId}" ships in flows/: a new journey enters through the repository first` }] };
  // The linter runs before the transaction (it is the slow part); the number, which it does
  // not look at, is settled inside. Publishing compiles the stored text again and compares.
  const check = checkFlow(input.path, input.text);
  if (check.problems.length || !check.flow) return { ok: false, problems: check.problems };
  const expanded = check.flow as Record<string, unknown>;
  return ctx.store.db.transaction().execute(async (trx): Promise<DraftResult> => {
    const newest = await trx.selectFrom('flow_versions').select('number').where('flow_id', '=', flowId).orderBy('number', 'desc').executeTakeFirst();
    const number = Math.max(newest?.number ?? 0, baseline.number) + 1;
    const text = `${JSON.stringify({ ...parsed, version: number }, null, 2)}\n`;
    const compiled = compiledDefinition({ ...expanded, version: number });
    const published = await publishedOf(trx, flowId);
    const current = published.find((v) => v.trusted);
    const compiledOf = async (v: FlowVersion | undefined) =>
      v ? (await trx.selectFrom('flow_versions').select('compiled').where('flow_id', '=', flowId).where('number', '=', v.number).executeTakeFirstOrThrow()).compiled : builtFlowText(flowId);
    // Classified against what new runs get now (the current version, else the build's) and, while
    // that one is still rolling out, against what everyone else gets: a rollout widened by a new
    // draft needs the approvers the change it widens needed.
    const draftShape = JSON.parse(compiled.json) as FlowShape;
    const classAgainst = async (v: FlowVersion | undefined) => {
      const text = await compiledOf(v);
      return text ? classifyChange(JSON.parse(text) as FlowShape, draftShape) : undefined;
    };
    const againstCurrent = await classAgainst(current);
    const everyone = published.find((v) => v.trusted && !v.rollout);
    const againstEveryone = current?.rollout ? await classAgainst(everyone) : againstCurrent;
    const changeClass = againstCurrent && againstEveryone ? higher(againstCurrent.class, againstEveryone.class) : 'money';
    // The same definition as a version rolling out, with a wider rollout: the customers it already
    // reaches stay on it (their buckets are drawn for the version it widens).
    const rollout = input.rollout && current?.rollout && againstCurrent?.reasons.length === 0 ? { ...input.rollout, cohort: current.rollout.cohort ?? current.number } : input.rollout;
    const row: Row = {
      flow_id: flowId,
      number,
      hash: compiled.hash,
      definition: text,
      compiled: compiled.json,
      path: input.path,
      based_on: current?.number ?? baseline.number,
      state: 'draft',
      created_by: input.author,
      created_at: isoAt(ctx.clock.now()),
      published_by: null,
      published_at: null,
      retired_by: null,
      retired_at: null,
      change_class: changeClass,
      rollout: rollout ? JSON.stringify(rollout) : null,
    };
    await trx.insertInto('flow_versions').values(row).execute();
    await appendAudit(trx, ctx, { actor: input.author, action: 'draft', flowId, number, detail: { hash: compiled.hash, class: changeClass, basedOn: row.based_on } });
    return { ok: true, version: toVersion(row) };
  });
}

export type PublishResult =
  | { ok: true; version: FlowVersion; bundle: string }
  | {
      ok: false;
      reason: 'not-found' | 'not-draft' | 'altered' | 'problems' | 'over-budget' | 'needs-approval';
      problems?: StudioProblem[];
      overBudget?: { kb: number; budgetKb: number };
      approval?: ApprovalState;
    };

/**
 * Publishes a draft after the linter passes on it again (shared texts may have changed since),
 * with its code compiled into the bundle the shell will import (bundle.ts). A bundle that would
 * take the journey's page over the budget of `npm run bench` is not published.
 */
export async function publish(ctx: AppContext, flowId: string, number: number, by: string): Promise<PublishResult> {
  const stored = await ctx.store.db.selectFrom('flow_versions').selectAll().where('flow_id', '=', flowId).where('number', '=', number).executeTakeFirst();
  if (!stored) return { ok: false, reason: 'not-found' };
  if (stored.state !== 'draft') return { ok: false, reason: 'not-draft' };
  // The linter and the compiler run before the transaction (they are the slow part).
  const check = checkFlow(stored.path, stored.definition);
  if (check.problems.length || !check.flow) return { ok: false, reason: 'problems', problems: check.problems };
  const compiled = compiledDefinition(check.flow as Record<string, unknown>);
  // The draft as stored must be what the linter just passed and what its fingerprint says.
  if (compiled.json !== stored.compiled || compiled.hash !== stored.hash) return { ok: false, reason: 'altered' };
  const bundle = await compileBundle(compiled.json, stored.path, compiled.hash);
  const over = overBudget(bundle);
  if (over) return { ok: false, reason: 'over-budget', overBudget: over };
  const result = await ctx.store.db.transaction().execute(async (trx): Promise<PublishResult> => {
    const row = await trx.selectFrom('flow_versions').selectAll().where('flow_id', '=', flowId).where('number', '=', number).executeTakeFirst();
    if (!row) return { ok: false, reason: 'not-found' };
    if (row.state !== 'draft') return { ok: false, reason: 'not-draft' };
    if (row.compiled !== stored.compiled || row.hash !== stored.hash) return { ok: false, reason: 'altered' };
    // As many approvers as its class needs, none of them its author, every signature holding.
    const approval = await approvalState(trx, row);
    if (!approval.enough) {
      await appendAudit(trx, ctx, { actor: by, action: 'refuse', flowId, number, detail: { asked: 'publish', reason: 'needs-approval', approvedBy: approval.approvedBy, needed: approval.needed } });
      return { ok: false, reason: 'needs-approval', approval };
    }
    const at = isoAt(ctx.clock.now());
    for (const file of bundle.files) {
      // Named by their content: a file another version already brought is the same file.
      const known = await trx.selectFrom('journey_bundles').select('name').where('name', '=', file.name).executeTakeFirst();
      if (known) continue;
      await trx
        .insertInto('journey_bundles')
        .values({ name: file.name, flow_id: flowId, number, entry: file.entry ? 1 : 0, sha256: file.sha256, code: file.code, created_at: at })
        .execute();
    }
    await trx.updateTable('flow_versions').set({ state: 'published', published_by: by, published_at: at }).where('flow_id', '=', flowId).where('number', '=', number).execute();
    await appendAudit(trx, ctx, { actor: by, action: 'publish', flowId, number, detail: { hash: row.hash, class: row.change_class, approvedBy: approval.approvedBy, bundle: bundle.entry } });
    // A staged version's rollout is a step of its own in the trail (a wider one is a later version).
    if (row.rollout) await appendAudit(trx, ctx, { actor: by, action: 'rollout', flowId, number, detail: { rollout: JSON.parse(row.rollout) as unknown } });
    return { ok: true, version: toVersion({ ...row, state: 'published', published_by: by, published_at: at }), bundle: bundle.entry };
  });
  // Once committed: this bank lists the version at once (others within their cache's time).
  if (result.ok) forgetPublishedList(ctx);
  return result;
}

/** Retires the current version; returns the version new runs get now (undefined: the baseline). */
export async function rollback(ctx: AppContext, flowId: string, by: string, why?: Record<string, unknown>): Promise<{ retired?: FlowVersion; current?: FlowVersion }> {
  const result = await ctx.store.db.transaction().execute(async (trx) => {
    const published = await publishedOf(trx, flowId);
    const current = published.find((v) => v.trusted);
    if (!current) return {};
    const at = isoAt(ctx.clock.now());
    await trx.updateTable('flow_versions').set({ state: 'retired', retired_by: by, retired_at: at }).where('flow_id', '=', flowId).where('number', '=', current.number).execute();
    const now = published.find((v) => v.trusted && v.number !== current.number);
    await appendAudit(trx, ctx, { actor: by, action: 'rollback', flowId, number: current.number, detail: { current: now?.number ?? 'build', ...why } });
    return { retired: { ...current, state: 'retired' as const, retiredAt: at, retiredBy: by }, current: now };
  });
  if (result.retired) forgetPublishedList(ctx);
  return result;
}

/**
 * What a version changes against the one it was based on (what new runs got when it was made:
 * a registry version, or the build's), difference by difference, for the approvers to read.
 */
export async function changesOf(ctx: AppContext, flowId: string, number: number): Promise<ClassifiedChange | undefined> {
  const row = await ctx.store.db.selectFrom('flow_versions').select(['compiled', 'based_on']).where('flow_id', '=', flowId).where('number', '=', number).executeTakeFirst();
  if (!row) return undefined;
  const base = await ctx.store.db.selectFrom('flow_versions').select('compiled').where('flow_id', '=', flowId).where('number', '=', row.based_on).executeTakeFirst();
  const replaced = base?.compiled ?? builtFlowText(flowId);
  if (!replaced) return undefined;
  return classifyChange(JSON.parse(replaced) as FlowShape, JSON.parse(row.compiled) as FlowShape);
}

/** Whether a request may name this registry version: intact, approved, and published or retired (runs finish on it). */
export async function isRegisteredDefinition(ctx: AppContext, flowId: string, number: number, hash: string): Promise<boolean> {
  const row = await ctx.store.db.selectFrom('flow_versions').selectAll().where('flow_id', '=', flowId).where('number', '=', number).where('hash', '=', hash).executeTakeFirst();
  // A draft was never sent to a customer; a withdrawn version's runs have moved to its replacement.
  if (!row || row.state === 'draft' || row.state === 'withdrawn') return false;
  return (await checkedVersion(ctx.store.db, row)).trusted === true;
}
