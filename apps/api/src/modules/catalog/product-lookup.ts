import { PRODUCT_SEARCH_MIN_LENGTH } from '@dealerport/contract';
import { compactForm } from '../../lib/product-search-text';
import type { CustomerContext } from '../../plugins/context';
import { type CatalogueIndex, loadCatalogueIndex, matchVisible } from './catalogue-index';
import * as repo from './products.repository';
import { searchHitsMany } from './search-hits';
import { loadViewer } from './visibility.service';

/**
 * Finding products by what a dealer types on an order pad: the product code (case, spaces, dashes and
 * dots aside), the barcode (leading zeros aside: EAN-13, UPC-A and GTIN-14 of one product agree), else
 * anything the header search understands (a tyre size typed any way, a name), and when nothing is found
 * the closest codes. Only products this customer may see are ever answered: a hidden product is not
 * found, exactly like an unknown code.
 *
 * Codes and barcodes are looked up in memory: one table per catalogue index (built again when the
 * catalogue changes), so 1,000 lines cost no query; the lines that are not codes are searched together
 * (search-hits.ts searchHitsMany: the header search's cached hits, the texts it does not hold read in one
 * statement), at most SEARCHES_PER_CALL uncached texts per call; a line past them gets the closest codes.
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

// A line that is only a tyre size, typed any way: 205/55R16, 205/55 R 16, 205 55 16, 2055516, 225/45ZR17.
const SIZE_ONLY = /^(\d{3})\s*[/\s-]?\s*(\d{2})\s*(?:z?r|-|\/)?\s*(\d{2}(?:[.,]5)?)$/i;

/**
 * The text a line is searched by: a bare tyre size as its compact digits (the form the search text holds
 * of every size in a name, lib/product-search-text.ts), so every way of typing one size is one search.
 */
export function searchTextOf(text: string): string {
  const t = text.trim();
  const m = SIZE_ONLY.exec(t);
  return m ? `${m[1]}${m[2]}${m[3]!.replace(/[.,]/, '')}` : t;
}

/**
 * Whether a line the code table did not find is searched: a tyre size, or words (a name, a brand). One word
 * of letters and digits that is not a size is a code with a typo, or a part of one: the closest codes
 * answer it (a search would find nothing, or the codes it is a part of, which the closest codes list too).
 */
function searchable(text: string): boolean {
  const t = text.trim();
  if ([...t].length < PRODUCT_SEARCH_MIN_LENGTH) return false;
  if (SIZE_ONLY.test(t)) return true;
  return !(/^\S+$/.test(t) && /\p{L}/u.test(t) && /\p{N}/u.test(t));
}

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
  const nameRank = index.ranks.name;
  const byName = (a: number, b: number) => nameRank[index.positionOf(a)]! - nameRank[index.positionOf(b)]!;

  // Codes and barcodes first, in memory; what they do not find is searched, all texts at once.
  const answers: (ProductLookup | null)[] = texts.map((text) => {
    const key = compactForm(text);
    const byCode = (table.byCode.get(key) ?? []).filter(visible);
    if (byCode.length > 0)
      return { matchedBy: 'code', ids: byCode.sort(byName).slice(0, opts.limit), total: byCode.length, suggestions: [] };
    const ean = /^[\d\s-]{8,20}$/.test(text) ? eanKey(text) : '';
    const byEan = ean ? (table.byEan.get(ean) ?? []).filter(visible) : [];
    if (byEan.length > 0) return { matchedBy: 'ean', ids: byEan.slice(0, opts.limit), total: byEan.length, suggestions: [] };
    return null;
  });
  const toSearch = [...new Set(texts.filter((t, i) => answers[i] === null && searchable(t)).map(searchTextOf))];
  const hits = await searchHitsMany(ctx.db, index, toSearch, SEARCHES_PER_CALL);
  const found = new Map<string, { ids: number[]; total: number }>();
  toSearch.forEach((text, i) => {
    const h = hits[i];
    if (h) found.set(text, bestVisible(h.byClass, seen, index.ids, nameRank, opts.limit));
  });
  return answers.map((answer, i) => {
    if (answer) return answer;
    const text = texts[i]!;
    const hit = found.get(searchTextOf(text));
    if (hit && hit.total > 0) return { matchedBy: 'search', ids: hit.ids, total: hit.total, suggestions: [] };
    return { matchedBy: null, ids: [], total: 0, suggestions: closestCodes(table, compactForm(text), visible, opts.suggestions) };
  });
}

/**
 * The `limit` best visible hits (by relevance class, then name) and how many are visible, without sorting
 * them all: a tyre size finds thousands; a small sorted window is kept.
 */
function bestVisible(byClass: Uint32Array[], seen: Uint32Array, ids: Int32Array, nameRank: Uint32Array, limit: number) {
  const picked: number[] = [];
  let total = 0;
  for (const bits of byClass) {
    const window: number[] = [];
    for (let w = 0; w < bits.length; w++) {
      let word = bits[w]! & seen[w]!;
      while (word !== 0) {
        const bit = word & -word;
        const pos = (w << 5) + (31 - Math.clz32(bit));
        word ^= bit;
        total++;
        if (picked.length + window.length < limit || nameRank[pos]! < nameRank[window[window.length - 1] ?? pos]!) {
          let at = window.length;
          while (at > 0 && nameRank[window[at - 1]!]! > nameRank[pos]!) at--;
          window.splice(at, 0, pos);
          if (picked.length + window.length > limit) window.pop();
        }
      }
    }
    picked.push(...window);
  }
  return { ids: picked.map((pos) => ids[pos]!), total };
}
