// @vitest-environment jsdom
// Spec section 5: in the bank app, when the bank requires a newer version than the client's,
// the shell shows a translated upgrade prompt (the bank's message, naming the version) that
// the customer cannot tap away; Close hands the page back to the app, which leads to its store.
import '../widgets/dom-stubs';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppServicesContext, type AppServices } from '../../../app/services';
import { setupI18n } from '../../../app/i18n';
import { textLoaders } from '../../../app/i18n/text-chunks';
import { GlobalDialogs } from '../../../app/layout/GlobalDialogs';

function clientEvents() {
  const listeners = new Map<string, ((payload: unknown) => void)[]>();
  return {
    on: (name: string, listener: (payload: unknown) => void) => {
      listeners.set(name, [...(listeners.get(name) ?? []), listener]);
      return () => listeners.set(name, (listeners.get(name) ?? []).filter((l) => l !== listener));
    },
    emit: (name: string, payload: unknown) => (listeners.get(name) ?? []).forEach((l) => l(payload)),
  };
}

describe('the bank app upgrade prompt', () => {
  it.each([
    ['en', 'Update the app', 'Close'],
    ['zh-TW', '更新應用程式', '關閉'],
    ['zh-CN', '更新应用程序', '关闭'],
  ] as const)('in %s: the bank’s message, a title and Close that hands the page back to the app', async (locale, title, close) => {
    await setupI18n(locale, textLoaders);
    const client = clientEvents();
    const closePage = vi.fn(async () => true);
    const services = { client, device: { closePage } } as unknown as AppServices;
    const view = render(
      <AppServicesContext.Provider value={services}>
        <MemoryRouter>
          <GlobalDialogs />
        </MemoryRouter>
      </AppServicesContext.Provider>,
    );
    client.emit('appUpgrade', { code: 'E000000426', message: 'BANK MESSAGE 5.2.0', minVersion: '5.2.0' });
    // The kit's first import compiles its modules: seconds on a busy machine.
    await waitFor(() => expect(screen.getByText('BANK MESSAGE 5.2.0')).toBeInTheDocument(), { timeout: 15_000 });
    expect(screen.getByText(title)).toBeInTheDocument();
    // (the kit's opening animation leaves pointer-events off for a moment: a plain click event)
    fireEvent.click(screen.getByRole('button', { name: close }));
    await waitFor(() => expect(closePage).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText('BANK MESSAGE 5.2.0')).toBeNull());
    view.unmount();
  });
});
