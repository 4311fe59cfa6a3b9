/**
 * Folds a string for customer search (spec 01 §5): case-insensitive, Turkish letters to plain Latin
 * upper case (ı/i/I/İ -> I, ş -> S, ğ -> G, ü -> U, ö -> O, ç -> C). Other Latin diacritics fold the same
 * way (ä -> A), so German names search the same way.
 */
export function foldForSearch(value: string | null | undefined): string {
  if (!value) return '';
  return (
    value
      // dotless ı has no decomposition; İ decomposes to I + combining dot, handled below
      .replace(/ı/g, 'i')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toUpperCase()
  );
}

/**
 * Cuts text to `max` characters and appends `ellipsis` when it was longer.
 * Customer names use "..." (7 small / 25 large); user names use "…" (20) (spec 01 §9).
 */
export function truncate(value: string, max: number, ellipsis = '...'): string {
  const chars = Array.from(value);
  if (chars.length <= max) return value;
  return `${chars.slice(0, max).join('')}${ellipsis}`;
}

export const CUSTOMER_NAME_MAX_SMALL = 7;
export const CUSTOMER_NAME_MAX_LARGE = 25;
export const USER_NAME_MAX = 20;

/** Header customer button text (spec 01 §2). */
export function truncateCustomerName(name: string, largeScreen: boolean): string {
  return truncate(name, largeScreen ? CUSTOMER_NAME_MAX_LARGE : CUSTOMER_NAME_MAX_SMALL, '...');
}

/** User menu text: up to 20 characters plus "…", or the guest label when there is no name. */
export function truncateUserName(name: string | null | undefined, guestLabel: string): string {
  const trimmed = name?.trim();
  if (!trimmed) return guestLabel;
  return truncate(trimmed, USER_NAME_MAX, '…');
}

/**
 * Only same-origin paths are accepted as ?redirect targets (no open redirects): a path starting with one
 * slash, without backslashes or control characters (a browser drops tabs and newlines from a URL,
 * so `/<tab>/evil.example` would become `//evil.example`, another site).
 */
export function safeRedirect(target: string | null | undefined, fallback = '/home'): string {
  if (!target?.startsWith('/') || target.startsWith('//')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return fallback;
  return target;
}
