// The phone rules' operations are not on every journey's page: a flow that names them only in
// its checks shows without them and its Next waits for them; named anywhere else, the flow waits
// for them before it shows. (A rule naming one that was never imported fails with json-logic's
// "Unrecognized operation": it never passes.)
import { describe, expect, it } from 'vitest';
import { loadLogicOps, logicOpsPending, onDemandOps } from '../../../engine/core/logic-ops-on-demand';
import fpsFlow from '../../../generated/journeys/transfer.fps/flow.json';
import billFlow from '../../../generated/journeys/bill.pay-new/flow.json';

const names = (ops: { all: Set<string>; beforeShow: Set<string> }) => ({ all: [...ops.all], beforeShow: [...ops.beforeShow] });

describe('on-demand logic operations', () => {
  it('finds the operations a flow names, and which of them it needs before a step shows', () => {
    // The FPS transfer checks the proxy on Next only.
    expect(names(onDemandOps(fpsFlow))).toEqual({ all: ['proxyValid'], beforeShow: [] });
    expect(names(onDemandOps(billFlow))).toEqual({ all: [], beforeShow: [] });
    const inCondition = { steps: { a: { checks: [{ rule: { phoneValid: [{ var: 'tel' }] } }], fields: [{ if: { proxyValid: ['MOBN', { var: 'x' }] } }] } } };
    expect(names(onDemandOps(inCondition))).toEqual({ all: ['phoneValid', 'proxyValid'], beforeShow: ['proxyValid'] });
    // A field called "checks" deeper down is not a step's checks.
    expect(names(onDemandOps({ steps: { a: { fields: { checks: { phoneValid: [] } } } } })).beforeShow).toEqual(['phoneValid']);
  });

  it('loads the module of each operation the flow names, which then answers', async () => {
    const { evaluateLogic } = await import('../../../engine/core/context');
    const flow = { steps: { a: { checks: [{ rule: { phoneValid: ['+852 9123 4567'] } }] } } };
    await loadLogicOps(flow);
    await logicOpsPending(flow);
    expect(logicOpsPending(flow)).toBeUndefined();
    expect(evaluateLogic({ phoneValid: ['+852 9123 4567'] }, {})).toBe(true);
    expect(evaluateLogic({ phoneValid: ['12'] }, {})).toBe(false);
  });
});
