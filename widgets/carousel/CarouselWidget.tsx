// A carousel to choose from (widget `carousel`, spec section 9's swipe): the values of a string
// enum drawn as slides (ui:options.slides: {value: {title, image, alt}}, texts in the three
// languages), turning every 3,000 ms in 300 ms. Built to the WAI carousel pattern: a region
// named by the field's label, a button to stop or start turning first (WCAG 2.2.2), previous
// and next buttons, each slide a group "k of n" with its choose button (pressed when chosen);
// slides off screen are inert. Turning stops while the customer's focus or pointer is on the
// carousel and never starts by itself for customers who ask for less motion. Arrow keys turn
// it from anywhere inside; a swipe of a finger or pointer turns it too.
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { localText, widgetContext } from '../context';
import { textsFor } from '../i18n';
import { LazyImage } from '../media/LazyImage';
import { describedBy, hasErrors, labelId } from '../shared/ids';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_SWIPE_PX, CAROUSEL_TRANSITION_MS, turn } from './carousel-timing';
import './carousel.css';

interface Slide {
  value: string;
  title: string;
  image: string;
  alt: string;
}

const lessMotion = () => typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

export function CarouselWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, options, registry, disabled, readonly, rawErrors, uiSchema } = props;
  const ctx = widgetContext(registry);
  const say = textsFor(ctx.locale);
  const given = (options.slides ?? {}) as Record<string, { title?: unknown; image?: unknown; alt?: unknown }>;
  const slides: Slide[] = (options.enumOptions ?? []).map((option) => {
    const key = String(option.value);
    const slide = given[key] ?? {};
    const title = localText(slide.title, ctx.locale) || option.label || key;
    return { value: key, title, image: typeof slide.image === 'string' ? slide.image : '', alt: localText(slide.alt, ctx.locale) || title };
  });
  const total = slides.length;
  const chosenIndex = slides.findIndex((s) => s.value === value);
  const [index, setIndex] = useState(Math.max(0, chosenIndex));
  const [playing, setPlaying] = useState(() => !lessMotion());
  const [held, setHeld] = useState({ focus: false, pointer: false });
  const start = useRef<number | undefined>(undefined);
  const reduced = lessMotion();

  const turning = playing && !held.focus && !held.pointer && total > 1;
  useEffect(() => {
    if (!turning) return;
    const timer = setInterval(() => setIndex((i) => turn(i, 1, total)), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [turning, total]);

  const go = (by: number) => setIndex((i) => turn(i, by, total));
  const choose = (slide: Slide) => {
    if (disabled || readonly) return;
    // The chosen slide stays in view: turning on would take it away.
    setPlaying(false);
    onChange(slide.value);
    onBlur(id, slide.value);
  };
  const swipeStart = (e: PointerEvent) => {
    start.current = e.clientX;
  };
  const swipeEnd = (e: PointerEvent) => {
    if (start.current === undefined) return;
    const dx = e.clientX - start.current;
    start.current = undefined;
    if (Math.abs(dx) >= CAROUSEL_SWIPE_PX) go(dx < 0 ? 1 : -1);
  };

  const invalid = hasErrors(rawErrors);
  return (
    <section
      id={id}
      className="rb-carousel"
      aria-roledescription="carousel"
      aria-labelledby={labelId(id)}
      aria-describedby={describedBy(id, { error: invalid, help: !!uiSchema?.['ui:help'] })}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld((h) => ({ ...h, focus: false }));
      }}
      onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
          e.preventDefault();
          go(e.key === 'ArrowRight' ? 1 : -1);
        }
      }}
    >
      <div className="rb-carousel__controls">
        <button type="button" className="rb-carousel__rotation" onClick={() => setPlaying((p) => !p)}>
          {playing ? say.carouselPause : say.carouselPlay}
        </button>
        <button type="button" onClick={() => go(-1)} disabled={total < 2}>
          {say.carouselPrevious}
        </button>
        <button type="button" onClick={() => go(1)} disabled={total < 2}>
          {say.carouselNext}
        </button>
      </div>
      <div
        className="rb-carousel__viewport"
        onPointerDown={swipeStart}
        onPointerUp={swipeEnd}
        onPointerCancel={() => (start.current = undefined)}
        // A pointer dragging a slide's picture would start the browser's own drag and drop,
        // which cancels the pointer before the swipe ends.
        onDragStart={(e) => e.preventDefault()}
      >
        <div
          className="rb-carousel__track"
          aria-live={turning ? 'off' : 'polite'}
          style={{ transform: `translateX(-${index * 100}%)`, transitionDuration: `${reduced ? 0 : CAROUSEL_TRANSITION_MS}ms` }}
        >
          {slides.map((slide, i) => (
            <div
              key={slide.value}
              className="rb-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={say.carouselSlide.replace('{n}', String(i + 1)).replace('{total}', String(total))}
              // Off screen: out of the Tab order and of what a screen reader reads.
              inert={i !== index}
              aria-hidden={i !== index || undefined}
            >
              <LazyImage src={slide.image} alt={slide.alt} />
              <button
                type="button"
                className="rb-carousel__choose"
                aria-pressed={slide.value === value}
                disabled={disabled || readonly}
                onClick={() => choose(slide)}
              >
                {say.carouselChoose.replace('{title}', slide.title)}
              </button>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
