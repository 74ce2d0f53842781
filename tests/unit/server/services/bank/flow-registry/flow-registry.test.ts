// The flow registry's rules (docs/publishing.md), on SQLite and, where it is installed, on
// PostgreSQL: a draft is checked and numbered above the baseline, publishing checks again,
// a row changed by hand is neither current nor accepted, and rolling back makes the version
// before current again while the retired one stays accepted for runs already on it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildServer } from '../../../../../../server/app.js';
import { ManualClock } from '../../../../../../server/clock.js';
import type { AppContext } from '../../../../../../server/context.js';
import { writeBackPublished } from '../../../../../../server/services/bank/flow-registry/write-back.js';
import { migrationMapOf, withdrawWithMap } from '../../../../../../server/services/bank/flow-registry/migration-maps.js';
import { approve } from '../../../support/approvals-helper.js';
import { builtDefinition } from '../../../../../../server/services/bank/flow-registry/accepted.js';
import { baselineConflicts } from '../../../../../../server/services/bank/flow-registry/baseline-check.js';
import { flowHash } from '../../../../../../codegen/lib/journey-names.js';
import { baselineOf, currentVersion, isRegisteredDefinition, publish, rollback, saveDraft, versionsOf } from '../../../../../../server/services/bank/flow-registry/registry.js';
import { bankClient, START, type Bank } from '../../../support/helpers.js';
import { pgBinaries, startPgCluster, type PgCluster } from '../../../support/pg-cluster.js';

const PATH = 'flows/transfer/transfer-create.json';
const FLOW_ID = 'transfer.create';
const baselineText = fs.readFileSync(PATH, 'utf8');
const NOTE = 'Same-bank and local-bank transfers run 24 hours a day, every day.';

/** The baseline with its English note changed: a text-only change. */
function edited(suffix: string): string {
  return baselineText.replace(NOTE, `${NOTE}${suffix}`);
}

function registryRules(open: () => Promise<Bank>, close: () => void = () => undefined) {
  let bank: Bank;
  let ctx: AppContext;
  beforeAll(async () => {
    bank = await open();
    ctx = (bank.app as unknown as { bank: AppContext }).bank;
  }, 60_000);
  afterAll(async () => {
    await bank?.close();
    close();
  });

  it('numbers a checked draft above the baseline and keeps who made it, based on what', async () => {
    expect(baselineText).toContain(NOTE);
    const baseline = baselineOf(FLOW_ID)!;
    const draft = await saveDraft(ctx, { path: PATH, text: edited(' Check the payee.'), author: 'author.one' });
    expect(draft.ok).toBe(true);
    if (!draft.ok) return;
    expect(draft.version).toMatchObject({ flowId: FLOW_ID, number: baseline.number + 1, basedOn: baseline.number, state: 'draft', createdBy: 'author.one', intact: true });
    expect(draft.version.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(draft.version.hash).not.toBe(baseline.hash);
    // A draft is not what new runs get, and no request may name it.
    expect(await currentVersion(ctx, FLOW_ID)).toBeUndefined();
    expect(await isRegisteredDefinition(ctx, FLOW_ID, draft.version.number, draft.version.hash)).toBe(false);
  });

  it('refuses a draft the linter refuses, and a journey that does not ship in flows/', async () => {
    const broken = await saveDraft(ctx, { path: PATH, text: baselineText.replace('"kind": "confirm"', '"kind": "no-such-kind"'), author: 'author.one' });
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.problems.length).toBeGreaterThan(0);
    const unknown = await saveDraft(ctx, { path: 'flows/transfer/nothing.json', text: JSON.stringify({ id: 'transfer.nothing' }), author: 'author.one' });
    expect(unknown).toMatchObject({ ok: false, problems: [{ rule: 'registry' }] });
  });

  it('publishes a draft once, which new runs then get and requests may name', async () => {
    const [draft] = await versionsOf(ctx, FLOW_ID);
    // Not before its approvers: a text change needs one, who is not its author.
    expect(await publish(ctx, FLOW_ID, draft!.number, 'approver.one')).toMatchObject({ ok: false, reason: 'needs-approval', approval: { needed: 1, approvedBy: [] } });
    await approve(ctx, FLOW_ID, draft!.number, ['approver.one']);
    const published = await publish(ctx, FLOW_ID, draft!.number, 'approver.one');
    expect(published).toMatchObject({ ok: true, version: { state: 'published' } });
    expect(await publish(ctx, FLOW_ID, draft!.number, 'approver.one')).toEqual({ ok: false, reason: 'not-draft' });
    expect((await currentVersion(ctx, FLOW_ID))?.number).toBe(draft!.number);
    expect(await isRegisteredDefinition(ctx, FLOW_ID, draft!.number, draft!.hash)).toBe(true);
    // The same number with another hash is a forgery.
    expect(await isRegisteredDefinition(ctx, FLOW_ID, draft!.number, '0123456789abcdef')).toBe(false);
  });

  it('serves the published version to the shell: listed with an ETag, its bundle immutable, compiled with no eval', async () => {
    const app = bank.app as unknown as { inject: (o: { method: string; url: string; headers?: Record<string, string> }) => Promise<{ statusCode: number; headers: Record<string, unknown>; body: string; rawPayload: Buffer }> };
    const current = (await currentVersion(ctx, FLOW_ID))!;
    const listed = await app.inject({ method: 'GET', url: '/journeys/published.json' });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('private, no-cache');
    const entry = JSON.parse(listed.body).journeys[FLOW_ID];
    expect(entry).toMatchObject({ version: current.number, hash: current.hash });
    // Its steps' routes: the shell serves a route a published version added from this list.
    expect(entry.routes).toEqual(expect.arrayContaining(['/transfer-pay/transfer-create', '/transfer-pay/transfer-success']));
    expect((await app.inject({ method: 'GET', url: '/journeys/published.json', headers: { 'if-none-match': String(listed.headers.etag) } })).statusCode).toBe(304);
    expect(JSON.parse((await app.inject({ method: 'GET', url: `/journeys/versions/${FLOW_ID}/${current.number}` })).body)).toEqual(entry);

    const file = await app.inject({ method: 'GET', url: `/journeys/bundles/${entry.bundle}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['content-type']).toContain('text/javascript');
    // The module the shell imports: this version's flow, its validators precompiled, its requests naming its hash.
    expect(file.body).toContain('Check the payee.');
    expect(file.body).toContain(`transfer.create@${current.number}#${current.hash}`);
    expect(file.body).not.toMatch(/new Function\(|\beval\(/);
    const br = await app.inject({ method: 'GET', url: `/journeys/bundles/${entry.bundle}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(file.body);

    // A file changed in the database after publishing is not served.
    const part = await ctx.store.db.selectFrom('journey_bundles').select('name').where('flow_id', '=', FLOW_ID).where('entry', '=', 0).executeTakeFirst();
    if (part) {
      await sql`UPDATE journey_bundles SET code = code || ';alert(1)' WHERE name = ${part.name}`.execute(ctx.store.db);
      expect((await app.inject({ method: 'GET', url: `/journeys/bundles/${part.name}` })).statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: '/journeys/bundles/..%2F..%2Fpackage.json' })).statusCode).toBe(404);
  });

  it('neither serves nor accepts a version changed in the database by hand', async () => {
    const second = await saveDraft(ctx, { path: PATH, text: edited(' Scam calls never ask you to transfer.'), author: 'author.one' });
    if (!second.ok) throw new Error('draft refused');
    expect(second.version.basedOn).toBe(second.version.number - 1);
    // A draft altered before publishing is not published.
    await sql`UPDATE flow_versions SET compiled = replace(compiled, 'Scam calls', 'Nobody') WHERE flow_id = ${FLOW_ID} AND number = ${second.version.number}`.execute(ctx.store.db);
    expect(await publish(ctx, FLOW_ID, second.version.number, 'approver.one')).toEqual({ ok: false, reason: 'altered' });
    // A published version altered afterwards is no longer current nor accepted.
    const first = (await currentVersion(ctx, FLOW_ID))!;
    await sql`UPDATE flow_versions SET compiled = replace(compiled, 'Check the payee', 'Pay anyone') WHERE flow_id = ${FLOW_ID} AND number = ${first.number}`.execute(ctx.store.db);
    expect(await currentVersion(ctx, FLOW_ID)).toBeUndefined();
    expect(await isRegisteredDefinition(ctx, FLOW_ID, first.number, first.hash)).toBe(false);
    expect((await versionsOf(ctx, FLOW_ID)).find((v) => v.number === first.number)?.intact).toBe(false);
    const app = bank.app as unknown as { inject: (o: { method: string; url: string }) => Promise<{ statusCode: number; body: string }> };
    expect((await app.inject({ method: 'GET', url: `/journeys/versions/${FLOW_ID}/${first.number}` })).statusCode).toBe(404);
  });

  it('rolls back to the version before; the retired one stays accepted for runs already on it', async () => {
    const third = await saveDraft(ctx, { path: PATH, text: edited(' Version three.'), author: 'author.one' });
    const fourth = await saveDraft(ctx, { path: PATH, text: edited(' Version four.'), author: 'author.two' });
    if (!third.ok || !fourth.ok) throw new Error('draft refused');
    await approve(ctx, FLOW_ID, third.version.number);
    await approve(ctx, FLOW_ID, fourth.version.number);
    expect((await publish(ctx, FLOW_ID, third.version.number, 'approver.one')).ok).toBe(true);
    expect((await publish(ctx, FLOW_ID, fourth.version.number, 'approver.two')).ok).toBe(true);
    expect((await currentVersion(ctx, FLOW_ID))?.number).toBe(fourth.version.number);

    // The current published version goes back into the repository's file, for review.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'write-back-'));
    expect(await writeBackPublished(ctx.store.db, root)).toEqual([{ flowId: FLOW_ID, number: fourth.version.number, path: PATH }]);
    const written = fs.readFileSync(path.join(root, PATH), 'utf8');
    expect(written).toContain('Version four.');
    expect(JSON.parse(written).version).toBe(fourth.version.number);
    fs.rmSync(root, { recursive: true, force: true });

    const back = await rollback(ctx, FLOW_ID, 'approver.one');
    expect(back.retired).toMatchObject({ number: fourth.version.number, state: 'retired' });
    expect(back.current?.number).toBe(third.version.number);
    expect((await currentVersion(ctx, FLOW_ID))?.number).toBe(third.version.number);
    expect(await isRegisteredDefinition(ctx, FLOW_ID, fourth.version.number, fourth.version.hash)).toBe(true);

    // The build predates every published version: no conflict.
    expect(await baselineConflicts(ctx)).toEqual([]);

    // Rolling back past every intact published version returns the journey to its baseline.
    await rollback(ctx, FLOW_ID, 'approver.one');
    expect(await currentVersion(ctx, FLOW_ID)).toBeUndefined();
    expect(await rollback(ctx, FLOW_ID, 'approver.one')).toEqual({});
  });

  it('withdraws a version for an urgent fix only with a map that gives every step a place on the new one', async () => {
    const app = bank.app as unknown as { inject: (o: { method: string; url: string }) => Promise<{ statusCode: number; body: string }> };
    const broken = await saveDraft(ctx, { path: PATH, text: edited(' Version with a mistake.'), author: 'author.one' });
    const fixed = await saveDraft(ctx, { path: PATH, text: edited(' Version with the fix.'), author: 'author.one' });
    if (!broken.ok || !fixed.ok) throw new Error('draft refused');
    await approve(ctx, FLOW_ID, broken.version.number);
    await approve(ctx, FLOW_ID, fixed.version.number);
    expect((await publish(ctx, FLOW_ID, broken.version.number, 'approver.one')).ok).toBe(true);
    expect((await publish(ctx, FLOW_ID, fixed.version.number, 'approver.one')).ok).toBe(true);
    const steps = Object.fromEntries(Object.keys((JSON.parse(baselineText) as { steps: object }).steps).map((id) => [id, id]));
    const from = broken.version.number;
    const to = fixed.version.number;

    const { result: _left, ...short } = steps;
    expect(await withdrawWithMap(ctx, { flowId: FLOW_ID, from, to, steps: short, by: 'approver.one' })).toEqual({ ok: false, reason: 'unmapped', unmapped: ['result'] });
    expect(await withdrawWithMap(ctx, { flowId: FLOW_ID, from: to, to: from, steps, by: 'approver.one' })).toMatchObject({ ok: false, reason: 'not-newer' });
    expect(await withdrawWithMap(ctx, { flowId: FLOW_ID, from, to, steps: { ...steps, confirm: 'nowhere' }, by: 'approver.one' })).toMatchObject({ ok: false, reason: 'unmapped', unmapped: ['confirm'] });
    // Still running as published until a complete map is given.
    expect(await isRegisteredDefinition(ctx, FLOW_ID, from, broken.version.hash)).toBe(true);

    expect(await withdrawWithMap(ctx, { flowId: FLOW_ID, from, to, steps, by: 'approver.one' })).toEqual({ ok: true, map: { from, to, steps } });
    expect((await versionsOf(ctx, FLOW_ID)).find((v) => v.number === from)?.state).toBe('withdrawn');
    expect(await isRegisteredDefinition(ctx, FLOW_ID, from, broken.version.hash)).toBe(false);
    expect(await migrationMapOf(ctx, FLOW_ID, from)).toEqual({ from, to, steps });
    // A shell resuming a run on the withdrawn version is told where it moves.
    const answer = JSON.parse((await app.inject({ method: 'GET', url: `/journeys/versions/${FLOW_ID}/${from}` })).body);
    expect(answer).toMatchObject({ migrate: { from, to, steps }, to: { version: to, hash: fixed.version.hash } });
    expect(await withdrawWithMap(ctx, { flowId: FLOW_ID, from, to, steps, by: 'approver.one' })).toMatchObject({ ok: false, reason: 'not-running' });
    await rollback(ctx, FLOW_ID, 'approver.one');
  });

  it('reports a build whose baseline differs from the published version of the same or a lower number', async () => {
    const built = builtDefinition('bill.home')!;
    const compiled = '{"id": "bill.home", "changed": "by a version published on this bank"}\n';
    await ctx.store.db
      .insertInto('flow_versions')
      .values({
        flow_id: 'bill.home', number: built.number, hash: flowHash(compiled), definition: compiled, compiled, path: 'flows/bill/bill-home.json',
        based_on: built.number - 1, state: 'draft', created_by: 'author.one', created_at: '2026-01-01T00:00:00.000Z',
        published_by: null, published_at: null, retired_by: null, retired_at: null, change_class: 'texts',
      })
      .execute();
    await approve(ctx, 'bill.home', built.number, ['approver.one']);
    await ctx.store.db.updateTable('flow_versions').set({ state: 'published', published_by: 'approver.one', published_at: '2026-01-01T00:00:00.000Z' }).where('flow_id', '=', 'bill.home').execute();
    const [conflict, ...more] = await baselineConflicts(ctx);
    expect(more).toEqual([]);
    expect(conflict).toMatchObject({ flowId: 'bill.home', built, published: { number: built.number, hash: flowHash(compiled) } });
    expect(conflict!.message).toContain('npm run flows:write-back');
    // Retiring it lets the build's version through.
    await rollback(ctx, 'bill.home', 'approver.one');
    expect(await baselineConflicts(ctx)).toEqual([]);
  });
}

describe('the flow registry on SQLite', () => {
  registryRules(async () => {
    const clock = new ManualClock(START);
    return bankClient(await buildServer({ databaseUrl: ':memory:', clock, sweepIntervalMs: 0 }), clock);
  });
});

describe.skipIf(!pgBinaries)('the flow registry on PostgreSQL', () => {
  let cluster: PgCluster | undefined;
  registryRules(
    async () => {
      cluster = await startPgCluster();
      const clock = new ManualClock(START);
      return bankClient(await buildServer({ databaseUrl: cluster.url, clock, sweepIntervalMs: 0, tokenSeedKey: randomBytes(32).toString('hex') }), clock);
    },
    () => cluster?.stop(),
  );
});
