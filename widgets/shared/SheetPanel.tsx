// Bottom sheet for pickers and documents: antd-mobile Popup plus what it lacks for
// accessibility — a dialog role with a title, focus moved into the sheet on open and back to
// the control that opened it on close, and Escape to close.
import { Popup } from 'antd-mobile';
import '../overlays/motion';
import { useCallback, useId, useRef, type ReactNode } from 'react';
import './shared.css';

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

  // A callback ref runs when the panel mounts (each opening, because of destroyOnClose) and
  // when it unmounts, which is exactly when focus has to move in and back out. It must be
  // stable, or React would detach and re-attach it on every render.
  const panelRef = useCallback((panel: HTMLDivElement | null) => {
    if (panel) {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && !panel.contains(active) ? active : null;
      panel.focus();
    } else if (returnTo.current?.isConnected) {
      returnTo.current.focus();
      returnTo.current = null;
    }
  }, []);

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
