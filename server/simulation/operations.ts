// What simulated customers do, as plain data (printed when a run fails, so a shrunk list can be
// read and replayed), and the fast-check arbitraries that draw them from a seed. Customers are
// numbered 0..customers-1 (server/simulation/customers.ts). Amounts are minor units (HKD cents).
import fc from 'fast-check';
import { FAULT_KINDS, type Fault } from './faults.js';

/** qr: a scanned FPS QR code of another bank's merchant (ITSI310002), with or without its amount. */
export type Destination = 'same-bank' | 'local-bank' | 'fps' | 'qr';

/** A payment: sent once, then `repeats` more times with the same idempotency key. */
interface Payment {
  c: number;
  from: 'savings' | 'current';
  amount: number;
  /** More sends of the same request: retries after no answer, duplicate submits after one. */
  repeats: number;
  /** The repeats go at once with the first (a double tap), not one after another. */
  together: boolean;
  /** The client gives up after a send that got no answer (an abandoned run). */
  abandon: boolean;
  fault?: Fault;
}

export type Operation =
  | ({ t: 'transfer'; to: number; dest: Destination } & Payment)
  | ({ t: 'bill'; forwardDays: number } & Payment)
  /** A standing instruction: a same-bank transfer once on a later date, or monthly for about two months. */
  | ({ t: 'plan'; to: number; frequency: 'once' | 'monthly'; startInDays: number } & Payment)
  | { t: 'limit'; c: number; limit: number; fault?: Fault }
  /** Log-on: `wrong` wrong passwords first (fewer than the lock's count), then the right one. */
  | { t: 'logon'; c: number; abandon: boolean; wrong?: number; fault?: Fault }
  /** E-cheques: issued and signed to another customer; the nth issued of the run deposited by its payee (`repeats` more sends of its key) or stopped by its drawer. Clearing is due work. */
  | { t: 'cheque'; act: 'issue'; c: number; to: number; amount: number; fault?: Fault }
  | { t: 'cheque'; act: 'deposit' | 'stop'; n: number; repeats: number; fault?: Fault }
  /** A currency exchange between the customer's HKD savings and USD savings (quote, float password, exchange). */
  | { t: 'forex'; c: number; sell: 'HKD' | 'USD'; amount: number; repeats: number; fault?: Fault }
  /** Time deposits: placed from HKD savings, or the nth placed of the run withdrawn early at its quoted fee. Maturity is due work. */
  | { t: 'deposit'; act: 'place'; c: number; amount: number; period: '1M' | '3M' | '7D' | '1D'; instruction: '1' | '3' | '4'; repeats: number; fault?: Fault }
  | { t: 'deposit'; act: 'withdraw'; n: number; repeats: number; fault?: Fault }
  /** Token binding: a new device of the customer's (its nth), or a device bound to another customer (refused). */
  | { t: 'bind'; c: number; device: number; other: boolean; fault?: Fault }
  /** The clock moved; the due work it starts may be hit by the fault. */
  | { t: 'clock'; ms: number; fault?: Fault }
  | { t: 'restart' }
  /** Two customers' payments reaching the bank at the same time (two processes on PostgreSQL). */
  | { t: 'race'; a: Operation & { t: 'transfer' }; b: Operation & { t: 'transfer' } };

export interface GenerationOptions {
  customers: number;
  /** Draw faults (off: a run of the happy paths only). */
  faults: boolean;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function faultArb(on: boolean): fc.Arbitrary<Fault | undefined> {
  if (!on) return fc.constant(undefined);
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom(...FAULT_KINDS), at: fc.integer({ min: 1, max: 24 }) }) },
  );
}

/** Mostly everyday amounts; now and then one near the daily limit or beyond the balance. */
const amountArb = fc.oneof(
  { weight: 12, arbitrary: fc.integer({ min: 1, max: 500_000 }) },
  { weight: 2, arbitrary: fc.integer({ min: 500_001, max: 20_000_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 20_000_001, max: 120_000_000 }) },
);

function paymentArb(o: GenerationOptions) {
  return {
    c: fc.integer({ min: 0, max: o.customers - 1 }),
    from: fc.constantFrom('savings' as const, 'current' as const),
    amount: amountArb,
    repeats: fc.oneof({ weight: 5, arbitrary: fc.constant(0) }, { weight: 2, arbitrary: fc.integer({ min: 1, max: 2 }) }),
    together: fc.boolean(),
    abandon: fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    fault: faultArb(o.faults),
  };
}

function transferArb(o: GenerationOptions) {
  return fc.record(
    { t: fc.constant('transfer' as const), to: fc.integer({ min: 0, max: o.customers - 1 }), dest: fc.constantFrom<Destination>('same-bank', 'local-bank', 'fps', 'qr'), ...paymentArb(o) },
    { requiredKeys: ['t', 'to', 'dest', 'c', 'from', 'amount', 'repeats', 'together', 'abandon'] },
  );
}

/** Clock jumps: within the day, over the 12:00 cut-off and midnight, over weekends, month ends and holidays (clock-jumps.ts counts them). */
function clockArb(o: GenerationOptions) {
  return fc.record(
    {
      t: fc.constant('clock' as const),
      ms: fc.oneof(fc.integer({ min: 60_000, max: 6 * HOUR }), fc.integer({ min: 6 * HOUR, max: 4 * DAY }), fc.integer({ min: 4 * DAY, max: 35 * DAY })),
      fault: faultArb(o.faults),
    },
    { requiredKeys: ['t', 'ms'] },
  );
}

export function operationArb(o: GenerationOptions): fc.Arbitrary<Operation> {
  const transfer = transferArb(o);
  return fc.oneof(
    { weight: 40, arbitrary: transfer },
    {
      weight: 12,
      arbitrary: fc.record(
        { t: fc.constant('bill' as const), forwardDays: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10 })), ...paymentArb(o) },
        { requiredKeys: ['t', 'forwardDays', 'c', 'from', 'amount', 'repeats', 'together', 'abandon'] },
      ),
    },
    { weight: 6, arbitrary: fc.record({ t: fc.constant('race' as const), a: transfer, b: transfer }) },
    {
      weight: 4,
      arbitrary: fc.record(
        {
          t: fc.constant('plan' as const),
          to: fc.integer({ min: 0, max: o.customers - 1 }),
          frequency: fc.constantFrom('once' as const, 'monthly' as const),
          startInDays: fc.integer({ min: 1, max: 40 }),
          ...paymentArb(o),
        },
        { requiredKeys: ['t', 'to', 'frequency', 'startInDays', 'c', 'from', 'amount', 'repeats', 'together', 'abandon'] },
      ),
    },
    {
      weight: 3,
      arbitrary: fc.record(
        { t: fc.constant('limit' as const), c: fc.integer({ min: 0, max: o.customers - 1 }), limit: fc.integer({ min: 1, max: 500 }).map((n) => n * 100_000, (v) => (v as number) / 100_000), fault: faultArb(o.faults) },
        { requiredKeys: ['t', 'c', 'limit'] },
      ),
    },
    {
      weight: 2,
      arbitrary: fc.record(
        { t: fc.constant('logon' as const), c: fc.integer({ min: 0, max: o.customers - 1 }), abandon: fc.boolean(), wrong: fc.integer({ min: 0, max: 2 }), fault: faultArb(o.faults) },
        { requiredKeys: ['t', 'c', 'abandon', 'wrong'] },
      ),
    },
    { weight: 2, arbitrary: clockArb(o) },
    ...moreArbs(o),
    { weight: o.faults ? 1 : 0, arbitrary: fc.record({ t: fc.constant('restart' as const) }) },
  ) as fc.Arbitrary<Operation>;
}

/** The journeys beyond payments: e-cheques, forex, time deposits, token binding. */
function moreArbs(o: GenerationOptions): { weight: number; arbitrary: fc.Arbitrary<Operation> }[] {
  const c = fc.integer({ min: 0, max: o.customers - 1 });
  const n = fc.nat({ max: 1_000 });
  const repeats = fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.constant(1) });
  const fault = faultArb(o.faults);
  // Each model below is one Operation's shape, drawn loosely typed and named once here; the unmapper
  // lets a failing list recorded earlier shrink again from its values alone.
  const rec = (model: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Operation> =>
    fc.record(model, { requiredKeys: Object.keys(model).filter((k) => k !== 'fault') }).map((drawn) => drawn as Operation, (op) => op as Record<string, unknown>);
  return [
    { weight: 4, arbitrary: rec({ t: fc.constant('cheque'), act: fc.constant('issue'), c, to: c, amount: fc.integer({ min: 1, max: 2_000_000 }), fault }) },
    { weight: 3, arbitrary: rec({ t: fc.constant('cheque'), act: fc.constant('deposit'), n, repeats, fault }) },
    { weight: 1, arbitrary: rec({ t: fc.constant('cheque'), act: fc.constant('stop'), n, repeats, fault }) },
    { weight: 4, arbitrary: rec({ t: fc.constant('forex'), c, sell: fc.constantFrom('HKD', 'USD'), amount: fc.integer({ min: 100, max: 5_000_000 }), repeats, fault }) },
    {
      weight: 3,
      arbitrary: rec({ t: fc.constant('deposit'), act: fc.constant('place'), c, amount: fc.integer({ min: 1_000_000, max: 20_000_000 }), period: fc.constantFrom('1D', '7D', '1M', '3M'), instruction: fc.constantFrom('1', '3', '4'), repeats, fault }),
    },
    { weight: 1, arbitrary: rec({ t: fc.constant('deposit'), act: fc.constant('withdraw'), n, repeats, fault }) },
    { weight: 1, arbitrary: rec({ t: fc.constant('bind'), c, device: fc.integer({ min: 1, max: 3 }), other: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }), fault }) },
  ];
}

export function operationsArb(o: GenerationOptions, count: number): fc.Arbitrary<Operation[]> {
  return fc.array(operationArb(o), { minLength: 0, maxLength: count });
}

/** The operations chunk `index` of a seed: long runs are drawn a chunk at a time, never all in memory. */
export function drawChunk(seed: number, index: number, size: number, o: GenerationOptions): Operation[] {
  const [ops] = fc.sample(fc.array(operationArb(o), { minLength: size, maxLength: size }), { seed: (seed * 7919 + index) | 0, numRuns: 1 });
  return ops!;
}
