// @vitest-environment jsdom
// The app's hash router and query hook (app/routing/hash-router.tsx, use-search-params.ts) do
// what react-router's HashRouter and useSearchParams did: the address after the `#` is the
// route, a navigation writes it there, Back returns, and the query is read and replaced.
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router';
import { HashRouter } from '../../../app/routing/hash-router';
import { useSearchParams } from '../../../app/routing/use-search-params';
import { applyAddressDeclarations } from '../../../app/routing/address-declarations';
import { SessionStore } from '../../../app/session/session-store';

function Page({ name }: { name: string }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const type = useNavigationType();
  const [params, setParams] = useSearchParams();
  return (
    <main>
      <p data-testid="where">{`${name} ${pathname}${search} ${type} q=${params.get('q') ?? ''}`}</p>
      <button onClick={() => void navigate('/b/index?q=1')}>go</button>
      <button onClick={() => setParams((p) => ({ q: String(Number(p.get('q')) + 1) }), { replace: true })}>next</button>
    </main>
  );
}

describe('hash router', () => {
  it('routes by the hash, pushes and replaces there, and follows Back', async () => {
    // jsdom announces a hash change a task later; wait for it, or the router would hear it as a Back.
    const changed = new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    window.location.hash = '#/a/index';
    await changed;
    render(
      <HashRouter>
        <Routes>
          <Route path="/a/index" element={<Page name="A" />} />
          <Route path="/b/index" element={<Page name="B" />} />
        </Routes>
      </HashRouter>,
    );
    const where = () => screen.getByTestId('where').textContent;
    expect(where()).toBe('A /a/index POP q=');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(where()).toBe('B /b/index?q=1 PUSH q=1');
    expect(window.location.hash).toBe('#/b/index?q=1');
    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(where()).toBe('B /b/index?q=2 REPLACE q=2');
    expect(window.location.hash).toBe('#/b/index?q=2');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByText('A /a/index POP q=')).toBeInTheDocument();
  });

  it("applies an address's declarations before the page at that address first renders", async () => {
    // A journey opened from an account's Transfer button: its from-account field reads the
    // session's default account on its first render, which may be its only one.
    const changed = new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    window.location.hash = '#/account/details';
    await changed;
    const store = new Map<string, string>();
    const session = new SessionStore({ get: (k) => store.get(k) ?? null, set: (k, v) => void store.set(k, v), remove: (k) => void store.delete(k) });
    const firstRenders: string[] = [];
    function Transfer() {
      const [seen] = useState(() => session.state.defaultAccount ?? 'none');
      firstRenders.push(seen);
      return <p>{`from ${seen}`}</p>;
    }
    function Details() {
      const navigate = useNavigate();
      return <button onClick={() => void navigate('/transfer/create?defaultAccount=ACC-1&backLink=%2Fmine%2Findex')}>Transfer</button>;
    }
    render(
      <HashRouter onAddress={({ search }) => applyAddressDeclarations(session, search)}>
        <Routes>
          <Route path="/account/details" element={<Details />} />
          <Route path="/transfer/create" element={<Transfer />} />
        </Routes>
      </HashRouter>,
    );
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('from ACC-1')).toBeInTheDocument();
    expect(firstRenders[0]).toBe('ACC-1');
    expect(session.state.backLink).toBe('/mine/index');
  });
});
