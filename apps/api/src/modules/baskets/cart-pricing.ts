import { add, applyDiscounts, type Decimal, decimal, format, mul, round, sub } from '../../lib/money';

/**
 * Cart arithmetic (spec 01 §3 cart summary; design.md §4 prices), pure and exact. The rounding rule,
 * so that lines, documents and the cart reconcile to the cent:
 * - salePrice: the list price rounded to 2 decimals (as the catalogue shows it).
 * - discountedPrice: the exact list price times Π(1 - r) over the customer's cascading rates and then
 *   the payment method's rate, rounded once, at the end, to 2 decimals.
 * - gross = salePrice x qty; net = discountedPrice x qty; discount = gross - net (all exact at 2 decimals).
 * - expense = round(expense cost per unit x qty, 2).
 * - vat = round((net + expense) x vat rate, 2); total = net + expense + vat.
 * The summary sums the rounded line figures, so it equals the sum of the documents made from the lines.
 */
export interface LinePriceInput {
  /** numeric(14,4) list price per unit. */
  listPrice: string;
  /** Percent, "20.00". */
  vatRate: string;
  /** Per-unit expense (recycling fee), numeric(14,4). */
  expenseCost: string;
  quantity: number;
  /** The customer's cascading discount rates, percent, in order. */
  customerRates: readonly string[];
  /** The payment method's cash discount, percent; none when null or zero. */
  paymentMethodRate: string | null;
}

export interface LinePrice {
  salePrice: string;
  discountedPrice: string;
  /** The rates applied, in order, 2 decimals ("10.00"). */
  discountRates: string[];
  gross: string;
  discount: string;
  net: string;
  expense: string;
  vat: string;
  total: string;
}

const ZERO: Decimal = { units: 0n, scale: 0 };

function appliedRates(customerRates: readonly string[], paymentMethodRate: string | null): Decimal[] {
  const rates = customerRates.map((r) => decimal(r)).filter((r) => r.units !== 0n);
  if (paymentMethodRate !== null) {
    const m = decimal(paymentMethodRate);
    if (m.units > 0n) rates.push(m);
  }
  return rates;
}

export function priceLine(input: LinePriceInput): LinePrice {
  const list = decimal(input.listPrice);
  const qty = decimal(String(input.quantity));
  const rates = appliedRates(input.customerRates, input.paymentMethodRate);
  const sale = round(list, 2);
  const discounted = round(applyDiscounts(list, rates), 2);
  const gross = mul(sale, qty);
  const net = mul(discounted, qty);
  const expense = round(mul(decimal(input.expenseCost), qty), 2);
  const taxable = add(net, expense);
  const vat = round(mul(taxable, percent(decimal(input.vatRate))), 2);
  return {
    salePrice: format(sale),
    discountedPrice: format(discounted),
    discountRates: rates.map((r) => format(r)),
    gross: format(gross),
    discount: format(sub(gross, net)),
    net: format(net),
    expense: format(expense),
    vat: format(vat),
    total: format(add(taxable, vat)),
  };
}

const percent = (p: Decimal): Decimal => ({ units: p.units, scale: p.scale + 2 });

export interface Totals {
  gross: string;
  discount: string;
  net: string;
  expense: string;
  vat: string;
  total: string;
}

/** Sums already-rounded line figures (exact). */
export function sumLines(lines: readonly Pick<LinePrice, 'gross' | 'net' | 'expense' | 'vat'>[]): Totals {
  let gross = ZERO;
  let net = ZERO;
  let expense = ZERO;
  let vat = ZERO;
  for (const l of lines) {
    gross = add(gross, decimal(l.gross));
    net = add(net, decimal(l.net));
    expense = add(expense, decimal(l.expense));
    vat = add(vat, decimal(l.vat));
  }
  return {
    gross: format(gross),
    discount: format(sub(gross, net)),
    net: format(net),
    expense: format(expense),
    vat: format(vat),
    total: format(add(add(net, expense), vat)),
  };
}
