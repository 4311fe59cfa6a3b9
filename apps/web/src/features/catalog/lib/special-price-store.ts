import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions, syncAcrossTabs } from '../../../lib/stores/persist';
import type { SpecialPriceCode, SpecialPriceSettings } from './special-price';

/** Spec 01 §4: percentages and fixed expense start at 0, showPrice true, drawer and mode off. */
export interface SpecialPriceState extends SpecialPriceSettings {
  enabled: boolean;
  showPrice: boolean;
  drawerOpen: boolean;
  setEnabled: (enabled: boolean) => void;
  setShowPrice: (showPrice: boolean) => void;
  setPercentage: (code: SpecialPriceCode, value: number) => void;
  setFixedExpense: (value: number) => void;
  openDrawer: () => void;
  closeDrawer: () => void;
}

/** Spec 01 §5: numeric, minimum 0; two decimals are kept. */
const clean = (value: number) => (Number.isFinite(value) && value > 0 ? Math.round(value * 100) / 100 : 0);

export const useSpecialPriceStore = create<SpecialPriceState>()(
  persist(
    (set) => ({
      enabled: false,
      showPrice: true,
      drawerOpen: false,
      percentages: { JNT: 0, LST: 0, AKU: 0, AKS: 0 },
      fixedExpense: 0,
      setEnabled: (enabled) => set({ enabled }),
      setShowPrice: (showPrice) => set({ showPrice }),
      setPercentage: (code, value) => set((s) => ({ percentages: { ...s.percentages, [code]: clean(value) } })),
      setFixedExpense: (value) => set({ fixedExpense: clean(value) }),
      openDrawer: () => set({ drawerOpen: true }),
      closeDrawer: () => set({ drawerOpen: false }),
    }),
    persistOptions('specialPrice', ({ enabled, showPrice, percentages, fixedExpense }) => ({
      enabled,
      showPrice,
      percentages,
      fixedExpense,
    })),
  ),
);

syncAcrossTabs(useSpecialPriceStore, true);
