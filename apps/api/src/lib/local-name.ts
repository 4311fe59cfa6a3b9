import type { Culture } from '@dealerport/contract';

/**
 * A text kept per language, as the reader reads it: their language, else Turkish (the portal's first
 * language), else `fallback` (the single name or the code). ADR 0062.
 */
export const localName = (names: Partial<Record<Culture, string>> | null | undefined, culture: Culture, fallback = '') =>
  names?.[culture] || names?.tr || fallback;
