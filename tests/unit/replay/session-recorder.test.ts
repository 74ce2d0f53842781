// The session recorder: a real run of the transfer journey, recorded as the sandbox records it,
// comes out as a fixture in the replay format with secrets and per-run values masked, replays
// cleanly, and fails with a readable diff once the flow changes what it sends.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FlowRun } from '../../../engine/core/flow-run';
import type { Authenticator, EngineDeps } from '../../../engine/core/deps';
import type { Flow } from '../../../engine/core/flow-types';
import { apiValidators } from '../../../generated/validators/api.js';
import { SessionRecorder, recordingMeta, recordingName, shapeOf, tapDeps } from '../../../app/sandbox/session-recorder';
import { ScriptedBank } from '../../replay/bank';
import { replayDeps } from '../../replay/deps';
import type { Fixture } from '../../replay/fixture';
import { flowsById } from '../../replay/flows';
import { loadFixtureFile } from '../../replay/load';
import { replayFixture } from '../../replay/replay';
import { realFixture } from './helpers';
import { anonymise } from '../../../app/sandbox/fixture-privacy';
import { checkHkid } from '../../../domain/identity/id-numbers';
import { definitionName, resolveDefinition } from '../../../codegen/replay/definitions';

/** Plays the amend journey of a real fixture against its calls, with a recorder tapped in, as the browser would. */
async function recordAmendJourney(flows: Record<string, Flow> = flowsById(), user?: Record<string, unknown>) {
  const source = realFixture('create-amend-en.json');
  if (user) source.user = { ...source.user, ...user };
  const problems: string[] = [];
  const bank = new ScriptedBank(source.calls, source.mask ?? [], apiValidators, problems);
  // What the token hands back: the credential, without what the fixture pins about the step.
  const { asked: _asked, ...credential } = source.steps[3]!.auth!;
  const authenticator: Authenticator = async () => ({ ...credential });
  const deps: EngineDeps = {
    ...replayDeps(source, bank.call, authenticator),
    // The browser's ids: random UUIDs, not the replay's counter.
    newId: () => crypto.randomUUID(),
  };
  let recorder: SessionRecorder | null = null;
  tapDeps(deps, () => recorder);
  const run = new FlowRun(flows['transfer.create']!, deps);
  recorder = new SessionRecorder(recordingMeta(run, deps, 'alipay', definitionName(run.flow)));
  recorder.wrapRun(run);
  await run.start();
  await run.proceed(source.steps[0]!.input);
  run.back();
  await run.proceed(source.steps[2]!.input);
  await run.proceed();
  expect(problems).toEqual([]);
  expect(run.stepId).toBe('result');
  return { fixture: recorder.toFixture(run, recordingName(recorder.meta)) as unknown as Fixture, recorder, credential };
}

describe('SessionRecorder', () => {
  it('records steps, inputs and every call, masking the code and the per-run key', async () => {
    const { fixture, recorder, credential } = await recordAmendJourney();
    expect(recorder.warnings).toEqual([]);
    expect(fixture.flow).toBe('transfer.create');
    expect(fixture.steps.map((s) => [s.step, s.action ?? 'proceed', s.expect?.step])).toEqual([
      ['input', 'proceed', 'confirm'],
      ['confirm', 'back', 'input'],
      ['input', 'proceed', 'confirm'],
      ['confirm', 'proceed', 'result'],
    ]);
    // The one-time code keeps only its shape, in the step and in the request.
    const otp = String(credential.otp);
    expect(fixture.steps[3]!.auth).toEqual({ ...credential, otp: shapeOf(otp) });
    expect(JSON.stringify(fixture)).not.toContain(otp);
    const submit = fixture.calls.find((c) => c.tx === 'ITSI300001')!;
    expect(submit.request.idempotencyKey).toBe('<masked>');
    expect((submit.request.auth as Record<string, unknown>).otp).toBe('<masked>');
    expect(fixture.mask).toEqual(
      expect.arrayContaining([
        { path: 'idempotencyKey', pattern: '^[A-Za-z0-9_-]{16,64}$', tx: 'ITSI300001' },
        { path: 'auth.otp', pattern: '^[0-9]{6}$', tx: 'ITSI300001' },
      ]),
    );
    expect(fixture.calls.map((c) => c.tx).sort()).toEqual(['ITSI200001', 'ITSI200002', 'ITSI200003', 'ITSI300001', 'ITSI300015', 'ITSI300015']);
    expect(fixture.outcome).toEqual({ step: 'result', status: 'done' });
  });

  it('writes a file in the fixture format that replays headless', async () => {
    const { fixture } = await recordAmendJourney();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'recorded-')), 'recorded.json');
    fs.writeFileSync(file, JSON.stringify(fixture, null, 2));
    const loaded = loadFixtureFile(file);
    expect(loaded.problems).toEqual([]);
    const result = await replayFixture(loaded.fixture!);
    expect(result.problems).toEqual([]);
  });

  it('fails the replay with a readable diff after a flow change that alters the request', async () => {
    // Without the definition it was recorded on, a fixture replays on the journey as it is now.
    const { fixture: recorded } = await recordAmendJourney();
    const { definition: _definition, ...fixture } = recorded;
    const flows = structuredClone(flowsById());
    const confirm = flows['transfer.create']!.steps.confirm as unknown as { submit: { request: Record<string, unknown> } };
    delete confirm.submit.request.notes; // the flow no longer sends the customer's note
    const result = await replayFixture(fixture, { flows });
    expect(result.ok).toBe(false);
    const text = result.problems.join('\n');
    expect(text).toContain('ITSI300001 request #1 matches no declared call');
    expect(text).toContain('- notes: "Tickets"');
  });

  it('records a cancelled confirmation as authCancel', async () => {
    const source = realFixture('create-amend-en.json');
    const problems: string[] = [];
    const bank = new ScriptedBank(source.calls, source.mask ?? [], apiValidators, problems);
    const deps = replayDeps(source, bank.call, async () => null);
    let recorder: SessionRecorder | null = null;
    tapDeps(deps, () => recorder);
    const run = new FlowRun(flowsById()['transfer.create']!, deps);
    recorder = new SessionRecorder(recordingMeta(run, deps, 'web'));
    recorder.wrapRun(run);
    await run.start();
    await run.proceed(source.steps[0]!.input);
    await run.proceed();
    const fixture = recorder.toFixture(run, 'cancelled') as unknown as Fixture;
    expect(fixture.steps[1]).toMatchObject({ step: 'confirm', action: 'authCancel', expect: { step: 'confirm', status: 'idle' } });
    expect(fixture.calls.some((c) => c.tx === 'ITSI300001')).toBe(false);
  });

  it('names the definition it was recorded on, and replays on exactly that one', async () => {
    const { fixture } = await recordAmendJourney();
    const build = flowsById()['transfer.create']!;
    expect(fixture.definition).toBe(definitionName(build));
    // flows/ has moved on and no copy was kept: the replay says so instead of replaying another version.
    const moved = { ...structuredClone(build), title: { 'zh-TW': '轉賬', 'zh-CN': '转账', en: 'Transfer money' } } as Flow;
    const refused = await replayFixture(fixture, { flows: { 'transfer.create': moved } });
    expect(refused.problems.join('\n')).toContain(`recorded on ${fixture.definition}`);
    // With the recorded definition kept beside the fixtures, it replays on that one.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'definitions-'));
    fs.writeFileSync(path.join(dir, `transfer.create@${build.version}.json`), `${JSON.stringify(build, null, 2)}\n`);
    const resolved = resolveDefinition(fixture.definition!, moved, dir);
    expect('flow' in resolved && definitionName(resolved.flow)).toBe(fixture.definition);
  });
});

describe('personal data in a recording', () => {
  it('is replaced by consistent fakes wherever it appears, and the recording still replays', async () => {
    const source = realFixture('create-amend-en.json');
    const input = source.steps[0]!.input as { payee: { name: string; accountNo: string }; fromAccount: { accountNo: string } };
    const { fixture } = await recordAmendJourney();
    const text = JSON.stringify(fixture);
    for (const real of [input.payee.name, input.payee.accountNo, input.fromAccount.accountNo]) expect(text).not.toContain(real);
    const recorded = fixture.steps[0]!.input as typeof input;
    const sent = fixture.calls.find((c) => c.tx === 'ITSI300001')!.request as { payee: { name: string; accountNo: string } };
    expect(sent.payee).toMatchObject({ name: recorded.payee.name, accountNo: recorded.payee.accountNo });
    expect((await replayFixture(fixture)).problems).toEqual([]);
  });

  it('plants of every kind in a real recording are gone from the file written: HKID, account, name, telephone, e-mail', async () => {
    const source = realFixture('create-amend-en.json');
    const input = source.steps[0]!.input as { payee: { name: string; accountNo: string }; fromAccount: { accountNo: string } };
    const planted = { customerName: 'CHAN TAI MAN', nameZh: '陳大文', idNumber: 'A123456(3)', secMobileNumber: '+852 9123 4567', email: 'tai.man@mail.example.hk' };
    const { fixture } = await recordAmendJourney(flowsById(), planted);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'recorded-')), 'recorded.json');
    fs.writeFileSync(file, JSON.stringify(fixture, null, 2));
    const text = fs.readFileSync(file, 'utf8');
    for (const real of [...Object.values(planted), 'A123456', '9123 4567', input.payee.name, input.payee.accountNo, input.fromAccount.accountNo]) expect(text, real).not.toContain(real);
    const loaded = loadFixtureFile(file);
    expect(loaded.problems).toEqual([]);
    // The planted fields are in the file, as fakes of the same shape.
    expect(Object.keys(loaded.fixture!.user!)).toEqual(expect.arrayContaining(Object.keys(planted)));
    expect(checkHkid(String(loaded.fixture!.user!.idNumber)).ok).toBe(true);
    expect((await replayFixture(loaded.fixture!)).problems).toEqual([]);
  });

  it('plants of every kind are gone from the file: HKID, account, name, telephone, e-mail', () => {
    const planted = {
      user: { nameEn: 'CHAN TAI MAN', nameZh: '陳大文', idNo: 'A123456(3)', mobile: '+852 9123 4567', email: 'tai.man@mail.example.hk' },
      steps: [{ input: { payee: { name: 'CHAN TAI MAN', accountNo: '012345678901' }, notes: 'Call +852 9123 4567, mail tai.man@mail.example.hk, ID A123456(3)' } }],
      calls: [{ request: { payee: { accountNo: '012345678901' } }, response: { data: { holderName: 'CHAN TAI MAN', cardNo: '4000123412341234' } } }],
    };
    const safe = anonymise(planted);
    const text = JSON.stringify(safe);
    for (const real of ['CHAN TAI MAN', '陳大文', 'A123456', '9123 4567', 'tai.man@', '012345678901', '4000123412341234']) expect(text, real).not.toContain(real);
    // The same value gets the same fake everywhere, of the same shape.
    expect(safe.steps[0]!.input.payee.accountNo).toBe(safe.calls[0]!.request.payee.accountNo);
    expect(safe.steps[0]!.input.payee.accountNo).toMatch(/^012[0-9]{9}$/);
    expect(safe.calls[0]!.response.data.holderName).toBe(safe.user.nameEn);
    expect(checkHkid(safe.user.idNo).ok).toBe(true);
    expect(safe.user.mobile).toMatch(/^\+852 9[0-9]{3} [0-9]{4}$/);
    expect(safe.steps[0]!.input.notes).toContain(safe.user.mobile);
    expect(safe.steps[0]!.input.notes).toContain(safe.user.email);
    expect(safe.steps[0]!.input.notes).toContain(safe.user.idNo);
    // The input it was given is left as it was.
    expect(planted.user.nameEn).toBe('CHAN TAI MAN');
  });
});
