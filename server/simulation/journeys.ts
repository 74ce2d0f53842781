// The journeys beyond payments, sent as the app's journeys send them (the contracts in
// schemas/api/), each with its own idempotency key and the Mobile Token:
//   - e-cheques: issued (ITSI700002) and signed with the drawer's device certificate
//     (ITSI510020 once, ITSI104330, ITSI700009) to another customer; the file deposited by its
//     payee (ITSI700006; any issued cheque of the run, so cheques already deposited, stopped or
//     never signed are sent too) or stopped by its drawer (ITSI700007); clearing is due work;
//   - forex: a quote between the customer's HKD and USD savings (ITSI140003), the float
//     password's ticket (ITSI140008 once, ITSI140010) and the exchange (ITSI140004);
//   - time deposits: placed from HKD savings (ITSI120003), withdrawn early at the quoted fee
//     (ITSI120006, ITSI120007); maturity is due work;
//   - token binding (ITSI320001, the SMS code, ITSI498006): a new device of the customer's, or
//     a device bound to another customer, which the bank must refuse.
// What the bank said is kept for the invariants (invariants-journeys.ts).
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { hkDate } from '../clock.js';
import type { Answer } from './bank.js';
import { SIM_PASSWORD, type SimCustomer } from './customers.js';
import type { Simulation } from './driver.js';
import { note } from './driver.js';
import type { KeyRecord } from './invariants.js';
import type { Fault } from './faults.js';
import type { Operation } from './operations.js';

type JourneyOp = Operation & { t: 'cheque' | 'forex' | 'deposit' | 'bind' };

/** The float (transaction) password every simulated customer sets before their first exchange. */
const FLOAT_PASSWORD = '739152';
/** How many of the latest issued e-cheques a deposit or stop may name. */
const CHEQUES_KEPT = 1_000;
/** The token PIN of the devices the simulation binds. */
const TOKEN_PIN = '740163';

interface Cheque {
  id: string;
  drawer: number;
  payee: number;
  /** The signed file; undefined when the signing failed (the payee has nothing to deposit). */
  file?: string;
}

export class Journeys {
  /** The latest e-cheques issued in this run, in order (a deposit or stop names one by its index). */
  readonly cheques: Cheque[] = [];
  /** The status each cheque of the run was last seen in (the state machine goes forward only). */
  readonly chequeStatus = new Map<string, string>();
  /** Time deposits placed in this run. */
  readonly deposits: { no: string; c: number }[] = [];
  private readonly certs = new Map<number, { certNo: string; key: KeyObject }>();
  private readonly floatSet = new Set<number>();

  constructor(private readonly sim: Simulation) {}

  perform(op: JourneyOp, touched: KeyRecord[]): Promise<string> {
    switch (op.t) {
      case 'cheque':
        if (op.act === 'issue') return this.issue(op);
        return op.act === 'deposit' ? this.deposit(op, touched) : this.stop(op, touched);
      case 'forex':
        return this.exchange(op, touched);
      case 'deposit':
        return op.act === 'place' ? this.place(op, touched) : this.withdraw(op, touched);
      case 'bind':
        return this.bind(op);
    }
  }

  private get opIndex(): number {
    return this.sim.opIndex;
  }

  /**
   * Sends a keyed instruction 1 + repeats times; retries go to the restarted process. The fault
   * is armed for the sends only, not for the log-on and quotes before them (`before`), so the
   * statement or commit it picks is the instruction's own.
   */
  private async keyed(n: number, c: SimCustomer, record: KeyRecord, repeats: number, body: (attempt: number) => object, fault: Fault | undefined, before?: () => Promise<boolean>): Promise<void> {
    if (!(await this.sim.loggedOn(n, c))) return;
    if (before && !(await before())) return;
    await this.sim.armed(n, fault, async () => {
      for (let attempt = 1; attempt <= 1 + repeats; attempt += 1) {
        if (await this.sim.dead(n)) await this.sim.restartDead(n);
        note(record, await this.sim.asCustomer(n, c, record.code, () => body(attempt)));
      }
    });
  }

  private record(code: KeyRecord['code'], c: SimCustomer, tag: string, amount: number, touched: KeyRecord[]): KeyRecord {
    const record: KeyRecord = { code, customerId: c.customerId, key: this.sim.keyOf(tag), amount, answers: [] };
    this.sim.keep(record, touched);
    return record;
  }

  private async issue(op: JourneyOp & { t: 'cheque'; act: 'issue' }): Promise<string> {
    const payee = op.to === op.c ? (op.c + 1) % this.sim.customerCount : op.to;
    const c = this.sim.customer(op.c);
    const n = this.sim.bankFor();
    let chequeId: string | undefined;
    let file: string | undefined;
    const answers: (string | null)[] = [];
    if (!(await this.sim.loggedOn(n, c))) return `cheque issue ${op.c} not logged on`;
    await this.sim.armed(n, op.fault, async () => {
      const issued = await this.sim.asCustomer(n, c, 'ITSI700002', () => ({
        fromAccountId: c.current.id,
        currency: 'HKD',
        amount: op.amount,
        payeeName: this.sim.customer(payee).nameEn,
        chequeDate: hkDate(this.sim.clock.now()),
        idempotencyKey: this.sim.keyOf(`${this.opIndex}`),
        auth: this.sim.tokenAuth(c),
      }));
      answers.push(issued.code);
      chequeId = issued.code === '00000' ? (issued.data.cheque?.chequeId as string) : undefined;
      if (!chequeId) return;
      if (await this.sim.dead(n)) await this.sim.restartDead(n);
      const signed = await this.signCheque(n, op.c, chequeId);
      answers.push(signed.code);
      if (signed.code === '00000') file = signed.data.contentBase64 as string;
    });
    if (chequeId) this.cheques.push({ id: chequeId, drawer: op.c, payee, ...(file ? { file } : {}) });
    // A long run keeps the latest cheques' files only (each is tens of kilobytes).
    if (this.cheques.length > CHEQUES_KEPT) this.cheques.shift();
    return `cheque issue ${op.c} ${answers.map((a) => a ?? '-').join(',')}`;
  }

  /** The drawer's device certificate signs the bank's hash for the cheque (registered on first use). */
  private async signCheque(n: number, index: number, chequeId: string): Promise<Answer> {
    const c = this.sim.customer(index);
    let cert = this.certs.get(index);
    if (!cert) {
      const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const publicKey = keys.publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
      const registered = await this.sim.asCustomer(n, c, 'ITSI510020', () => ({ clientDeviceId: `sim-signing-${c.customerId}`, publicKey }));
      if (registered.code !== '00000') return registered;
      cert = { certNo: registered.data.certNo as string, key: keys.privateKey };
      this.certs.set(index, cert);
    }
    const { certNo, key } = cert;
    const hash = await this.sim.asCustomer(n, c, 'ITSI104330', () => ({ transToken: chequeId, userCert: certNo }));
    if (hash.code !== '00000') return hash;
    const signature = sign('sha256', Buffer.from(hash.data.hash as string, 'base64'), { key, dsaEncoding: 'ieee-p1363' }).toString('base64');
    return this.sim.asCustomer(n, c, 'ITSI700009', () => ({
      documentRef: chequeId,
      idempotencyKey: this.sim.keyOf(`${this.opIndex}s`),
      auth: { method: 'device-certificate', certNo, hashId: hash.data.hashId, signature },
    }));
  }

  private async deposit(op: JourneyOp & { t: 'cheque'; act: 'deposit' | 'stop' }, touched: KeyRecord[]): Promise<string> {
    const cheque = this.cheques.length ? this.cheques[op.n % this.cheques.length]! : undefined;
    if (!cheque?.file) return `cheque deposit ${cheque ? 'unsigned' : 'none'}`;
    const payee = this.sim.customer(cheque.payee);
    const n = this.sim.bankFor();
    const record = this.record('ITSI700006', payee, `${this.opIndex}`, 0, touched);
    record.chequeId = cheque.id;
    const body = () => ({ toAccountId: payee.savings.id, fileBase64: cheque.file, idempotencyKey: record.key });
    await this.keyed(n, payee, record, op.repeats, body, op.fault);
    return `cheque deposit ${cheque.payee} ${record.answers.map((a) => a ?? '-').join(',')}`;
  }

  private async stop(op: JourneyOp & { t: 'cheque'; act: 'deposit' | 'stop' }, touched: KeyRecord[]): Promise<string> {
    const cheque = this.cheques.length ? this.cheques[op.n % this.cheques.length]! : undefined;
    if (!cheque) return 'cheque stop none';
    const drawer = this.sim.customer(cheque.drawer);
    const n = this.sim.bankFor();
    const record = this.record('ITSI700007', drawer, `${this.opIndex}`, 0, touched);
    record.chequeId = cheque.id;
    const body = () => ({ chequeId: cheque.id, feeAccountId: drawer.current.id, reason: 'lost', idempotencyKey: record.key, auth: this.sim.tokenAuth(drawer) });
    await this.keyed(n, drawer, record, op.repeats, body, op.fault);
    return `cheque stop ${cheque.drawer} ${record.answers.map((a) => a ?? '-').join(',')}`;
  }

  private async exchange(op: JourneyOp & { t: 'forex' }, touched: KeyRecord[]): Promise<string> {
    const c = this.sim.customer(op.c);
    if (!c.usd) return 'forex no USD account';
    const n = this.sim.bankFor();
    const [from, to] = op.sell === 'HKD' ? [c.savings.id, c.usd.id] : [c.usd.id, c.savings.id];
    const record = this.record('ITSI140004', c, `${this.opIndex}`, op.amount, touched);
    let quoteId = '';
    let ticket = '';
    const steps: string[] = [];
    const ready = async (): Promise<boolean> => {
      if (!this.floatSet.has(op.c)) {
        const set = await this.sim.asCustomer(n, c, 'ITSI140008', () => ({ password: FLOAT_PASSWORD, confirmPassword: FLOAT_PASSWORD, auth: this.sim.tokenAuth(c) }));
        steps.push(set.code ?? '-');
        // Set already (by an earlier run of this operation whose answer was lost): also fine.
        if (set.code !== '00000' && set.code !== null) steps.push('float-set?');
        if (set.code === null) return false;
        this.floatSet.add(op.c);
      }
      // The clock moves to the exchange's token step now: the quote is held 30 s of the bank's clock.
      this.sim.clock.advance(30_000);
      const quote = await this.sim.asCustomer(n, c, 'ITSI140003', () => ({ fromAccountId: from, toAccountId: to, sellAmount: op.amount }));
      steps.push(quote.code ?? '-');
      if (quote.code !== '00000') return false;
      quoteId = quote.data.quote.quoteId as string;
      const verified = await this.sim.asCustomer(n, c, 'ITSI140010', () => ({ password: FLOAT_PASSWORD }));
      steps.push(verified.code ?? '-');
      if (verified.code !== '00000') return false;
      ticket = verified.data.ticket as string;
      return true;
    };
    // The first send's code is of the clock's step; a retry's one step ahead (the quote is still held).
    const body = (attempt: number) => ({ quoteId, floatTicket: ticket, idempotencyKey: record.key, auth: this.sim.tokenAuth(c, attempt - 1) });
    await this.keyed(n, c, record, op.repeats, body, op.fault, ready);
    return `forex ${op.c} ${op.sell} ${steps.join(',')}|${record.answers.map((a) => a ?? '-').join(',')}`;
  }

  private async place(op: JourneyOp & { t: 'deposit'; act: 'place' }, touched: KeyRecord[]): Promise<string> {
    const c = this.sim.customer(op.c);
    const n = this.sim.bankFor();
    const record = this.record('ITSI120003', c, `${this.opIndex}`, op.amount, touched);
    const body = () => ({ fromAccountId: c.savings.id, currency: 'HKD', amount: op.amount, period: op.period, instruction: op.instruction, idempotencyKey: record.key, auth: this.sim.tokenAuth(c) });
    await this.keyed(n, c, record, op.repeats, body, op.fault);
    const placed = record.first ? (JSON.parse(record.first) as { deposit?: { depositNo?: string } }).deposit?.depositNo : undefined;
    if (placed) this.deposits.push({ no: placed, c: op.c });
    return `deposit place ${op.c} ${record.answers.map((a) => a ?? '-').join(',')}`;
  }

  private async withdraw(op: JourneyOp & { t: 'deposit'; act: 'withdraw' }, touched: KeyRecord[]): Promise<string> {
    const deposit = this.deposits.length ? this.deposits[op.n % this.deposits.length]! : undefined;
    if (!deposit) return 'deposit withdraw none';
    const c = this.sim.customer(deposit.c);
    const n = this.sim.bankFor();
    const record = this.record('ITSI120007', c, `${this.opIndex}`, 0, touched);
    record.depositNo = deposit.no;
    let fee = -1;
    const quoted = async () => {
      const quote = await this.sim.asCustomer(n, c, 'ITSI120006', () => ({ depositNo: deposit.no }));
      if (quote.code !== '00000') return false;
      fee = quote.data.quote.fee as number;
      return true;
    };
    const body = () => ({ depositNo: deposit.no, fee, idempotencyKey: record.key, auth: this.sim.tokenAuth(c) });
    await this.keyed(n, c, record, op.repeats, body, op.fault, quoted);
    return `deposit withdraw ${deposit.c} ${fee < 0 ? 'not quoted' : record.answers.map((a) => a ?? '-').join(',')}`;
  }

  private async bind(op: JourneyOp & { t: 'bind' }): Promise<string> {
    const c = this.sim.customer(op.c);
    const other = this.sim.customer(op.c + 1);
    const deviceId = op.other && other !== c ? other.deviceId : `sim-device-${op.c}-${op.device}-of-${this.sim.seed}`;
    const n = this.sim.bankFor();
    if (!(await this.sim.loggedOn(n, c))) return `bind ${op.c} not logged on`;
    const answer = await this.sim.armed(n, op.fault, async (): Promise<Answer> => {
      const transactionId = this.sim.keyOf(`${this.opIndex}b`);
      const sent = await this.sim.asCustomer(n, c, 'ITSI320001', () => ({ purpose: 'ITSI498006', transactionId }));
      if (sent.code !== '00000') return sent;
      // The code from the sandbox outbox (ITSI320010), through the bank like any request, so a
      // fault there is an unanswered request, not a failure of the simulation.
      const outbox = await this.sim.send(n, 'ITSI320010', {});
      const sms = (outbox.data.messages as { body: string }[] | undefined)?.find((m) => m.body.includes(transactionId));
      const otp = /(?:one-time password is|一次性密碼為|一次性密码为) (\d{6})/.exec(sms?.body ?? '')?.[1];
      if (!otp) return { code: 'no SMS code', data: {} };
      return this.sim.asCustomer(n, c, 'ITSI498006', () => ({ clientDeviceId: deviceId, pin: TOKEN_PIN, sms: { challengeId: sent.data.challengeId, otp, transactionId }, password: { password: SIM_PASSWORD } }));
    });
    if (op.other && other !== c && answer.code === '00000') this.sim.problem(`customer ${op.c} bound device ${deviceId} of customer ${op.c + 1}`);
    return `bind ${op.c} ${op.other ? 'other' : op.device} ${answer.code ?? 'no answer'}`;
  }
}
