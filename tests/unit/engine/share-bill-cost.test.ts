// The share-bill's cost per person (flows/transfer/share-image.json): the amount to split (the
// amount paid unless the customer changed it) in minor units divided among the participants,
// rounded up to the cent, in JSON Logic.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { applyMapping } from '../../../engine/core/context';

const flow = JSON.parse(readFileSync('flows/transfer/share-image.json', 'utf8'));
const costField = flow.steps.picture.fields.find((f: { label: { en?: string } }) => f.label.en === 'Cost per person');

function cost(amount: number, participants: number | string): unknown {
  const ctx = { data: { split: { amount, participants } } };
  return applyMapping(ctx, { cost: costField.value }).cost;
}

it('divides the amount among the participants, rounded up to the cent', () => {
  expect(cost(64000, 3)).toBe(21334);
  expect(cost(64000, 4)).toBe(16000);
  expect(cost(100, 1)).toBe(100);
  expect(cost(1, 2)).toBe(1);
  // The form holds what was typed, as text.
  expect(cost(64000, '3')).toBe(21334);
});
