// @vitest-environment jsdom
// A route's page loads its chunk, then applies the route's declarations before rendering:
// the log-on rule sends a customer who is not logged on to the log-on page (coming back
// after), the title and flow reach the shell, and a chunk that cannot be fetched is said so
// with a way to try again.
import '../widgets/dom-stubs';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppServicesContext, type AppServices } from '../../../app/services';
import { setupI18n } from '../../../app/i18n';
import { textLoaders } from '../../../app/i18n/text-chunks';
import { CurrentRoute, useRouteHandle } from '../../../app/routing/current-route';
import { RoutePage, type LoadedRoute } from '../../../app/routing/RoutePage';

function servicesFor(isLogon: boolean) {
  const services = { session: { isLogon }, currentRoute: new CurrentRoute() };
  return services as unknown as AppServices & { currentRoute: CurrentRoute };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function FlowName() {
  return <p>{`flow ${useRouteHandle().flowId}`}</p>;
}

/** Rendered inside an awaited act: the page suspends until its chunk has loaded. */
async function renderRoute(services: AppServices, id: string, load: () => Promise<LoadedRoute>, at = '/transfer-pay/x') {
  await act(async () => {
  render(
    <AppServicesContext.Provider value={services}>
      <MemoryRouter initialEntries={[at]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/transfer-pay/x" element={<RoutePage id={id} load={load} />} />
            <Route path="/login/index" element={<Where />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </AppServicesContext.Provider>,
  );
  });
}

describe('route page', () => {
  it('renders the page with its handle, and hands the handle to the shell', async () => {
    await setupI18n('en', textLoaders);
    const services = servicesFor(false);
    const handle = { title: 'page.x', flowId: 'transfer.x' };
    await renderRoute(services, 'page-with-handle', async () => ({ Component: FlowName, handle }));
    expect(await screen.findByText('flow transfer.x')).toBeInTheDocument();
    expect(services.currentRoute.handle).toBe(handle);
  });

  it('sends a customer who is not logged on to the log-on page, coming back after', async () => {
    await setupI18n('en', textLoaders);
    const page = vi.fn(() => <p>secret</p>);
    await renderRoute(servicesFor(false), 'page-needing-logon', async () => ({ Component: page, handle: { login: true } }), '/transfer-pay/x?a=1');
    expect(await screen.findByTestId('where')).toHaveTextContent(`/login/index?redirect=${encodeURIComponent('/transfer-pay/x?a=1')}`);
    expect(page).not.toHaveBeenCalled();
  });

  it('shows the page to a logged-on customer', async () => {
    await setupI18n('en', textLoaders);
    await renderRoute(servicesFor(true), 'page-logged-on', async () => ({ Component: () => <p>secret</p>, handle: { login: true } }));
    expect(await screen.findByText('secret')).toBeInTheDocument();
  });

  it('says so when the page cannot be fetched, and fetches it again on request', async () => {
    await setupI18n('en', textLoaders);
    const load = vi
      .fn<() => Promise<LoadedRoute>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Component: () => <p>loaded at last</p>, handle: {} });
    // React reports the caught error on the console; the notice is what the customer sees.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRoute(servicesFor(true), 'page-failing-once', load);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded. Please check your connection and try again.');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('loaded at last')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    quiet.mockRestore();
  });
});
