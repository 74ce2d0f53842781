// @vitest-environment jsdom
// The verification step (the verification page, /verification/index): it runs the verifier for
// the link's theMods (else its bizType), keeps what was verified and the ticket as its response
// (the ticket never in the saved run), stays on a cancel, refuses a theMods that is not a list
// of modes and an event that carries other modes; its page lists the modes in order and starts
// them only when the customer presses Start.
import '../widgets/dom-stubs';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlowRun, type Flow, type Verifier } from '../../../engine/core';
import { EngineKitContext, FlowStepView } from '../../../engine/react';
import verificationIndex from '../../../generated/journeys/verification.index/flow.json';
import { deps, kit } from './step-kit';

const flow = verificationIndex as unknown as Flow;
const TICKET = 'T'.repeat(43);

function runWith(query: Record<string, string>, verifier: Verifier) {
  const saved = new Map<string, string>();
  const d = { ...deps(vi.fn()), verifier, storage: { load: (k: string) => saved.get(k) ?? null, save: (k: string, v: string) => void saved.set(k, v), remove: (k: string) => void saved.delete(k), keys: () => [...saved.keys()] } };
  return { run: new FlowRun(flow, d, { query }), saved };
}

describe('the verification step', () => {
  it('runs the link\'s theMods, keeps the ticket in memory only, and goes on to the result', async () => {
    const verifier = vi.fn<Verifier>(async (r) => ({ theMods: r.theMods, ticket: TICKET }));
    const { run, saved } = runWith({ theMods: '["password","sms"]', backUrl: '/mine/index' }, verifier);
    await run.start();
    expect(await run.proceed()).toBe(true);
    expect(verifier).toHaveBeenCalledWith({ theMods: ['password', 'sms'], flowId: 'verification.index', stepId: 'verify' });
    expect(run.stepId).toBe('done');
    expect(run.response.verify).toEqual({ theMods: ['password', 'sms'], verified: true, ticket: TICKET });
    const stored = [...saved.values()].join('');
    expect(stored).toContain('"verified":true');
    expect(stored).not.toContain(TICKET);
  });

  it('without theMods asks for the bizType (login when the link names none)', async () => {
    const verifier = vi.fn<Verifier>(async (r) => ({ bizType: r.bizType, ticket: TICKET }));
    const { run } = runWith({}, verifier);
    expect(await run.proceed()).toBe(true);
    expect(verifier).toHaveBeenCalledWith({ bizType: 'login', flowId: 'verification.index', stepId: 'verify' });
    const second = runWith({ bizType: 'transfer' }, verifier).run;
    expect(await second.proceed()).toBe(true);
    expect(verifier).toHaveBeenLastCalledWith({ bizType: 'transfer', flowId: 'verification.index', stepId: 'verify' });
  });

  it('stays on a cancel; refuses a theMods that is not a list and an event of other modes', async () => {
    const cancelled = runWith({ theMods: '["password"]' }, async () => null).run;
    expect(await cancelled.proceed()).toBe(false);
    expect(cancelled.stepId).toBe('verify');
    expect(cancelled.status).toBe('idle');

    const verifier = vi.fn<Verifier>(async () => ({ theMods: ['password'], ticket: TICKET }));
    const bad = runWith({ theMods: 'password' }, verifier).run;
    expect(await bad.proceed()).toBe(false);
    expect(bad.error).toMatchObject({ stage: 'flow', message: 'Invalid input, please try again' });
    expect(verifier).not.toHaveBeenCalled();

    const other = runWith({ theMods: '["password","sms"]' }, verifier).run;
    expect(await other.proceed()).toBe(false);
    expect(other.error?.stage).toBe('auth');
    expect(other.response.verify).toBeUndefined();
  });

  it('its page lists the modes in order and starts only on Start', async () => {
    let finish!: (r: { theMods: string[]; ticket: string }) => void;
    const verifier = vi.fn<Verifier>(() => new Promise((resolve) => (finish = resolve)));
    const { run } = runWith({ theMods: '["password","sms"]' }, verifier);
    await run.start();
    render(
      <EngineKitContext.Provider value={kit()}>
        <FlowStepView run={run} />
      </EngineKitContext.Provider>,
    );
    const list = await screen.findByRole('list');
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Online banking password', 'SMS one-time password']);
    expect(verifier).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Start verification' }));
    expect(verifier).toHaveBeenCalledTimes(1);
    finish({ theMods: ['password', 'sms'], ticket: TICKET });
    await waitFor(() => expect(run.stepId).toBe('done'));
  });
});
