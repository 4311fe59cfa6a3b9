import { type Culture, STOCK_TEXT_CAP, STOCK_TEXT_FEW_MAX, STOCK_TEXTS } from '@dealerport/contract';
import { localName } from '../../lib/local-name';
import { add, applyDiscounts, combinedRate, type Decimal, decimal, div, format, mul, round, sub, surchargeFactor } from '../../lib/money';
import type { PriceStart } from './price-rules';

/**
 * A customer's prices (ADR 0065: the order of the rules; ADR 0020: price lists per currency). Which price
 * the customer's discounts start from is price-rules.ts priceStart's; from there on every figure the portal
 * shows or stores (the list, the detail, the cart, the order, the stock feed, the price list) is computed
 * here, exact, and rounded once:
 * - salePrice: the list price rounded to 2 decimals (list prices carry up to 4).
 * - discountedPrice: the exact start price times Π(1 - r) over the customer's cascading discounts (and, in
 *   the cart, then the payment method's rate), rounded once, at the end, to 2 decimals (half away from zero).
 * - ...WithVat: the 2-decimal net price shown times (1 + vat), rounded to 2 decimals, so net + VAT always
 *   adds up to what the dealer sees.
 * - discountRate: what the dealer gets off the list price, in percent, 2 decimals, for display only: the
 *   customer's combined rate 1 - Π(1 - r) when the list price is where it starts, else 1 - discounted / list.
 * A cart line: gross = salePrice x qty; net = discountedPrice x qty; discount = gross - net; expense =
 * round(expense cost per unit x qty, 2); vat = round((net + expense) x vat rate, 2); total = net + expense +
 * vat. Totals sum the rounded line figures, so they equal the sum of the documents made from the lines.
 */
export interface ProductPrices {
  salePrice: string;
  salePriceWithVat: string;
  discountRate: string;
  discountedPrice: string;
  discountedPriceWithVat: string;
  /** The discounted price without the running campaign, when one lowered it. */
  priceBeforeCampaign: string | null;
  priceBeforeCampaignWithVat: string | null;
  /** The running campaign, when one lowered the price. */
  campaign: PriceStart['campaign'];
}

/**
 * The list price and currency a customer of `currency` is offered (migration 0015): the product's price
 * list in that currency where it has one, else its own price and currency.
 */
export function listPriceFor(
  row: { list_price: string; currency: string; prices: Record<string, string> | null },
  currency: string,
): { listPrice: string; currency: string } {
  const listed = currency !== row.currency ? row.prices?.[currency] : undefined;
  return listed !== undefined ? { listPrice: listed, currency } : { listPrice: row.list_price, currency: row.currency };
}

const ZERO: Decimal = { units: 0n, scale: 0 };
const HUNDRED = decimal('100');

/** Where no rule applies: the list price is where the discounts start. */
export function startAtList(listPrice: string): PriceStart {
  const list = decimal(listPrice);
  return { start: list, beforeCampaign: list, list: null, campaign: null };
}

function discountRateOf(list: Decimal, from: PriceStart, rates: readonly Decimal[], discounted: Decimal): Decimal {
  if (from.list === null && from.campaign === null) return combinedRate(rates);
  if (list.units === 0n) return ZERO;
  return div(mul(sub(list, discounted), HUNDRED), list, 2);
}

/** A product's unit prices for a customer: the list price, where they start (price-rules.ts), the customer's rates. */
export function priceFor(
  listPrice: string,
  vatRate: string,
  discountRates: readonly Decimal[],
  from: PriceStart = startAtList(listPrice),
): ProductPrices {
  const list = decimal(listPrice);
  const vat = surchargeFactor(decimal(vatRate));
  const sale = round(list, 2);
  const exact = applyDiscounts(from.start, discountRates);
  const discounted = round(exact, 2);
  const before = from.campaign ? round(applyDiscounts(from.beforeCampaign, discountRates), 2) : null;
  return {
    salePrice: format(sale),
    salePriceWithVat: format(mul(sale, vat)),
    discountRate: format(discountRateOf(list, from, discountRates, exact)),
    discountedPrice: format(discounted),
    discountedPriceWithVat: format(mul(discounted, vat)),
    priceBeforeCampaign: before ? format(before) : null,
    priceBeforeCampaignWithVat: before ? format(mul(before, vat)) : null,
    campaign: from.campaign,
  };
}

/** The running campaign's name in the reader's language, else the product's own campaign label. */
export function campaignText(prices: Pick<ProductPrices, 'campaign'> | null, label: string | null, culture: Culture): string | null {
  const c = prices?.campaign;
  return c ? localName(c.names, culture, c.code) : label;
}

/** A product row as the whole-catalogue reads give it: its own price and currency, its price in the customer's list. */
export interface PricedRow {
  list_price: string;
  currency: string;
  vat_rate: string;
  /** The product's price in the customer's currency's price list, when it has one (migration 0015). */
  listed_price: string | null;
}

/** A row of the whole-catalogue reads with what the price rules need: the product, its category, its minimum. */
export interface WholeCatalogueRow extends PricedRow {
  id: number;
  category_id: number;
  min_order_qty: number;
}

/** The list price a customer of `currency` is offered for a whole-catalogue row. */
export function offeredOf(row: PricedRow, currency: string): { listPrice: string; currency: string } {
  return listPriceFor(
    { list_price: row.list_price, currency: row.currency, prices: row.listed_price === null ? null : { [currency]: row.listed_price } },
    currency,
  );
}

/**
 * The customer's prices over many products (the stock feed, the price list): the offered list price and
 * currency, and the prices when `showPrice` (null otherwise). Products share prices (a range of one brand,
 * one size): where no rule applies to the product, the exact arithmetic is done once per list price and
 * VAT rate.
 */
export function pricesOfViewer(
  viewer: { currency: string; discountRates: readonly Decimal[] },
  pricer: {
    rules: { key: string };
    startOf(product: { productId: number; categoryId: number; listPrice: string; currency: string }, quantity: number): PriceStart;
  },
) {
  const known = new Map<string, ProductPrices>();
  return (
    row: WholeCatalogueRow,
    showPrice: boolean,
  ): { offered: { listPrice: string; currency: string }; prices: ProductPrices | null } => {
    const offered = offeredOf(row, viewer.currency);
    if (!showPrice) return { offered, prices: null };
    if (pricer.rules.key !== '') {
      const from = pricer.startOf({ productId: row.id, categoryId: row.category_id, ...offered }, Math.max(1, row.min_order_qty));
      if (from.list !== null || from.campaign !== null)
        return { offered, prices: priceFor(offered.listPrice, row.vat_rate, viewer.discountRates, from) };
    }
    const key = `${offered.listPrice}|${row.vat_rate}`;
    let prices = known.get(key);
    if (!prices) {
      prices = priceFor(offered.listPrice, row.vat_rate, viewer.discountRates);
      known.set(key, prices);
    }
    return { offered, prices };
  };
}

// ---- cart lines ----

export interface LinePriceInput {
  /** numeric(14,4) list price per unit. */
  listPrice: string;
  /** Where the discounts start (price-rules.ts priceStart); the list price when absent. */
  from?: PriceStart;
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
  /** The discounted price without the running campaign, when one lowered it. */
  priceBeforeCampaign: string | null;
  /** The rates applied, in order, 2 decimals ("10.00"). */
  discountRates: string[];
  gross: string;
  discount: string;
  net: string;
  expense: string;
  vat: string;
  total: string;
}

/** The customer's rates, then the payment method's, zeros left out. */
export function appliedRates(customerRates: readonly string[], paymentMethodRate: string | null): Decimal[] {
  const rates = customerRates.map((r) => decimal(r)).filter((r) => r.units !== 0n);
  if (paymentMethodRate !== null) {
    const m = decimal(paymentMethodRate);
    if (m.units > 0n) rates.push(m);
  }
  return rates;
}

const percent = (p: Decimal): Decimal => ({ units: p.units, scale: p.scale + 2 });

export function priceLine(input: LinePriceInput): LinePrice {
  const list = decimal(input.listPrice);
  const from = input.from ?? startAtList(input.listPrice);
  const qty = decimal(String(input.quantity));
  const rates = appliedRates(input.customerRates, input.paymentMethodRate);
  const sale = round(list, 2);
  const discounted = round(applyDiscounts(from.start, rates), 2);
  const gross = mul(sale, qty);
  const net = mul(discounted, qty);
  const expense = round(mul(decimal(input.expenseCost), qty), 2);
  const taxable = add(net, expense);
  const vat = round(mul(taxable, percent(decimal(input.vatRate))), 2);
  return {
    salePrice: format(sale),
    discountedPrice: format(discounted),
    priceBeforeCampaign: from.campaign ? format(round(applyDiscounts(from.beforeCampaign, rates), 2)) : null,
    discountRates: rates.map((r) => format(r)),
    gross: format(gross),
    discount: format(sub(gross, net)),
    net: format(net),
    expense: format(expense),
    vat: format(vat),
    total: format(add(taxable, vat)),
  };
}

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

/**
 * Stock text (spec 01 §3 stockText/quantityText): 0 "none"; 1-4 "few" with the number (a dealer
 * ordering a set of four must know whether four are there); 5-19 the number; 20 and more "20+"
 * (the exact depth of the warehouse is not the dealer's business).
 */
export function stockText(quantity: number, culture: Culture): string {
  const texts = STOCK_TEXTS[culture];
  if (quantity <= 0) return texts.none;
  if (quantity <= STOCK_TEXT_FEW_MAX) return texts.few.replace('{n}', String(quantity));
  if (quantity < STOCK_TEXT_CAP) return String(quantity);
  return `${STOCK_TEXT_CAP}+`;
}
