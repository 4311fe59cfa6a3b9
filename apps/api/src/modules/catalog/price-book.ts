import type { Culture } from '@dealerport/contract';
import { tableCache } from '../../db/change-signal';
import type { Db } from '../../db/executor';
import { decimal } from '../../lib/money';
import { type Subscriber, TABLES_CHANNEL } from '../../platform/jobs/listener';
import { distributorDay } from '../settings';
import { loadCategoryIndex, withAncestors } from './categories.service';
import { loadPriceBookRows } from './price-book.repository';
import {
  type BookList,
  NO_RULES,
  type PriceBook,
  type PriceBreak,
  type PriceRules,
  type PriceStart,
  priceStart,
  rulesFor,
} from './price-rules';
import { startAtList } from './pricing';
import type { CatalogueViewer } from './visibility';

/**
 * The price lists and campaigns in memory (a db/change-signal.ts tableCache): this process's writes drop
 * them at once, another process's through pricingSubscriber (migration 0056's triggers notify
 * `dealerport_tables`). Each load has its own stamp, and the rules of a customer name it, so prices
 * remembered under an older book are never used again.
 */
const PRICE_TABLES = ['price_lists', 'price_list_items', 'price_list_assignments', 'campaigns'];
const cache = tableCache<PriceBook>(PRICE_TABLES);
let stamps = 0;

async function readBook(db: Db): Promise<PriceBook> {
  const rows = await loadPriceBookRows(db);
  const items = new Map<number, Map<number, PriceBreak[]>>();
  for (const r of rows.items) {
    let byProduct = items.get(r.price_list_id);
    if (!byProduct) {
      byProduct = new Map();
      items.set(r.price_list_id, byProduct);
    }
    let breaks = byProduct.get(r.product_id);
    if (!breaks) {
      breaks = [];
      byProduct.set(r.product_id, breaks);
    }
    breaks.push({ minQuantity: r.min_quantity, price: decimal(r.price), text: r.price });
  }
  const lists: BookList[] = rows.lists.map((l) => ({
    id: l.id,
    code: l.code,
    name: l.name,
    currency: l.currency,
    validFrom: l.valid_from,
    validTo: l.valid_to,
    items: items.get(l.id) ?? new Map(),
  }));
  const byCustomer = new Map<string, number[]>();
  const byGroup = new Map<string, number[]>();
  const forEveryone: number[] = [];
  for (const a of rows.assignments) {
    if (a.customer_id !== null) byCustomer.set(a.customer_id, [...(byCustomer.get(a.customer_id) ?? []), a.price_list_id]);
    else if (a.price_group !== null) {
      const group = a.price_group.trim().toUpperCase();
      byGroup.set(group, [...(byGroup.get(group) ?? []), a.price_list_id]);
    } else forEveryone.push(a.price_list_id);
  }
  return {
    stamp: ++stamps,
    lists,
    byCustomer,
    byGroup,
    forEveryone,
    campaigns: rows.campaigns.map((c) => ({
      id: c.id,
      code: c.code,
      names: c.names as Partial<Record<Culture, string>>,
      startsOn: c.starts_on,
      endsOn: c.ends_on,
      kind: c.kind,
      value: decimal(c.value),
      valueText: c.value,
      currency: c.currency,
      customerIds: new Set(c.customer_ids),
      priceGroups: new Set(c.price_groups.map((g) => g.trim().toUpperCase())),
      productIds: new Set(c.product_ids),
      categoryIds: new Set(c.category_ids),
    })),
  };
}

export function loadPriceBook(db: Db): Promise<PriceBook> {
  return cache.get(db, () => readBook(db));
}

const emptyRules = new Map<string, PriceRules>();
const noRules = (currency: string): PriceRules => {
  let rules = emptyRules.get(currency);
  if (!rules) {
    rules = { ...NO_RULES, currency };
    emptyRules.set(currency, rules);
  }
  return rules;
};

/** Rules per book, by customer, group and day (customers share a book; the day changes at midnight). */
const rulesByBook = new WeakMap<PriceBook, Map<string, PriceRules>>();

/** The price rules of the viewer's customer today (the distributor's day). */
export async function loadPriceRules(db: Db, viewer: Pick<CatalogueViewer, 'customerId' | 'priceGroup' | 'currency'>): Promise<PriceRules> {
  const book = await loadPriceBook(db);
  // no list and no campaign (a portal that does not use them): the list price for everyone, no day needed
  if (book.lists.length === 0 && book.campaigns.length === 0) return noRules(viewer.currency);
  const day = await distributorDay(db);
  let memo = rulesByBook.get(book);
  if (!memo) {
    memo = new Map();
    rulesByBook.set(book, memo);
  }
  const key = `${viewer.customerId}|${viewer.priceGroup ?? ''}|${viewer.currency}|${day}`;
  let rules = memo.get(key);
  if (!rules) {
    if (memo.size >= 20_000) memo.clear();
    rules = rulesFor(book, { customerId: viewer.customerId, priceGroup: viewer.priceGroup, currency: viewer.currency }, day);
    // customers with the same rules share one object (and what is derived from it: price-rules.ts touches)
    const sharedKey = `rules|${rules.currency}|${rules.key}`;
    const shared = memo.get(sharedKey);
    if (shared) rules = shared;
    else memo.set(sharedKey, rules);
    memo.set(key, rules);
  }
  return rules;
}

/** What app.ts subscribes to the database's notifications: off while this process can't hear them. */
export function pricingSubscriber(db: Db): Subscriber {
  return cache.subscriber(db, TABLES_CHANNEL);
}

/** Prices one customer's products at a quantity (the cart's lines, the quick order's): where each price starts. */
export interface Pricer {
  rules: PriceRules;
  startOf(product: { productId: number; categoryId: number; listPrice: string; currency: string }, quantity: number): PriceStart;
}

export async function loadPricer(db: Db, viewer: Pick<CatalogueViewer, 'customerId' | 'priceGroup' | 'currency'>): Promise<Pricer> {
  const rules = await loadPriceRules(db, viewer);
  // without rules every price starts at the list price: no category tree needed (nor its read after a change)
  if (rules.key === '') return { rules, startOf: (p) => startAtList(p.listPrice) };
  const categories = await loadCategoryIndex(db);
  return {
    rules,
    startOf: (p, quantity) =>
      priceStart(
        rules,
        { productId: p.productId, categoryIds: withAncestors(categories, p.categoryId), listPrice: p.listPrice, currency: p.currency },
        quantity,
      ),
  };
}
