// @vitest-environment jsdom
// The loading indicator is a toast from the toast and dialog kit, which loads on first use.
// A call whose start the page never saw (the first screen's early reads go out before the
// page's listeners exist) ends with "loading: false": that must not fetch the kit just to
// clear a toast that was never shown; a call the page sees start shows the spinner.
import '../widgets/dom-stubs';
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppServicesContext, type AppServices } from '../../../app/services';
import { setupI18n } from '../../../app/i18n';
import { textLoaders } from '../../../app/i18n/text-chunks';
import { GlobalDialogs } from '../../../app/layout/GlobalDialogs';
import { overlaysRequested } from '../../../widgets/overlays';

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

describe('the loading indicator and the toast kit', () => {
  it('does not fetch the kit for the end of a call whose start it never saw, and shows the spinner for one it did', async () => {
    await setupI18n('en', textLoaders);
    const client = clientEvents();
    const services = { client, device: {} } as unknown as AppServices;
    render(
      <AppServicesContext.Provider value={services}>
        <MemoryRouter>
          <GlobalDialogs />
        </MemoryRouter>
      </AppServicesContext.Provider>,
    );
    client.emit('loading', false);
    expect(overlaysRequested()).toBe(false);

    client.emit('loading', true);
    expect(overlaysRequested()).toBe(true);
    // The kit's first import here compiles its modules: seconds on a busy machine, not the default second.
    await waitFor(() => expect(document.querySelector('.adm-toast-loading, .adm-spin-loading, .adm-toast-mask')).not.toBeNull(), { timeout: 15_000 });
    client.emit('loading', false);
    await waitFor(() => expect(document.querySelector('.adm-toast-mask')).toBeNull());
  });
});
