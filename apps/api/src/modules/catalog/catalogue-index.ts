import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  type CatalogueSnapshotRow,
  loadCatalogueRevisions,
  loadCatalogueSnapshot,
  loadStockOrder,
  ORDER_KEYS,
  type OrderKey,
} from './catalogue-index.repository';
import type { CatalogueViewer } from './visibility';

/**
 * The catalogue read model (ADR 0019, docs/performance.md): the active products held in the process as
 * bitsets (one bit per product) per category and per property detail, one array of positions per list
 * order, and each product's stock. A product list is answered in memory: the matches are `scope AND
 * NOT hidden AND [listed] AND each facet group` (the rule of visibleSql), the total their popcount, the
 * page the next `limit` matches along the order; the rows come from a cache per index
 * (products.service.ts). Facet counts come from the same bitsets. The orders are computed by PostgreSQL
 * (its collation decides the name order, as in every other query). Price orders follow a customer's own
 * prices (ADR 0020, 0022: PriceOrders).
 * Only active products in active categories (and under active ancestors) are in the index: an inactive
 * category hides its branch like hasList false (visibleSql says the same for the queries by id).
 *
 * Freshness (migration 0012): the index remembers the `catalogue_revision` it was built at. A cheap
 * index (a small catalogue: the demo, every test) is checked against it on every call and rebuilt at
 * once, so it is always exact; a large one is checked every few seconds (and whenever a row read
 * carries the revisions) and rebuilt in the background while requests keep the previous one. Writers
 * in this process also call invalidateCatalogueCaches. Stock moves with every order, so the stock
 * order and stock figures are rebuilt on their own when `catalogue_stock_revision` moved, and once more
 * a minute after a rebuild that changes caused (a sequence is not transactional: that build may have
 * missed a change still being committed).
 */
export interface CatalogueIndex {
  /** Active products. */
  size: number;
  /** 32-bit words per bitset. */
  words: number;
  /**
   * Position -> product id. Positions follow the category tree (a category's products, and those of
   * its sub-categories, lie next to each other), so the work for a category scope is confined to its
   * words (Bitset.from..to).
   */
  ids: Int32Array;
  /** Product id -> position; -1 for a product not in the index (inactive, or added since). */
  positionOf(id: number): number;
  /** Position -> category id. */
  categoryOf: Int32Array;
  /** Position -> stock over the active warehouses (products.total_stock), as of the stock order's build. */
  stock: Int32Array;
  /** Position -> index into `currencies` of the product's own currency. */
  currencyOf: Uint16Array;
  /** The products' own currencies. */
  currencies: readonly string[];
  byCategory: ReadonlyMap<number, Bitset>;
  byDetail: ReadonlyMap<number, Bitset>;
  /** Positions in each list order (ORDER_KEYS). */
  orders: Readonly<Record<OrderKey, Uint32Array>>;
  /** Position -> place in each order (sorting a few matches, ranking search hits by name). */
  ranks: Readonly<Record<OrderKey, Uint32Array>>;
  /** Price orders: per price-list currency, and the generic pair (see priceOrderFor). */
  priceOrders: PriceOrders;
  revision: string;
  stockRevision: string;
}

/** A set of positions: one bit each; words outside [from, to) are all zero. */
export interface Bitset {
  bits: Uint32Array;
  from: number;
  to: number;
}

/** Positions in one order and each position's place in it. */
export interface StoredOrder {
  order: Uint32Array;
  rank: Uint32Array;
}

/** Price ascending and descending (ties by name, id in both). */
export interface PricePair {
  asc: StoredOrder;
  desc: StoredOrder;
}

/**
 * A customer of currency C sees, per product, C's price list where the product has one, else the
 * product's own price in its own currency (pricing.ts listPriceFor). Its price order: the products it
 * sees in C first, then the others grouped by their currency (by code); by that price within each.
 * PostgreSQL sorts by price only (a numeric key keeps its sort about as cheap as the other orders'; a
 * leading currency key made it three times dearer): `generic` by the products' own prices, and for each
 * currency with a price list by the price its customers are offered, with the products that list holds.
 * The grouping by currency is a stable O(n) pass in memory, per currency once (`byCurrency`).
 */
export interface PriceOrders {
  generic: PricePair;
  lists: ReadonlyMap<string, { pair: PricePair; listed: Uint8Array }>;
  byCurrency: Map<string, PricePair>;
}

/** A list order: a stored order, walked forwards or backwards. */
export interface ListOrder {
  order: StoredOrder;
  reverse: boolean;
}

export const orderOf = (index: CatalogueIndex, key: OrderKey, reverse = false): ListOrder => ({
  order: { order: index.orders[key], rank: index.ranks[key] },
  reverse,
});

// ---- reading PostgreSQL's aggregates ----

/** Big-endian int4s (`string_agg(int4send(id), '')`) as numbers; node-postgres gives a Buffer, PGlite a Uint8Array. */
export function int4s(bytes: Uint8Array | null): Int32Array {
  if (!bytes) return new Int32Array(0);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Int32Array(bytes.byteLength >>> 2);
  for (let i = 0; i < out.length; i++) out[i] = view.getInt32(i << 2);
  return out;
}

interface Positions {
  of(id: number): number;
}

/** Product id -> position: a dense table when ids are dense (identity columns), else a map. */
function positionsOf(ids: Int32Array): Positions {
  let max = 0;
  for (const id of ids) if (id > max) max = id;
  if (max <= Math.max(4 * ids.length, 1_000_000)) {
    const table = new Int32Array(max + 1).fill(-1);
    ids.forEach((id, pos) => {
      table[id] = pos;
    });
    return { of: (id) => (id >= 0 && id <= max ? table[id]! : -1) };
  }
  const map = new Map<number, number>();
  ids.forEach((id, pos) => {
    map.set(id, pos);
  });
  return { of: (id) => map.get(id) ?? -1 };
}

/** Positions in the order PostgreSQL gave the ids (products added since the snapshot are left out). */
function toPositions(orderedIds: Int32Array, positions: Positions, size: number): { order: Uint32Array; rank: Uint32Array } {
  const order = new Uint32Array(size);
  const rank = new Uint32Array(size).fill(0xffffffff);
  let n = 0;
  for (const id of orderedIds) {
    const pos = positions.of(id);
    if (pos < 0 || n >= size || rank[pos] !== 0xffffffff) continue;
    rank[pos] = n;
    order[n++] = pos;
  }
  // A product active in the snapshot but not in this order (activated in between) goes last.
  for (let pos = 0; n < size && pos < size; pos++) {
    if (rank[pos] === 0xffffffff) {
      rank[pos] = n;
      order[n++] = pos;
    }
  }
  return { order, rank };
}

const fromBase64 = (text: string | null): Uint8Array | null => (text ? Buffer.from(text, 'base64') : null);

/**
 * An order arranged for a customer of one currency: the positions it sees in its currency first, then the
 * others grouped by their own currency (by code); each part keeps the order it had (stable).
 */
function arrange(
  from: StoredOrder,
  inCurrency: (pos: number) => boolean,
  currencyOf: Uint16Array,
  currencies: readonly string[],
): StoredOrder {
  const size = from.order.length;
  const order = new Uint32Array(size);
  const rank = new Uint32Array(size);
  // where each currency's group starts, the groups after the customer's, by code
  const byCode = currencies
    .map((_, i) => i)
    .sort((a, b) => (currencies[a]! < currencies[b]! ? -1 : currencies[a]! > currencies[b]! ? 1 : 0));
  const count = new Uint32Array(currencies.length);
  let first = 0;
  for (const pos of from.order) {
    if (inCurrency(pos)) first++;
    else count[currencyOf[pos]!]!++;
  }
  const next = new Uint32Array(currencies.length);
  let at = first;
  for (const c of byCode) {
    next[c] = at;
    at += count[c]!;
  }
  let n = 0;
  for (const pos of from.order) {
    const place = inCurrency(pos) ? n++ : next[currencyOf[pos]!]!++;
    order[place] = pos;
    rank[pos] = place;
  }
  return { order, rank };
}

/** The price orders of a customer of `currency` (PriceOrders), arranged once per index and currency. */
export function priceOrderFor(index: CatalogueIndex, currency: string): PricePair {
  const { priceOrders, currencyOf, currencies } = index;
  let pair = priceOrders.byCurrency.get(currency);
  if (!pair) {
    const list = priceOrders.lists.get(currency);
    const code = currencies.indexOf(currency);
    const inCurrency = list
      ? (pos: number) => currencyOf[pos] === code || list.listed[pos] === 1
      : (pos: number) => currencyOf[pos] === code;
    const base = list?.pair ?? priceOrders.generic;
    pair = {
      asc: arrange(base.asc, inCurrency, currencyOf, currencies),
      desc: arrange(base.desc, inCurrency, currencyOf, currencies),
    };
    priceOrders.byCurrency.set(currency, pair);
  }
  return pair;
}

/**
 * The stock order over some warehouses (a routed customer's orderable stock, ADR 0058) from the products'
 * stock there: those with stock by it descending, then the rest; ties by name and id, as the stored stock
 * order's. Products the index does not hold are left out.
 */
export function stockOrderOf(index: CatalogueIndex, stock: ReadonlyArray<{ id: number; quantity: number }>): StoredOrder {
  const nameRank = index.ranks.name;
  const stocked: Array<{ pos: number; quantity: number }> = [];
  const placed = new Uint8Array(index.size);
  for (const { id, quantity } of stock) {
    const pos = index.positionOf(id);
    if (pos < 0 || quantity <= 0 || placed[pos]) continue;
    stocked.push({ pos, quantity });
    placed[pos] = 1;
  }
  stocked.sort((a, b) => b.quantity - a.quantity || nameRank[a.pos]! - nameRank[b.pos]!);
  const order = new Uint32Array(index.size);
  const rank = new Uint32Array(index.size);
  let place = 0;
  for (const { pos } of stocked) {
    order[place] = pos;
    rank[pos] = place++;
  }
  for (const pos of index.orders.name) {
    if (placed[pos]) continue;
    order[place] = pos;
    rank[pos] = place++;
  }
  return { order, rank };
}

interface Built {
  index: CatalogueIndex;
  positions: Positions;
  builtAt: number;
  stockBuiltAt: number;
  /** The stock order was last rebuilt because stock moved (confirm it once more later). */
  stockBuildWasChange: boolean;
  buildMs: number;
}

/** The products of the snapshot: id, category, stock and currency per position, and the bitsets. */
type ProductTable = Pick<
  CatalogueIndex,
  'size' | 'words' | 'ids' | 'categoryOf' | 'stock' | 'currencyOf' | 'currencies' | 'byCategory' | 'byDetail'
>;

// One text value ("id:category:stock:currency:detail,detail;...") instead of 100,000 rows: parsing rows
// with int arrays costs the Node process far more than splitting one string.
function parseProducts(text: string | null): ProductTable {
  const entries = text ? text.split(';') : [];
  const size = entries.length;
  const words = Math.max(1, Math.ceil(size / 32));
  const ids = new Int32Array(size);
  const categoryOf = new Int32Array(size);
  const stock = new Int32Array(size);
  const currencyOf = new Uint16Array(size);
  const currencies: string[] = [];
  const byCategory = new Map<number, Bitset>();
  const byDetail = new Map<number, Bitset>();
  const set = (map: Map<number, Bitset>, id: number, word: number, bit: number) => {
    let b = map.get(id);
    if (!b) {
      b = { bits: new Uint32Array(words), from: word, to: word + 1 };
      map.set(id, b);
    }
    b.bits[word]! |= bit;
    // positions only grow, so the last word set is the highest
    b.to = word + 1;
  };
  entries.forEach((entry, pos) => {
    const word = pos >>> 5;
    const bit = 1 << (pos & 31);
    const first = entry.indexOf(':');
    const second = entry.indexOf(':', first + 1);
    const third = entry.indexOf(':', second + 1);
    const fourth = entry.indexOf(':', third + 1);
    ids[pos] = Number(entry.slice(0, first));
    const category = Number(entry.slice(first + 1, second));
    categoryOf[pos] = category;
    stock[pos] = Number(entry.slice(second + 1, third));
    const currency = entry.slice(third + 1, fourth);
    let code = currencies.indexOf(currency);
    if (code < 0) code = currencies.push(currency) - 1;
    currencyOf[pos] = code;
    set(byCategory, category, word, bit);
    const details = entry.slice(fourth + 1);
    if (details) for (const d of details.split(',')) set(byDetail, Number(d), word, bit);
  });
  return { size, words, ids, categoryOf, stock, currencyOf, currencies, byCategory, byDetail };
}

/** The stored list orders (ORDER_KEYS) as positions. */
function storedOrders(row: CatalogueSnapshotRow, positions: Positions, size: number) {
  const orders = {} as Record<OrderKey, Uint32Array>;
  const ranks = {} as Record<OrderKey, Uint32Array>;
  for (const key of ORDER_KEYS) {
    const { order, rank } = toPositions(int4s(row[key]), positions, size);
    orders[key] = order;
    ranks[key] = rank;
  }
  return { orders, ranks };
}

/** The generic price pair and each price list's pair with the products it holds (PriceOrders). */
function priceOrdersOf(row: CatalogueSnapshotRow, positions: Positions, size: number): PriceOrders {
  const pair = (asc: Uint8Array | null, desc: Uint8Array | null): PricePair => ({
    asc: toPositions(int4s(asc), positions, size),
    desc: toPositions(int4s(desc), positions, size),
  });
  const lists = new Map<string, { pair: PricePair; listed: Uint8Array }>();
  for (const l of row.price_lists ?? []) {
    const listed = new Uint8Array(size);
    for (const id of int4s(fromBase64(l.listed))) {
      const pos = positions.of(id);
      if (pos >= 0) listed[pos] = 1;
    }
    lists.set(l.currency, { pair: pair(fromBase64(l.asc), fromBase64(l.desc)), listed });
  }
  return { generic: pair(row.price_asc, row.price_desc), lists, byCurrency: new Map() };
}

/** The index of a snapshot (loadCatalogueSnapshot). */
function indexOfSnapshot(row: CatalogueSnapshotRow): { index: CatalogueIndex; positions: Positions } {
  const products = parseProducts(row.products);
  const positions = positionsOf(products.ids);
  const { orders, ranks } = storedOrders(row, positions, products.size);
  const priceOrders = priceOrdersOf(row, positions, products.size);
  const index: CatalogueIndex = {
    ...products,
    positionOf: positions.of,
    orders,
    ranks,
    priceOrders,
    revision: row.revision,
    stockRevision: row.stock_revision,
  };
  // The price orders of the currencies the customers are likely to buy in, now rather than on a request.
  for (const currency of new Set([...priceOrders.lists.keys(), ...products.currencies])) priceOrderFor(index, currency);
  return { index, positions };
}

async function build(db: Kysely<Database>): Promise<Built> {
  const started = Date.now();
  const { index, positions } = indexOfSnapshot(await loadCatalogueSnapshot(db));
  const now = Date.now();
  return {
    index,
    positions,
    builtAt: now,
    stockBuiltAt: now,
    stockBuildWasChange: false,
    buildMs: now - started,
  };
}

/** The stock order and the stock of every product again, with the rest of the index as it is. */
async function rebuildStockOrder(db: Kysely<Database>, from: Built, becauseOfChange: boolean): Promise<Built> {
  const row = await loadStockOrder(db);
  const orderedIds = int4s(row.ids);
  const stocks = int4s(row.stocks);
  const stock = new Int32Array(from.index.stock);
  orderedIds.forEach((id, i) => {
    const pos = from.positions.of(id);
    if (pos >= 0) stock[pos] = stocks[i]!;
  });
  const { order, rank } = toPositions(orderedIds, from.positions, from.index.size);
  return {
    ...from,
    index: {
      ...from.index,
      stock,
      orders: { ...from.index.orders, stockDesc: order },
      ranks: { ...from.index.ranks, stockDesc: rank },
      stockRevision: row.stock_revision,
    },
    stockBuiltAt: Date.now(),
    stockBuildWasChange: becauseOfChange,
  };
}

// ---- the index of each database ----

/** How often a process asks whether its index is still the catalogue's. */
const CHECK_EVERY_MS = 5_000;
/** A stock order rebuilt because stock moved is confirmed once more after this long. */
const STOCK_CONFIRM_MS = 60_000;
/**
 * A large index rebuilds its stock order at most this often. Stock moves with every order: with a
 * rebuild for each move that a request noticed, orders at 50 a second kept PostgreSQL sorting the whole
 * catalogue's stock back to back (docs/performance.md, orders on 100,000 products). A list's stock
 * figures and stock order are then up to this much (or CHECK_EVERY_MS) old; placing an order checks
 * stock in the database, never against the index.
 */
const STOCK_REBUILD_EVERY_MS = 2_000;
/**
 * A catalogue this small, or whose index built faster than CHEAP_BUILD_MS, is checked on every call and
 * rebuilt at once for the request that noticed a change. By size first: on a busy machine a small
 * catalogue's build can take longer than 50 ms, and an index that then counted as large answered a
 * change seconds late (a test that changed a price by SQL failed under load).
 */
const EXACT_MAX_PRODUCTS = 5_000;
const CHEAP_BUILD_MS = 50;
/**
 * A large index is rebuilt after a change of the catalogue's revision once at least this many times its
 * last build's duration has passed since that build, so rebuilding takes at most a fifth of the time
 * whatever the writers do. An ERP sync of products moves the revision with every batch (one every second
 * or two); rebuilt for each, a 100,000-product index (about a second of PostgreSQL a build, and every
 * search's hits read again because they follow the revision) took most of PostgreSQL's time and the
 * list's p99 during the sync's product phase (docs/performance.md, "Sync at full size"). A change then
 * shows up to ~5 build times (~5 s at 100,000 products) late in a process that did not make it through
 * an administration call (those drop the index: invalidateCatalogueCaches), as the 5 s check already
 * allowed.
 */
const REBUILD_GAP_BUILDS = 4;

interface Slot {
  current: Promise<Built>;
  /** A newer build under way (the current one keeps answering until it is ready). */
  next: Promise<Built> | null;
  checkedAt: number;
}

const slots = new WeakMap<object, Slot>();

export function invalidateCatalogueIndex(db: object) {
  slots.delete(db);
}

/**
 * This process has just moved the catalogue's revisions (a sync batch's products, prices or stock): the
 * next call checks them, however large the index. Unlike invalidateCatalogueIndex the index is kept
 * until its replacement is built: a cheap one is rebuilt for that call as always, a large one in the
 * background while the current one answers (as in every other process); a stock move rebuilds only the
 * stock figures and the stock order, so the list's row cache survives it (ADR 0057).
 */
export function checkCatalogueIndexSoon(db: object) {
  const slot = slots.get(db);
  if (slot) slot.checkedAt = 0;
}

function start(db: Kysely<Database>, slot: Slot, work: (previous: Built) => Promise<Built>): Promise<Built> {
  if (slot.next) return slot.next;
  const next = slot.current.then(work);
  slot.next = next;
  next.then(
    (built) => {
      if (slots.get(db) === slot && slot.next === next) {
        slot.current = Promise.resolve(built);
        slot.next = null;
      }
    },
    (err) => {
      if (slot.next === next) slot.next = null;
      throw err;
    },
  );
  next.catch(() => {});
  return next;
}

/** Rebuilds what the revisions say is old; resolves to the index to use. */
function refresh(db: Kysely<Database>, slot: Slot, built: Built, revision: string, stockRevision: string): Promise<Built> | null {
  if (revision !== built.index.revision) {
    const due = built.builtAt + REBUILD_GAP_BUILDS * built.buildMs;
    if (!isExact(built) && Date.now() < due) {
      // too soon after the last build: the periodic check comes back when the gap is over
      slot.checkedAt = Math.min(slot.checkedAt, due - CHECK_EVERY_MS);
      return null;
    }
    return start(db, slot, () => build(db));
  }
  const stockMoved = stockRevision !== built.index.stockRevision;
  const since = Date.now() - built.stockBuiltAt;
  const confirm = built.stockBuildWasChange && since > STOCK_CONFIRM_MS;
  if (stockMoved && !isExact(built) && since < STOCK_REBUILD_EVERY_MS) return null;
  if (stockMoved || confirm) return start(db, slot, (previous) => rebuildStockOrder(db, previous, stockMoved));
  return null;
}

/** An index checked on every call and rebuilt at once (a small catalogue's, or one that builds fast). */
function isExact(built: Built): boolean {
  return built.index.size <= EXACT_MAX_PRODUCTS || built.buildMs <= CHEAP_BUILD_MS;
}

async function check(db: Kysely<Database>, slot: Slot) {
  const built = await slot.current;
  const row = await loadCatalogueRevisions(db);
  if (row) await refresh(db, slot, built, row.revision, row.stock_revision);
}

/**
 * The index of this database: built on first use (that request waits). A cheap index (a small
 * catalogue: the demo, every test) is checked against the database's revisions on every call and
 * rebuilt at once when they moved, so it is always exact; a large one is answered at once from memory
 * while a check (every few seconds) or a rebuild runs in the background.
 */
export async function loadCatalogueIndex(db: Kysely<Database>): Promise<CatalogueIndex> {
  const slot = slots.get(db);
  if (!slot) {
    const fresh: Slot = { current: build(db), next: null, checkedAt: Date.now() };
    slots.set(db, fresh);
    fresh.current.catch(() => {
      if (slots.get(db) === fresh) slots.delete(db);
    });
    return (await fresh.current).index;
  }
  const built = await slot.current;
  if (isExact(built)) {
    slot.checkedAt = Date.now();
    await check(db, slot);
    return (await (slot.next ?? slot.current)).index;
  }
  if (Date.now() - slot.checkedAt > CHECK_EVERY_MS) {
    slot.checkedAt = Date.now();
    check(db, slot).catch(() => {
      // a failed check is retried at the next interval
    });
  }
  return built.index;
}

/**
 * The revisions a query just read (the page rows' query carries them): when they say the index is old,
 * a rebuild starts in the background (the next requests get the new index once it is built).
 */
export async function noteRevisions(db: Kysely<Database>, revision: string, stockRevision: string): Promise<void> {
  const slot = slots.get(db);
  if (!slot) return;
  const built = await slot.current;
  refresh(db, slot, built, revision, stockRevision)?.catch(() => {});
}

// ---- matching ----

/** One scratch set, reused (matching is synchronous, so no two calls share it at once). */
let scratch = new Uint32Array(0);
function scratchOf(words: number, from: number, to: number): Uint32Array {
  if (scratch.length < words) scratch = new Uint32Array(words);
  scratch.fill(0, from, to);
  return scratch;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The products a viewer may see in a scope: their bits (zero outside words [from, to)) and how many. */
export interface Matches {
  bits: Uint32Array;
  count: number;
  from: number;
  to: number;
}

/** `out |= set` over the words of `set` within [from, to). */
function orInto(out: Uint32Array, set: Bitset, from: number, to: number) {
  const end = Math.min(to, set.to);
  for (let w = Math.max(from, set.from); w < end; w++) out[w]! |= set.bits[w]!;
}

/**
 * The products this viewer may see in these categories (all when undefined), carrying a detail of
 * every group (and, when given, in every `within` set): `scope AND NOT hidden AND [listed] AND each
 * group`, the rule of visibleSql. Only the scope's words are touched.
 */
export function matchVisible(
  index: CatalogueIndex,
  viewer: CatalogueViewer,
  categoryIds: readonly number[] | undefined,
  detailGroups: readonly (readonly number[])[] | undefined,
  /** Further sets a match must be in (the hits of a search text). */
  within: readonly Uint32Array[] = [],
): Matches {
  const words = index.words;
  const bits = new Uint32Array(words);
  const scope = categoryIds
    ? categoryIds.flatMap((id) => {
        const b = index.byCategory.get(id);
        return b ? [b] : [];
      })
    : [...index.byCategory.values()];
  let from = words;
  let to = 0;
  for (const b of scope) {
    from = Math.min(from, b.from);
    to = Math.max(to, b.to);
  }
  for (const b of scope) orInto(bits, b, from, to);
  for (const id of viewer.hiddenDetailIds) {
    const hidden = index.byDetail.get(id);
    if (!hidden) continue;
    const end = Math.min(to, hidden.to);
    for (let w = Math.max(from, hidden.from); w < end; w++) bits[w]! &= ~hidden.bits[w]!;
  }
  const groups = viewer.defaults.hasList ? (detailGroups ?? []) : [...(detailGroups ?? []), viewer.listedDetailIds];
  for (const group of groups) {
    const any = scratchOf(words, from, to);
    for (const id of group) {
      const b = index.byDetail.get(id);
      if (b) orInto(any, b, from, to);
    }
    for (let w = from; w < to; w++) bits[w]! &= any[w]!;
  }
  for (const set of within) for (let w = from; w < to; w++) bits[w]! &= set[w]!;
  let count = 0;
  for (let w = from; w < to; w++) if (bits[w] !== 0) count += popcount(bits[w]!);
  return { bits, count, from: Math.min(from, to), to };
}

/** Calls `fn` with every position set in words [from, to) of `bits`, ascending. */
export function forEachSet(bits: Uint32Array, fn: (pos: number) => void, from = 0, to = bits.length) {
  for (let w = from; w < to; w++) {
    let x = bits[w]!;
    while (x !== 0) {
      const low = x & -x;
      fn((w << 5) + 31 - Math.clz32(low));
      x ^= low;
    }
  }
}

/** The matches that are also in `set`. */
export function intersect(a: Matches, set: Uint32Array): Matches {
  const bits = new Uint32Array(a.bits.length);
  let count = 0;
  for (let w = a.from; w < a.to; w++) {
    const x = a.bits[w]! & set[w]!;
    bits[w] = x;
    if (x !== 0) count += popcount(x);
  }
  return { bits, count, from: a.from, to: a.to };
}

/**
 * The matches whose price (or stock) this viewer may not see: a product carrying a detail whose rule
 * blanks it, or carrying no ruled detail while the defaults blank it (flagsFor). Sorting by price or
 * stock puts these after the others, in an order that says nothing about them (ADR 0022).
 */
export function splitByFlag(index: CatalogueIndex, viewer: CatalogueViewer, matches: Matches, flag: 'showPrice' | 'showStock') {
  const { from, to } = matches;
  const blanked = new Uint32Array(index.words);
  const blanking = flag === 'showPrice' ? viewer.noPriceDetailIds : viewer.noStockDetailIds;
  for (const id of blanking) {
    const b = index.byDetail.get(id);
    if (b) orInto(blanked, b, from, to);
  }
  if (!viewer.defaults[flag]) {
    const ruled = new Uint32Array(index.words);
    for (const id of viewer.rules.keys()) {
      const b = index.byDetail.get(id);
      if (b) orInto(ruled, b, from, to);
    }
    for (let w = from; w < to; w++) blanked[w]! |= ~ruled[w]!;
  }
  const shown = new Uint32Array(index.words);
  const hidden = new Uint32Array(index.words);
  let shownCount = 0;
  let hiddenCount = 0;
  for (let w = from; w < to; w++) {
    const m = matches.bits[w]!;
    const h = m & blanked[w]!;
    const v = m & ~blanked[w]!;
    hidden[w] = h;
    shown[w] = v;
    if (h !== 0) hiddenCount += popcount(h);
    if (v !== 0) shownCount += popcount(v);
  }
  return {
    shown: { bits: shown, count: shownCount, from, to } satisfies Matches,
    hidden: { bits: hidden, count: hiddenCount, from, to } satisfies Matches,
  };
}

/** Up to this many matches are sorted by rank; more are found by walking the order. */
const SORT_FEW = 2_048;

/** The product ids of matches [offset, offset + limit) in the given order. */
export function pageOfMatches(index: CatalogueIndex, matches: Matches, order: ListOrder, offset: number, limit: number): number[] {
  const out: number[] = [];
  if (offset >= matches.count || limit <= 0) return out;
  const { bits } = matches;
  if (matches.count <= SORT_FEW) {
    const { rank } = order.order;
    const found: number[] = [];
    forEachSet(bits, (pos) => found.push(pos), matches.from, matches.to);
    found.sort(order.reverse ? (a, b) => rank[b]! - rank[a]! : (a, b) => rank[a]! - rank[b]!);
    for (const pos of found.slice(offset, offset + limit)) out.push(index.ids[pos]!);
    return out;
  }
  const positions = order.order.order;
  let skip = offset;
  const n = positions.length;
  for (let i = 0; i < n && out.length < limit; i++) {
    const pos = positions[order.reverse ? n - 1 - i : i]!;
    if ((bits[pos >>> 5]! & (1 << (pos & 31))) === 0) continue;
    if (skip > 0) skip--;
    else out.push(index.ids[pos]!);
  }
  return out;
}

/** Per detail: how many products of matchVisible(...) without facet groups carry it (the facet counts). */
export function countVisibleByDetail(
  index: CatalogueIndex,
  viewer: CatalogueViewer,
  categoryIds: readonly number[],
  detailIds: readonly number[],
  within: readonly Uint32Array[] = [],
): Map<number, number> {
  const base = matchVisible(index, viewer, categoryIds, undefined, within);
  const counts = new Map<number, number>();
  for (const id of new Set(detailIds)) {
    const set = index.byDetail.get(id);
    if (!set) continue;
    let n = 0;
    const end = Math.min(base.to, set.to);
    for (let w = Math.max(base.from, set.from); w < end; w++) {
      const x = base.bits[w]! & set.bits[w]!;
      if (x !== 0) n += popcount(x);
    }
    if (n > 0) counts.set(id, n);
  }
  return counts;
}
