import type { Identity } from '@dealerport/contract';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions, syncAcrossTabs } from './persist';

export interface UserState {
  user: Identity | null;
  setUser: (user: Identity) => void;
  reset: () => void;
}

export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      user: null,
      setUser: (user) => set({ user }),
      reset: () => set({ user: null }),
    }),
    persistOptions('user', ({ user }) => ({ user })),
  ),
);

syncAcrossTabs(useUserStore, true);
