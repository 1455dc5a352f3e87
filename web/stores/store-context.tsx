// Hands the page's RootStore to components.
import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from './root.store';

const StoreContext = createContext<RootStore | null>(null);

export function StoreProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useStores(): RootStore {
  const store = useContext(StoreContext);
  if (store === null) throw new Error('useStores() needs a StoreProvider above it');
  return store;
}

/**
 * The page's RootStore where a StoreProvider is above, else null: parts the kiosk and the widget share with
 * the site (the modal, the booking journey) work without the site's stores.
 */
export function useOptionalStores(): RootStore | null {
  return useContext(StoreContext);
}
