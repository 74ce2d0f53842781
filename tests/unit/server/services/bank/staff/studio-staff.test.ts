// Four eyes on every change that reaches a customer (docs/publishing.md), tried through the
// bank's own API as each role would, not through the studio's buttons: the staff log-on with its
// second factor and its lock; what each role may not do; nobody approves their own draft; a
// change that can move money needs two signed approvals; a signature that no longer matches the
// version stops it being served or accepted; the audit chain breaks at a row changed by hand.
import fs from 'node:fs';
import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../../../../../server/context.js';
import { DEMO_STAFF, STAFF_PASSWORD } from '../../../../../../server/seed/staff.js';
import { decide } from '../../../../../../server/services/bank/flow-registry/approvals.js';
import { verifyAuditChain } from '../../../../../../server/services/bank/flow-registry/audit-chain.js';
import { isRegisteredDefinition, publish, saveDraft, versionsOf } from '../../../../../../server/services/bank/flow-registry/registry.js';
import { approve, signDecision, staffMember } from '../../../support/approvals-helper.js';
import { startBank, type Bank } from '../../../support/helpers.js';

const PATH = 'flows/transfer/transfer-create.json';
const FLOW_ID = 'transfer.create';
const baseline = fs.readFileSync(PATH, 'utf8');
const NOTE = 'Same-bank and local-bank transfers run 24 hours a day, every day.';

let bank: Bank;
let ctx: AppContext;

type Reply = { statusCode: number; json: () => any };
const inject = (method: string, url: string, token?: string, payload?: object): Promise<Reply> =>
  bank.app.inject({ method: method as 'GET', url, headers: token ? { 'x-staff-token': token } : {}, ...(payload ? { payload } : {}) }) as Promise<Reply>;

/** The staff member's authenticator code now (the clock moves on 30 s first: a code is accepted once). */
function code(loginId: string): string {
  bank.clock.advance(30_000);
  const secret = DEMO_STAFF.find((s) => s.loginId === loginId)!.totpSecret;
  return new TOTP({ period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: bank.clock.now() });
}

async function signIn(loginId: string): Promise<string> {
  const res = await inject('POST', '/api/studio/session', undefined, { loginId, password: STAFF_PASSWORD, otp: code(loginId) });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

beforeAll(async () => {
  bank = await startBank();
  ctx = (bank.app as unknown as { bank: AppContext }).bank;
}, 60_000);
afterAll(async () => {
  await bank?.close();
});

describe('the staff log-on', () => {
  it('needs the password and a fresh code from the authenticator, each once', async () => {
    const otp = code('qa.one');
    expect((await inject('POST', '/api/studio/session', undefined, { loginId: 'qa.one', password: 'wrong', otp })).statusCode).toBe(401);
    expect((await inject('POST', '/api/studio/session', undefined, { loginId: 'qa.one', password: STAFF_PASSWORD, otp: '000000' })).statusCode).toBe(401);
    const ok = await inject('POST', '/api/studio/session', undefined, { loginId: 'qa.one', password: STAFF_PASSWORD, otp });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().staff).toMatchObject({ loginId: 'qa.one', role: 'qa' });
    // The same code again is a replay.
    expect((await inject('POST', '/api/studio/session', undefined, { loginId: 'qa.one', password: STAFF_PASSWORD, otp })).statusCode).toBe(401);
  });

  it('locks a login id after five wrong attempts, and ends a session idle for 30 minutes', async () => {
    for (let i = 0; i < 5; i += 1) await inject('POST', '/api/studio/session', undefined, { loginId: 'nobody.here', password: 'x', otp: '123456' });
    expect((await inject('POST', '/api/studio/session', undefined, { loginId: 'nobody.here', password: 'x', otp: '123456' })).statusCode).toBe(429);
    const token = await signIn('author.one');
    expect((await inject('GET', '/api/studio/session', token)).statusCode).toBe(200);
    bank.clock.advance(31 * 60_000);
    expect((await inject('GET', '/api/studio/session', token)).statusCode).toBe(401);
  });

  it('answers nothing of the studio without a session', async () => {
    expect((await inject('GET', '/api/studio/flows')).statusCode).toBe(401);
    expect((await inject('POST', '/api/studio/draft', undefined, { path: PATH, text: baseline })).statusCode).toBe(401);
  });
});

describe('what each role may not do, enforced by the bank', () => {
  it('QA reads but neither drafts, decides nor publishes; an author drafts but neither decides nor publishes; an approver does not draft', async () => {
    const qa = await signIn('qa.one');
    const author = await signIn('author.one');
    const approver = await signIn('approver.one');
    expect((await inject('GET', '/api/studio/flows', qa)).statusCode).toBe(200);
    const text = baseline.replace(NOTE, `${NOTE} Roles.`);
    expect((await inject('POST', '/api/studio/draft', qa, { path: PATH, text })).statusCode).toBe(403);
    expect((await inject('POST', '/api/studio/draft', approver, { path: PATH, text })).statusCode).toBe(403);
    expect((await inject('POST', '/api/studio/save', approver, { path: PATH, text, base: baseline })).statusCode).toBe(403);
    const draft = await inject('POST', '/api/studio/draft', author, { path: PATH, text });
    expect(draft.statusCode).toBe(200);
    const number = draft.json().version.number as number;
    expect(draft.json().version).toMatchObject({ createdBy: 'author.one', changeClass: 'texts' });
    for (const token of [qa, author]) {
      expect((await inject('POST', '/api/studio/publish', token, { flowId: FLOW_ID, number })).statusCode).toBe(403);
      expect((await inject('POST', '/api/studio/decide', token, { flowId: FLOW_ID, number, decision: 'approve', keyId: 'k', signature: 's' })).statusCode).toBe(403);
      expect((await inject('POST', '/api/studio/rollback', token, { flowId: FLOW_ID })).statusCode).toBe(403);
    }
    // The approver may publish once the class's approvals are there.
    expect((await inject('POST', '/api/studio/publish', approver, { flowId: FLOW_ID, number })).json()).toMatchObject({ ok: false, reason: 'needs-approval' });
    await approve(ctx, FLOW_ID, number, ['approver.two']);
    expect((await inject('POST', '/api/studio/publish', approver, { flowId: FLOW_ID, number })).json()).toMatchObject({ ok: true });
    expect((await inject('POST', '/api/studio/rollback', approver, { flowId: FLOW_ID })).statusCode).toBe(200);
  });

  it('refuses an approval of one\'s own draft and a signature that is not the approver\'s', async () => {
    // A draft made by someone who later approves (the bank's rule holds whatever the roles say).
    const own = await saveDraft(ctx, { path: PATH, text: baseline.replace(NOTE, `${NOTE} Own.`), author: 'approver.one' });
    if (!own.ok) throw new Error('draft refused');
    const me = await staffMember(ctx, 'approver.one');
    expect(await decide(ctx, me, { flowId: FLOW_ID, number: own.version.number, decision: 'approve', ...(await signDecision(ctx, me, 'approve', FLOW_ID, own.version.number)) })).toEqual({ ok: false, reason: 'own-draft' });
    const other = await staffMember(ctx, 'approver.two');
    const signed = await signDecision(ctx, other, 'approve', FLOW_ID, own.version.number);
    // A signature over another decision, or with the other approver's key.
    expect(await decide(ctx, other, { flowId: FLOW_ID, number: own.version.number, decision: 'reject', ...signed })).toEqual({ ok: false, reason: 'bad-signature' });
    const myKey = await signDecision(ctx, me, 'approve', FLOW_ID, own.version.number);
    expect(await decide(ctx, other, { flowId: FLOW_ID, number: own.version.number, decision: 'approve', keyId: myKey.keyId, signature: signed.signature })).toEqual({ ok: false, reason: 'unknown-key' });
  });
});

describe('approval by what the change touches, signed', () => {
  it('needs two different approvers for a change that can move money', async () => {
    const text = baseline.replace('"auth": "bound-device"', '"auth": "mobile-token"');
    expect(text).not.toBe(baseline);
    const draft = await saveDraft(ctx, { path: PATH, text, author: 'author.one' });
    if (!draft.ok) throw new Error(JSON.stringify(draft.problems));
    expect(draft.version.changeClass).toBe('money');
    // What the approvers read: each difference with its class.
    const author = await signIn('author.one');
    const changes = await inject('GET', `/api/studio/changes/${FLOW_ID}/${draft.version.number}`, author);
    expect(changes.json()).toEqual({ class: 'money', reasons: [{ path: 'steps.confirm.auth', class: 'money' }] });
    await approve(ctx, FLOW_ID, draft.version.number, ['approver.one']);
    expect(await publish(ctx, FLOW_ID, draft.version.number, 'approver.one')).toMatchObject({ ok: false, reason: 'needs-approval', approval: { needed: 2, approvedBy: ['approver.one'] } });
    // The same approver again counts once.
    await approve(ctx, FLOW_ID, draft.version.number, ['approver.one']);
    expect((await publish(ctx, FLOW_ID, draft.version.number, 'approver.one')).ok).toBe(false);
    await approve(ctx, FLOW_ID, draft.version.number, ['approver.two']);
    const published = await publish(ctx, FLOW_ID, draft.version.number, 'approver.one');
    expect(published.ok).toBe(true);
    expect(await isRegisteredDefinition(ctx, FLOW_ID, draft.version.number, draft.version.hash)).toBe(true);

    // A class changed by hand no longer matches what was signed: neither served nor accepted.
    await sql`UPDATE flow_versions SET change_class = 'texts' WHERE flow_id = ${FLOW_ID} AND number = ${draft.version.number}`.execute(ctx.store.db);
    expect(await isRegisteredDefinition(ctx, FLOW_ID, draft.version.number, draft.version.hash)).toBe(false);
    const listed = (await versionsOf(ctx, FLOW_ID)).find((v) => v.number === draft.version.number)!;
    expect(listed).toMatchObject({ trusted: false, approval: { broken: 2 } });
    expect((await inject('GET', `/journeys/versions/${FLOW_ID}/${draft.version.number}`)).statusCode).toBe(404);
  });
});

describe('the audit trail', () => {
  it('holds every action in a chain that breaks at a row changed by hand', async () => {
    const entries = await ctx.store.db.selectFrom('registry_audit').select(['seq', 'actor', 'action']).orderBy('seq').execute();
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['draft', 'approve', 'refuse', 'publish', 'rollback']));
    expect(await verifyAuditChain(ctx.store.db)).toEqual({ ok: true, entries: entries.length });
    const target = entries[Math.floor(entries.length / 2)]!;
    await sql`UPDATE registry_audit SET actor = 'someone.else' WHERE seq = ${target.seq}`.execute(ctx.store.db);
    expect(await verifyAuditChain(ctx.store.db)).toMatchObject({ ok: false, brokenAt: target.seq });
  });
});
