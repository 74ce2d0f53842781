// The impact review of a draft (docs/publishing.md, "Impact review"), on the bank: against the
// version it replaces, its changed steps, the graph's new paths, the changes to what the bank is
// asked to do with their values, the journey's fixtures replayed against it (which pass, which
// break and at which step) and the bundle's size before and after against the budget.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../../../../../server/context.js';
import { publish, saveDraft } from '../../../../../../server/services/bank/flow-registry/registry.js';
import { impactOf } from '../../../../../../server/services/bank/flow-registry/impact.js';
import { replayJourney } from '../../../../../../codegen/replay/journey.js';
import { flowsById } from '../../../../../../codegen/replay/flows.js';
import { expandRefs } from '../../../../../../codegen/lib/flow-refs.js';
import { sharedParts } from '../../../../../../codegen/lib/shared-parts.js';
import { approve } from '../../../support/approvals-helper.js';
import { startBank, type Bank } from '../../../support/helpers.js';
import { Secret, TOTP } from 'otpauth';
import { DEMO_STAFF, STAFF_PASSWORD } from '../../../../../../server/seed/staff.js';

const PATH = 'flows/transfer/transfer-create.json';
const FLOW_ID = 'transfer.create';
const baseline = fs.readFileSync(PATH, 'utf8');
const NOTE = 'Same-bank and local-bank transfers run 24 hours a day, every day.';
/** A new upper limit on the amount (HKD 300.00), as a check of the input step. */
const LIMIT = `"checks": [
        { "rule": { "<=": [{ "var": "data.input.amount" }, 30000] }, "field": "amount", "message": { "$text": "theAmountExceedsTheMaximumPlease" } },`;

let bank: Bank;
let ctx: AppContext;

beforeAll(async () => {
  bank = await startBank();
  ctx = (bank.app as unknown as { bank: AppContext }).bank;
}, 60_000);
afterAll(async () => {
  await bank?.close();
});

async function draft(text: string): Promise<number> {
  const made = await saveDraft(ctx, { path: PATH, text, author: 'author.one' });
  if (!made.ok) throw new Error(`draft refused: ${JSON.stringify(made.problems)}`);
  return made.version.number;
}

/** A studio session of the staff member, through the log-on (the clock moves on 30 s: a code is accepted once). */
async function signIn(loginId: string): Promise<string> {
  bank.clock.advance(30_000);
  const secret = DEMO_STAFF.find((s) => s.loginId === loginId)!.totpSecret;
  const otp = new TOTP({ period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: bank.clock.now() });
  const res = await bank.app.inject({ method: 'POST', url: '/api/studio/session', payload: { loginId, password: STAFF_PASSWORD, otp } });
  return (res.json() as { token: string }).token;
}

describe('the impact review of a draft', () => {
  it('of a change of the notes only: the step before and after, every fixture passes, no money change', async () => {
    const number = await draft(baseline.replace(NOTE, `${NOTE} Reviewed.`));
    const impact = (await impactOf(ctx, FLOW_ID, number))!;
    expect(impact.class).toBe('texts');
    expect(impact.before.baseline).toBe(true);
    expect(impact.after.number).toBe(number);
    expect(impact.steps).toEqual([{ id: 'confirm', change: 'changed', class: 'texts' }]);
    expect(impact.money).toEqual([]);
    expect(impact.marked).toEqual({ steps: ['confirm'], edges: [], removedEdges: [] });
    // Every form of both sides, resolved as the engine renders it.
    expect(Object.keys(impact.after.forms)).toContain(`${FLOW_ID}@${number}/input`);
    expect(impact.fixtures.length).toBeGreaterThanOrEqual(8);
    expect(impact.fixtures.filter((f) => f.result !== 'passed')).toEqual([]);
    expect(impact.fixtures.every((f) => f.before === 'passed')).toBe(true);
    expect(impact.sizes.after.source).toBe('compiled');
    expect(impact.sizes.after.bytes).toBeGreaterThan(1000);
    expect(impact.sizes.before.source).toBe('build');
    expect(impact.sizes.budgetBytes).toBe(250_000);
  }, 60_000);

  it('of a new limit: the fixtures over it break where the run stays on the form', async () => {
    const number = await draft(baseline.replace('"checks": [', LIMIT));
    const impact = (await impactOf(ctx, FLOW_ID, number))!;
    expect(impact.class).toBe('form');
    expect(impact.steps).toEqual([{ id: 'input', change: 'changed', class: 'form' }]);
    const broke = impact.fixtures.filter((f) => f.result === 'broke');
    expect(broke.length).toBeGreaterThan(0);
    expect(impact.fixtures.some((f) => f.result === 'passed')).toBe(true);
    // Recorded moving on to the confirm page, the run stays on the form with the new limit's error.
    for (const f of broke) expect(f.at, f.name).toMatchObject({ step: 'input', runStep: 'input' });
    expect(broke.map((f) => f.name)).toContain('transfer.create same-bank happy path (en)');
    expect(impact.fixtures.find((f) => f.name === 'transfer.create same-bank happy path (en)')!.problems[0]).toMatch(/steps\[0\] \(input\): the run is on step 'input', expected 'confirm'/);
    expect(broke.every((f) => f.before === 'passed')).toBe(true);
  }, 60_000);

  it('of a changed request mapping: a money change called out with its values, fixtures break at the confirm step', async () => {
    const text = baseline.replace('"notes": "data.input.notes"', '"notes": "data.input.payee.name"');
    expect(text).not.toBe(baseline);
    const number = await draft(text);
    const impact = (await impactOf(ctx, FLOW_ID, number))!;
    expect(impact.class).toBe('money');
    expect(impact.money).toEqual([{ path: 'steps.confirm.submit.request.notes', before: 'data.input.notes', after: 'data.input.payee.name' }]);
    const reachConfirm = impact.fixtures.filter((f) => f.result === 'broke');
    expect(reachConfirm.length).toBeGreaterThan(0);
    for (const f of reachConfirm) {
      expect(f.at).toMatchObject({ step: 'confirm' });
      expect(f.problems[0]).toMatch(/ITSI300001 request #1 matches no declared call/);
    }
  }, 60_000);

  it('of a renamed step: the new step and its paths marked, the removed one listed, fixtures break at it', async () => {
    // The result's fields and buttons are fragments shared with the other transfers, which read
    // response.confirm too: renaming the step in this journey alone writes them inline first.
    const inline = `${JSON.stringify(expandRefs(JSON.parse(baseline), sharedParts()).value, null, 2)}\n`;
    const text = inline.replace('"confirm": {', '"review": {').replaceAll('"next": "confirm"', '"next": "review"').replaceAll('response.confirm', 'response.review');
    const number = await draft(text);
    const impact = (await impactOf(ctx, FLOW_ID, number))!;
    // The steps that name it change too; the removed one is listed last.
    expect(impact.steps.map((s) => [s.id, s.change])).toEqual([
      ['input', 'changed'],
      ['review', 'added'],
      ['result', 'changed'],
      ['received', 'changed'],
      ['confirm', 'removed'],
    ]);
    expect(impact.marked.steps).toEqual(['input', 'review', 'result', 'received']);
    expect(impact.marked.edges.map((e) => `${e.from}>${e.to}`)).toContain('input>review');
    expect(impact.marked.removedEdges.map((e) => `${e.from}>${e.to}`)).toContain('input>confirm');
    const broke = impact.fixtures.filter((f) => f.result === 'broke');
    expect(broke.length).toBeGreaterThan(0);
    // Recorded reaching confirm, the run stands on review.
    for (const f of broke) expect(f.at, f.name).toMatchObject({ runStep: 'review' });
  }, 60_000);

  it('against a published version: its stored bundle is the size before', async () => {
    const first = await draft(baseline.replace(NOTE, `${NOTE} First.`));
    await approve(ctx, FLOW_ID, first, ['approver.one']);
    const published = await publish(ctx, FLOW_ID, first, 'approver.one');
    expect(published.ok).toBe(true);
    const second = await draft(baseline.replace(NOTE, `${NOTE} Second.`));
    const impact = (await impactOf(ctx, FLOW_ID, second))!;
    expect(impact.before).toMatchObject({ number: first, baseline: false });
    expect(impact.sizes.before.source).toBe('published');
    expect(impact.sizes.before.bytes).toBeGreaterThan(1000);
    // Two texts of the same length: the same size within a few bytes of gzip.
    expect(Math.abs(impact.sizes.after.bytes! - impact.sizes.before.bytes!)).toBeLessThan(50);
  }, 60_000);

  it('is nothing for a version that does not exist', async () => {
    expect(await impactOf(ctx, FLOW_ID, 999)).toBeUndefined();
    expect(await impactOf(ctx, 'no.such-flow', 2)).toBeUndefined();
  });

  it('is answered by the studio to any signed-in member of staff, to nobody else', async () => {
    const number = await draft(baseline.replace(NOTE, `${NOTE} Reviewed.`));
    const url = `/api/studio/impact/${FLOW_ID}/${number}`;
    expect((await bank.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await bank.app.inject({ method: 'GET', url, headers: { 'x-staff-token': 'forged' } })).statusCode).toBe(401);
    for (const loginId of ['qa.one', 'author.one', 'approver.one']) {
      const res = await bank.app.inject({ method: 'GET', url, headers: { 'x-staff-token': await signIn(loginId) } });
      expect(res.statusCode, loginId).toBe(200);
      expect((res.json() as { after: { number: number } }).after.number).toBe(number);
    }
    const token = await signIn('qa.one');
    expect((await bank.app.inject({ method: 'GET', url: `/api/studio/impact/${FLOW_ID}/999`, headers: { 'x-staff-token': token } })).statusCode).toBe(404);
    expect((await bank.app.inject({ method: 'GET', url: `/api/studio/impact/${FLOW_ID}/x`, headers: { 'x-staff-token': token } })).statusCode).toBe(400);
  }, 60_000);
});

describe('the replay of a journey against a definition', () => {
  const flow = flowsById()[FLOW_ID]!;
  it('is bounded: fixtures past the count, or once the time is spent, are skipped and say so', async () => {
    const counted = await replayJourney(flow, PATH, { maxFixtures: 2, budgetMs: 60_000 });
    expect(counted.slice(0, 2).map((r) => r.result)).toEqual(['passed', 'passed']);
    expect(counted.slice(2).every((r) => r.result === 'skipped')).toBe(true);
    // A clock the test moves: the time is spent after the first fixture.
    let now = 0;
    const timed = await replayJourney(flow, PATH, { maxFixtures: 60, budgetMs: 5, elapsed: () => (now += 10) - 10 });
    expect(timed.map((r) => r.result)).toEqual(['passed', ...Array(timed.length - 1).fill('skipped')]);
  }, 60_000);
});
