// A small accessible modal dialog (the cookie preferences, the global popup, the booking modal):
// role=dialog with aria-modal, named by its title, focus kept inside, Escape and the backdrop close it,
// focus returns to where it was, and the layout counts it as open (back-to-top hides meanwhile).
// Render it only while open: <Modal> mounted means open.
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useStores } from '../stores/store-context';

export interface ModalProps {
  /** The dialog's visible title and accessible name. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Shown above the title, e.g. the popup's picture. */
  media?: ReactNode;
  /** Extra class for the dialog box ('modal--wide', 'modal--popup'). */
  className?: string;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Clicking the dimmed backdrop closes the dialog (default true). */
  closeOnBackdrop?: boolean;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden], [inert]'));
}

export function Modal({ title, onClose, children, media, className, closeLabel = 'Close', closeOnBackdrop = true }: ModalProps) {
  const { layout } = useStores();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    layout.modalOpened();
    return () => layout.modalClosed();
  }, [layout]);

  // Focus moves in on open (the first control after the close button, else the close button) and back out on close.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      const controls = focusableIn(dialog);
      const first = controls.find((el) => !el.classList.contains('modal__close')) ?? controls[0] ?? dialog;
      first.focus({ preventScroll: true });
    }
    return () => {
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const controls = focusableIn(dialogRef.current);
    if (controls.length === 0) {
      event.preventDefault();
      return;
    }
    const first = controls[0] as HTMLElement;
    const last = controls[controls.length - 1] as HTMLElement;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) closeRef.current();
  };

  return (
    <div className="modal-backdrop" onMouseDown={onBackdrop}>
      <div
        ref={dialogRef}
        className={className ? `modal ${className}` : 'modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <button type="button" className="modal__close icon-button" aria-label={closeLabel} onClick={() => closeRef.current()}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {media}
        <div className="modal__content">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {children}
        </div>
      </div>
    </div>
  );
}
