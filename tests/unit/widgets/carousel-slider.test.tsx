// The carousel (spec section 9: turns every 3,000 ms in 300 ms) and the slider (0 to 100 step
// 1) as a flow's form draws them: by keyboard, by finger or pointer, and what they store.
// @vitest-environment jsdom
import type { RJSFSchema } from '@rjsf/utils';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_TRANSITION_MS, turn } from '../../../widgets/carousel/carousel-timing';
import { SLIDER_RANGE } from '../../../widgets/slider/SliderWidget';
import { renderForm } from './harness';

const slide = (en: string) => ({ image: `static/${en}.svg`, title: { 'zh-TW': en, 'zh-CN': en, en } });
const carouselForm = {
  schema: { type: 'object', properties: { design: { type: 'string', enum: ['harbour', 'peak', 'lantern'] } } } as RJSFSchema,
  uiSchema: { design: { 'ui:widget': 'carousel', 'ui:title': 'Card design', 'ui:options': { slides: { harbour: slide('Harbour'), peak: slide('Peak'), lantern: slide('Lantern') } } } },
};

/** Which slide is on screen: the one that is not inert. */
const current = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((g) => g.getAttribute('aria-roledescription') === 'slide')
    .findIndex((g) => !g.hasAttribute('inert'));

afterEach(() => vi.useRealTimers());

describe('the carousel', () => {
  it('has the spec timing: a turn every 3,000 ms, each taking 300 ms, round and round', () => {
    expect([CAROUSEL_INTERVAL_MS, CAROUSEL_TRANSITION_MS]).toEqual([3000, 300]);
    expect([turn(0, 1, 3), turn(2, 1, 3), turn(0, -1, 3)]).toEqual([1, 0, 2]);
  });

  it('turns by itself every 3,000 ms, and stops when asked (WCAG 2.2.2) or while focused', async () => {
    const form = renderForm(carouselForm);
    const region = await screen.findByRole('region', { name: 'Card design' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const track = region.querySelector<HTMLElement>('.rb-carousel__track')!;
    expect(track.style.transitionDuration).toBe('300ms');
    vi.useFakeTimers();
    // The timer starts afresh under the fake clock.
    fireEvent.click(within(region).getByRole('button', { name: 'Stop turning' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Turn automatically' }));
    fireEvent.pointerLeave(region);
    act(() => void vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(current()).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(current()).toBe(1);
    expect(track.style.transform).toBe('translateX(-100%)');
    expect(track.getAttribute('aria-live')).toBe('off');
    // Focus inside holds it still.
    fireEvent.focus(within(region).getByRole('button', { name: 'Next slide' }));
    act(() => void vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(current()).toBe(1);
    expect(track.getAttribute('aria-live')).toBe('polite');
    fireEvent.blur(within(region).getByRole('button', { name: 'Next slide' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Stop turning' }));
    act(() => void vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(current()).toBe(1);
    expect(form.data()?.design).toBeUndefined();
  });

  it('turns with the arrow keys and the buttons, and stores the slide chosen', async () => {
    const form = renderForm(carouselForm);
    const region = await screen.findByRole('region', { name: 'Card design' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(current()).toBe(1);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(current()).toBe(2);
    fireEvent.click(within(region).getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe(0);
    fireEvent.click(within(region).getByRole('button', { name: 'Previous slide' }));
    const choose = screen.getByRole('button', { name: 'Choose Lantern' });
    expect(choose.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(choose);
    expect(form.data()?.design).toBe('lantern');
    expect(choose.getAttribute('aria-pressed')).toBe('true');
    // Choosing stops the turning: the chosen slide stays in view.
    expect(within(region).getByRole('button', { name: 'Turn automatically' })).toBeTruthy();
  });

  it('turns with a swipe of a finger or pointer of at least 40 px', async () => {
    renderForm(carouselForm);
    const region = await screen.findByRole('region', { name: 'Card design' });
    const viewport = region.querySelector('.rb-carousel__viewport')!;
    fireEvent.pointerDown(viewport, { clientX: 200, pointerType: 'touch' });
    fireEvent.pointerUp(viewport, { clientX: 170, pointerType: 'touch' });
    expect(current()).toBe(0);
    fireEvent.pointerDown(viewport, { clientX: 200, pointerType: 'touch' });
    fireEvent.pointerUp(viewport, { clientX: 150, pointerType: 'touch' });
    expect(current()).toBe(1);
    fireEvent.pointerDown(viewport, { clientX: 100, pointerType: 'mouse' });
    fireEvent.pointerUp(viewport, { clientX: 180, pointerType: 'mouse' });
    expect(current()).toBe(0);
  });
});

describe('the slider', () => {
  const sliderForm = (property: Record<string, unknown> = { type: 'integer' }) => ({
    schema: { type: 'object', properties: { share: property } } as RJSFSchema,
    uiSchema: { share: { 'ui:widget': 'slider', 'ui:title': 'Saving share', 'ui:options': { unit: '%' } } },
  });

  it('is the browser’s range input from 0 to 100 in steps of 1, named by its label', async () => {
    expect(SLIDER_RANGE).toEqual({ min: 0, max: 100, step: 1 });
    const form = renderForm(sliderForm());
    const slider = await screen.findByRole('slider', { name: 'Saving share' });
    expect([slider.getAttribute('min'), slider.getAttribute('max'), slider.getAttribute('step')]).toEqual(['0', '100', '1']);
    expect(form.data()?.share).toBeUndefined();
    fireEvent.change(slider, { target: { value: '37' } });
    expect(form.data()?.share).toBe(37);
    expect(slider.getAttribute('aria-valuetext')).toBe('37%');
    expect(screen.getByText('37%').tagName).toBe('OUTPUT');
  });

  it('takes its bounds from the schema when the flow narrows them', async () => {
    renderForm(sliderForm({ type: 'integer', minimum: 10, maximum: 50, multipleOf: 5 }));
    const slider = await screen.findByRole('slider', { name: 'Saving share' });
    expect([slider.getAttribute('min'), slider.getAttribute('max'), slider.getAttribute('step')]).toEqual(['10', '50', '5']);
  });
});
