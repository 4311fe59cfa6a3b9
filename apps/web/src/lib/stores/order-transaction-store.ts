import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { useAuthStore } from './auth-store';
import { persistOptions, syncAcrossTabs } from './persist';

/**
 * The browser-stored order status of spec 01 §4 "Order processing": the place-order transaction being
 * followed, kept across a reload so the result modal comes back while the order is still InQueue.
 * `userId` ties it to the user who placed it (only that user may read its status).
 */
export interface OrderTransactionState {
  transactionId: string | null;
  userId: string | null;
  start: (transactionId: string, userId: string | null) => void;
  clear: () => void;
}

export const useOrderTransactionStore = create<OrderTransactionState>()(
  persist(
    (set) => ({
      transactionId: null,
      userId: null,
      start: (transactionId, userId) => set({ transactionId, userId }),
      clear: () => set({ transactionId: null, userId: null }),
    }),
    persistOptions('orderStatus', ({ transactionId, userId }) => ({ transactionId, userId })),
  ),
);

syncAcrossTabs(useOrderTransactionStore, true);

// Signing out ends the session's order to follow (spec 01 §4: sign-out clears all local storage, and
// this page's memory must not bring the dialog back for the next sign-in).
useAuthStore.subscribe((state, previous) => {
  if (previous.token && !state.token && useOrderTransactionStore.getState().transactionId !== null)
    useOrderTransactionStore.getState().clear();
});
