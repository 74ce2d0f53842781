// @vitest-environment jsdom
// On-demand widgets: a form rendered after a widget's code arrived shows it in its first render
// (the route waits for the first step's widgets, so the step never fills a gap later); before
// that, the form shows without it and the widget appears when its code arrives.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWidget } from '../../../widgets/lazy-widget';
import { loadWidget, preloadWidgets, widgetsArrived } from '../../../widgets/lazy-widgets';

const Field = () => <input aria-label="Payee name" />;

describe('lazy widgets', () => {
  it('render at once when their code has already arrived', async () => {
    const load = vi.fn(async () => Field);
    const Widget = lazyWidget(load);
    await loadWidget(load);
    render(<Widget />);
    expect(screen.getByLabelText('Payee name')).toBeInTheDocument();
  });

  it('otherwise appear when their code arrives', async () => {
    const Widget = lazyWidget(async () => Field);
    render(<Widget />);
    expect(screen.queryByLabelText('Payee name')).toBeNull();
    expect(await screen.findByLabelText('Payee name')).toBeInTheDocument();
  });

  it('a route waits for the named widgets; names that are not on-demand widgets are ready', async () => {
    expect(widgetsArrived(['text', 'amount'])).toBe(true);
    expect(widgetsArrived(['file', 'text'])).toBe(false);
    await preloadWidgets(['file', 'text']);
    expect(widgetsArrived(['file', 'text'])).toBe(true);
  });
});
