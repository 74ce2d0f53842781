// The spec's ten register-transfer routes are FPS registration's (docs/decisions.md): each is a
// step of an fps-registration journey, so a deep link to any of them opens that journey; payee
// registration keeps the same page names under payee-register-.
import { describe, expect, it } from 'vitest';
import { readFlows } from '../../../codegen/lib/flows';

const PAGES = ['index', 'create', 'confirm', 'success', 'confirmB1', 'confirmB2', 'confirm-sms', 'successB', 'delete', 'delete-success'];

describe('register-transfer routes', () => {
  const owner = new Map<string, string>();
  for (const { flow } of readFlows()) {
    const f = flow as { id: string; steps: Record<string, { route: string }> };
    for (const step of Object.values(f.steps)) owner.set(step.route, f.id);
  }

  it('each of the spec routes is a step of FPS registration', () => {
    expect(PAGES.map((p) => [p, owner.get(`/transfer-pay/register-transfer-${p}`)?.split('.')[0]])).toEqual(PAGES.map((p) => [p, 'fps-registration']));
  });

  it('payee registration keeps every page under payee-register-', () => {
    expect(PAGES.map((p) => owner.get(`/transfer-pay/payee-register-${p}`)?.split('.')[0])).toEqual(PAGES.map(() => 'register-transfer'));
  });
});
