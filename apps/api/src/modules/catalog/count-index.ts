import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { CatalogueViewer } from './visibility';

/**
 * The list's total without reading the category's products on every request (docs/performance.md):
 * a snapshot of the active products as bitsets (one bit per product) per category and per property
 * detail, rebuilt at most every 30 s per database (or at once by invalidateCatalogueCaches). A total
 * is then popcount(category scope AND NOT hidden AND [listed] AND every facet group), a few thousand
 * word operations for 100,000 products, the same rule as visibleSql plus the list's filters. A total
 * may thus be up to about 30 s old (a product added or deactivated since).
 *
 * The page itself is always read live; the service corrects the total from the page where the page
 * shows it (a page that is not full ends the list), so small or changed lists stay exact.
 */
export interface CountIndex {
  words: number;
  byCategory: ReadonlyMap<number, Uint32Array>;
  byDetail: ReadonlyMap<number, Uint32Array>;
}

const TTL_MS = 30_000;
const cache = new WeakMap<object, { at: number; index: Promise<CountIndex> }>();

export function invalidateCountIndex(db: object) {
  cache.delete(db);
}

async function build(db: Kysely<Database>): Promise<CountIndex> {
  // One text value ("category:detail,detail;...") instead of 100,000 rows: parsing rows with int
  // arrays costs the Node process far more than splitting one string.
  const result = await sql<{ products: string | null }>`
    select string_agg(p.category_id::text || ':' || array_to_string(p.detail_ids, ','), ';') as products
    from products p where p.is_active`.execute(db);
  const products = result.rows[0]?.products ? result.rows[0].products.split(';') : [];
  const words = Math.max(1, Math.ceil(products.length / 32));
  const byCategory = new Map<number, Uint32Array>();
  const byDetail = new Map<number, Uint32Array>();
  const bitsOf = (map: Map<number, Uint32Array>, id: number) => {
    let bits = map.get(id);
    if (!bits) {
      bits = new Uint32Array(words);
      map.set(id, bits);
    }
    return bits;
  };
  products.forEach((entry, i) => {
    const word = i >>> 5;
    const bit = 1 << (i & 31);
    const colon = entry.indexOf(':');
    bitsOf(byCategory, Number(entry.slice(0, colon)))[word]! |= bit;
    const details = entry.slice(colon + 1);
    if (details) for (const d of details.split(',')) bitsOf(byDetail, Number(d))[word]! |= bit;
  });
  return { words, byCategory, byDetail };
}

/**
 * The index of this database. Past its 30 s it is rebuilt in the background while requests keep
 * using the previous one (a rebuild reads every active product; no request waits for it), unless
 * invalidated, when the next request waits for a fresh one.
 */
export function loadCountIndex(db: Kysely<Database>): Promise<CountIndex> {
  const hit = cache.get(db);
  const now = Date.now();
  if (hit && now - hit.at < TTL_MS) return hit.index;
  const index = build(db);
  const entry = { at: now, index };
  if (hit) {
    // Stale: serve the previous index until the new one is ready.
    hit.at = now;
    index.then(
      () => {
        if (cache.get(db) === hit) cache.set(db, entry);
      },
      () => {
        hit.at = 0;
      },
    );
    return hit.index;
  }
  cache.set(db, entry);
  index.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  return index;
}

function union(index: CountIndex, from: ReadonlyMap<number, Uint32Array>, ids: readonly number[]): Uint32Array {
  const out = new Uint32Array(index.words);
  for (const id of ids) {
    const bits = from.get(id);
    if (bits) for (let w = 0; w < index.words; w++) out[w]! |= bits[w]!;
  }
  return out;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Active products in these categories the viewer may see, carrying a detail of every group. */
export function countVisible(
  index: CountIndex,
  viewer: CatalogueViewer,
  categoryIds: readonly number[] | undefined,
  detailGroups: readonly (readonly number[])[] | undefined,
): number {
  const result = categoryIds ? union(index, index.byCategory, categoryIds) : union(index, index.byCategory, [...index.byCategory.keys()]);
  const hidden = viewer.hiddenDetailIds.length > 0 ? union(index, index.byDetail, viewer.hiddenDetailIds) : null;
  const must = (detailGroups ?? []).map((g) => union(index, index.byDetail, g));
  if (!viewer.defaults.hasList) must.push(union(index, index.byDetail, viewer.listedDetailIds));
  let n = 0;
  for (let w = 0; w < index.words; w++) {
    let x = result[w]!;
    if (hidden) x &= ~hidden[w]!;
    for (const m of must) x &= m[w]!;
    if (x !== 0) n += popcount(x);
  }
  return n;
}

/** Per detail: how many products of countVisible(...) without facet groups carry it (the facet counts). */
export function countVisibleByDetail(
  index: CountIndex,
  viewer: CatalogueViewer,
  categoryIds: readonly number[],
  detailIds: readonly number[],
): Map<number, number> {
  const base = union(index, index.byCategory, categoryIds);
  const hidden = viewer.hiddenDetailIds.length > 0 ? union(index, index.byDetail, viewer.hiddenDetailIds) : null;
  const listed = viewer.defaults.hasList ? null : union(index, index.byDetail, viewer.listedDetailIds);
  for (let w = 0; w < index.words; w++) {
    let x = base[w]!;
    if (hidden) x &= ~hidden[w]!;
    if (listed) x &= listed[w]!;
    base[w] = x;
  }
  const counts = new Map<number, number>();
  for (const id of new Set(detailIds)) {
    const bits = index.byDetail.get(id);
    if (!bits) continue;
    let n = 0;
    for (let w = 0; w < index.words; w++) {
      const x = base[w]! & bits[w]!;
      if (x !== 0) n += popcount(x);
    }
    if (n > 0) counts.set(id, n);
  }
  return counts;
}
