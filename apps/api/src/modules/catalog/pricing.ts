import { type Culture, STOCK_TEXT_CAP, STOCK_TEXT_FEW_MAX, STOCK_TEXTS } from '@dealerport/contract';
import { applyDiscounts, combinedRate, type Decimal, decimal, format, mul, round, surchargeFactor } from '../../lib/money';

/**
 * A customer's prices for one product (design.md §4 prices). The rounding rule, so that a cart built
 * from these figures reconciles to the cent:
 * - salePrice: the list price rounded to 2 decimals (list prices carry up to 4).
 * - discountedPrice: the exact list price times Π(1 - r_i) over the customer's cascading discounts,
 *   rounded once, at the end, to 2 decimals (half away from zero).
 * - ...WithVat: the 2-decimal net price shown times (1 + vat), rounded to 2 decimals, so net + VAT
 *   always adds up to what the dealer sees.
 * - discountRate: 1 - Π(1 - r_i) in percent, rounded to 2 decimals for display only.
 */
export interface ProductPrices {
  salePrice: string;
  salePriceWithVat: string;
  discountRate: string;
  discountedPrice: string;
  discountedPriceWithVat: string;
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

export function priceFor(listPrice: string, vatRate: string, discountRates: readonly Decimal[]): ProductPrices {
  const list = decimal(listPrice);
  const vat = surchargeFactor(decimal(vatRate));
  const sale = round(list, 2);
  const discounted = round(applyDiscounts(list, discountRates), 2);
  return {
    salePrice: format(sale),
    salePriceWithVat: format(mul(sale, vat)),
    discountRate: format(combinedRate(discountRates)),
    discountedPrice: format(discounted),
    discountedPriceWithVat: format(mul(discounted, vat)),
  };
}

/** A product row as the whole-catalogue reads give it: its own price and currency, its price in the customer's list. */
export interface PricedRow {
  list_price: string;
  currency: string;
  vat_rate: string;
  /** The product's price in the customer's currency's price list, when it has one (migration 0015). */
  listed_price: string | null;
}

/**
 * The customer's prices over many products (the stock feed, the price list): the offered list price and
 * currency, and the prices when `showPrice` (null otherwise). Products share prices (a range of one brand,
 * one size): the exact arithmetic is done once per list price and VAT rate.
 */
export function pricesOfViewer(viewer: { currency: string; discountRates: readonly Decimal[] }) {
  const known = new Map<string, ProductPrices>();
  return (row: PricedRow, showPrice: boolean): { offered: { listPrice: string; currency: string }; prices: ProductPrices | null } => {
    const offered = listPriceFor(
      {
        list_price: row.list_price,
        currency: row.currency,
        prices: row.listed_price === null ? null : { [viewer.currency]: row.listed_price },
      },
      viewer.currency,
    );
    if (!showPrice) return { offered, prices: null };
    const key = `${offered.listPrice}|${row.vat_rate}`;
    let prices = known.get(key);
    if (!prices) {
      prices = priceFor(offered.listPrice, row.vat_rate, viewer.discountRates);
      known.set(key, prices);
    }
    return { offered, prices };
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
