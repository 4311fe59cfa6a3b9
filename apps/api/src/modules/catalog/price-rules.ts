import type { Culture } from '@dealerport/contract';
import { applyDiscounts, compare, type Decimal, decimal } from '../../lib/money';

/**
 * Which price a customer pays before its discounts (ADR 0065), in one place. For a product the customer
 * buys in currency C (its list price: pricing.ts listPriceFor), at a quantity, on the distributor's day:
 * 1. The price lists that apply, most specific first: the customer's own, then its price group's, then
 *    those for everyone; only lists in C, active and valid on the day. Within a level the list that
 *    started last comes first. The first list with a price for the product at the quantity gives it: its
 *    row with the largest `from` quantity not above the quantity (a quantity break). No list: the list price.
 * 2. A campaign running on the day for the customer (or its group, or everyone) and the product (or one of
 *    its categories, or every product) lowers that price: a percentage off it, or a fixed net price in C.
 *    Of several, the lowest price wins; a campaign never raises a price.
 * The result, exact (not rounded), is where the customer's cascading discounts start (pricing.ts).
 */

/** A quantity break: the price from `minQuantity` pieces on. */
export interface PriceBreak {
  minQuantity: number;
  price: Decimal;
  /** The price as stored ("12.5000"), for explanations. */
  text: string;
}

export interface BookList {
  id: number;
  code: string;
  name: string;
  currency: string;
  validFrom: string | null;
  validTo: string | null;
  /** Product id -> its breaks, by `minQuantity` ascending. */
  items: ReadonlyMap<number, readonly PriceBreak[]>;
}

export interface BookCampaign {
  id: number;
  code: string;
  names: Partial<Record<Culture, string>>;
  startsOn: string;
  endsOn: string;
  kind: 'percent' | 'fixedPrice';
  value: Decimal;
  valueText: string;
  currency: string | null;
  customerIds: ReadonlySet<string>;
  /** Upper-cased. */
  priceGroups: ReadonlySet<string>;
  productIds: ReadonlySet<number>;
  categoryIds: ReadonlySet<number>;
}

/** Every price list and campaign that is switched on, as one process holds them (price-book.ts). */
export interface PriceBook {
  /** Distinguishes one load from the next (a cache key of remembered prices). */
  stamp: number;
  lists: readonly BookList[];
  /** List ids per customer id, per upper-cased price group, and for everyone. */
  byCustomer: ReadonlyMap<string, readonly number[]>;
  byGroup: ReadonlyMap<string, readonly number[]>;
  forEveryone: readonly number[];
  campaigns: readonly BookCampaign[];
}

export type ListLevel = 'customer' | 'group' | 'everyone';

/** The rules that apply to one customer on one day. */
export interface PriceRules {
  /** Empty when nothing applies (every price is the list price); else names the lists and campaigns. */
  key: string;
  currency: string;
  levels: ReadonlyArray<{ level: ListLevel; lists: readonly BookList[] }>;
  campaigns: readonly BookCampaign[];
}

export interface PriceCustomer {
  customerId: string;
  priceGroup: string | null;
  currency: string;
}

const validOn = (from: string | null, to: string | null, day: string) => (from === null || from <= day) && (to === null || day <= to);

/** The lists and campaigns of a customer on a day (the book's lists in its currency, valid that day). */
export function rulesFor(book: PriceBook, customer: PriceCustomer, day: string): PriceRules {
  const byId = new Map(book.lists.map((l) => [l.id, l] as const));
  const group = customer.priceGroup?.trim().toUpperCase() || null;
  const pick = (ids: readonly number[] | undefined) =>
    (ids ?? [])
      .map((id) => byId.get(id))
      .filter((l): l is BookList => l !== undefined && l.currency === customer.currency && validOn(l.validFrom, l.validTo, day))
      .sort((a, b) => ((b.validFrom ?? '') < (a.validFrom ?? '') ? -1 : (b.validFrom ?? '') > (a.validFrom ?? '') ? 1 : b.id - a.id));
  const levels = (
    [
      { level: 'customer', lists: pick(book.byCustomer.get(customer.customerId)) },
      { level: 'group', lists: group ? pick(book.byGroup.get(group)) : [] },
      { level: 'everyone', lists: pick(book.forEveryone) },
    ] as const
  ).filter((l) => l.lists.length > 0);
  const campaigns = book.campaigns.filter(
    (c) =>
      validOn(c.startsOn, c.endsOn, day) &&
      (c.kind === 'percent' || c.currency === customer.currency) &&
      ((c.customerIds.size === 0 && c.priceGroups.size === 0) ||
        c.customerIds.has(customer.customerId) ||
        (group !== null && c.priceGroups.has(group))),
  );
  const key =
    levels.length === 0 && campaigns.length === 0
      ? ''
      : `${book.stamp}:${customer.currency}:${levels.map((l) => `${l.level}=${l.lists.map((x) => x.id).join('.')}`).join('/')}:${campaigns.map((c) => c.id).join('.')}`;
  return { key, currency: customer.currency, levels, campaigns };
}

/** What rules can touch: the products their lists price or their campaigns name, the campaigns' categories. */
interface Reach {
  products: Set<number>;
  categories: Set<number>;
  /** A campaign for every product. */
  everything: boolean;
  /** Category id -> whether a campaign covers it or an ancestor (filled as asked). */
  covered: Map<number, boolean>;
}
const reaches = new WeakMap<PriceRules, Reach>();

function reachOf(rules: PriceRules): Reach {
  let reach = reaches.get(rules);
  if (!reach) {
    const products = new Set<number>();
    for (const level of rules.levels) for (const l of level.lists) for (const id of l.items.keys()) products.add(id);
    const categories = new Set<number>();
    let everything = false;
    for (const c of rules.campaigns) {
      for (const id of c.productIds) products.add(id);
      for (const id of c.categoryIds) categories.add(id);
      if (c.productIds.size === 0 && c.categoryIds.size === 0) everything = true;
    }
    reach = { products, categories, everything, covered: new Map() };
    reaches.set(rules, reach);
  }
  return reach;
}

/**
 * Whether any of the rules can move this product's price (else it is the list price's, the same for every
 * customer of its currency and discounts: the catalogue shares those prices). `ancestors` gives a
 * category and those above it; asked once per category and set of rules.
 */
export function touches(rules: PriceRules, productId: number, categoryId: number, ancestors: (id: number) => readonly number[]): boolean {
  if (rules.key === '') return false;
  const reach = reachOf(rules);
  if (reach.everything || reach.products.has(productId)) return true;
  if (reach.categories.size === 0) return false;
  let covered = reach.covered.get(categoryId);
  if (covered === undefined) {
    covered = ancestors(categoryId).some((id) => reach.categories.has(id));
    reach.covered.set(categoryId, covered);
  }
  return covered;
}

export const NO_RULES: PriceRules = { key: '', currency: '', levels: [], campaigns: [] };

/** What a product's price starts from, before the customer's discounts. */
export interface PriceStart {
  /** Exact. */
  start: Decimal;
  /** The price before a campaign (the list's or the list price), exact. */
  beforeCampaign: Decimal;
  /** The list that priced it, at which break; null: the list price. */
  list: { level: ListLevel; list: BookList; minQuantity: number; price: string } | null;
  campaign: BookCampaign | null;
}

export interface PricedProduct {
  productId: number;
  /** The product's category and its ancestors. */
  categoryIds: readonly number[];
  /** The list price the customer is offered and its currency (pricing.ts listPriceFor). */
  listPrice: string;
  currency: string;
}

function breakAt(breaks: readonly PriceBreak[] | undefined, quantity: number): PriceBreak | undefined {
  if (!breaks) return undefined;
  let found: PriceBreak | undefined;
  for (const b of breaks) {
    if (b.minQuantity > quantity) break;
    found = b;
  }
  return found;
}

function campaignPrice(c: BookCampaign, before: Decimal): Decimal {
  return c.kind === 'fixedPrice' ? c.value : applyDiscounts(before, [c.value]);
}

function campaignCovers(c: BookCampaign, product: PricedProduct): boolean {
  if (c.productIds.size === 0 && c.categoryIds.size === 0) return true;
  if (c.productIds.has(product.productId)) return true;
  for (const id of product.categoryIds) if (c.categoryIds.has(id)) return true;
  return false;
}

/** Where the price of `product` at `quantity` starts for the customer of `rules`. */
export function priceStart(rules: PriceRules, product: PricedProduct, quantity: number): PriceStart {
  const list = decimal(product.listPrice);
  if (rules.key === '' || product.currency !== rules.currency) return { start: list, beforeCampaign: list, list: null, campaign: null };
  let before = list;
  let from: PriceStart['list'] = null;
  for (const level of rules.levels) {
    for (const l of level.lists) {
      const b = breakAt(l.items.get(product.productId), quantity);
      if (b) {
        before = b.price;
        from = { level: level.level, list: l, minQuantity: b.minQuantity, price: b.text };
        break;
      }
    }
    if (from) break;
  }
  let start = before;
  let campaign: BookCampaign | null = null;
  for (const c of rules.campaigns) {
    if (!campaignCovers(c, product)) continue;
    const price = campaignPrice(c, before);
    if (compare(price, start) < 0) {
      start = price;
      campaign = c;
    }
  }
  return { start, beforeCampaign: before, list: from, campaign };
}

/**
 * A product's quantity breaks for the customer: the quantities from which its price changes, with the
 * start price from each (the campaign applied), lowest quantity first; empty when it has none.
 */
export function breaksOf(
  rules: PriceRules,
  product: PricedProduct,
  minQuantity: number,
): Array<{ minQuantity: number; start: PriceStart }> {
  if (rules.key === '' || product.currency !== rules.currency) return [];
  const quantities = new Set<number>();
  for (const level of rules.levels)
    for (const l of level.lists)
      for (const b of l.items.get(product.productId) ?? []) if (b.minQuantity > minQuantity) quantities.add(b.minQuantity);
  if (quantities.size === 0) return [];
  const out = [{ minQuantity, start: priceStart(rules, product, minQuantity) }];
  for (const q of [...quantities].sort((a, b) => a - b)) {
    const start = priceStart(rules, product, q);
    if (compare(start.start, out[out.length - 1]!.start.start) !== 0) out.push({ minQuantity: q, start });
  }
  return out.length > 1 ? out : [];
}
