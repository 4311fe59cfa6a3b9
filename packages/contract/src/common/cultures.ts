/**
 * The interface languages (spec 01 §1). Kept apart from the error table and free of zod: the web client's
 * first script reads them, and importing them must not bring the schema library along (ADR 0031).
 */
export type Culture = 'tr' | 'de' | 'en';
export const CULTURES = ['tr', 'de', 'en'] as const;
export const DEFAULT_CULTURE: Culture = 'tr';

export function normalizeCulture(value: string | undefined | null): Culture {
  const lang = (value ?? '').toLowerCase().slice(0, 2);
  return (CULTURES as readonly string[]).includes(lang) ? (lang as Culture) : DEFAULT_CULTURE;
}
