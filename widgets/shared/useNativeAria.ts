// antd-mobile's Input and Checkbox put aria-* props on their wrapper element, not on the
// native control, so screen readers would never hear "invalid" or the error text. This hook
// copies the attributes onto the real control after each render.
import { useEffect } from 'react';

export function useNativeAria(
  getElement: () => HTMLElement | null | undefined,
  attributes: Record<string, string | undefined>,
): void {
  useEffect(() => {
    const element = getElement();
    if (!element) return;
    for (const [name, value] of Object.entries(attributes)) {
      if (value === undefined) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  });
}
