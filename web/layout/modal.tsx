// A small accessible modal dialog (the cookie preferences, the booking modal):
// role=dialog with aria-modal, named by its title, focus kept inside, Escape and the backdrop close it,
// focus returns to the control that opened it (else to a fallback: the caller's, or the page's <main>),
// and the layout counts it as open (back-to-top hides meanwhile) where the site's stores are above. It works
// without them and inside a shadow root (the kiosk, the embedded widget): focus is read from the dialog's
// own root, and the fallback landmark is looked up there.
// Render it only while open: <Modal> mounted means open.
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useOptionalStores } from '../stores/store-context';

export interface ModalProps {
  /** The dialog's visible title and accessible name. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Shown above the title, e.g. the popup's picture. */
  media?: ReactNode;
  /** Extra class for the dialog box ('modal--wide', 'modal--consent'). */
  className?: string;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Clicking the dimmed backdrop closes the dialog (default true). */
  closeOnBackdrop?: boolean;
  /**
   * A selector inside the dialog for what takes focus on open (e.g. the booking step's heading); by
   * default the first control after the close button.
   */
  initialFocus?: string;
  /**
   * Where focus goes on close instead of the opener, when it answers an element (a booking journey
   * started afresh after a booking: the strip's heading). Answering null keeps the rule: the control that
   * opened the dialog, else (gone, disabled or hidden, like the cookie bar's button once the choice is
   * saved) the page's <main>.
   */
  returnFocus?: () => HTMLElement | null;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden], [inert]'));
}

/** The page's main landmark (site-layout's MAIN_ID), the last resort for focus coming back from a dialog. */
const MAIN_ID = 'main';

/** The focused element as seen from `node`'s root: the document, or the shadow root the node lives in. */
function activeElementOf(node: Node): Element | null {
  const root = node.getRootNode();
  return root instanceof ShadowRoot || root instanceof Document ? root.activeElement : document.activeElement;
}

/** Focuses the element and says whether it took focus (a disabled, hidden or detached one does not). */
function focusIfPossible(element: HTMLElement | null | undefined): boolean {
  if (!element?.isConnected) return false;
  element.focus({ preventScroll: true });
  return activeElementOf(element) === element;
}

export function Modal({ title, onClose, children, media, className, closeLabel = 'Close', closeOnBackdrop = true, initialFocus, returnFocus }: ModalProps) {
  const layout = useOptionalStores()?.layout ?? null;
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const returnFocusRef = useRef(returnFocus);
  returnFocusRef.current = returnFocus;

  useEffect(() => {
    if (layout === null) return;
    layout.modalOpened();
    return () => layout.modalClosed();
  }, [layout]);

  // Focus moves in on open (initialFocus, else the first control after the close button, else the close
  // button) and back out on close: to returnFocus's answer, else the opener, else <main>. A layout effect: it
  // runs as the dialog is inserted, under React and under Preact alike. Preact runs a plain effect after the
  // next paint, when the browser has already taken focus off an opener that the same change hid (the cookie
  // bar's "Manage preferences"), so the opener would be lost (docs/frontends.md, "Built under Preact").
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    // Inside a shadow root the document sees only the host: ask the dialog's own root what had focus.
    const active = dialog ? activeElementOf(dialog) : document.activeElement;
    const previous = active instanceof HTMLElement && active !== document.body ? active : null;
    if (dialog) {
      const chosen = initialFocus ? dialog.querySelector<HTMLElement>(initialFocus) : null;
      const controls = focusableIn(dialog);
      const first = chosen ?? controls.find((el) => !el.classList.contains('modal__close')) ?? controls[0] ?? dialog;
      if (chosen && !chosen.matches('[tabindex]')) chosen.setAttribute('tabindex', '-1');
      first.focus({ preventScroll: true });
    }
    const root = dialog?.getRootNode();
    // The dialog's own elements are going away: never hand focus back into them.
    const giveBack = () => focusIfPossible(returnFocusRef.current?.()) || (previous !== null && !dialog?.contains(previous) && focusIfPossible(previous));
    const toMain = () => {
      const main = root instanceof ShadowRoot ? root.getElementById(MAIN_ID) : document.getElementById(MAIN_ID);
      if (main) {
        if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
        main.focus({ preventScroll: true });
      }
    };
    return () => {
      if (giveBack()) return;
      // An opener the same change shows again (the cookie bar's button, hidden while the dialog is open) may
      // still be hidden here: Preact unmounts a removed child before it updates its siblings (React after), so
      // it is tried again once the update is done, before the page's <main> takes focus.
      if (previous?.isConnected && previous.closest('[hidden], [inert]')) {
        queueMicrotask(() => void (giveBack() || toMain()));
        return;
      }
      toMain();
    };
    // On open only: initialFocus is read once, as the dialog appears.
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
    const active = activeElementOf(dialogRef.current);
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
          <CloseIcon />
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

/** The cross of a close or dismiss button (the modal, the popup, the banner); the button carries the name. */
export function CloseIcon({ size = 24 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
