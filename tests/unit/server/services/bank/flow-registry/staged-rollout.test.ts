// Staged rollout (docs/publishing.md): a version goes to a share of customers (the same ones on
// every request), to some channels or languages; approvers sign the rollout with the version;
// the bank counts each version's answered and refused money-moving requests and rolls a version
// back by itself when its refusals pass its threshold against the version it replaced.
import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../../../../../server/context.js';
import { parseRollout, rolloutText } from '../../../../../../domain/publishing/rollout.js';
import { verifyAuditChain } from '../../../../../../server/services/bank/flow-registry/audit-chain.js';
import { recordOutcome } from '../../../../../../server/services/bank/flow-registry/outcomes.js';
import { currentVersion, publish, saveDraft, versionsOf } from '../../../../../../server/services/bank/flow-registry/registry.js';
import { bucketOf } from '../../../../../../server/services/bank/flow-registry/served.js';
import { approve } from '../../../support/approvals-helper.js';
import { startBank, type Bank } from '../../../support/helpers.js';
import { Secret, TOTP } from 'otpauth';
import { DEMO_STAFF, STAFF_PASSWORD } from '../../../../../../server/seed/staff-accounts.js';

const PATH = 'flows/transfer/transfer-create.json';
const FLOW_ID = 'transfer.create';
const baseline = fs.readFileSync(PATH, 'utf8');
const NOTE = 'Same-bank and local-bank transfers run 24 hours a day, every day.';
const CUSTOMERS = ['chan.taiman', 'wong.siuming', 'lee.kayan', 'ho.wingyan', 'tam.meiling'];

let bank: Bank;
let ctx: AppContext;
const tokens = new Map<string, string>();
const ids = new Map<string, string>();

beforeAll(async () => {
  bank = await startBank();
  ctx = (bank.app as unknown as { bank: AppContext }).bank;
  for (const loginId of CUSTOMERS) {
    tokens.set(loginId, await bank.login(loginId));
    ids.set(loginId, (await ctx.store.db.selectFrom('customers').select('id').where('login_id', '=', loginId).executeTakeFirstOrThrow()).id);
  }
}, 60_000);
afterAll(async () => {
  await bank?.close();
});

async function listedFor(loginId?: string, query = '', channel?: string): Promise<number | undefined> {
  const headers: Record<string, string> = { ...(loginId ? { 'x-auth-token': tokens.get(loginId)! } : {}), ...(channel ? { 'x-channel-id': channel } : {}) };
  const res = await bank.app.inject({ method: 'GET', url: `/journeys/published.json${query}`, headers });
  return (res.json() as { journeys: Record<string, { version: number }> }).journeys[FLOW_ID]?.version;
}

async function publishWith(suffix: string, rollout: unknown, edit = (text: string) => text): Promise<number> {
  const draft = await saveDraft(ctx, { path: PATH, text: edit(baseline.replace(NOTE, `${NOTE}${suffix}`)), author: 'author.one', rollout: parseRollout(rollout) ?? null });
  if (!draft.ok) throw new Error('draft refused');
  await approve(ctx, FLOW_ID, draft.version.number, draft.version.changeClass === 'texts' ? ['approver.one'] : ['approver.one', 'approver.two']);
  const published = await publish(ctx, FLOW_ID, draft.version.number, 'approver.one');
  if (!published.ok) throw new Error(`not published: ${published.reason}`);
  return draft.version.number;
}

describe('a rollout', () => {
  it('is checked, and signed in a fixed form', () => {
    expect(parseRollout(undefined)).toBeNull();
    expect(parseRollout({ share: 100 })).toBeNull();
    expect(parseRollout({ share: 0 })).toBeUndefined();
    expect(parseRollout({ share: 10, everyone: true })).toBeUndefined();
    expect(parseRollout({ share: 10, maxRefusedRate: 2 })).toBeUndefined();
    expect(rolloutText(parseRollout({ languages: ['zh-TW', 'en'], share: 10 })!)).toBe('{"share":10,"languages":["en","zh-TW"]}');
    expect(rolloutText(null)).toBe('all');
  });

  it('gives the version to its share of customers, the same ones on every request, and to nobody logged off', async () => {
    // The customers' ids are drawn at random with each bank, so a fixed share could take all of
    // them or none: the share is set between their buckets for the version about to be made.
    const shipped = (JSON.parse(baseline) as { version: number }).version;
    const next = Math.max(shipped, ...(await versionsOf(ctx, FLOW_ID)).map((v) => v.number)) + 1;
    const share = Math.max(...CUSTOMERS.map((c) => bucketOf(ids.get(c)!, FLOW_ID, next)));
    const number = await publishWith(' Rolling out.', { share });
    expect(number).toBe(next);
    const inShare = CUSTOMERS.filter((c) => bucketOf(ids.get(c)!, FLOW_ID, number) < share);
    const outside = CUSTOMERS.filter((c) => !inShare.includes(c));
    expect(inShare.length * outside.length).toBeGreaterThan(0);
    for (const c of inShare) expect(await listedFor(c)).toBe(number);
    for (const c of outside) expect(await listedFor(c)).toBeUndefined();
    expect(await listedFor(inShare[0])).toBe(number);
    expect(await listedFor()).toBeUndefined();
  });

  it('can be limited to channels and languages', async () => {
    const number = await publishWith(' Web, in English.', { share: 100, channels: ['E03-WEB'], languages: ['en'] });
    expect(await listedFor('chan.taiman', '?lang=en', 'E03-WEB')).toBe(number);
    expect(await listedFor('chan.taiman', '?lang=zh-TW', 'E03-WEB')).not.toBe(number);
    expect(await listedFor('chan.taiman', '?lang=en', 'H112')).not.toBe(number);
  });

  it('is part of what approvers signed: a rollout widened by hand leaves the version unapproved', async () => {
    const current = (await currentVersion(ctx, FLOW_ID))!;
    await sql`UPDATE flow_versions SET rollout = ${JSON.stringify({ share: 100, languages: ['en', 'zh-TW', 'zh-CN'] })} WHERE flow_id = ${FLOW_ID} AND number = ${current.number}`.execute(ctx.store.db);
    const after = (await versionsOf(ctx, FLOW_ID)).find((v) => v.number === current.number)!;
    expect(after).toMatchObject({ trusted: false, approval: { broken: 1 } });
  });
});

describe('widening a rollout', () => {
  // A form change (a lower maximum) goes to 10 %, then the same text to 60 %.
  const LIMIT = (text: string) =>
    text.replace('"checks": [', '"checks": [ { "rule": { "<=": [{ "var": "data.input.amount" }, 30000] }, "field": "amount", "message": { "$text": "theAmountExceedsTheMaximumPlease" } },');

  it('needs the approvers of the change it widens, keeps the customers who had it, and is a step in the audit trail', async () => {
    const first = await publishWith(' Limit.', { share: 10 }, LIMIT);
    const text = (await ctx.store.db.selectFrom('flow_versions').select('definition').where('flow_id', '=', FLOW_ID).where('number', '=', first).executeTakeFirstOrThrow()).definition;
    const wider = await saveDraft(ctx, { path: PATH, text, author: 'author.one', rollout: parseRollout({ share: 60 }) ?? null });
    if (!wider.ok) throw new Error('draft refused');
    // Nothing differs from the version it widens, but against what everyone else gets it is a form change.
    expect(wider.version.changeClass).toBe('form');
    expect(wider.version.rollout).toEqual({ share: 60, cohort: first });
    await approve(ctx, FLOW_ID, wider.version.number);
    expect((await publish(ctx, FLOW_ID, wider.version.number, 'approver.one')).ok).toBe(true);
    // Every customer drawn into the first 10 % is inside the 60 % drawn with the same buckets.
    const { chooseFor, publishedVersions } = await import('../../../../../../server/services/bank/flow-registry/served.js');
    const list = await publishedVersions(ctx);
    for (const c of CUSTOMERS) {
      const bucket = bucketOf(ids.get(c)!, FLOW_ID, first);
      const got = chooseFor(list, { customerId: ids.get(c)! }).find((v) => v.flowId === FLOW_ID)?.version;
      if (bucket < 60) expect(got).toBe(wider.version.number);
      else expect(got).not.toBe(wider.version.number);
    }
    const steps = await ctx.store.db.selectFrom('registry_audit').select(['action', 'detail']).where('flow_id', '=', FLOW_ID).where('number', '=', wider.version.number).where('action', '=', 'rollout').execute();
    expect(steps.map((s) => JSON.parse(s.detail) as unknown)).toEqual([{ rollout: { share: 60, cohort: first } }]);
  });

  it('a cohort the author sends is refused: only the bank draws it', () => {
    expect(parseRollout({ share: 50, cohort: 3 })).toBeUndefined();
  });
});

describe('automatic rollback', () => {
  it('counts each version\'s answered and refused money-moving requests at the bank', async () => {
    const built = JSON.parse(fs.readFileSync('generated/journeys/transfer.create/flow.json', 'utf8')) as { version: number };
    const before = await ctx.store.db.selectFrom('flow_version_outcomes').selectAll().where('flow_id', '=', FLOW_ID).where('number', '=', built.version).executeTakeFirst();
    // Refused by the transfer's own checks (no authentication): one refusal for the build's version.
    await bank.call('ITSI300001', { amount: 1 }, { token: tokens.get('chan.taiman')! });
    const after = await ctx.store.db.selectFrom('flow_version_outcomes').selectAll().where('flow_id', '=', FLOW_ID).where('number', '=', built.version).executeTakeFirstOrThrow();
    expect(after.refused).toBe((before?.refused ?? 0) + 1);
  });

  it('rolls a version back by itself once its refusals pass its threshold, and says so in the audit chain', async () => {
    const number = await publishWith(' Watched.', { share: 100, maxRefusedRate: 0.2, minRequests: 10 });
    expect((await currentVersion(ctx, FLOW_ID))?.number).toBe(number);
    const definition = { flowId: FLOW_ID, version: number, hash: '' };
    for (let i = 0; i < 7; i += 1) await recordOutcome(ctx, definition, true);
    for (let i = 0; i < 2; i += 1) await recordOutcome(ctx, definition, false);
    // Not judged before ten requests.
    expect((await currentVersion(ctx, FLOW_ID))?.number).toBe(number);
    await recordOutcome(ctx, definition, false);
    // 3 refused of 10 is past 20 % more than the version it replaced: rolled back.
    expect((await currentVersion(ctx, FLOW_ID))?.number).not.toBe(number);
    const entry = await ctx.store.db.selectFrom('registry_audit').selectAll().where('action', '=', 'rollback').where('number', '=', number).executeTakeFirstOrThrow();
    expect(entry.actor).toBe('bank');
    expect(JSON.parse(entry.detail)).toMatchObject({ reason: 'refused-rate', requests: 10 });
    expect((await verifyAuditChain(ctx.store.db)).ok).toBe(true);
  });

  it('rolls a version back on its abandoned runs, counted from the page views the shell sends, and tells the studio', async () => {
    const number = await publishWith(' Watched for abandonment.', { share: 100, maxAbandonedRate: 0.3, minRequests: 5 });
    const view = (page: string, n: number) => ({ type: 'pageview', eventId: 'pageview', page, prodId: FLOW_ID, reserve1: `${FLOW_ID}:${n}`, channelId: 'E03-WEB', appId: 'XPMBS' });
    const send = (events: object[]) => bank.app.inject({ method: 'POST', url: '/collect/events', payload: JSON.stringify({ events }), headers: { 'content-type': 'text/plain' } });
    // Four runs started on the new version, three finished: 25 % abandoned, not past 0 % + 30 %; and only four runs.
    await send([...Array(4)].map(() => view('/transfer-pay/transfer-create', number)));
    await send([...Array(3)].map(() => view('/transfer-pay/transfer-success', number)));
    expect((await currentVersion(ctx, FLOW_ID))?.number).toBe(number);
    // A fifth and a sixth run never reach the result: 3 of 6 finished, 50 % abandoned.
    await send([view('/transfer-pay/transfer-create', number), view('/transfer-pay/transfer-create', number)]);
    expect((await currentVersion(ctx, FLOW_ID))?.number).not.toBe(number);
    const entry = await ctx.store.db.selectFrom('registry_audit').selectAll().where('action', '=', 'rollback').where('number', '=', number).executeTakeFirstOrThrow();
    expect(entry.actor).toBe('bank');
    expect(JSON.parse(entry.detail)).toMatchObject({ reason: 'abandoned-rate', rate: 0.5, runs: 6 });
    // Every member of staff who opens the studio is told.
    const secret = DEMO_STAFF.find((m) => m.loginId === 'author.one')!.totpSecret;
    const otp = new TOTP({ period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: bank.clock.now() });
    const session = await bank.app.inject({ method: 'POST', url: '/api/studio/session', payload: { loginId: 'author.one', password: STAFF_PASSWORD, otp } });
    const res = await bank.app.inject({ method: 'GET', url: '/api/studio/notices', headers: { 'x-staff-token': (session.json() as { token: string }).token } });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { notices: { number: number; reason: string }[] }).notices[0]).toMatchObject({ number, reason: 'abandoned-rate', rate: 0.5 });
  });
});
