/** Date and time in the interface language; '—' for a missing or unreadable value. */
export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

/** A country's name in the interface language, falling back to its code. */
export function countryName(code: string | null | undefined, language: string): string {
  if (!code) return '—';
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
