// An accessible modal dialog: rendered over the page, the rest of the page made inert, focus moved
// in and trapped, Escape handled, and focus given back to where it was when the dialog closes.
import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { focusableElements } from './focusable';
import { focusPageStart } from './pageFocus';

export interface ModalProps {
  labelledBy: string;
  describedBy?: string;
  onEscape: () => void;
  /** The element to focus when the dialog opens; the first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for dialogs that interrupt with an urgent message. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

const APP_ROOT_ID = 'root';

export function Modal({ labelledBy, describedBy, onEscape, initialFocusRef, role = 'dialog', children }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const appRoot = document.getElementById(APP_ROOT_ID);
    appRoot?.setAttribute('inert', '');
    const dialog = dialogRef.current;
    const first = initialFocusRef?.current ?? (dialog ? focusableElements(dialog)[0] : undefined) ?? dialog;
    first?.focus();
    return () => {
      appRoot?.removeAttribute('inert');
      // The opener may be gone (the dialog removed what it was opened from): the page's heading then.
      if (previous?.isConnected && previous !== document.body) previous.focus();
      else focusPageStart();
    };
    // Runs once per opening: the dialog is mounted only while open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onEscape();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableElements(dialogRef.current);
    const firstItem = items[0];
    const lastItem = items.at(-1);
    if (!firstItem || !lastItem) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === firstItem || active === dialogRef.current)) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && active === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  };

  return createPortal(
    <div className="modal-layer">
      <div className="modal-backdrop" aria-hidden="true" />
      <div
        className="modal"
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        ref={dialogRef}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
