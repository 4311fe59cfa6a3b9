import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions, syncAcrossTabs } from './persist';

export type ColorSchemeMode = 'light' | 'dark';
export type LayoutType = 'modern' | 'simple';

export interface ThemeState {
  mode: ColorSchemeMode;
  layout: LayoutType;
  /** Side navigation collapsed to its 80 px rail (modern layout, desktop). */
  navCollapsed: boolean;
  setMode: (mode: ColorSchemeMode) => void;
  setLayout: (layout: LayoutType) => void;
  toggleNavCollapsed: () => void;
}

export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      mode: 'light',
      layout: 'modern',
      navCollapsed: false,
      setMode: (mode) => set({ mode }),
      setLayout: (layout) => set({ layout }),
      toggleNavCollapsed: () => set((s) => ({ navCollapsed: !s.navCollapsed })),
    }),
    persistOptions('theme', ({ mode, layout, navCollapsed }) => ({ mode, layout, navCollapsed })),
  ),
);

syncAcrossTabs(useThemeStore, false);
