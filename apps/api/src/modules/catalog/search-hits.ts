import type { Db } from '../../db/database';
import { parseSearchQuery } from '../../lib/product-search-text';
import { type CatalogueIndex, int4s } from './catalogue-index';
import { createReadCache } from './read-cache';
import { readHitIds, readHitIdsMany } from './search-hits.repository';

/**
 * The products a search text finds, by relevance (0 the exact code, 1 a code prefix, 2 the rest;
 * search-hits.repository.ts), for every customer alike: visibility, categories and facets
 * are applied in memory with the catalogue index (catalogue-index.ts). One SQL query per text every
 * 30 s per process (and at once after a product changed: the index's revision is in the key) instead
 * of one per request and customer; the header search and the list's search are typed by many
 * dealers with the same few terms (docs/performance.md).
 */
interface HitList {
  /** Product ids per relevance class. */
  byClass: Int32Array[];
}

const hitLists = createReadCache<HitList>(30_000, 5_000);

export function invalidateSearchHits(db: object) {
  hitLists.invalidate(db);
}

async function readHits(db: Db, q: string): Promise<HitList> {
  const search = parseSearchQuery(q);
  const row = await readHitIds(db, search, q);
  return { byClass: [int4s(row?.r0 ?? null), int4s(row?.r1 ?? null), int4s(row?.r2 ?? null)] };
}

/** The hits of a text as sets of the index's positions, one per relevance class. */
export interface SearchHits {
  byClass: Uint32Array[];
  /** Every hit, whatever its class. */
  all: Uint32Array;
}

/** Per index and hit list (a new list or a new index makes new sets). */
const hitSets = new WeakMap<CatalogueIndex, WeakMap<HitList, SearchHits>>();

function toSets(index: CatalogueIndex, list: HitList): SearchHits {
  const all = new Uint32Array(index.words);
  const byClass = list.byClass.map((ids) => {
    const bits = new Uint32Array(index.words);
    for (const id of ids) {
      const pos = index.positionOf(id);
      if (pos < 0) continue;
      bits[pos >>> 5]! |= 1 << (pos & 31);
      all[pos >>> 5]! |= 1 << (pos & 31);
    }
    return bits;
  });
  return { byClass, all };
}

const keyOf = (index: CatalogueIndex, text: string) => `${index.revision}\u0000${parseSearchQuery(text).folded}\u0000${text.toUpperCase()}`;

function setsOf(index: CatalogueIndex, list: HitList): SearchHits {
  let sets = hitSets.get(index);
  if (!sets) {
    sets = new WeakMap();
    hitSets.set(index, sets);
  }
  let hits = sets.get(list);
  if (!hits) {
    hits = toSets(index, list);
    sets.set(list, hits);
  }
  return hits;
}

/** The hits of `q` in this index (the text as typed decides the exact-code class; the rest is folded). */
export async function searchHits(db: Db, index: CatalogueIndex, q: string): Promise<SearchHits> {
  const text = q.trim();
  // The index's revision is part of the key: a changed catalogue reads the hits again.
  const list = await hitLists.get(db, keyOf(index, text), () => readHits(db, text));
  return setsOf(index, list);
}

/**
 * The hits of many texts (an order pad's lines), through the same cache: the texts it does not hold are
 * read in one statement, not one each. `maxRead` bounds how many uncached texts one call reads; the rest
 * answer null (not searched).
 */
export async function searchHitsMany(
  db: Db,
  index: CatalogueIndex,
  texts: readonly string[],
  maxRead: number,
): Promise<(SearchHits | null)[]> {
  const trimmed = texts.map((t) => t.trim());
  const missing = [...new Set(trimmed.filter((t) => !hitLists.has(db, keyOf(index, t))))].slice(0, maxRead);
  const reading = new Set(missing);
  // Two statements when there are many: the database works on two connections (cores) at once.
  const half = Math.ceil(missing.length / 2);
  const chunks = missing.length > 8 ? [missing.slice(0, half), missing.slice(half)] : [missing];
  const batch =
    missing.length > 0
      ? Promise.all(
          chunks.map((chunk) =>
            readHitIdsMany(
              db,
              chunk.map((q) => ({ search: parseSearchQuery(q), q })),
            ),
          ),
        ).then((parts) => {
          const rows = parts.flat();
          return new Map(missing.map((q, i) => [q, { byClass: [int4s(rows[i]!.r0), int4s(rows[i]!.r1), int4s(rows[i]!.r2)] }]));
        })
      : null;
  return Promise.all(
    trimmed.map(async (text) => {
      const key = keyOf(index, text);
      if (!hitLists.has(db, key) && !reading.has(text)) return null;
      // (a text cached a moment ago may have expired since: then it is read alone)
      const list = await hitLists.get(db, key, async () => (batch ? (await batch).get(text) : undefined) ?? readHits(db, text));
      return setsOf(index, list);
    }),
  );
}
