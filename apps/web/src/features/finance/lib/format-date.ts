/** An ISO date ("2026-03-31") in the interface language; read as UTC so no time zone moves the day. */
export function formatIsoDate(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  const time = Date.parse(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(time)) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(time));
}
