import { PRODUCT_SEARCH_MIN_LENGTH } from '@dealerport/contract';
import { compactForm } from '../../lib/product-search-text';
import type { CustomerContext } from '../../plugins/context';
import { type CatalogueIndex, forEachSet, loadCatalogueIndex, matchVisible } from './catalogue-index';
import * as repo from './products.repository';
import { searchHits } from './search-hits';
import { loadViewer } from './visibility.service';

/**
 * Finding products by what a dealer types on an order pad: the product code (case, spaces, dashes and
 * dots aside), the barcode (leading zeros aside: EAN-13, UPC-A and GTIN-14 of one product agree), else
 * anything the header search understands (a tyre size typed any way, a name), and when nothing is found
 * the closest codes. Only products this customer may see are ever answered: a hidden product is not
 * found, exactly like an unknown code.
 *
 * Codes and barcodes are looked up in memory: one table per catalogue index (built again when the
 * catalogue changes), so 1,000 lines cost no query; only lines that are not codes search, one (cached)
 * query per distinct text, at most SEARCHES_PER_CALL of them per call.
 */

export interface ProductLookup {
  matchedBy: 'code' | 'ean' | 'search' | null;
  /** The products found, best first (at most `limit`). */
  ids: number[];
  /** How many the text finds in all. */
  total: number;
  /** When none: the closest visible codes, closest first. */
  suggestions: number[];
}

const SEARCHES_PER_CALL = 100;
/** How far around a code's place in the sorted tables the closest codes are looked for. */
const NEIGHBOURS = 24;

interface CodeTable {
  byCode: Map<string, number[]>;
  byEan: Map<string, number[]>;
  /** Compact codes sorted, and the same reversed (typos at the start), with their product ids. */
  sorted: { key: string; id: number }[];
  reversed: { key: string; id: number }[];
}

const tables = new WeakMap<CatalogueIndex, Promise<CodeTable>>();

const eanKey = (value: string) => value.replace(/\D/g, '').replace(/^0+/, '');
const reverse = (value: string) => [...value].reverse().join('');

function push<K>(map: Map<K, number[]>, key: K, id: number) {
  const ids = map.get(key);
  if (ids) ids.push(id);
  else map.set(key, [id]);
}

async function buildTable(ctx: Pick<CustomerContext, 'db'>): Promise<CodeTable> {
  const rows = await repo.listProductCodes(ctx.db);
  const byCode = new Map<string, number[]>();
  const byEan = new Map<string, number[]>();
  const sorted: CodeTable['sorted'] = [];
  const reversed: CodeTable['reversed'] = [];
  for (const r of rows) {
    const key = compactForm(r.code);
    push(byCode, key, r.id);
    sorted.push({ key, id: r.id });
    reversed.push({ key: reverse(key), id: r.id });
    if (r.ean) {
      const ean = eanKey(r.ean);
      if (ean) push(byEan, ean, r.id);
    }
  }
  const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  sorted.sort(byKey);
  reversed.sort(byKey);
  return { byCode, byEan, sorted, reversed };
}

function codeTable(ctx: Pick<CustomerContext, 'db'>, index: CatalogueIndex): Promise<CodeTable> {
  let table = tables.get(index);
  if (!table) {
    table = buildTable(ctx);
    tables.set(index, table);
    table.catch(() => tables.delete(index));
  }
  return table;
}

/** Levenshtein distance, stopping early above `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

function lowerBound(list: { key: string }[], key: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]!.key < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The closest visible codes to `key`: neighbours in code order and in reversed-code order, by edit distance. */
function closestCodes(table: CodeTable, key: string, visible: (id: number) => boolean, limit: number): number[] {
  if (key.length < 3) return [];
  const max = Math.max(2, Math.floor(key.length / 3));
  const found = new Map<number, number>();
  const scan = (list: CodeTable['sorted'], k: string, flip: boolean) => {
    const at = lowerBound(list, k);
    for (let i = Math.max(0, at - NEIGHBOURS); i < Math.min(list.length, at + NEIGHBOURS); i++) {
      const e = list[i]!;
      if (found.has(e.id) || !visible(e.id)) continue;
      const d = distance(k, e.key, max);
      if (d <= max) found.set(e.id, d);
    }
    return flip;
  };
  scan(table.sorted, key, false);
  scan(table.reversed, reverse(key), true);
  return [...found.entries()]
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([id]) => id);
}

/**
 * One answer per text, in order: the products this customer may see that it names (by code, else
 * barcode, else search; at most `limit`, best first), and when none the closest codes.
 */
export async function lookupProducts(
  ctx: CustomerContext,
  texts: readonly string[],
  opts: { limit: number; suggestions: number },
): Promise<ProductLookup[]> {
  const [viewer, index] = await Promise.all([loadViewer(ctx), loadCatalogueIndex(ctx.db)]);
  const table = await codeTable(ctx, index);
  const seen = matchVisible(index, viewer, undefined, undefined).bits;
  const isSet = (bits: Uint32Array, pos: number) => pos >= 0 && (bits[pos >>> 5]! & (1 << (pos & 31))) !== 0;
  const visible = (id: number) => isSet(seen, index.positionOf(id));
  const byName = (a: number, b: number) => index.ranks.name[index.positionOf(a)]! - index.ranks.name[index.positionOf(b)]!;

  const searched = new Map<string, Promise<{ ids: number[]; total: number }>>();
  const search = (text: string) => {
    const key = text.toUpperCase();
    let hit = searched.get(key);
    if (!hit) {
      hit = searchHits(ctx.db, index, text).then((hits) => {
        const ids: number[] = [];
        let total = 0;
        for (const bits of hits.byClass) {
          const inClass: number[] = [];
          forEachSet(bits, (pos) => {
            if (isSet(seen, pos)) inClass.push(index.ids[pos]!);
          });
          total += inClass.length;
          if (ids.length < opts.limit) ids.push(...inClass.sort(byName).slice(0, opts.limit - ids.length));
        }
        return { ids, total };
      });
      searched.set(key, hit);
    }
    return hit;
  };

  return Promise.all(
    texts.map(async (text): Promise<ProductLookup> => {
      const key = compactForm(text);
      const byCode = (table.byCode.get(key) ?? []).filter(visible);
      if (byCode.length > 0)
        return { matchedBy: 'code', ids: byCode.sort(byName).slice(0, opts.limit), total: byCode.length, suggestions: [] };
      const ean = /^[\d\s-]{8,20}$/.test(text) ? eanKey(text) : '';
      const byEan = ean ? (table.byEan.get(ean) ?? []).filter(visible) : [];
      if (byEan.length > 0) return { matchedBy: 'ean', ids: byEan.slice(0, opts.limit), total: byEan.length, suggestions: [] };
      if ([...text.trim()].length >= PRODUCT_SEARCH_MIN_LENGTH && (searched.has(text.toUpperCase()) || searched.size < SEARCHES_PER_CALL)) {
        const hits = await search(text.trim());
        if (hits.total > 0) return { matchedBy: 'search', ids: hits.ids, total: hits.total, suggestions: [] };
      }
      return { matchedBy: null, ids: [], total: 0, suggestions: closestCodes(table, key, visible, opts.suggestions) };
    }),
  );
}
