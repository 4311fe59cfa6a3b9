/**
 * Exact decimal arithmetic for money (design.md §1: never binary floats for amounts). A value is a
 * bigint of units at a decimal scale: { units: 12345n, scale: 2 } is 123.45. Products, rates and
 * totals enter and leave as decimal strings ("1234.5000", "10.00").
 */
export interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

export function decimal(text: string | number): Decimal {
  const s = typeof text === 'number' ? String(text) : text.trim();
  const m = DECIMAL.exec(s);
  if (!m) throw new Error(`Not a decimal: ${s}`);
  const fraction = m[3] ?? '';
  const units = BigInt(`${m[2]}${fraction}`);
  return { units: m[1] ? -units : units, scale: fraction.length };
}

const pow10 = (n: number) => 10n ** BigInt(n);

function align(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
}

export const add = (a: Decimal, b: Decimal): Decimal => {
  const [x, y, scale] = align(a, b);
  return { units: x + y, scale };
};
export const sub = (a: Decimal, b: Decimal): Decimal => {
  const [x, y, scale] = align(a, b);
  return { units: x - y, scale };
};
export const mul = (a: Decimal, b: Decimal): Decimal => ({ units: a.units * b.units, scale: a.scale + b.scale });

/** Rounds half away from zero ("commercial" rounding, as on invoices) to `scale` decimals. */
export function round(a: Decimal, scale: number): Decimal {
  if (a.scale <= scale) return { units: a.units * pow10(scale - a.scale), scale };
  const divisor = pow10(a.scale - scale);
  const negative = a.units < 0n;
  const abs = negative ? -a.units : a.units;
  let q = abs / divisor;
  if ((abs % divisor) * 2n >= divisor) q += 1n;
  return { units: negative ? -q : q, scale };
}

/** The decimal string with exactly `scale` decimals (rounded half away from zero). */
export function format(a: Decimal, scale = 2): string {
  const r = round(a, scale);
  const negative = r.units < 0n;
  const digits = (negative ? -r.units : r.units).toString().padStart(scale + 1, '0');
  const whole = scale === 0 ? digits : digits.slice(0, -scale);
  const fraction = scale === 0 ? '' : `.${digits.slice(-scale)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

const HUNDRED = decimal('100');
/** The factor that takes `percent` off: 10 -> 0.90. */
const discountFactor = (percent: Decimal): Decimal => {
  const f = sub(HUNDRED, percent);
  return { units: f.units, scale: f.scale + 2 };
};
/** The factor that adds `percent`: 20 -> 1.20. */
export const surchargeFactor = (percent: Decimal): Decimal => {
  const f = add(HUNDRED, percent);
  return { units: f.units, scale: f.scale + 2 };
};

/** `amount` after each discount in turn, exact (no rounding in between). */
export function applyDiscounts(amount: Decimal, percents: readonly Decimal[]): Decimal {
  return percents.reduce((acc, p) => mul(acc, discountFactor(p)), amount);
}

/** The one rate equal to cascading `percents`: 1 - Π(1 - r_i), in percent, exact. */
export function combinedRate(percents: readonly Decimal[]): Decimal {
  const remaining = applyDiscounts(HUNDRED, percents);
  return sub(HUNDRED, remaining);
}

/** -1, 0 or 1 as `a` is below, equal to or above `b` (exact). */
export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const [x, y] = align(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** `a / b` rounded half away from zero to `scale` decimals (b not zero). */
export function div(a: Decimal, b: Decimal, scale: number): Decimal {
  const [x, y] = align(a, b);
  const negative = x < 0n !== y < 0n;
  const num = (x < 0n ? -x : x) * pow10(scale);
  const den = y < 0n ? -y : y;
  let q = num / den;
  if ((num % den) * 2n >= den) q += 1n;
  return { units: negative ? -q : q, scale };
}
