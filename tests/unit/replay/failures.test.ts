// The runner fails a fixture for each way a recording and the run can disagree, and says
// where: a changed request, an extra or a missing call, a masked value of the wrong shape,
// a response its contract refuses, a key that changed across calls, a different message.
import { describe, expect, it } from 'vitest';
import { replayFixture } from '../../replay/replay';
import { callAt, realFixture } from './helpers';

async function problemsOf(fixture: Parameters<typeof replayFixture>[0]): Promise<string> {
  const result = await replayFixture(fixture);
  expect(result.ok).toBe(false);
  return result.problems.join('\n');
}

describe('replay failures', () => {
  it('a request that differs from the recording fails with a per-path diff', async () => {
    const fixture = realFixture('create-same-bank-zh-tw.json');
    callAt(fixture, 4).request.amount = 250001;
    const problems = await problemsOf(fixture);
    expect(problems).toContain('ITSI300001 request #1 matches no declared call; nearest is calls[4]');
    expect(problems).toContain('- amount: 250001');
    expect(problems).toContain('+ amount: 250000');
  });

  it('a call the fixture does not declare fails', async () => {
    const fixture = realFixture('create-same-bank-zh-tw.json');
    fixture.calls = fixture.calls.filter((c) => c.tx !== 'ITSI200002');
    expect(await problemsOf(fixture)).toContain('ITSI200002 request #1 matches no declared call: the fixture declares none for ITSI200002');
  });

  it('a repeated call beyond its declared times fails', async () => {
    const fixture = realFixture('record-list-filter-en.json');
    // Applying a filter equal to the defaults sends the first request again.
    fixture.steps[0]!.filter = { status: '', category: '0', over100k: false };
    fixture.calls = [fixture.calls[0]!];
    expect(await problemsOf(fixture)).toContain('ITSI300002 request #2 is one call too many: calls[0] matches it but is already used (times: 1)');
  });

  it('a declared call the run never makes fails', async () => {
    const fixture = realFixture('create-token-cancelled-zh-tw.json');
    fixture.calls.push({ ...callAt(realFixture('create-same-bank-zh-tw.json'), 4) });
    fixture.mask = [{ path: 'idempotencyKey', pattern: '^[A-Za-z0-9_-]{16,64}$', tx: 'ITSI300001' }];
    expect(await problemsOf(fixture)).toContain('calls[4] (ITSI300001) was declared but never requested');
  });

  it('a masked value must match its declared pattern', async () => {
    const fixture = realFixture('create-same-bank-zh-tw.json');
    fixture.mask = [{ path: 'idempotencyKey', pattern: '^[0-9a-f]{32}$', tx: 'ITSI300001' }];
    expect(await problemsOf(fixture)).toContain(
      `ITSI300001 request #1: masked 'idempotencyKey' is "run-000000000002", which does not match /^[0-9a-f]{32}$/`,
    );
  });

  it('a masked value must be present when the recording has it', async () => {
    const fixture = realFixture('create-same-bank-zh-tw.json');
    callAt(fixture, 3).request.messageId = '<masked>';
    fixture.mask = [...(fixture.mask ?? []), { path: 'messageId', pattern: '^.+$', tx: 'ITSI300001' }];
    expect(await problemsOf(fixture)).toContain('- messageId: "<masked>"');
  });

  it('a response its contract refuses is a broken fixture', async () => {
    const fixture = realFixture('create-same-bank-zh-tw.json');
    const data = callAt(fixture, 0).response as { data: { accounts: Array<Record<string, unknown>> } };
    data.data.accounts[0]!.accountNo = '2013-8810-5273';
    const problems = await problemsOf(fixture);
    expect(problems).toContain('calls[0] (ITSI200001): the response breaks its contract:');
    expect(problems).toContain('/accounts/0/accountNo: must match pattern');
  });

  it('sameAcrossCalls catches a second submit that got a new idempotency key', async () => {
    const fixture = realFixture('create-network-retry-en.json');
    const [input, confirm, retry] = fixture.steps;
    // Amend and submit again instead of Retry: a new instruction, so a new key.
    fixture.steps = [input!, confirm!, { step: 'confirm', action: 'back' }, { step: 'input', input: input!.input }, { ...retry!, action: 'proceed' }];
    // The payee's account is checked again on the second Next.
    fixture.calls.find((c) => c.tx === 'ITSI300015')!.times = 2;
    const problems = await problemsOf(fixture);
    expect(problems).toContain(`sameAcrossCalls 'idempotencyKey': the requests carry different values:`);
    expect(problems).toContain('#1: "run-000000000002"');
    expect(problems).toContain('#2: "run-000000000003"');
  });

  it('a different field message fails with both texts', async () => {
    const fixture = realFixture('create-over-available-en.json');
    fixture.steps[0]!.expect!.fieldErrors = { amount: ['Insufficient balance'] };
    const problems = await problemsOf(fixture);
    expect(problems).toContain('- amount.0: "Insufficient balance"');
    expect(problems).toContain('+ amount.0: "The amount is greater than the available balance, please re-enter"');
  });

  it('a step entry for a step the run is not on stops the replay', async () => {
    const fixture = realFixture('create-invalid-input-zh-tw.json');
    fixture.steps[0]!.step = 'confirm';
    expect(await problemsOf(fixture)).toContain("steps[0] (confirm): the run is on step 'input'");
  });

  it('a credential given where no authentication was asked is reported', async () => {
    const fixture = realFixture('create-invalid-input-zh-tw.json');
    fixture.steps[1]!.auth = { method: 'mobile-token', deviceId: '6f1c2a9e-3b7d-4c58-9e2a-7d4b1f8c0e35', otp: '123456' };
    expect(await problemsOf(fixture)).toContain('steps[1] (input): "auth" is given, but the step asked for no authentication');
  });
});
