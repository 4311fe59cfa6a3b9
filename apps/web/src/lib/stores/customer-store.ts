import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions, syncAcrossTabs } from './persist';

/** Selected customer (spec 01 §3): isBayi is true when the customer has a code. */
export interface SelectedCustomer {
  id: string;
  name: string;
  code: string | null;
  isBayi: boolean;
  /**
   * The customer's country code when the selection list gave it (staff and salesmen: the de-only pages
   * follow it, lib/identity.ts); absent for a selection stored by an older client.
   */
  countryCode?: string | null;
}

export interface CustomerState {
  selected: SelectedCustomer | null;
  /** The customer selection modal's visibility (not persisted). */
  modalOpen: boolean;
  /**
   * The user closed the modal without choosing (not persisted): it no longer opens by itself on every page
   * of this session; the header's customer button opens it.
   */
  dismissed: boolean;
  select: (customer: { id: string; name: string; code: string | null; countryCode?: string | null }) => void;
  clear: () => void;
  openModal: () => void;
  closeModal: () => void;
  reset: () => void;
}

export const useCustomerStore = create<CustomerState>()(
  persist(
    (set) => ({
      selected: null,
      modalOpen: false,
      dismissed: false,
      select: ({ id, name, code, countryCode }) =>
        set({ selected: { id, name, code, isBayi: Boolean(code), countryCode: countryCode ?? null }, modalOpen: false }),
      clear: () => set({ selected: null }),
      openModal: () => set({ modalOpen: true }),
      closeModal: () => set((s) => ({ modalOpen: false, dismissed: s.dismissed || s.selected === null })),
      reset: () => set({ selected: null, modalOpen: false, dismissed: false }),
    }),
    persistOptions('customer', ({ selected }) => ({ selected })),
  ),
);

syncAcrossTabs(useCustomerStore, true);
