import { PRODUCT_SEARCH_MIN_LENGTH, type SearchResultGroup } from '@dealerport/contract';
import type { LocalisedNames } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CustomerContext } from '../../plugins/context';
import { type CatalogueIndex, forEachSet, loadCatalogueIndex, matchVisible } from './catalogue-index';
import { fallbackImageFor, loadCategoryIndex, localName } from './categories.service';
import * as repo from './products.repository';
import { searchHits } from './search-hits';
import { loadViewer } from './visibility.service';

const SEARCH_GROUP_SIZE = 5;

interface Summary {
  code: string;
  name: string;
  names: Partial<LocalisedNames> | null;
  imageUrl: string | null;
}

/**
 * Code, names and first image of the products the header search shows, per database for 30 s: the
 * same few products answer the same few terms for every dealer (docs/performance.md). Every language's
 * name is kept, the reader's is picked when answering, so one entry serves every culture.
 */
const SUMMARY_TTL_MS = 30_000;
const SUMMARY_MAX = 50_000;
const summaryCache = new WeakMap<object, Map<number, { at: number; summary: Summary | null }>>();

export function invalidateSearchSummaries(db: object) {
  summaryCache.delete(db);
}

async function summariesOf(ctx: CustomerContext, ids: number[]): Promise<Map<number, Summary>> {
  let cached = summaryCache.get(ctx.db);
  if (!cached) {
    cached = new Map();
    summaryCache.set(ctx.db, cached);
  }
  const now = Date.now();
  const out = new Map<number, Summary>();
  const missing: number[] = [];
  for (const id of ids) {
    const hit = cached.get(id);
    if (hit && now - hit.at < SUMMARY_TTL_MS) {
      if (hit.summary) out.set(id, hit.summary);
    } else missing.push(id);
  }
  if (missing.length === 0) return out;
  // One query for the rest (a product gone since its hits were read is left out).
  const rows = await repo.listProductSummaries(ctx.db, missing);
  const found = new Map(rows.map((r) => [r.id, { code: r.code, name: r.name, names: r.names, imageUrl: r.image_url }]));
  if (cached.size + missing.length > SUMMARY_MAX) cached.clear();
  for (const id of missing) {
    const summary = found.get(id) ?? null;
    cached.set(id, { at: now, summary });
    if (summary) out.set(id, summary);
  }
  return out;
}

interface Group {
  categoryId: number;
  total: number;
  /** The best relevance class among its hits. */
  best: number;
  /** Its best SEARCH_GROUP_SIZE hits as [class, name rank, position], best first. */
  top: [number, number, number][];
}

/** Groups the visible hits by category: totals, best class, and the top hits by (class, name). */
function groupHits(index: CatalogueIndex, classes: Uint32Array[]): Group[] {
  const groups = new Map<number, Group>();
  const nameRank = index.ranks.name;
  classes.forEach((bits, cls) => {
    forEachSet(bits, (pos) => {
      const categoryId = index.categoryOf[pos]!;
      let group = groups.get(categoryId);
      if (!group) {
        group = { categoryId, total: 0, best: cls, top: [] };
        groups.set(categoryId, group);
      }
      group.total++;
      const entry: [number, number, number] = [cls, nameRank[pos]!, pos];
      const top = group.top;
      if (top.length === SEARCH_GROUP_SIZE) {
        const last = top[top.length - 1]!;
        if (last[0] < cls || (last[0] === cls && last[1] < entry[1])) return;
        top.pop();
      }
      let i = top.length;
      while (i > 0 && (top[i - 1]![0] > cls || (top[i - 1]![0] === cls && top[i - 1]![1] > entry[1]))) i--;
      top.splice(i, 0, entry);
    });
  });
  // The group holding the best hit first, then the bigger group, then by category.
  return [...groups.values()].sort((a, b) => a.best - b.best || b.total - a.total || a.categoryId - b.categoryId);
}

/**
 * GET /api/catalogs/products/search-by-text: the header search (spec 01 §9: from 3 characters).
 * Groups by the product's category, the group holding the best hit first; in a group the exact
 * code first, then code prefixes, then by name. The hits of a text are shared by every customer
 * (search-hits.ts); this customer's visibility is applied in memory with the catalogue index.
 */
export async function searchByText(ctx: CustomerContext, q: string): Promise<SearchResultGroup[]> {
  const text = q.trim();
  if ([...text].length < PRODUCT_SEARCH_MIN_LENGTH) throw new AppError('SEARCH_TEXT_TOO_SHORT', { min: PRODUCT_SEARCH_MIN_LENGTH });
  const [viewer, categories, index] = await Promise.all([loadViewer(ctx), loadCategoryIndex(ctx.db), loadCatalogueIndex(ctx.db)]);
  const hits = await searchHits(ctx.db, index, text);
  const visible = matchVisible(index, viewer, undefined, undefined, [hits.all]);
  const groups = groupHits(
    index,
    hits.byClass.map((bits) => bits.map((word, w) => word & visible.bits[w]!)),
  );
  const ids = groups.flatMap((g) => g.top.map(([, , pos]) => index.ids[pos]!));
  const found = await summariesOf(ctx, ids);
  const result: SearchResultGroup[] = [];
  for (const g of groups) {
    const products = g.top.flatMap(([, , pos]) => {
      const id = index.ids[pos]!;
      const s = found.get(id);
      return s
        ? [
            {
              id,
              code: s.code,
              name: localName(s.names, ctx.culture, s.name),
              categoryId: g.categoryId,
              imageUrl: s.imageUrl ?? fallbackImageFor(categories, g.categoryId),
            },
          ]
        : [];
    });
    if (products.length === 0) continue;
    const category = categories.byId.get(g.categoryId);
    result.push({
      id: g.categoryId,
      name: localName(category?.names, ctx.culture, category?.code ?? ''),
      totalCount: g.total,
      products,
    });
  }
  return result;
}
