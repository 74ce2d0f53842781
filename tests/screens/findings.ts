// The layout findings of a screen, measured in the page (one page.evaluate a step, all its
// screens): what the screen's own boxes say, not a guess from the picture.
//
// - overflow: an element whose own text is wider than its box and spills out of it (its
//   overflow is visible), or a screen wider than its frame;
// - clipped: an element whose text is cut by its box (overflow hidden or clip) without the
//   intent of an ellipsis (text-overflow: ellipsis) or a line clamp (-webkit-line-clamp); text
//   visually hidden for screen readers (a 1 px box, clip or clip-path) is not counted;
// - small-target: a control (link, button, field, checkbox, radio, switch, tab, option, or
//   anything focusable by Tab) whose box is under 44 x 44 CSS pixels. Counted as WCAG 2.2's
//   target size (2.5.5, the bank's 44 px) counts it: a field counts by its box joined with its
//   labels' (a label element is part of the field's target); not counted are links inline
//   in a sentence (the inline exception), disabled controls (not targets) and controls hidden
//   from everyone (aria-hidden, hidden, inert, no box).
//
// A finding is a key (kind, element, its name), stable from run to run, and a detail (its
// size) for the report; the baseline keeps the keys allowed on each screen.
export interface Finding {
  key: string;
  detail: string;
}

/** Runs in the page: the findings in each root, by the root's selector. Self-contained (serialised by Playwright). */
export function measureFindings(roots: Record<string, string>): Record<string, Finding[]> {
  const INTERACTIVE =
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=checkbox], [role=radio], [role=switch], [role=tab], [role=menuitem], [role=option], [tabindex]:not([tabindex="-1"])';
  const MIN = 44;
  const nameOf = (el: Element): string => {
    const label = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? el.getAttribute('title') ?? el.getAttribute('placeholder') ?? '';
    const name = label.replace(/\s+/g, ' ').trim();
    return name.length > 40 ? `${name.slice(0, 40)}…` : name;
  };
  const what = (el: Element): string => {
    const role = el.getAttribute('role');
    const type = el.tagName === 'INPUT' ? `[${(el as HTMLInputElement).type}]` : '';
    return `${el.tagName.toLowerCase()}${type}${role ? `[role=${role}]` : ''} "${nameOf(el)}"`;
  };
  const visible = (el: Element): boolean => {
    if (el.closest('[aria-hidden="true"], [hidden], [inert]')) return false;
    const cs = getComputedStyle(el);
    if (cs.visibility === 'hidden' || cs.display === 'none') return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const ownText = (el: Element): boolean => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
  const size = (r: DOMRect) => `${Math.round(r.width)}x${Math.round(r.height)}`;

  const out: Record<string, Finding[]> = {};
  for (const [id, selector] of Object.entries(roots)) {
    const root = document.querySelector(selector);
    const found = new Map<string, string>();
    const add = (key: string, detail: string) => {
      if (!found.has(key)) found.set(key, detail);
    };
    if (!root) {
      out[id] = [];
      continue;
    }
    if (root.scrollWidth > root.clientWidth + 1) add('overflow: the screen is wider than its frame', `${root.scrollWidth}px in ${root.clientWidth}px`);
    for (const el of root.querySelectorAll('*')) {
      if (!ownText(el) || !visible(el) || el.matches('input, textarea, select')) continue;
      const cs = getComputedStyle(el);
      if (cs.display === 'inline' || cs.display === 'contents') continue;
      // Text for screen readers only (the visually hidden pattern: a 1 px box, clipped away) is cut on purpose.
      if (el.clientWidth <= 1 || el.clientHeight <= 1 || (cs.clip !== 'auto' && cs.clip !== '') || cs.clipPath !== 'none') continue;
      const scrolls = (v: string) => v === 'auto' || v === 'scroll';
      const cuts = (v: string) => v === 'hidden' || v === 'clip';
      if (el.scrollWidth > el.clientWidth + 1 && !scrolls(cs.overflowX)) {
        if (!cuts(cs.overflowX)) add(`overflow: ${what(el)}`, `text ${el.scrollWidth}px in a box of ${el.clientWidth}px`);
        else if (cs.textOverflow !== 'ellipsis') add(`clipped: ${what(el)}`, `text ${el.scrollWidth}px cut at ${el.clientWidth}px`);
      }
      const clamp = cs.getPropertyValue('-webkit-line-clamp');
      if (el.scrollHeight > el.clientHeight + 1 && cuts(cs.overflowY) && (clamp === '' || clamp === 'none')) {
        add(`clipped: ${what(el)}`, `text ${el.scrollHeight}px high cut at ${el.clientHeight}px`);
      }
    }
    for (const el of root.querySelectorAll(INTERACTIVE)) {
      if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') continue;
      // A field is also pressed through its label (a click on it focuses or ticks the field):
      // its box joined with its labels' is the target.
      const labels = [...((el as HTMLInputElement).labels ?? [])].filter(visible);
      if (!visible(el) && !labels.length) continue;
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') {
        // A link inside a sentence: WCAG's inline exception.
        const around = (el.parentElement?.textContent ?? '').replace(/\s+/g, '').length;
        if (around > (el.textContent ?? '').replace(/\s+/g, '').length) continue;
      }
      const boxes = [...(visible(el) ? [el] : []), ...labels].map((b) => b.getBoundingClientRect());
      const left = Math.min(...boxes.map((b) => b.left));
      const top = Math.min(...boxes.map((b) => b.top));
      const r = new DOMRect(left, top, Math.max(...boxes.map((b) => b.right)) - left, Math.max(...boxes.map((b) => b.bottom)) - top);
      if (r.width < MIN - 0.5 || r.height < MIN - 0.5) add(`small-target: ${what(el)}`, size(r));
    }
    out[id] = [...found].map(([key, detail]) => ({ key, detail })).sort((a, b) => a.key.localeCompare(b.key));
  }
  return out;
}
