// The engine kit and dependencies the step-view tests render with: English, the project's
// widgets and formatters, a bound device that always confirms, a fixed clock.
import { beforeAll, vi } from 'vitest';
import type { EngineDeps } from '../../../engine/core';
import type { EngineKit } from '../../../engine/react';
import { fields, templates, widgets } from '../../../widgets';
import { stepRenderers } from '../../../widgets/renderers';
import { lazyViewLoaders, preloadViews } from '../../../widgets/lazy-views';
import { formatAccountNo, formatMoney } from '../../../domain/format';
import { formValidators } from '../../../generated/validators/forms.js';

// The step views of their own chunk (widgets/lazy-views.ts) are in before a test's steps show,
// as the app has them once a journey's first step has painted (app/pages/journey-prefetch.ts).
// A view still loading suspends (tests/unit/engine/lazy-step-view.test.tsx).
beforeAll(() => preloadViews(Object.keys(lazyViewLoaders)));

export const account = { accountId: 'A1', accountNo: '20139810527311', accountType: '01', currency: 'HKD', balance: 500000, available: 500000, productName: { 'zh-TW': '港元儲蓄賬戶', 'zh-CN': '港元储蓄账户', en: 'HKD Savings Account' } };

export function kit(onAction = vi.fn()): EngineKit {
  return {
    locale: 'en',
    renderers: stepRenderers,
    widgets,
    fields,
    templates,
    forms: formValidators as unknown as EngineKit['forms'],
    formatters: {
      money: (m, c) => formatMoney(m, c, 'en'),
      account: (n) => formatAccountNo(n, '01'),
      bank: (code) => (code === '398' ? 'Harbour Sandbox Bank (398)' : code),
      date: (d) => d,
      datetime: (d) => d,
    },
    widgetText: (k) => k,
    onAction,
    navigate: vi.fn(),
  };
}

export function deps(call: EngineDeps['call']): EngineDeps {
  return {
    call,
    formValidators,
    authenticators: { 'bound-device': async () => ({ method: 'mobile-token', deviceId: 'D'.repeat(32), otp: '123456' }) },
    locale: () => 'en',
    user: () => null,
    now: () => new Date('2026-11-23T02:00:00Z'),
    newId: () => 'k'.repeat(20),
  };
}
