// One synthetic customer's visit, as the app makes it: log on with the password and the
// mobile token, look at balances and records, usually make one payment (same-bank transfer,
// FPS transfer after a name look-up, bill payment, local-bank transfer), perhaps look at the
// transfer records, log off. Token codes follow the bank's rule (each 30-second step once per
// device): a customer is taken for a visit only when the current step is still unused.
//
// A payment that gets no answer (the process died, the database connection was cut) is sent
// again with the same idempotency key, as the app does after an unknown outcome, and with the
// same code while its 30-second step is still current: the token shows that code until the
// step ends, and the bank spends a code only with an instruction that commits (one database
// transaction; a committed key answers its first answer before any code is checked). What the
// client saw confirmed is recorded for the checks after the run.
import { randomBytes } from 'node:crypto';
import { TOTP, Secret } from 'otpauth';
import { OWN_BANK_CODE } from '../../server/config.js';
import { hkDate } from '../../server/clock.js';
import type { BankClient, Envelope } from './http-client.js';
import { LOAD_PASSWORD, type LoadCustomer } from './seed-customers.js';
import type { Stats } from './stats.js';

const STEP_MS = 30_000;

export const CODE_NAMES: Record<string, string> = {
  ITSI100001: 'log-on: password',
  ITSI100004: 'log-on: mobile token',
  ITSI100002: 'log-off',
  ITSI130001: 'balances',
  ITSI130003: 'account records',
  ITSI300001: 'same-bank / local-bank transfer',
  ITSI300002: 'transfer records',
  ITSI300004: 'FPS name look-up',
  ITSI300005: 'FPS transfer',
  ITSI600003: 'bill payment',
};

/** A payment the client saw confirmed: checked in the database after the run. */
export interface Confirmed {
  code: string;
  customerId: string;
  idempotencyKey: string;
  referenceNo: string;
  amount: number;
  /** The first answer's data, to compare with the answers of retries. */
  answer: string;
  retries: number;
}

interface CustomerState extends LoadCustomer {
  totp: TOTP;
  /** The last 30-second step this client used a code of. */
  lastStep: number;
}

export class Population {
  private readonly queue: CustomerState[];
  /** Bank clock minus this machine's clock, from the X-Bank-Time of the last answer. */
  private offset = 0;

  constructor(customers: LoadCustomer[]) {
    this.queue = customers.map((c) => ({ ...c, totp: new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(c.seed) }), lastStep: -1 }));
  }

  get size(): number {
    return this.queue.length;
  }

  heard(bankTime: number): void {
    if (Number.isFinite(bankTime)) this.offset = bankTime - Date.now();
  }

  bankNow(): number {
    return Date.now() + this.offset;
  }

  step(): number {
    return Math.floor(this.bankNow() / STEP_MS);
  }

  /** A customer whose token has an unused code now, or the milliseconds until one has. */
  take(): CustomerState | number {
    const now = this.step();
    for (let tries = 0; tries < this.queue.length; tries += 1) {
      const c = this.queue.shift()!;
      if (c.lastStep < now) return c;
      this.queue.push(c);
      if (tries >= 32) break; // the queue is in order of use: the rest are no better
    }
    const head = this.queue[0];
    return head ? (head.lastStep + 1) * STEP_MS - this.bankNow() + 50 : 1_000;
  }

  giveBack(c: CustomerState): void {
    this.queue.push(c);
  }

  /** Someone to pay: another customer of the run. */
  other(c: LoadCustomer): LoadCustomer {
    const o = this.queue[Math.floor(Math.random() * this.queue.length)];
    return o && o.customerId !== c.customerId ? o : (this.queue[0] ?? c);
  }

  /** A code for the next unused step of the customer's token, waiting for one if needed. */
  async code(c: CustomerState): Promise<string> {
    return (await this.stepCode(c)).otp;
  }

  /** The same, with the step it belongs to. */
  async stepCode(c: CustomerState): Promise<{ otp: string; step: number }> {
    for (;;) {
      const now = this.step();
      const step = Math.max(c.lastStep + 1, now);
      // The bank accepts the current step and one either side.
      if (step <= now + 1) {
        c.lastStep = step;
        return { otp: c.totp.generate({ timestamp: step * STEP_MS }), step };
      }
      await sleep((c.lastStep + 1) * STEP_MS - this.bankNow() - STEP_MS + 50);
    }
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, Math.max(0, ms)));
}

export function newKey(): string {
  return `load-${randomBytes(12).toString('hex')}`;
}

export interface VisitContext {
  client: BankClient;
  population: Population;
  stats: Stats;
  confirmed: Confirmed[];
  /** Answers of retried keys that differed from their first answer (must stay empty). */
  mismatches: string[];
  /** Stop retrying after this instant (performance.now()). */
  deadline: number;
  /** Money-moving calls sent and not answered yet (the crash tool kills while there are some). */
  paymentsInFlight: number;
}

async function timed<T>(ctx: VisitContext, code: string, payload: object, token?: string): Promise<Envelope<T>> {
  const start = performance.now();
  try {
    const answer = await ctx.client.call<T>(code, payload, token);
    ctx.population.heard(answer.bankTime);
    ctx.stats.answered(code, performance.now() - start, answer.envelope.header.responseCode);
    return answer.envelope;
  } catch (error) {
    ctx.stats.failed(code, error);
    throw error;
  }
}

/** Not success and not worth going on with the visit. */
class VisitEnded extends Error {}

function must<T>(envelope: Envelope<T>): T {
  if (envelope.header.responseCode !== '00000') throw new VisitEnded(envelope.header.responseCode);
  return envelope.data;
}

/**
 * A money-moving call with its idempotency key: sent again (same key; same code while its step
 * is current, else a new one) while no answer comes or the bank answers a server error, until
 * it answers or the run ends.
 */
async function pay(ctx: VisitContext, c: CustomerState, code: string, build: (otp: string) => Record<string, unknown>, token: string, reference: (data: any) => string): Promise<void> {
  const key = newKey();
  let first: string | undefined;
  let retries = 0;
  let credential = await ctx.population.stepCode(c);
  for (;;) {
    // Still valid when it arrives (the bank takes one step either side of its own).
    if (credential.step < ctx.population.step()) credential = await ctx.population.stepCode(c);
    const payload: Record<string, unknown> = { ...build(credential.otp), idempotencyKey: key };
    let envelope: Envelope | undefined;
    ctx.paymentsInFlight += 1;
    try {
      envelope = await timed(ctx, code, payload, token);
    } catch {
      envelope = undefined;
    } finally {
      ctx.paymentsInFlight -= 1;
    }
    if (envelope && envelope.header.responseCode !== 'E000000500') {
      if (envelope.header.responseCode !== '00000') return;
      const answer = JSON.stringify(envelope.data);
      if (first === undefined) {
        first = answer;
        ctx.confirmed.push({ code, customerId: c.customerId, idempotencyKey: key, referenceNo: reference(envelope.data), amount: Number(payload.amount), answer, retries });
      }
      // One more retry of a confirmed key now and then: it must answer the first result. It
      // carries the code the bank has spent on it, so only the key can answer it: any answer
      // but the first (a refused code: the key was not found; another payment) is a mismatch.
      // A server error or no answer (a crash meanwhile) tells nothing.
      if (retries > 0 || Math.random() < 0.02) {
        const again = await timed(ctx, code, { ...payload, idempotencyKey: key }, token).catch(() => undefined);
        const answered = again && again.header.responseCode !== 'E000000500';
        if (answered && (again.header.responseCode !== '00000' || JSON.stringify(again.data) !== first)) {
          ctx.mismatches.push(`${code} ${key}: ${again.header.responseCode}`);
        }
      }
      return;
    }
    retries += 1;
    if (performance.now() > ctx.deadline || retries > 20) return;
    await sleep(200 * retries);
  }
}

/** One visit of one customer; false when no customer could be taken yet (waited instead). */
export async function visit(ctx: VisitContext): Promise<boolean> {
  const taken = ctx.population.take();
  if (typeof taken === 'number') {
    await sleep(Math.min(taken, 1_000));
    return false;
  }
  const c = taken;
  try {
    const first = must(await timed<{ secondFactor: { ticket: string } }>(ctx, 'ITSI100001', { loginId: c.loginId, password: LOAD_PASSWORD }));
    const otp = await ctx.population.code(c);
    const { token } = must(await timed<{ token: string }>(ctx, 'ITSI100004', { ticket: first.secondFactor.ticket, method: 'token', clientDeviceId: c.deviceId, otp }));
    must(await timed(ctx, 'ITSI130001', {}, token));
    must(await timed(ctx, 'ITSI130003', { pageNo: 1, pageSize: 20 }, token));
    const auth = (code: string) => ({ method: 'mobile-token', deviceId: c.deviceId, otp: code });
    const amount = 100 + Math.floor(Math.random() * 9_900); // HKD 1.00 to 99.99
    const from = Math.random() < 0.7 ? c.savings : c.current;
    const roll = Math.random();
    if (roll < 0.35) {
      const to = ctx.population.other(c);
      await pay(ctx, c, 'ITSI300001', (otp) => ({ fromAccountId: from.id, payee: { name: to.nameEn, bankCode: OWN_BANK_CODE, accountNo: to.savings.no }, currency: 'HKD', amount, auth: auth(otp) }), token, (d) => d.transfer.referenceNo);
    } else if (roll < 0.55) {
      must(await timed(ctx, 'ITSI300004', { proxyType: 'MOBN', proxyValue: '98765432', currency: 'HKD', amount }, token));
      await pay(ctx, c, 'ITSI300005', (otp) => ({ kind: 'instant', fromAccountId: from.id, proxy: { type: 'MOBN', value: '98765432' }, currency: 'HKD', amount, auth: auth(otp) }), token, (d) => d.transfer.referenceNo);
    } else if (roll < 0.75) {
      const today = hkDate(ctx.population.bankNow());
      await pay(ctx, c, 'ITSI600003', (otp) => ({ merchantId: 'M2401', billType: '01', billNo: '1234567890', fromAccountId: from.id, currency: 'HKD', amount, paymentDate: today, needReceipt: 'N', auth: auth(otp) }), token, (d) => d.payment.referenceNo);
    } else if (roll < 0.85) {
      await pay(ctx, c, 'ITSI300001', (otp) => ({ fromAccountId: from.id, payee: { name: 'CHEUNG KA FAI', bankCode: '004', accountNo: '817263540838' }, currency: 'HKD', amount, auth: auth(otp) }), token, (d) => d.transfer.referenceNo);
    }
    if (Math.random() < 0.3) must(await timed(ctx, 'ITSI300002', { pageNo: 1, pageSize: 10 }, token));
    await timed(ctx, 'ITSI100002', {}, token);
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    // Counted in the stats already; the customer's next visit starts over. No answer at all
    // (the bank is starting again): wait a little, as an app would, before the next visit.
    if (!(error instanceof VisitEnded)) await sleep(500);
  } finally {
    ctx.population.giveBack(c);
  }
  return true;
}
