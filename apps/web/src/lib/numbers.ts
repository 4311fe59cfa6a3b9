/**
 * Numbers that are not money, in the interface language (Intl.NumberFormat with i18n.language): counts,
 * quantities, percentages. Money has its own exact formatting in money.ts. Missing values read "—"; an
 * unreadable one is shown as it came. Rates and quantities are shown, never added up, here, so reading a
 * decimal string as a number is exact enough (two decimals at most are written).
 */

/** One formatter per locale and option set: building Intl.NumberFormat is not free and tables call this per cell. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

function toNumber(value: number | string): number | null {
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A count or a plain number with the locale's grouping and decimal mark: 1500 -> "1.500" (tr, de), "1,500" (en). */
export function formatNumber(value: number | string | null | undefined, locale: string, maximumFractionDigits = 2): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = toNumber(value);
  return n === null ? String(value) : formatter(locale, { maximumFractionDigits }).format(n);
}

/**
 * A rate given in per cent (3, "3.00", "3.50") as the locale writes it, without needless zeros:
 * "%3" / "%3,5" in Turkish, "3 %" / "3,5 %" in German, "3%" / "3.5%" in English.
 */
export function formatPercent(value: number | string | null | undefined, locale: string): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = toNumber(value);
  // the unit style takes the number as it is (the percent style would multiply by 100)
  return n === null ? String(value) : formatter(locale, { style: 'unit', unit: 'percent', maximumFractionDigits: 2 }).format(n);
}

/**
 * A quantity with its unit code ("ADET", "PCS", "L"): "1.500 ADET". A no-break space keeps the number and
 * its unit on one line in a narrow table cell.
 */
export function formatQuantity(quantity: number | string | null | undefined, unit: string | null | undefined, locale: string): string {
  const number = formatNumber(quantity, locale);
  const code = unit?.trim();
  return code && number !== '—' ? `${number}\u00a0${code}` : number;
}

/**
 * What a number field should use in the interface language (Intl, never a hard-coded "." or "%"): its
 * separators, and where the percent sign goes (tr "%12,5", de "12,5 %", en "12.5%").
 */
export function numberSymbols(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

export function percentAffixes(locale: string): { prefix: string; suffix: string } {
  const parts = new Intl.NumberFormat(locale, { style: 'percent' }).formatToParts(0.5);
  const first = parts.findIndex((p) => p.type === 'integer');
  const last = parts.findLastIndex((p) => p.type === 'integer' || p.type === 'decimal' || p.type === 'fraction');
  const join = (ps: Intl.NumberFormatPart[]) => ps.map((p) => p.value).join('');
  return { prefix: join(parts.slice(0, first)), suffix: join(parts.slice(last + 1)) };
}
