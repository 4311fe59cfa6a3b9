/**
 * Dates in the interface language. A calendar day ("2026-03-31", or the day of a timestamp) is read as
 * UTC, so no time zone moves it; a moment (a timestamp) is shown in the browser's time zone. Missing
 * values read "—"; an unreadable one is shown as it came.
 */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return '—';
  const time = Date.parse(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(time)) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(time));
}

export function formatDateTime(value: string | null | undefined, locale: string): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(date);
}
