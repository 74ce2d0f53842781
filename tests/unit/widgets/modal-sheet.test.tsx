// @vitest-environment jsdom
// A sheet is modal for everyone: while it is open the page behind it (the app's root) is inert and
// hidden from assistive technology; it comes back when the last open sheet closes. A busy button
// keeps its name while its spinner shows.
import './dom-stubs';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SheetPanel } from '../../../widgets/shared/SheetPanel';
import { BusyButton } from '../../../widgets/shared/BusyButton';

function appRoot(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = '<button type="button">Confirm</button>';
  document.body.append(root);
  return root;
}

function Sheets({ first, second }: { first: boolean; second: boolean }) {
  return (
    <>
      <SheetPanel open={first} title="Account" closeLabel="Close" onClose={() => undefined}>
        <p>Accounts</p>
      </SheetPanel>
      <SheetPanel open={second} title="Date" closeLabel="Close" onClose={() => undefined}>
        <p>Dates</p>
      </SheetPanel>
    </>
  );
}

describe('modal sheets', () => {
  it('make the page behind inert until the last one closes', async () => {
    const root = appRoot();
    const view = render(<Sheets first={false} second={false} />);
    expect(root.hasAttribute('inert')).toBe(false);
    view.rerender(<Sheets first second={false} />);
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeInTheDocument();
    expect(root).toHaveAttribute('inert');
    expect(root).toHaveAttribute('aria-hidden', 'true');
    view.rerender(<Sheets first second />);
    view.rerender(<Sheets first={false} second />);
    expect(root).toHaveAttribute('inert');
    view.rerender(<Sheets first={false} second={false} />);
    expect(root.hasAttribute('inert')).toBe(false);
    expect(root.hasAttribute('aria-hidden')).toBe(false);
    root.remove();
  });

  it('a busy button keeps its name beside the spinner', () => {
    render(<BusyButton loading>Confirm</BusyButton>);
    const button = screen.getByRole('button', { name: /Confirm/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
