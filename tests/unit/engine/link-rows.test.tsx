// @vitest-environment jsdom
// Rows that open a page are links by role and by Enter, also when they mount after the list's
// owner rendered (a lazily loaded pager re-mounts them; the e-cheque tabs lost the role so).
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLinkRows } from '../../../engine/react/link-rows';

let showRows: (show: boolean) => void = () => {};

/** The rows come from a child whose state changes without the owner rendering again. */
function LateRows({ onOpen }: { onOpen: () => void }) {
  const [show, setShow] = useState(false);
  showRows = setShow;
  return show ? (
    <a className="adm-list-item" tabIndex={0} onClick={onOpen}>
      WONG SIU MING HKD 1,200.00
    </a>
  ) : null;
}

function Owner({ onOpen }: { onOpen: () => void }) {
  const rows = useLinkRows();
  return (
    <div ref={rows.ref} onKeyDown={rows.onKeyDown}>
      <a className="adm-list-item">not an opening row</a>
      <LateRows onOpen={onOpen} />
    </div>
  );
}

describe('rows that open a page', () => {
  it('are named links when they mount after their owner, and open with Enter', async () => {
    const open = vi.fn();
    render(<Owner onOpen={open} />);
    expect(screen.queryByRole('link')).toBeNull();
    act(() => showRows(true));
    const row = await screen.findByRole('link', { name: 'WONG SIU MING HKD 1,200.00' });
    row.focus();
    await userEvent.keyboard('{Enter}');
    expect(open).toHaveBeenCalledTimes(1);
    // A row without a tab stop opens nothing and stays unnamed.
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
