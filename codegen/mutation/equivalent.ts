// Equivalent mutants (docs/testing.md, "Mutation score for flows"): mutants that cannot change
// what a customer sees or what the bank is sent, so that no fixture could ever catch them. Each
// is named here by its journey and its exact one-line description, with the reason; the score
// leaves them out of its count and every run prints them with that reason. Only a mutant that
// survives is judged equivalent: one a fixture or the linter catches is counted as caught, and
// the run says the entry is wrong. A journey's survivor that is only hard to reach (a path no
// recording takes) does not belong here.
export interface Equivalent {
  flow: string;
  description: string;
  reason: string;
}

const DEAD_MERCHANT_CHECK =
  'dead check: the form schema requires merchant.merchantId (minLength 1) and the engine runs the cross-field checks only once the schema passes, so "billNo without a merchant" never reaches it';
const MERCHANT_LIMIT =
  "every merchant's limit is one of the spec's three classes (§9: at most HKD 1,000,000, the schema maximum), and the merchant-limit check refuses any larger amount with the same message on the same field";

export const EQUIVALENT: readonly Equivalent[] = [
  { flow: 'bill.pay-new', description: 'steps.input.checks[0] (billNo) removed', reason: DEAD_MERCHANT_CHECK },
  { flow: 'bill.pay-new', description: 'steps.input.schema.properties.amount.maximum removed', reason: MERCHANT_LIMIT },
  { flow: 'bill.pay-new', description: 'steps.input.schema.properties.amount.maximum: 100000000 → 100000001', reason: MERCHANT_LIMIT },
  { flow: 'bill.pay-template', description: 'steps.input.schema.properties.amount.maximum removed', reason: MERCHANT_LIMIT },
  { flow: 'bill.pay-template', description: 'steps.input.schema.properties.amount.maximum: 100000000 → 100000001', reason: MERCHANT_LIMIT },
  {
    flow: 'payment-authorize.modify',
    description: 'steps.modify.schema.properties.expiryDate.pattern removed',
    reason: "the field's format \"date\" refuses every value the pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ refuses, with the same message (the step names none for either)",
  },
];

/** The declared reason a mutant of `flow` is equivalent, if it is declared. */
export function equivalentReason(flow: string, description: string): string | undefined {
  return EQUIVALENT.find((e) => e.flow === flow && e.description === description)?.reason;
}
