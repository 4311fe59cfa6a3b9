import type { StatusType } from '@dealerport/contract';

/**
 * Money arrives as decimal strings with two decimals ("1234.50"); it is formatted without becoming a
 * float: the integer part goes to Intl.NumberFormat as a BigInt and the fraction digits are put back.
 */
const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

function numberFormat(locale: string, currency: string | null, digits: number): Intl.NumberFormat {
  const base = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  if (currency) {
    try {
      return new Intl.NumberFormat(locale, { ...base, style: 'currency', currency });
    } catch {
      // not an ISO 4217 code: a plain number with the code appended
    }
  }
  return new Intl.NumberFormat(locale, base);
}

export function formatMoney(value: string | null | undefined, locale: string, currency: string | null = null): string {
  if (value === null || value === undefined || value === '') return '—';
  const match = DECIMAL.exec(value.trim());
  if (!match) return value;
  const integerDigits = (match[2] ?? '0').replace(/^0+(?=\d)/, '');
  const fraction = (match[3] ?? '').padEnd(2, '0');
  const negative = match[1] === '-' && !(/^0*$/.test(integerDigits) && /^0*$/.test(fraction));
  const integer = BigInt(integerDigits);
  const parts = numberFormat(locale, currency, fraction.length).formatToParts(negative ? (integer === 0n ? -1n : -integer) : integer);
  const text = parts
    .map((part) => {
      if (part.type === 'fraction') return fraction;
      if (part.type === 'integer' && integer === 0n) return '0';
      return part.value;
    })
    .join('');
  return currency && !parts.some((p) => p.type === 'currency') ? `${text} ${currency}` : text;
}

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
