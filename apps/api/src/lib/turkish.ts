/**
 * Folds text for case- and Turkish-letter-insensitive matching (spec 01 §5): upper-case plain Latin,
 * with ı/i/İ -> I, ş -> S, ğ -> G, ü -> U, ö -> O, ç -> C, and other accents stripped.
 */
export function foldTurkish(value: string): string {
  return value
    .replace(/[ıİ]/g, 'I')
    .replace(/i/g, 'I')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase();
}
