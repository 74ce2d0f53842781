// @vitest-environment jsdom
// A hub list step's tabs (sibling screens, each its own route) follow the WAI-ARIA tabs
// pattern: one tab in the Tab order, the current one selected; arrow keys, Home and End move
// between tabs; Enter or a tap on another tab navigates to its route.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EngineKitContext, type EngineKit } from '../../../engine/react';
import { ListTabs } from '../../../widgets/renderers/ListTabs';

const tabs = [
  { to: '/transfer-pay/bill-index', label: { 'zh-TW': '我的賬單', 'zh-CN': '我的账单', en: 'My Bill List' } },
  { to: '/transfer-pay/ebill-index', label: { 'zh-TW': '電子賬單', 'zh-CN': '电子账单', en: 'e-Bill' } },
  { to: '/transfer-pay/ereceipt-index', label: { 'zh-TW': '電子收據', 'zh-CN': '电子收据', en: 'e-Receipt' } },
];

function show(current: string) {
  const navigate = vi.fn();
  const kit = { locale: 'en', navigate } as unknown as EngineKit;
  render(
    <EngineKitContext.Provider value={kit}>
      <ListTabs tabs={tabs} current={current} />
    </EngineKitContext.Provider>,
  );
  return navigate;
}

describe('list tabs', () => {
  it('selects the current route’s tab and keeps only it in the Tab order', () => {
    show('/transfer-pay/ebill-index');
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'e-Bill' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'My Bill List' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('moves focus with the arrow keys, Home and End, and navigates on Enter', async () => {
    const navigate = show('/transfer-pay/bill-index');
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'My Bill List' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'e-Bill' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'e-Receipt' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My Bill List' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(navigate).toHaveBeenCalledWith('/transfer-pay/ereceipt-index', {});
  });

  it('does not navigate to the tab already shown', async () => {
    const navigate = show('/transfer-pay/bill-index');
    await userEvent.click(screen.getByRole('tab', { name: 'My Bill List' }));
    expect(navigate).not.toHaveBeenCalled();
  });
});
