// @vitest-environment jsdom
// The app's hash router and query hook (app/routing/hash-router.tsx, use-search-params.ts) do
// what react-router's HashRouter and useSearchParams did: the address after the `#` is the
// route, a navigation writes it there, Back returns, and the query is read and replaced.
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router';
import { HashRouter } from '../../../app/routing/hash-router';
import { useSearchParams } from '../../../app/routing/use-search-params';

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
});
