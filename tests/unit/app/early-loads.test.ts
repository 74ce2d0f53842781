// A journey's first reads sent with its chunk must be exactly the calls its run would make,
// and taken only once, by the same session, while fresh.
import { describe, expect, it, vi } from 'vitest';
import { readFlows } from '../../../codegen/lib/flows';
import { applyMapping } from '../../../engine/core/context';
import { journeyRoutes, type EarlyLoad } from '../../../generated/journeys';
import { EARLY_ANSWER_MS, earlyPayload, startEarlyLoads, takeEarlyAnswer } from '../../../app/routing/early-loads';

interface LoadShape {
  tx: string;
  request?: Record<string, unknown>;
}
interface FlowShape {
  id: string;
  start: string;
  steps: Record<string, { route: string; load?: LoadShape[] }>;
}

const flows = new Map(readFlows().map(({ flow }) => [(flow as FlowShape).id, flow as FlowShape]));

describe('early reads of a start route', () => {
  const withEarly = journeyRoutes.filter((route) => route.earlyLoads);

  it('are offered on the start routes whose first step reads with constants and the query', () => {
    expect(withEarly.map((r) => r.path)).toEqual(expect.arrayContaining(['/transfer-pay/transfer-create', '/transfer-pay/newbill-create']));
    for (const route of withEarly) expect(flows.get(route.flowId)!.steps[flows.get(route.flowId)!.start]!.route).toBe(route.path);
  });

  it.each(withEarly.map((route) => [route.path, route] as const))('%s: the same payloads as the engine makes', (_path, route) => {
    const flow = flows.get(route.flowId)!;
    const loads = flow.steps[flow.start]!.load ?? [];
    const queryKeys = route.earlyLoads!.flatMap((load) => Object.values(load.request).flatMap((s) => ('query' in s ? [s.query] : [])));
    for (const query of [{}, Object.fromEntries(queryKeys.map((key, i) => [key, `v${i}`]))]) {
      for (const early of route.earlyLoads!) {
        const load = loads.find((l) => l.tx === early.tx)!;
        const context = { data: {}, loaded: {}, response: {}, query, user: null, now: '' };
        expect(JSON.stringify(earlyPayload(early, query))).toBe(JSON.stringify(applyMapping(context, load.request as never)));
      }
    }
  });
});

describe('early answers', () => {
  const earlyLoads: EarlyLoad[] = [
    { tx: 'ITSI200001', request: { purpose: { const: 'transfer-out' } } },
    { tx: 'ITSI300013', request: { planId: { query: 'planId' } } },
  ];
  const route = { earlyLoads };

  function client() {
    return { callDynamic: vi.fn(async (code: string) => ({ code })) };
  }

  it('are taken once, by the same call of the same session', async () => {
    const bank = client();
    startEarlyLoads(bank, route, { planId: 'P1' }, 'tok-a', 1_000);
    expect(bank.callDynamic).toHaveBeenCalledTimes(2);
    expect(takeEarlyAnswer('tok-b', 'ITSI200001', { purpose: 'transfer-out' }, 1_100)).toBeUndefined();
    expect(takeEarlyAnswer('tok-a', 'ITSI300013', { planId: 'P2' }, 1_100)).toBeUndefined();
    await expect(takeEarlyAnswer('tok-a', 'ITSI200001', { purpose: 'transfer-out' }, 1_100)).resolves.toEqual({ code: 'ITSI200001' });
    expect(takeEarlyAnswer('tok-a', 'ITSI200001', { purpose: 'transfer-out' }, 1_200)).toBeUndefined();
  });

  it('are not used once stale', () => {
    startEarlyLoads(client(), route, { planId: 'P1' }, 'tok-a', 1_000);
    expect(takeEarlyAnswer('tok-a', 'ITSI300013', { planId: 'P1' }, 1_001 + EARLY_ANSWER_MS)).toBeUndefined();
  });

  it('are not sent without a session or for a link to a later step', () => {
    const bank = client();
    startEarlyLoads(bank, route, {}, null);
    startEarlyLoads(bank, route, { step: 'confirm' }, 'tok-a');
    startEarlyLoads(bank, undefined, {}, 'tok-a');
    expect(bank.callDynamic).not.toHaveBeenCalled();
  });

  it('hand a failure to the run that takes it, and leave none unhandled', async () => {
    const failing = { callDynamic: vi.fn(() => Promise.reject(new Error('E300000003'))) };
    startEarlyLoads(failing, route, {}, 'tok-c', 5_000);
    await expect(takeEarlyAnswer('tok-c', 'ITSI200001', { purpose: 'transfer-out' }, 5_001)).rejects.toThrow('E300000003');
  });
});
