import { createJSONStorage, type PersistOptions } from 'zustand/middleware';

export const STORAGE_PREFIX = 'dealerport.';

export function persistOptions<S, P = Partial<S>>(name: string, partialize: (state: S) => P, version = 1): PersistOptions<S, P> {
  return {
    name: `${STORAGE_PREFIX}${name}`,
    storage: createJSONStorage(() => localStorage),
    partialize,
    version,
  };
}

interface SyncableStore {
  persist: { rehydrate: () => Promise<void> | void; getOptions: () => { name?: string } };
  setState: (state: never, replace: true) => void;
  getInitialState: () => unknown;
}

/**
 * Keeps a persisted store in step with other tabs (spec 01 §9: actions are synchronised across tabs).
 * A change of the store's key rehydrates it; `localStorage.clear()` in another tab (sign-out) arrives
 * as key null and, when `resetOnClear`, resets the store to its initial state.
 */
export function syncAcrossTabs(store: SyncableStore, resetOnClear: boolean): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== window.localStorage) return;
    const name = store.persist.getOptions().name;
    if (event.key === null) {
      if (resetOnClear) store.setState(store.getInitialState() as never, true);
      return;
    }
    if (event.key !== name) return;
    if (event.newValue === null) {
      if (resetOnClear) store.setState(store.getInitialState() as never, true);
      return;
    }
    void store.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
