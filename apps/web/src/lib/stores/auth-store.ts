import type { AuthResult } from '@dealerport/contract';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions, syncAcrossTabs } from './persist';

/** Session (spec 01 §3): signedIn, token, refreshToken, plus the access token's expiry. */
export interface AuthState {
  signedIn: boolean;
  token: string | null;
  refreshToken: string | null;
  /** ISO date when the access token expires (the server's `expiresIn`). */
  expiresAt: string | null;
  setTokens: (result: AuthResult) => void;
  setSignedIn: (signedIn: boolean) => void;
  reset: () => void;
}

const initial = { signedIn: false, token: null, refreshToken: null, expiresAt: null };

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...initial,
      setTokens: (result) =>
        set({ token: result.token, refreshToken: result.refreshToken, expiresAt: result.expiresIn }),
      setSignedIn: (signedIn) => set({ signedIn }),
      reset: () => set(initial),
    }),
    persistOptions('auth', ({ signedIn, token, refreshToken, expiresAt }) => ({
      signedIn,
      token,
      refreshToken,
      expiresAt,
    })),
  ),
);

syncAcrossTabs(useAuthStore, true);
