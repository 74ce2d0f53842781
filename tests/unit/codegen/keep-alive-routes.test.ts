// Spec section 2: ebill-create is "the only one kept alive in the cache". What a customer typed
// in any unfinished journey is kept by its run (every form, the account opening's hk-open too);
// the route cache's keepAlive (which also keeps the scroll position) is that one route's alone.
import { describe, expect, it } from 'vitest';
import { readFlows } from '../../../codegen/lib/flows';

describe('route keep-alive', () => {
  it('only /transfer-pay/ebill-create declares it', () => {
    const kept = readFlows().flatMap(({ flow }) =>
      Object.values((flow as { steps: Record<string, { route: string; keepAlive?: boolean }> }).steps)
        .filter((s) => s.keepAlive)
        .map((s) => s.route),
    );
    expect([...new Set(kept)]).toEqual(['/transfer-pay/ebill-create']);
  });
});
