/**
 * Money arrives as decimal strings ("1234.50", "-80.00"; contract MoneySchema). They are formatted
 * without ever becoming floats: the integer part goes to Intl.NumberFormat as a BigInt and the fraction
 * digits are put back as written.
 */
export interface Decimal {
  negative: boolean;
  /** Digits before the point, no sign, no leading zeros (except "0"). */
  integer: string;
  /** Digits after the point as written (may be empty). */
  fraction: string;
}

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

export function parseDecimal(value: string): Decimal | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const integer = (match[2] ?? '0').replace(/^0+(?=\d)/, '');
  const fraction = match[3] ?? '';
  const isZero = /^0*$/.test(integer) && /^0*$/.test(fraction);
  return { negative: match[1] === '-' && !isZero, integer, fraction };
}

/** The sign of a decimal string: 1, 0 or -1 (no arithmetic involved). */
export function decimalSign(value: string): -1 | 0 | 1 {
  const d = parseDecimal(value);
  if (!d || (/^0*$/.test(d.integer) && /^0*$/.test(d.fraction))) return 0;
  return d.negative ? -1 : 1;
}

/** The same decimal string without its sign. */
export function absDecimal(value: string): string {
  return value.trim().replace(/^[+-]/, '');
}

function numberFormat(locale: string, currency: string | null, digits: number): Intl.NumberFormat {
  const base = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  if (currency) {
    try {
      return new Intl.NumberFormat(locale, { ...base, style: 'currency', currency });
    } catch {
      // not an ISO 4217 code: a plain number, the code is appended by the caller
    }
  }
  return new Intl.NumberFormat(locale, base);
}

/**
 * Formats a decimal string in the locale (and currency when given), exactly: "1234567.89" EUR in de
 * gives "1.234.567,89 €". An unreadable value is returned as it came.
 */
export function formatDecimal(value: string, locale: string, currency: string | null = null): string {
  const d = parseDecimal(value);
  if (!d) return value;
  const fmt = numberFormat(locale, currency, d.fraction.length);
  const integer = BigInt(d.integer);
  // -0.50 has a zero integer part: format -1 for the sign's place, then put the zero back
  const parts = fmt.formatToParts(d.negative ? (integer === 0n ? -1n : -integer) : integer);
  const text = parts
    .map((part) => {
      if (part.type === 'fraction') return d.fraction;
      if (part.type === 'integer' && integer === 0n) return '0';
      return part.value;
    })
    .join('');
  const isCurrencyFormat = parts.some((p) => p.type === 'currency');
  return currency && !isCurrencyFormat ? `${text} ${currency}` : text;
}

/** A decimal string in the locale's plain notation without grouping (for spreadsheets): "1234,50" in de. */
export function plainDecimal(value: string, locale: string): string {
  const d = parseDecimal(value);
  if (!d) return value;
  const separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return `${d.negative ? '-' : ''}${d.integer}${d.fraction ? `${separator}${d.fraction}` : ''}`;
}

/** For drawing only (chart positions): never used to add amounts up. */
export function decimalToNumber(value: string): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}
