// The site-wide popup (settings.popup, the sign-up invitation): once per browser, delaySeconds after the
// page loads, and only when core's popupDecision allows it (never while a form on the page has been
// touched, a dialog or the mobile menu is open, or the cookie bar waits for a choice). It is not a modal
// and never takes focus by itself: a labelled panel at the foot of the window (kept clear of the focused
// element like the cookie bar, foot-space.ts), early in the page's order, announced politely. Focus goes
// into it only when the diner goes there; Escape inside it or its buttons close it, and focus then goes
// back to where the diner was before.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { popupDecision } from '@tavola/core/content';
import type { KeyValueStoragePort } from '@tavola/core/ports';
import type { Popup } from '../page-data';
import { useStores } from '../stores/store-context';
import { browserStorage } from './browser-storage';
import { useFootSpace } from './foot-space';
import { CloseIcon } from './modal';
import { SiteLink } from './site-link';

export const POPUP_SEEN_KEY = 'cv_popup_seen';
/** When the popup is due but the diner is busy (a touched form, a dialog, the cookie bar), it looks again this much later. */
export const POPUP_RETRY_MS = 2000;
const MS_PER_SECOND = 1000;

export interface GlobalPopupProps {
  popup: Popup | null;
  /** Defaults to the browser's localStorage. */
  storage?: KeyValueStoragePort | null;
}

export const GlobalPopup = observer(function GlobalPopup({ popup, storage }: GlobalPopupProps) {
  const { layout, consent } = useStores();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  /** Where focus was before the diner moved into the panel: it goes back there when the panel closes. */
  const cameFrom = useRef<HTMLElement | null>(null);
  const id = popup?.id;
  const delayMs = Math.max(0, (popup?.delaySeconds ?? 0) * MS_PER_SECOND);
  useFootSpace(panelRef, open);

  useEffect(() => {
    const store = storage === undefined ? browserStorage() : storage;
    if (!id || !store) return undefined;
    let timer: number | undefined;
    const attempt = () => {
      const decision = popupDecision({
        seen: store.getItem(POPUP_SEEN_KEY) === id,
        formTouched: layout.formTouched,
        dialogOrMenuOpen: layout.openModals > 0 || layout.mobileMenuOpen,
        cookieBarShowing: !consent.decided,
      });
      if (decision === 'never') return;
      if (decision === 'wait') {
        timer = window.setTimeout(attempt, POPUP_RETRY_MS);
        return;
      }
      store.setItem(POPUP_SEEN_KEY, id);
      setOpen(true);
    };
    if (store.getItem(POPUP_SEEN_KEY) === id) return undefined;
    timer = window.setTimeout(attempt, delayMs);
    return () => window.clearTimeout(timer);
  }, [id, delayMs, layout, consent, storage]);

  if (!popup) return null;

  const close = () => {
    const panel = panelRef.current;
    const hadFocus = panel?.contains(document.activeElement) ?? false;
    setOpen(false);
    if (!hadFocus) return;
    const back = cameFrom.current?.isConnected ? cameFrom.current : document.getElementById('main');
    back?.focus({ preventScroll: true });
  };
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  return (
    <>
      {/* Said politely when the panel appears; the diner's focus stays where it is. */}
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {open ? `${popup.title}. ${popup.text}` : ''}
      </div>
      {open ? (
        <aside ref={panelRef} className="site-popup" aria-labelledby={titleId} onFocus={onFocus} onKeyDown={onKeyDown}>
          {popup.image ? <img className="site-popup__media" src={popup.image} alt="" width={640} height={360} /> : null}
          <div className="site-popup__content">
            <h2 id={titleId} className="site-popup__title">
              {popup.title}
            </h2>
            <p className="site-popup__text">{popup.text}</p>
            <div className="site-popup__actions">
              <SiteLink link={popup.cta} className="btn btn--primary btn--small" onClick={() => setOpen(false)} />
              <button type="button" className="btn btn--outline btn--small" onClick={close}>
                No thanks
              </button>
            </div>
          </div>
          <button type="button" className="site-popup__close icon-button" aria-label="Close" onClick={close}>
            <CloseIcon />
          </button>
        </aside>
      ) : null}
    </>
  );
});
