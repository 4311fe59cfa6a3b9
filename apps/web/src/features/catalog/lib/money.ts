/**
 * Prices arrive as decimal strings with two decimals ("1234.50"; contract Decimal2Schema). Arithmetic
 * happens on integer minor units (cents) as BigInt, and formatting hands Intl.NumberFormat the integer
 * part as a BigInt with the cents put back as digits: no float ever touches an amount.
 */

const DECIMAL = /^([+-])?(\d+)(?:\.(\d{1,2}))?$/;

/** "1234.5" -> 123450n; a number (an input's value) goes through its decimal text; unreadable -> null. */
export function toCents(value: string | number | null | undefined): bigint | null {
  if (value === null || value === undefined || value === '') return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const cents = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/** 123450n -> "1234.50". */
export function centsToDecimal(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${(abs / 100n).toString()}.${fraction}`;
}

function numberFormat(locale: string, currency: string | null): Intl.NumberFormat {
  const base = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  if (currency) {
    try {
      return new Intl.NumberFormat(locale, { ...base, style: 'currency', currency });
    } catch {
      // not an ISO 4217 code: a plain number with the code appended
    }
  }
  return new Intl.NumberFormat(locale, base);
}

/** Formats cents in the locale and currency: 123456789n EUR in de -> "1.234.567,89 €". */
export function formatCents(cents: bigint, locale: string, currency: string | null): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const integer = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  const fmt = numberFormat(locale, currency);
  // -0.50 has a zero integer part: format -1 for the sign's place, then put the zero back
  const parts = fmt.formatToParts(negative ? (integer === 0n ? -1n : -integer) : integer);
  const text = parts
    .map((part) => {
      if (part.type === 'fraction') return fraction;
      if (part.type === 'integer' && integer === 0n) return '0';
      return part.value;
    })
    .join('');
  return currency && !parts.some((p) => p.type === 'currency') ? `${text} ${currency}` : text;
}
