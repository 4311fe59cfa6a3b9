import { type Culture, DEFAULT_CULTURE } from '@dealerport/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/tr';
import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { queryClient } from './query-client';
import { INTERFACE_LANGUAGES, useLocaleStore } from './stores/locale-store';

function fetchTranslations(language: string): Promise<unknown> {
  return fetch(`/lang/${language}.json`, { headers: { Accept: 'application/json' } }).then((res) => {
    if (!res.ok) throw new Error(`Could not load /lang/${language}.json (${res.status})`);
    return res.json();
  });
}

/** The download src/boot.ts started for this language, once (ADR 0031); a failed one is fetched again. */
function bootTranslations(language: string): Promise<unknown> | undefined {
  const translations = typeof window === 'undefined' ? undefined : window.dealerportBoot?.translations;
  const early = translations?.[language];
  if (!translations || !early) return undefined;
  delete translations[language];
  return early.catch(() => fetchTranslations(language));
}

/** Loads `/lang/{lng}.json` (spec 01 §7); the files live in apps/web/public/lang. */
const fetchBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    (bootTranslations(language) ?? fetchTranslations(language))
      .then((data) => callback(null, data as Record<string, unknown>))
      .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false));
  },
};

export const i18n = i18next.createInstance();

/** Starts i18next in the stored language; `resources` (tests) skips the network backend. */
export async function initI18n(options: { lng?: Culture; resources?: Resource } = {}): Promise<typeof i18n> {
  const lng = options.lng ?? useLocaleStore.getState().locale ?? DEFAULT_CULTURE;
  if (!options.resources) i18n.use(fetchBackend);
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_CULTURE,
    supportedLngs: [...INTERFACE_LANGUAGES],
    load: 'languageOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
    ...(options.resources ? { resources: options.resources } : {}),
  });
  applyDocumentLanguage(lng);
  return i18n;
}

function applyDocumentLanguage(lng: Culture) {
  dayjs.locale(lng);
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

export const LANGUAGE_SWITCH_MS = 300;

/**
 * Changes the interface language (spec 01 §4): language, date locale, and a 300 ms loading state.
 * Requests sent afterwards carry the new x-culture.
 */
export async function changeLanguage(lng: Culture): Promise<void> {
  const store = useLocaleStore.getState();
  store.setSwitching(true);
  try {
    await i18n.changeLanguage(lng);
    store.setLocale(lng);
    applyDocumentLanguage(lng);
    // the server names things in the asked language (x-culture: roles, tasks, products, statuses): what is on
    // screen is read again in the new one, whether its query key names the language or not
    void queryClient.invalidateQueries();
  } finally {
    setTimeout(() => useLocaleStore.getState().setSwitching(false), LANGUAGE_SWITCH_MS);
  }
}

/**
 * Fetches `/lang/{lng}.json` again for the loaded languages and renders the interface with them (after an
 * administrator changed a text: the server merges the overrides into those files).
 */
export async function reloadTranslations(): Promise<void> {
  if (!i18n.isInitialized) return;
  await i18n.reloadResources();
  await i18n.changeLanguage(i18n.language);
}

/** Translate outside React (the API client). */
export function translate(key: string, fallback: string): string {
  return i18n.isInitialized ? i18n.t(key, { defaultValue: fallback }) : fallback;
}
