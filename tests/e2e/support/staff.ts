// The studio's staff in Chromium (docs/publishing.md): a session made through the bank's API
// and handed to the tab as the sign-in form would leave it, or the form itself. The code is the
// demo staff member's authenticator code at the bank's time; a code is accepted once, so a
// second sign-in within the same 30 seconds of the bank's clock waits for the next code.
import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { rolloutText, type Rollout } from '../../../domain/publishing/rollout';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_STAFF, STAFF_PASSWORD } from '../../../server/seed/staff-accounts';
import { sandboxNow } from './sandbox-clock';

type Session = { token: string; staff: { loginId: string; role: string } };
const sessions = new Map<string, Session>();
const lastStep = new Map<string, number>();

/** A fresh authenticator code for the staff member at the bank's time. */
async function freshCode(request: APIRequestContext, loginId: string): Promise<string> {
  const secret = DEMO_STAFF.find((s) => s.loginId === loginId)!.totpSecret;
  let now = await sandboxNow(request);
  let step = Math.floor(now / 30_000);
  if (step <= (lastStep.get(loginId) ?? -1)) {
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * 30_000 - now + 50));
    now = await sandboxNow(request);
    step = Math.floor(now / 30_000);
  }
  lastStep.set(loginId, step);
  return new TOTP({ period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: now });
}

/** A session of the staff member, made once per worker and made again when the bank ended it. */
export async function staffSession(request: APIRequestContext, loginId: string): Promise<Session> {
  const known = sessions.get(loginId);
  if (known && (await request.get('/api/studio/session', { headers: { 'x-staff-token': known.token } })).ok()) return known;
  let res = await request.post('/api/studio/session', { data: { loginId, password: STAFF_PASSWORD, otp: await freshCode(request, loginId) } });
  // A worker started after a failed test cannot know which code the one before it used last:
  // a code is accepted once, so it signs in again with the next one.
  if (res.status() === 401) res = await request.post('/api/studio/session', { data: { loginId, password: STAFF_PASSWORD, otp: await freshCode(request, loginId) } });
  expect(res.status(), `staff sign-in of ${loginId}`).toBe(200);
  const session = (await res.json()) as Session;
  sessions.set(loginId, session);
  return session;
}

/** The tab opens signed in as the staff member (as the sign-in form leaves it). */
export async function asStaff(page: Page, request: APIRequestContext, loginId: string): Promise<void> {
  const session = await staffSession(request, loginId);
  const value = JSON.stringify(session);
  await page.addInitScript((v) => sessionStorage.setItem('studio-staff-session', v), value);
  // A tab already on the app moves to the studio by its hash alone: no new document, no init script.
  if (page.url().startsWith('http')) await page.evaluate((v) => sessionStorage.setItem('studio-staff-session', v), value);
}

/** Signs in through the studio's form, as a member of staff does. */
export async function signInThroughForm(page: Page, request: APIRequestContext, loginId: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('Login id').fill(loginId);
  await form.getByLabel('Password').fill(STAFF_PASSWORD);
  await form.getByLabel('Authenticator code').fill(await freshCode(request, loginId));
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form).toBeHidden();
}

/** The headers of a studio call made through the API as the staff member. */
export async function staffHeaders(request: APIRequestContext, loginId: string): Promise<Record<string, string>> {
  return { 'x-staff-token': (await staffSession(request, loginId)).token };
}

const approverKeys = new Map<string, crypto.KeyObject>();

/**
 * The approver approves a version through the bank's API, signing with a key of their own as
 * their browser would (ECDSA P-256, the decision, the version's hash, class and rollout), for a
 * spec whose point is not the approval screen (publishing.spec.ts proves that one in the studio).
 */
export async function approveThroughApi(request: APIRequestContext, loginId: string, flowId: string, number: number): Promise<void> {
  const headers = await staffHeaders(request, loginId);
  let key = approverKeys.get(loginId);
  if (!key) approverKeys.set(loginId, (key = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey));
  const registered = await request.post('/api/studio/keys', { data: { publicKey: crypto.createPublicKey(key).export({ format: 'jwk' }) }, headers });
  expect(registered.status()).toBe(200);
  const { keyId } = (await registered.json()) as { keyId: string };
  const view = (await (await request.get(`/api/studio/versions/${flowId}`, { headers })).json()) as { versions: { number: number; hash: string; changeClass: string | null; rollout: Rollout | null }[] };
  const v = view.versions.find((x) => x.number === number)!;
  // What the bank checks (server/services/bank/flow-registry/approvals.ts, approvalMessage).
  const message = `approve:${flowId}@${number}#${v.hash}|${v.changeClass ?? 'money'}|${rolloutText(v.rollout)}`;
  const signature = crypto.sign('sha256', Buffer.from(message), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url');
  const decided = await request.post('/api/studio/decide', { data: { flowId, number, decision: 'approve', keyId, signature }, headers });
  expect(decided.status(), `approval by ${loginId}`).toBe(200);
}
