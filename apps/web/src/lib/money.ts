/**
 * Money arrives as decimal strings with two decimals ("1234.50", "-80.00"; contract MoneySchema and the
 * catalogue's Decimal2Schema). No float ever touches an amount: formatting hands Intl.NumberFormat the
 * integer part as a BigInt and puts the fraction digits back as written, and arithmetic (the catalogue's
 * special prices) happens on integer minor units (cents) as BigInt.
 */
export interface Decimal {
  negative: boolean;
  /** Digits before the point, no sign, no leading zeros (except "0"). */
  integer: string;
  /** Digits after the point as written (may be empty). */
  fraction: string;
}

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;
const ZEROS = /^0*$/;

/** "-0080.50" -> { negative: true, integer: "80", fraction: "50" }; a zero is never negative; unreadable -> null. */
export function parseDecimal(value: string): Decimal | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const integer = (match[2] ?? '0').replace(/^0+(?=\d)/, '');
  const fraction = match[3] ?? '';
  const isZero = ZEROS.test(integer) && ZEROS.test(fraction);
  return { negative: match[1] === '-' && !isZero, integer, fraction };
}

/** The sign of a decimal string: 1, 0 or -1 (no arithmetic involved). */
export function decimalSign(value: string): -1 | 0 | 1 {
  const d = parseDecimal(value);
  if (!d || (ZEROS.test(d.integer) && ZEROS.test(d.fraction))) return 0;
  return d.negative ? -1 : 1;
}

/** The same decimal string without its sign. */
export function absDecimal(value: string): string {
  return value.trim().replace(/^[+-]/, '');
}

/** "1234.5" -> 123450n; a number (an input's value) goes through its decimal text; unreadable or more than two decimals -> null. */
export function toCents(value: string | number | null | undefined): bigint | null {
  if (value === null || value === undefined || value === '') return null;
  const d = parseDecimal(typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : value);
  if (!d || d.fraction.length > 2) return null;
  const cents = BigInt(d.integer) * 100n + BigInt(d.fraction.padEnd(2, '0'));
  return d.negative ? -cents : cents;
}

/** 123450n -> "1234.50". */
export function centsToDecimal(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${(abs / 100n).toString()}.${fraction}`;
}

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

/**
 * A decimal string in the locale (and currency when given), exactly and with at least two decimals:
 * "1234567.89" EUR in de -> "1.234.567,89 €", "12.5" -> "12.50". A currency that is not an ISO 4217 code
 * is written after the number ("5.00 X1"). null or empty -> "—"; an unreadable value is returned as it came.
 */
export function formatMoney(value: string | null | undefined, locale: string, currency: string | null = null): string {
  if (value === null || value === undefined || value === '') return '—';
  const d = parseDecimal(value);
  if (!d) return value;
  const fraction = d.fraction.padEnd(2, '0');
  const integer = BigInt(d.integer);
  // -0.50 has a zero integer part: format -1 for the sign's place, then put the zero back
  const parts = numberFormat(locale, currency, fraction.length).formatToParts(d.negative ? (integer === 0n ? -1n : -integer) : integer);
  const text = parts
    .map((part) => {
      if (part.type === 'fraction') return fraction;
      if (part.type === 'integer' && integer === 0n) return '0';
      return part.value;
    })
    .join('');
  return currency && !parts.some((p) => p.type === 'currency') ? `${text} ${currency}` : text;
}

/** Cents in the locale and currency: 123456789n EUR in de -> "1.234.567,89 €". */
export function formatCents(cents: bigint, locale: string, currency: string | null): string {
  return formatMoney(centsToDecimal(cents), locale, currency);
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

/**
 * A chart axis's tick in short form: 1234567 TRY in tr -> "₺1,2 Mn", in de "1,2 Mio. ₺". For drawing only (the
 * tick is a position the chart chose, never an amount added up); the exact amounts stand in the tables.
 */
export function formatAxisMoney(value: number, locale: string, currency: string | null): string {
  const compact = { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 } as const;
  if (currency) {
    try {
      return new Intl.NumberFormat(locale, { ...compact, style: 'currency', currency }).format(value);
    } catch {
      // not an ISO 4217 code: the number alone
    }
  }
  return new Intl.NumberFormat(locale, compact).format(value);
}
