import type { StatusType } from '@dealerport/contract';

/** An ISO date ("2026-03-31", or a timestamp) in the interface language; the calendar day as written. */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return '—';
  const time = Date.parse(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(time)) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(time));
}

/** A timestamp in the interface language and the browser's time zone. */
export function formatDateTime(value: string | null | undefined, locale: string): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

/** The colour of a status (the server's statusType). */
export const STATUS_COLORS: Record<StatusType, string> = {
  info: 'blue',
  success: 'teal',
  warning: 'yellow',
  danger: 'red',
  default: 'gray',
};
