// The site-wide popup (settings.popup): opens once per browser, delaySeconds after the page loads, as
// a real dialog. It waits while another dialog or the mobile menu is open rather than stacking on them.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { KeyValueStoragePort } from '@tavola/core/ports';
import type { Popup } from '../page-data';
import { useStores } from '../stores/store-context';
import { browserStorage } from './browser-storage';
import { Modal } from './modal';
import { SiteLink } from './site-link';

export const POPUP_SEEN_KEY = 'cv_popup_seen';
/** When the popup is due but the visitor is busy with another dialog, it looks again this much later. */
export const POPUP_RETRY_MS = 2000;
const MS_PER_SECOND = 1000;

export interface GlobalPopupProps {
  popup: Popup | null;
  /** Defaults to the browser's localStorage. */
  storage?: KeyValueStoragePort | null;
}

export const GlobalPopup = observer(function GlobalPopup({ popup, storage }: GlobalPopupProps) {
  const { layout } = useStores();
  const [open, setOpen] = useState(false);
  const id = popup?.id;
  const delayMs = Math.max(0, (popup?.delaySeconds ?? 0) * MS_PER_SECOND);

  useEffect(() => {
    const store = storage === undefined ? browserStorage() : storage;
    if (!id || !store || store.getItem(POPUP_SEEN_KEY) === id) return undefined;
    let timer: number;
    const attempt = () => {
      if (layout.openModals > 0 || layout.mobileMenuOpen) {
        timer = window.setTimeout(attempt, POPUP_RETRY_MS);
        return;
      }
      store.setItem(POPUP_SEEN_KEY, id);
      setOpen(true);
    };
    timer = window.setTimeout(attempt, delayMs);
    return () => window.clearTimeout(timer);
  }, [id, delayMs, layout, storage]);

  if (!popup || !open) return null;
  const close = () => setOpen(false);
  return (
    <Modal
      title={popup.title}
      onClose={close}
      className="modal--popup"
      media={popup.image ? <img className="modal__media" src={popup.image} alt="" width={640} height={360} /> : undefined}
    >
      <p className="modal__text">{popup.text}</p>
      <div className="modal__actions">
        <SiteLink link={popup.cta} className="btn btn--primary" onClick={close} />
        <button type="button" className="btn btn--outline" onClick={close}>
          No thanks
        </button>
      </div>
    </Modal>
  );
});
