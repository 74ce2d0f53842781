// What simulated customers do, as plain data (printed when a run fails, so a shrunk list can be
// read and replayed), and the fast-check arbitraries that draw them from a seed. Customers are
// numbered 0..customers-1 (server/simulation/customers.ts). Amounts are minor units (HKD cents).
import fc from 'fast-check';
import { FAULT_KINDS, type Fault } from './faults.js';

export type Destination = 'same-bank' | 'local-bank' | 'fps';

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
  | { t: 'logon'; c: number; abandon: boolean; fault?: Fault }
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
    { t: fc.constant('transfer' as const), to: fc.integer({ min: 0, max: o.customers - 1 }), dest: fc.constantFrom<Destination>('same-bank', 'local-bank', 'fps'), ...paymentArb(o) },
    { requiredKeys: ['t', 'to', 'dest', 'c', 'from', 'amount', 'repeats', 'together', 'abandon'] },
  );
}

/** Clock jumps: within the day, over the 17:00 cut-off and midnight, over weekends, month ends and holidays. */
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
        { t: fc.constant('logon' as const), c: fc.integer({ min: 0, max: o.customers - 1 }), abandon: fc.boolean(), fault: faultArb(o.faults) },
        { requiredKeys: ['t', 'c', 'abandon'] },
      ),
    },
    { weight: 2, arbitrary: clockArb(o) },
    { weight: o.faults ? 1 : 0, arbitrary: fc.record({ t: fc.constant('restart' as const) }) },
  ) as fc.Arbitrary<Operation>;
}

export function operationsArb(o: GenerationOptions, count: number): fc.Arbitrary<Operation[]> {
  return fc.array(operationArb(o), { minLength: 0, maxLength: count });
}

/** The operations chunk `index` of a seed: long runs are drawn a chunk at a time, never all in memory. */
export function drawChunk(seed: number, index: number, size: number, o: GenerationOptions): Operation[] {
  const [ops] = fc.sample(fc.array(operationArb(o), { minLength: size, maxLength: size }), { seed: (seed * 7919 + index) | 0, numRuns: 1 });
  return ops!;
}
