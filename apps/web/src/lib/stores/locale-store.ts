// the zod-free entry point: the sign-in page reads this store, and the contract's barrel would bring every
// schema along (ADR 0031)
import { CULTURES, type Culture, DEFAULT_CULTURE } from '@dealerport/contract/cultures';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions, syncAcrossTabs } from './persist';

export const INTERFACE_LANGUAGES: readonly Culture[] = CULTURES;
/** Languages listed in the footer (spec 01 §9); only INTERFACE_LANGUAGES are selectable. */
export const FOOTER_LANGUAGES = ['en', 'tr', 'de', 'es', 'it', 'pl', 'pt', 'fr'] as const;

export function isInterfaceLanguage(value: string): value is Culture {
  return (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The interface language of a first visit (spec 01 §9): the browser's first language when the interface
 * speaks it ("de-AT" -> de), else Turkish. A language chosen once is remembered (persisted) instead.
 */
export function detectLocale(
  languages: readonly string[] = typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language],
): Culture {
  const first = languages[0]?.toLowerCase().split('-')[0] ?? '';
  return isInterfaceLanguage(first) ? first : DEFAULT_CULTURE;
}

export interface LocaleState {
  locale: Culture;
  /** True for the short loading moment after a language change (spec 01 §9: 300 ms). */
  switching: boolean;
  setLocale: (locale: Culture) => void;
  setSwitching: (switching: boolean) => void;
}

export const useLocaleStore = create<LocaleState>()(
  persist(
    (set) => ({
      locale: detectLocale(),
      switching: false,
      setLocale: (locale) => set({ locale }),
      setSwitching: (switching) => set({ switching }),
    }),
    persistOptions('locale', ({ locale }) => ({ locale })),
  ),
);

syncAcrossTabs(useLocaleStore, false);
