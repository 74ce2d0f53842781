// Bottom sheet for pickers and documents: antd-mobile Popup plus what it lacks for
// accessibility — a dialog role with a title, focus moved into the sheet on open and back to
// the control that opened it on close, and Escape to close.
import { Popup } from 'antd-mobile';
import '../overlays/motion';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import './shared.css';
import { useInertBackground } from './inert-background';

export interface SheetProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** A text to read (terms): its body takes focus, so a keyboard scrolls it (WCAG 2.1.1). */
  reading?: boolean;
}

export function SheetPanel({ open, title, closeLabel, onClose, children, footer, reading }: SheetProps) {
  const titleId = useId();
  const returnTo = useRef<HTMLElement | null>(null);
  const panelEl = useRef<HTMLDivElement | null>(null);
  // The control that opened the sheet. Taken as the sheet opens, before the page behind turns
  // inert (which takes focus off it), and again as the panel mounts, which the kit does in the
  // same commit or a render later; whichever sees it first keeps it.
  const rememberOpener = useCallback(() => {
    const active = document.activeElement;
    if (returnTo.current || !(active instanceof HTMLElement) || active === document.body) return;
    if (panelEl.current?.contains(active)) return;
    returnTo.current = active;
  }, []);
  useLayoutEffect(() => {
    if (open) rememberOpener();
  }, [open, rememberOpener]);
  useInertBackground(open);
  // Back to that control as the sheet closes, or goes away open (a sheet its owner unmounts):
  // a cleanup after the inert one above, so the page behind is no longer inert (an inert control
  // cannot take focus).
  useEffect(() => {
    if (!open) return;
    return () => {
      const opener = returnTo.current;
      returnTo.current = null;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  // A callback ref runs when the panel mounts (each opening, because of destroyOnClose): focus
  // moves in. It must be stable, or React would detach and re-attach it on every render.
  const panelRef = useCallback(
    (panel: HTMLDivElement | null) => {
      if (panel) rememberOpener();
      panelEl.current = panel;
      panel?.focus();
    },
    [rememberOpener],
  );

  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName="rb-sheet">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="rb-sheet__panel"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <div className="rb-sheet__header">
          <h2 id={titleId} className="rb-sheet__title">
            {title}
          </h2>
          <button type="button" className="rb-sheet__close" onClick={onClose}>
            {closeLabel}
          </button>
        </div>
        {reading ? (
          <div className="rb-sheet__body" role="region" aria-labelledby={titleId} tabIndex={0}>
            {children}
          </div>
        ) : (
          <div className="rb-sheet__body">{children}</div>
        )}
        {footer ? <div className="rb-sheet__footer">{footer}</div> : null}
      </div>
    </Popup>
  );
}
