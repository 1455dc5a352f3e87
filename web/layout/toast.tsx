// The toast slot (spec section 2: at most 350 px wide): short confirmations the layout store is told of
// (a cookie choice saved), announced politely and gone after LAYOUT.toastDurationMs or when closed. The
// live region is always in the page, so a screen reader hears each new message; it never takes focus.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { LAYOUT } from '@tavola/core/constants';
import { useStores } from '../stores/store-context';
import { CloseIcon } from './modal';

export const Toast = observer(function Toast() {
  const { layout } = useStores();
  const toast = layout.toast;
  useEffect(() => {
    if (toast === null) return;
    const timer = setTimeout(() => layout.dismissToast(toast.id), LAYOUT.toastDurationMs);
    return () => clearTimeout(timer);
  }, [layout, toast]);
  return (
    <div className="toast-slot" aria-live="polite" aria-atomic="true">
      {toast ? (
        <div className="toast" key={toast.id}>
          <p className="toast__text">{toast.text}</p>
          <button type="button" className="toast__close icon-button" aria-label="Close message" onClick={() => layout.dismissToast(toast.id)}>
            <CloseIcon size={20} />
          </button>
        </div>
      ) : null}
    </div>
  );
});
