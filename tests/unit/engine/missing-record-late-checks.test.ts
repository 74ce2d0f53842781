// A journey's first page opened without its record's id (a bookmark, a shared link) says so and
// takes the customer to its list, without asking the bank. The rule reads the contract's request
// validator, which arrives after the first screen (app/flows.ts): such an address waits for it.
import { expect, it, vi } from 'vitest';
import { FlowRun, type EngineDeps, type Flow } from '../../../engine/core';
import { formValidators } from '../../../generated/validators/forms.js';
import { apiValidators } from '../../../generated/validators/api.js';
import detailFlow from '../../../generated/journeys/transfer.detail/flow.json';

const flow = detailFlow as unknown as Flow;
const realChecks = Object.fromEntries(Object.entries(apiValidators).map(([c, v]) => [c, v.request]));

it('waits for the request validators, then says the record is missing and asks the bank nothing', async () => {
  const requestValidators: NonNullable<EngineDeps['requestValidators']> = {};
  // The validators come a moment after the run starts, as they do after the first paint.
  const pending = new Promise<void>((resolve) => setTimeout(resolve, 10)).then(() => void Object.assign(requestValidators, realChecks));
  const call = vi.fn(async () => ({}));
  const deps: EngineDeps = {
    call,
    formValidators,
    requestValidators,
    requestChecksPending: () => pending,
    authenticators: {},
    locale: () => 'en',
    user: () => ({}),
    now: () => new Date('2026-11-23T02:00:00Z'),
    newId: () => 'id-0000000000000001',
  };
  const run = new FlowRun(flow, deps);
  await run.start();
  expect(run.error).toMatchObject({ stage: 'load', kind: 'missing-record' });
  expect(call).not.toHaveBeenCalled();
});
