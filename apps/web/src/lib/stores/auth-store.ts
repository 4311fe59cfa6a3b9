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
  /** In memory only: the user signed out on purpose, so /sign-in gets no ?redirect back. */
  signedOutByUser: boolean;
  setTokens: (result: AuthResult) => void;
  setSignedIn: (signedIn: boolean) => void;
  reset: (options?: { byUser?: boolean }) => void;
}

const initial = { signedIn: false, token: null, refreshToken: null, expiresAt: null, signedOutByUser: false };

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...initial,
      setTokens: (result) => set({ token: result.token, refreshToken: result.refreshToken, expiresAt: result.expiresIn }),
      setSignedIn: (signedIn) => set(signedIn ? { signedIn, signedOutByUser: false } : { signedIn }),
      reset: (options) => set({ ...initial, signedOutByUser: options?.byUser ?? false }),
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
