import type { Db } from '../../db/executor';
import { type CatalogueIndex, type PricePair, priceOrderFor, type StoredOrder } from './catalogue-index';
import { loadOfferedPrices } from './catalogue-index.repository';
import { type CategoryIndex, withAncestors } from './categories.service';
import { type PriceRules, priceStart } from './price-rules';

/**
 * The price order of a customer whose price lists or campaigns move some of its prices (ADR 0065). The
 * stored price orders follow the list prices (ADR 0020); this one re-sorts the products the customer buys
 * in its own currency by where their price starts for it (price-rules.ts priceStart, at the product's
 * minimum quantity, as the card shows it), ties by name and id; the products in other currencies keep
 * their places. The customer's discounts are the same factor on every product, so they don't change the
 * order. Built once per catalogue index and set of rules (customers of one price group share it); the
 * offered list prices are read once per index and currency.
 */
const byIndex = new WeakMap<CatalogueIndex, { orders: Map<string, Promise<PricePair>>; offered: Map<string, Promise<Offered>> }>();

interface Offered {
  /** Position -> offered list price (undefined: not in the customer's currency). */
  text: (string | undefined)[];
  minQuantity: Int32Array;
}

async function offeredOf(db: Db, index: CatalogueIndex, currency: string): Promise<Offered> {
  const rows = await loadOfferedPrices(db, currency);
  const text: (string | undefined)[] = new Array(index.size);
  const minQuantity = new Int32Array(index.size);
  for (const r of rows) {
    const pos = index.positionOf(r.id);
    if (pos < 0 || r.currency !== currency) continue;
    text[pos] = r.price;
    minQuantity[pos] = Math.max(1, r.min_order_qty);
  }
  return { text, minQuantity };
}

function sorted(
  base: StoredOrder,
  key: Float64Array,
  inGroup: (pos: number) => boolean,
  nameRank: Uint32Array,
  desc: boolean,
): StoredOrder {
  const group: number[] = [];
  for (const pos of base.order) if (inGroup(pos)) group.push(pos);
  group.sort((a, b) => (desc ? key[b]! - key[a]! : key[a]! - key[b]!) || nameRank[a]! - nameRank[b]!);
  const order = new Uint32Array(base.order.length);
  const rank = new Uint32Array(base.order.length);
  let n = 0;
  for (const pos of group) {
    order[n] = pos;
    rank[pos] = n++;
  }
  for (const pos of base.order) {
    if (inGroup(pos)) continue;
    order[n] = pos;
    rank[pos] = n++;
  }
  return { order, rank };
}

async function build(index: CatalogueIndex, rules: PriceRules, categories: CategoryIndex, offered: Promise<Offered>): Promise<PricePair> {
  const base = priceOrderFor(index, rules.currency);
  const { text, minQuantity } = await offered;
  const key = new Float64Array(index.size);
  for (let pos = 0; pos < index.size; pos++) {
    const listPrice = text[pos];
    if (listPrice === undefined) continue;
    const from = priceStart(
      rules,
      { productId: index.ids[pos]!, categoryIds: withAncestors(categories, index.categoryOf[pos]!), listPrice, currency: rules.currency },
      minQuantity[pos]!,
    );
    key[pos] = Number(from.start.units) / 10 ** from.start.scale;
  }
  const inGroup = (pos: number) => text[pos] !== undefined;
  return {
    asc: sorted(base.asc, key, inGroup, index.ranks.name, false),
    desc: sorted(base.desc, key, inGroup, index.ranks.name, true),
  };
}

/** The price order (ascending and descending) for the customer of `rules`. */
export function priceOrderWithRules(db: Db, index: CatalogueIndex, rules: PriceRules, categories: CategoryIndex): Promise<PricePair> {
  if (rules.key === '') return Promise.resolve(priceOrderFor(index, rules.currency));
  let memo = byIndex.get(index);
  if (!memo) {
    memo = { orders: new Map(), offered: new Map() };
    byIndex.set(index, memo);
  }
  let pair = memo.orders.get(rules.key);
  if (!pair) {
    if (memo.orders.size >= 200) memo.orders.clear();
    let offered = memo.offered.get(rules.currency);
    if (!offered) {
      offered = offeredOf(db, index, rules.currency);
      memo.offered.set(rules.currency, offered);
    }
    pair = build(index, rules, categories, offered);
    memo.orders.set(rules.key, pair);
    const owner = memo;
    const key = rules.key;
    pair.catch(() => {
      owner.orders.delete(key);
      owner.offered.delete(rules.currency);
    });
  }
  return pair;
}
