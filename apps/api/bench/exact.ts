// Exact decimal arithmetic for the benches' checks, written apart from the portal's lib/money so that a
// mistake there shows up as a mismatch here instead of being repeated. value = units / 10^scale.

export interface Exact {
  units: bigint;
  scale: number;
}

const pow10 = (n: number) => 10n ** BigInt(n);

export function exact(text: string | number): Exact {
  const s = String(text).trim();
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(s);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new Error(`not a decimal: ${JSON.stringify(text)}`);
  const fraction = m[3] ?? '';
  const units = BigInt(`${m[2] || '0'}${fraction}`);
  return { units: m[1] === '-' ? -units : units, scale: fraction.length };
}

function aligned(a: Exact, b: Exact): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
}

export const add = (a: Exact, b: Exact): Exact => {
  const [x, y, scale] = aligned(a, b);
  return { units: x + y, scale };
};
export const sub = (a: Exact, b: Exact): Exact => {
  const [x, y, scale] = aligned(a, b);
  return { units: x - y, scale };
};
export const mul = (a: Exact, b: Exact): Exact => ({ units: a.units * b.units, scale: a.scale + b.scale });
/** a / 100, exact. */
export const percentOf = (a: Exact): Exact => ({ units: a.units, scale: a.scale + 2 });

/** Rounded to `scale` decimals, half away from zero (as PostgreSQL's round(numeric) and the spec's prices). */
export function roundTo(a: Exact, scale: number): Exact {
  if (a.scale <= scale) return { units: a.units * pow10(scale - a.scale), scale };
  const d = pow10(a.scale - scale);
  const negative = a.units < 0n;
  const abs = negative ? -a.units : a.units;
  const q = abs / d + ((abs % d) * 2n >= d ? 1n : 0n);
  return { units: negative ? -q : q, scale };
}

/** With exactly `scale` decimals (rounded half away from zero): "1234.50". */
export function fmt(a: Exact, scale = 2): string {
  const r = roundTo(a, scale);
  const negative = r.units < 0n;
  const digits = (negative ? -r.units : r.units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${digits.slice(digits.length - scale)}` : ''}`;
}

/** Whether two decimal texts are the same number ("12.50" and "12.5000"). */
export function sameAmount(a: string | number | null | undefined, b: string | number | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return a === b;
  const [x, y] = aligned(exact(a), exact(b));
  return x === y;
}

const ONE: Exact = { units: 1n, scale: 0 };
const HUNDRED: Exact = { units: 100n, scale: 0 };

/** Π(1 - r/100) over cascading discount rates (percent), exact. */
export function remainingFactor(rates: readonly (string | number)[]): Exact {
  return rates.reduce<Exact>((f, r) => mul(f, sub(ONE, percentOf(exact(r)))), ONE);
}

/**
 * A customer's prices of one product, from design.md §4 and the contract's field notes: the list price
 * rounded to cents; the discounted price is the exact list price times Π(1 - r) rounded once; the
 * prices with VAT are the shown net prices times (1 + VAT) rounded; the rate is 1 - Π(1 - r) in percent.
 */
export function expectedPrices(
  listPrice: string,
  vatRate: string,
  rates: readonly string[],
  rules: { start: string; before: string | null } = { start: listPrice, before: null },
) {
  const list = exact(listPrice);
  const vat = add(ONE, percentOf(exact(vatRate)));
  const factor = remainingFactor(rates);
  const sale = roundTo(list, 2);
  const start = exact(rules.start);
  const discounted = roundTo(mul(start, factor), 2);
  const ruled = !sameAmount(rules.start, listPrice) || rules.before !== null;
  // what the customer gets off the list price: its combined rate, or 1 - discounted / list where a rule moved the start
  const rate = !ruled
    ? sub(HUNDRED, mul(HUNDRED, factor))
    : list.units === 0n
      ? exact('0')
      : quotient(mul(sub(list, mul(start, factor)), HUNDRED), list, 2);
  const before = rules.before === null ? null : roundTo(mul(exact(rules.before), factor), 2);
  return {
    salePrice: fmt(sale),
    salePriceWithVat: fmt(mul(sale, vat)),
    discountRate: fmt(rate),
    discountedPrice: fmt(discounted),
    discountedPriceWithVat: fmt(mul(discounted, vat)),
    priceBeforeCampaign: before === null ? null : fmt(before),
  };
}

/** a / b to `scale` decimals, half away from zero (b > 0). */
function quotient(a: Exact, b: Exact, scale: number): Exact {
  const [x, y] = aligned(a, b);
  const n = (x < 0n ? -x : x) * pow10(scale);
  const q = n / y + ((n % y) * 2n >= y ? 1n : 0n);
  return { units: x < 0n ? -q : q, scale };
}

/**
 * An order line's amounts from its unit prices (the rule apps/api/src/modules/catalog/pricing.ts documents):
 * gross = sale price x qty, net = discounted price x qty, discount = gross - net, expense = round(expense
 * cost x qty, 2), tax = round((net + expense) x VAT, 2), total = net + expense + tax.
 */
export function expectedLineAmounts(line: {
  quantity: number;
  salePrice: string;
  discountedPrice: string;
  expenseCost: string;
  vatRate: string;
}) {
  const qty = exact(line.quantity);
  const gross = mul(exact(line.salePrice), qty);
  const net = mul(exact(line.discountedPrice), qty);
  const expense = roundTo(mul(exact(line.expenseCost), qty), 2);
  const tax = roundTo(mul(add(net, expense), percentOf(exact(line.vatRate))), 2);
  return {
    gross: fmt(gross),
    discount: fmt(sub(gross, net)),
    net: fmt(net),
    expense: fmt(expense),
    tax: fmt(tax),
    total: fmt(add(add(net, expense), tax)),
  };
}

/** Σ of decimal texts, exact, as a 2-decimal text. */
export function sumAmounts(values: readonly string[]): string {
  return fmt(values.reduce<Exact>((s, v) => add(s, exact(v)), { units: 0n, scale: 0 }));
}
