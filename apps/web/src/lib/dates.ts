/**
 * Dates in the interface language. A calendar day ("2026-03-31", or the day of a timestamp) is read as
 * UTC, so no time zone moves it; a moment (a timestamp) is shown in the browser's time zone, the
 * reader's. Missing values read "—"; an unreadable one is shown as it came.
 */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return '—';
  const time = Date.parse(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(time)) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(time));
}

/** A date and time without a zone: "2026-03-31T10:15" or "2026-03-31 10:15:00.123". */
const ZONELESS_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * The moment a timestamp names. Instants come as ISO 8601 with their offset (the contract's rule); one
 * without a zone is read as UTC, as the spec's "…OnUtc" fields mean it, never as the browser's local
 * time (which would move it by the reader's offset: one order showing two clocks).
 */
export function parseInstant(value: string): Date | null {
  const text = value.trim();
  const date = new Date(ZONELESS_DATE_TIME.test(text) ? `${text.replace(' ', 'T')}Z` : text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment in the reader's zone, or in `timeZone` where a clock of its own matters (a job's schedule). */
export function formatDateTime(value: string | null | undefined, locale: string, timeZone?: string): string {
  if (!value) return '—';
  const date = parseInstant(value);
  if (!date) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', ...(timeZone && { timeZone }) }).format(date);
}

const MONTH_STYLES: Record<'long' | 'medium' | 'short', Intl.DateTimeFormatOptions> = {
  long: { month: 'long', year: 'numeric', timeZone: 'UTC' },
  medium: { month: 'short', year: 'numeric', timeZone: 'UTC' },
  short: { month: 'short', year: '2-digit', timeZone: 'UTC' },
};

/**
 * A calendar month ("2026-05") as the language names it: "Mayıs 2026", "Mai 2026"; `medium`: "Okt. 2026";
 * `short` (a chart's axis): "Dez. 26". Anything else is shown as it came.
 */
export function formatMonth(value: string, locale: string, style: 'long' | 'medium' | 'short' = 'long'): string {
  const time = Date.parse(`${value.slice(0, 7)}-01T00:00:00Z`);
  if (!/^\d{4}-\d{2}/.test(value) || Number.isNaN(time)) return value;
  return new Intl.DateTimeFormat(locale, MONTH_STYLES[style]).format(new Date(time));
}

/** Every month ("YYYY-MM") from the one of `start` to the one of `end` (calendar days or months), both included. */
export function monthsBetween(start: string, end: string): string[] {
  const from = /^(\d{4})-(\d{2})/.exec(start);
  const to = /^(\d{4})-(\d{2})/.exec(end);
  if (!from || !to) return [];
  const months: string[] = [];
  let year = Number(from[1]);
  let month = Number(from[2]);
  const last = Number(to[1]) * 12 + Number(to[2]);
  while (year * 12 + month <= last && months.length < 1200) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}
