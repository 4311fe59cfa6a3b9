/**
 * Money arrives as decimal strings with two decimals ("1234.50"). Formatting never makes them floats:
 * the integer part goes to Intl.NumberFormat as a BigInt and the fraction digits are put back as written.
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

/** "1234.5" EUR in de -> "1.234,50 €"; null -> "—"; an unreadable value is returned as it came. */
export function formatMoney(value: string | null | undefined, locale: string, currency: string | null = null): string {
  if (value === null || value === undefined || value === '') return '—';
  const match = DECIMAL.exec(value.trim());
  if (!match) return value;
  const integerDigits = (match[2] ?? '0').replace(/^0+(?=\d)/, '');
  const fraction = (match[3] ?? '').padEnd(2, '0');
  const isZero = /^0*$/.test(integerDigits) && /^0*$/.test(fraction);
  const negative = match[1] === '-' && !isZero;
  const integer = BigInt(integerDigits);
  const fmt = numberFormat(locale, currency, fraction.length);
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

/** A rate ("10.00") as a percentage in the locale: "%10" in tr, "10 %" in de, "10%" in en. */
export function formatRate(value: string, locale: string): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(n / 100);
}
