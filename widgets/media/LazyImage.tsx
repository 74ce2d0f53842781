// An image that loads when it nears the screen and retries a failed load (lazy-image.ts has
// the spec's numbers). Before loading and after the last failed attempt it keeps its place
// and its name for screen readers.
import { useEffect, useRef, useState } from 'react';
import { LAZY_ATTEMPTS, LAZY_THROTTLE_MS, lazyWatcher } from './lazy-image';
import './media.css';

export interface LazyImageProps {
  src: string;
  alt: string;
  className?: string;
}

export function LazyImage({ src, alt, className }: LazyImageProps) {
  const holder = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);
  const [attempt, setAttempt] = useState(1);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setNear(false);
    setAttempt(1);
    setFailed(false);
    const element = holder.current;
    if (!element) return;
    return lazyWatcher().watch(element, () => setNear(true));
  }, [src]);

  useEffect(() => {
    if (!failed || attempt >= LAZY_ATTEMPTS) return;
    const id = setTimeout(() => {
      setAttempt((n) => n + 1);
      setFailed(false);
    }, LAZY_THROTTLE_MS);
    return () => clearTimeout(id);
  }, [failed, attempt]);

  const classes = ['lazy-image', className].filter(Boolean).join(' ');
  if (!near || (failed && attempt >= LAZY_ATTEMPTS)) {
    return <span ref={holder} className={classes} role="img" aria-label={alt} data-state={near ? 'failed' : 'waiting'} />;
  }
  // A new element for each attempt, so the browser asks for the image again.
  return <img key={attempt} className={classes} src={src} alt={alt} data-attempt={attempt} onError={() => setFailed(true)} />;
}
