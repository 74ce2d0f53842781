// Spec section 9: the header turns opaque between 30 and 100 px of scroll. A page whose top is
// drawn to show through the header (the home page) uses it: transparent at the top, fading in
// as the content scrolls beneath, opaque from 100 px.
import { useEffect } from 'react';

export const HEADER_FADE = { from: 30, to: 100 } as const;

export function headerOpacity(scrollY: number): number {
  const { from, to } = HEADER_FADE;
  return Math.min(1, Math.max(0, (scrollY - from) / (to - from)));
}

/** While mounted, the shell's header follows the scroll (CSS variable --navbar-opacity). */
export function useFadingHeader(): void {
  useEffect(() => {
    const root = document.documentElement;
    const update = () => root.style.setProperty('--navbar-opacity', String(headerOpacity(window.scrollY)));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      root.style.removeProperty('--navbar-opacity');
    };
  }, []);
}
