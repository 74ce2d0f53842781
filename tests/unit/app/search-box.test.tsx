// @vitest-environment jsdom
// The search box keeps exactly what the customer types, however fast, and the address follows it
// (a reload keeps the search). The box used to take its text back from the address, which a
// navigation updates later: cleared text came back and the next letters were lost.
import '../widgets/dom-stubs';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppServicesContext, LocaleState, type AppServices } from '../../../app/services';
import { SearchPage } from '../../../app/pages/SearchPage';

function Address() {
  return <div data-testid="address">{useLocation().search}</div>;
}

function renderSearch(initial: string) {
  const services = { session: { isLogon: false }, client: { call: async () => ({}) }, locale: new LocaleState('zh-TW') } as unknown as AppServices;
  render(
    <AppServicesContext.Provider value={services}>
      <MemoryRouter initialEntries={[initial]}>
        <Routes>
          <Route path="/search/index" element={<><SearchPage /><Address /></>} />
        </Routes>
      </MemoryRouter>
    </AppServicesContext.Provider>,
  );
  return screen.getByRole('searchbox');
}

describe('search box', () => {
  it('starts from the address and keeps what is typed after clearing it', async () => {
    const box = renderSearch('/search/index?q=' + encodeURIComponent('沒有這個功能zzz'));
    expect(box).toHaveValue('沒有這個功能zzz');
    expect(screen.getByRole('status')).toHaveTextContent('沒有搜尋結果');
    const user = userEvent.setup({ delay: null });
    await user.clear(box);
    await user.type(box, '缴费');
    expect(box).toHaveValue('缴费');
    expect(await screen.findByRole('link', { name: '繳費' })).toBeInTheDocument();
    expect(decodeURIComponent(screen.getByTestId('address').textContent!)).toBe('?q=缴费');
    await user.clear(box);
    expect(screen.getByTestId('address')).toHaveTextContent(/^$/);
  });
});
