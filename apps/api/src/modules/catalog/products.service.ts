import {
  type Culture,
  type PagedList,
  PRODUCT_LIST_MAX_DEPTH,
  PRODUCT_SORT_PARAMS,
  type ProductDetail,
  type ProductListBody,
  type ProductListItem,
  type ProductProperty,
} from '@dealerport/contract';
import { AppError, notFound } from '../../lib/app-error';
import type { CustomerContext } from '../../plugins/context';
import { getTunable } from '../configs';
import {
  type CatalogueIndex,
  intersect,
  type ListOrder,
  loadCatalogueIndex,
  type Matches,
  matchVisible,
  noteRevisions,
  orderOf,
  type PricePair,
  pageOfMatches,
  priceOrderFor,
  type StoredOrder,
  splitByFlag,
} from './catalogue-index';
import { type CategoryIndex, fallbackImageFor, loadCategoryIndex, localName, withAncestors, withDescendants } from './categories.service';
import { orderableStock, orderableStockOnPage, shownStock, stockOrderFor } from './orderable-stock';
import { loadPriceRules } from './price-book';
import { priceOrderWithRules } from './price-order';
import { breaksOf, type PriceRules, priceStart, touches } from './price-rules';
import { campaignText, listPriceFor, type ProductPrices, priceFor, stockText } from './pricing';
import { additionalDetailsFor } from './product-additional-details';
import * as repo from './products.repository';
import { createReadCache } from './read-cache';
import { searchHits } from './search-hits';
import { type CatalogueViewer, flagsFor } from './visibility';
import { loadViewer } from './visibility.service';
import { visibleSql } from './visibility.sql';

// ---- mapping rows to the contract (rows never leave the module) ----

/**
 * A product's prices per discount chain, remembered with its row: the list's rows live in the row
 * cache (below), customers share discount chains, and the exact arithmetic (bigint) is the largest
 * part of mapping a row (docs/performance.md).
 */
const pricesByRow = new WeakMap<repo.ProductRow, { stamp: string; prices: Map<string, ProductPrices> }>();

function pricesOf(
  row: repo.ProductRow,
  viewer: CatalogueViewer,
  rules: PriceRules,
  categories: CategoryIndex,
  offered: { listPrice: string; currency: string },
): ProductPrices {
  // a new price book (its stamp leads every rules key) leaves the prices remembered under the old one
  const stamp = rules.key.slice(0, rules.key.indexOf(':') + 1);
  let remembered = pricesByRow.get(row);
  if (!remembered || (stamp !== '' && remembered.stamp !== '' && remembered.stamp !== stamp)) {
    remembered = { stamp, prices: new Map() };
    pricesByRow.set(row, remembered);
  } else if (stamp !== '') remembered.stamp = stamp;
  const byChain = remembered.prices;
  // a product no rule touches has the list price's prices, shared by every customer of this currency and discounts
  const touched = offered.currency === rules.currency && touches(rules, row.id, row.category_id, (id) => withAncestors(categories, id));
  const key = touched ? `${offered.currency}|${viewer.discountKey}|${rules.key}` : `${offered.currency}|${viewer.discountKey}|`;
  let prices = byChain.get(key);
  if (!prices) {
    const from = touched ? priceStart(rules, pricedProduct(row, categories, offered), Math.max(1, row.min_order_qty)) : undefined;
    prices = priceFor(offered.listPrice, row.vat_rate, viewer.discountRates, from);
    byChain.set(key, prices);
  }
  return prices;
}

/** A row as the price rules see it: its id, its categories up the tree, the list price it is offered at. */
const pricedProduct = (row: repo.ProductRow, categories: CategoryIndex, offered: { listPrice: string; currency: string }) => ({
  productId: row.id,
  categoryIds: withAncestors(categories, row.category_id),
  listPrice: offered.listPrice,
  currency: offered.currency,
});

function toListItem(
  row: repo.ProductRow,
  viewer: CatalogueViewer,
  rules: PriceRules,
  culture: Culture,
  categories: CategoryIndex,
  images: Map<number, { url: string; order: number }[]>,
  /** The stock to show when not the row's own (the list's: the catalogue index's). */
  stock: number = row.total_stock,
): ProductListItem {
  const flags = flagsFor(viewer, row.detail_ids);
  // The customer's price list where the product has one in its currency (migration 0015).
  const offered = listPriceFor(row, viewer.currency);
  const prices = flags.showPrice ? pricesOf(row, viewer, rules, categories, offered) : null;
  return {
    id: row.id,
    code: row.code,
    name: localName(row.names, culture, row.name),
    unitCode: row.unit_code,
    stock: flags.showStock ? stock : null,
    stockText: flags.showStock ? stockText(stock, culture) : null,
    salePrice: prices?.salePrice ?? null,
    salePriceWithVat: prices?.salePriceWithVat ?? null,
    vatRate: row.vat_rate,
    discountRate: prices?.discountRate ?? null,
    discountedPrice: prices?.discountedPrice ?? null,
    discountedPriceWithVat: prices?.discountedPriceWithVat ?? null,
    campaign: campaignText(prices, row.campaign, culture),
    priceBeforeCampaign: prices?.priceBeforeCampaign ?? null,
    priceBeforeCampaignWithVat: prices?.priceBeforeCampaignWithVat ?? null,
    minOrderQuantity: row.min_order_qty,
    maxOrderQuantity: row.max_order_qty,
    placeHolderQuantity: row.placeholder_qty,
    currencyText: offered.currency,
    hasBasket: flags.hasBasket,
    showPrice: flags.showPrice,
    showStock: flags.showStock,
    preSaleText: row.pre_sale_text,
    additionalDetails: [],
    images: images.get(row.id) ?? [{ url: fallbackImageFor(categories, row.category_id), order: 0 }],
  };
}

async function imagesOf(ctx: CustomerContext, ids: number[]) {
  const map = new Map<number, { url: string; order: number }[]>();
  for (const r of await repo.listImagesOfProducts(ctx.db, ids)) {
    map.set(r.product_id, [...(map.get(r.product_id) ?? []), { url: r.url, order: r.sort_order }]);
  }
  return map;
}

async function toDetails(ctx: CustomerContext, viewer: CatalogueViewer, rows: repo.ProductRow[]): Promise<ProductDetail[]> {
  const ids = rows.map((r) => r.id);
  const [categories, rules] = await Promise.all([loadCategoryIndex(ctx.db), loadPriceRules(ctx.db, viewer)]);
  const [images, details, additional, orderable] = await Promise.all([
    imagesOf(ctx, ids),
    repo.listDetailsOfProducts(ctx.db, ids),
    additionalDetailsFor(
      ctx.db,
      ctx.culture,
      rows.map((r) => ({ id: r.id, categoryIds: withAncestors(categories, r.category_id), detailIds: r.detail_ids })),
    ),
    orderableStock(ctx.db, viewer, ids),
  ]);
  const properties = new Map<number, ProductProperty[]>();
  for (const d of details) {
    properties.set(d.product_id, [
      ...(properties.get(d.product_id) ?? []),
      {
        propertyId: d.property_id,
        key: d.key,
        name: localName(d.property_names, ctx.culture, d.key),
        detailId: d.detail_id,
        code: d.code,
        value: localName(d.names, ctx.culture, d.name),
      },
    ]);
  }
  return rows.map((row) => ({
    ...toListItem(row, viewer, rules, ctx.culture, categories, images, shownStock(row, orderable)),
    quantityBreaks: quantityBreaksOf(row, viewer, rules, categories),
    categoryId: row.category_id,
    properties: properties.get(row.id) ?? [],
    additionalDetails: additional.get(row.id) ?? [],
  }));
}

/** The detail's quantity breaks: from which quantity the customer's unit price changes (none when its price is blanked). */
function quantityBreaksOf(row: repo.ProductRow, viewer: CatalogueViewer, rules: PriceRules, categories: CategoryIndex) {
  if (!flagsFor(viewer, row.detail_ids).showPrice) return [];
  const offered = listPriceFor(row, viewer.currency);
  return breaksOf(rules, pricedProduct(row, categories, offered), Math.max(1, row.min_order_qty)).map((b) => {
    const prices = priceFor(offered.listPrice, row.vat_rate, viewer.discountRates, b.start);
    return { minQuantity: b.minQuantity, discountedPrice: prices.discountedPrice, discountedPriceWithVat: prices.discountedPriceWithVat };
  });
}

// ---- the list ----

/**
 * The property of every detail, cached per database for a minute like the category tree (details
 * change with the catalogue; writers call invalidateCatalogueCaches).
 */
const detailPropertyCache = createReadCache<ReadonlyMap<number, number>>(60_000, 1);

export function invalidateDetailPropertyCache(db: object) {
  detailPropertyCache.invalidate(db);
}

const loadDetailProperties = (ctx: CustomerContext) =>
  detailPropertyCache.get(ctx.db, 'all', async () => new Map((await repo.listDetailProperties(ctx.db)).map((d) => [d.id, d.property_id])));

/** Facet filter groups: OR within a property, AND across; an unknown detail matches nothing. */
async function detailGroups(ctx: CustomerContext, ids: number[] | undefined): Promise<number[][] | undefined> {
  if (!ids || ids.length === 0) return undefined;
  const unique = [...new Set(ids)];
  const propertyOf = await loadDetailProperties(ctx);
  const byProperty = new Map<number, number[]>();
  const unknown: number[][] = [];
  for (const id of unique) {
    const property = propertyOf.get(id);
    if (property === undefined) unknown.push([id]);
    else byProperty.set(property, [...(byProperty.get(property) ?? []), id]);
  }
  return [...byProperty.values(), ...unknown];
}

/** A run of matches in one order; a page walks the runs one after the other. */
interface Run {
  matches: Matches;
  order: ListOrder;
}

/**
 * The runs of a sort option (catalogue-index.ts). Sorting by price or stock must not reveal what the
 * customer may not see (design.md §4 showPrice/showStock): products whose price (stock) is blanked for
 * it come after the others, by code (ADR 0022). Prices sort in the customer's own currency and price
 * list (ADR 0020), by where its price lists and campaigns start each price (price-order.ts, ADR 0065);
 * discounts are per customer, not per product, so that order holds for the discounted prices too.
 */
function runsFor(
  index: CatalogueIndex,
  viewer: CatalogueViewer,
  matches: Matches,
  sort: (typeof PRODUCT_SORT_PARAMS)[number] | undefined,
  routedStock: StoredOrder | null,
  prices: PricePair | null,
): Run[] {
  const desc = sort?.direction === 'desc';
  const blankedLast = (flag: 'showPrice' | 'showStock', order: ListOrder): Run[] => {
    const { shown, hidden } = splitByFlag(index, viewer, matches, flag);
    return [
      { matches: shown, order },
      { matches: hidden, order: orderOf(index, 'code') },
    ];
  };
  switch (sort?.column) {
    case 'code':
      return [{ matches, order: orderOf(index, 'code', desc) }];
    case 'price': {
      const pair = prices ?? priceOrderFor(index, viewer.currency);
      return blankedLast('showPrice', { order: desc ? pair.desc : pair.asc, reverse: false });
    }
    case 'stock':
      // a routed customer's by the stock it may order (orderable-stock.ts)
      return blankedLast('showStock', routedStock ? { order: routedStock, reverse: !desc } : orderOf(index, 'stockDesc', !desc));
    case 'createdOn':
      return [{ matches, order: orderOf(index, 'newest', !desc) }];
    default:
      return [{ matches, order: orderOf(index, 'name', desc) }];
  }
}

type PageRow = repo.PageRow;

/** What narrows a list besides visibility and the search text: the category scope and facet groups. */
interface ListFilter {
  categoryIds?: number[];
  /** A product must carry one detail of every group. */
  detailGroups?: number[][];
}

/**
 * Rows of the products a page shows, per index (keyed by its `ids`, which a stock-order rebuild keeps,
 * so the rows live until the catalogue itself changes) and database: the list's rows come from memory
 * once read, their stock from the index (catalogue-index.ts). A product that changed makes a new index,
 * and with it an empty cache.
 * Its keys are the index's own products, so it never holds more rows than the catalogue has; the bound
 * only matters beyond 200,000 products, where the rows read longest ago make room (Map keeps insertion
 * order). It used to be emptied at 50,000: on a 100,000-product catalogue browsed widely it filled and
 * emptied over and over, and 4 lists in 10 went to the database for rows, each one waiting a turn of
 * a busy event loop more (docs/performance.md, issue 13).
 */
const ROWS_MAX = 200_000;
const rowCaches = new WeakMap<Int32Array, Map<number, PageRow>>();

async function pageRows(ctx: CustomerContext, index: CatalogueIndex, ids: number[]): Promise<Array<{ row: PageRow; stock: number }>> {
  let cache = rowCaches.get(index.ids);
  if (!cache) {
    cache = new Map();
    rowCaches.set(index.ids, cache);
  }
  const missing = ids.filter((id) => !cache.has(id));
  if (missing.length > 0) {
    const read = await repo.listProductRows(ctx.db, missing);
    for (const row of read.rows) cache.set(row.id, row);
    if (cache.size > ROWS_MAX) {
      let extra = cache.size - ROWS_MAX;
      for (const id of cache.keys()) {
        if (extra-- <= 0) break;
        cache.delete(id);
      }
    }
    // The read carries the catalogue's revisions: an index found old is rebuilt in the background.
    await noteRevisions(ctx.db, read.revision, read.stockRevision);
  }
  return ids.flatMap((id) => {
    const row = cache.get(id);
    if (!row) return [];
    const pos = index.positionOf(id);
    return [{ row, stock: pos >= 0 ? index.stock[pos]! : row.total_stock }];
  });
}

/** Page ids over runs: the first run's matches in its order, then the next run's, and so on. */
function pageOfRuns(index: CatalogueIndex, runs: Run[], offset: number, limit: number): number[] {
  const ids: number[] = [];
  let skip = offset;
  for (const run of runs) {
    if (ids.length >= limit) break;
    if (skip >= run.matches.count) {
      skip -= run.matches.count;
      continue;
    }
    ids.push(...pageOfMatches(index, run.matches, run.order, skip, limit - ids.length));
    skip = 0;
  }
  return ids;
}

/** The customer's price order: the stored one, or one re-sorted by its price rules. */
async function priceOrderOf(ctx: CustomerContext, index: CatalogueIndex, viewer: CatalogueViewer): Promise<PricePair> {
  const [rules, categories] = await Promise.all([loadPriceRules(ctx.db, viewer), loadCategoryIndex(ctx.db)]);
  return priceOrderWithRules(ctx.db, index, rules, categories);
}

/**
 * One page from the catalogue index: matches, total, order (with a search text, its hits) in memory,
 * the rows from the index's row cache (read from the database the first time a product is shown).
 */
async function pageFromIndex(
  ctx: CustomerContext,
  viewer: CatalogueViewer,
  filter: ListFilter,
  q: string,
  sortId: string | undefined,
  offset: number,
  limit: number,
): Promise<{ index: CatalogueIndex; total: number; rows: Array<{ row: PageRow; stock: number }> }> {
  const index = await loadCatalogueIndex(ctx.db);
  const hits = q ? await searchHits(ctx.db, index, q) : null;
  const matches = matchVisible(index, viewer, filter.categoryIds, filter.detailGroups, hits ? [hits.all] : []);
  const sort = PRODUCT_SORT_PARAMS.find((s) => s.id === sortId);
  const routedStock = sort?.column === 'stock' ? await stockOrderFor(ctx.db, index, viewer) : null;
  const prices = sort?.column === 'price' ? await priceOrderOf(ctx, index, viewer) : null;
  // A search without a sort option: the best relevance class first, by name within each.
  const runs =
    hits && !sortId
      ? hits.byClass.map((c) => ({ matches: intersect(matches, c), order: orderOf(index, 'name') }))
      : runsFor(index, viewer, matches, sort, routedStock, prices);
  const ids = pageOfRuns(index, runs, offset, limit);
  return { index, total: matches.count, rows: await pageRows(ctx, index, ids) };
}

/** POST /api/catalogs/products/list (design.md §4: only what this customer may see). */
export async function listProducts(ctx: CustomerContext, asked: ProductListBody): Promise<PagedList<ProductListItem>> {
  // Spec 01/02 §9 "product page size default 50": an administrator's config item (issue 15).
  const body = { ...asked, pageSize: asked.pageSize ?? (await getTunable(ctx.db, 'productListPageSize')) };
  if (body.pageNumber * body.pageSize > PRODUCT_LIST_MAX_DEPTH) throw new AppError('PAGE_TOO_DEEP', { max: PRODUCT_LIST_MAX_DEPTH });
  const [viewer, categories, groups] = await Promise.all([
    loadViewer(ctx),
    loadCategoryIndex(ctx.db),
    detailGroups(ctx, body.propertyDetailIds),
  ]);
  const rules = await loadPriceRules(ctx.db, viewer);
  if (body.categoryId !== undefined && !categories.byId.has(body.categoryId)) throw notFound({ categoryId: body.categoryId });
  const q = body.searchText?.trim() ?? '';
  const filter: ListFilter = {
    categoryIds: body.categoryId !== undefined ? withDescendants(categories, body.categoryId) : undefined,
    detailGroups: groups,
  };
  const offset = (body.pageNumber - 1) * body.pageSize;
  const { index, total, rows } = await pageFromIndex(ctx, viewer, filter, q, body.sort, offset, body.pageSize);
  const orderable = await orderableStockOnPage(
    ctx.db,
    index,
    viewer,
    rows.map((r) => r.row.id),
  );
  const images = new Map(rows.filter((r) => r.row.images.length > 0).map((r) => [r.row.id, r.row.images]));
  const items = rows.map((r) => toListItem(r.row, viewer, rules, ctx.culture, categories, images, shownStock(r.row, orderable, r.stock)));
  const totalPages = Math.ceil(total / body.pageSize);
  return {
    items,
    pageIndex: body.pageNumber,
    pageSize: body.pageSize,
    totalCount: total,
    totalPages,
    hasPreviousPage: body.pageNumber > 1,
    hasNextPage: body.pageNumber < totalPages,
  };
}

// ---- single products ----

export async function getProductDetail(ctx: CustomerContext, id: number): Promise<ProductDetail> {
  const viewer = await loadViewer(ctx);
  const [row] = await repo.findProductsByIds(ctx.db, visibleSql(viewer), [id]);
  // Hidden and unknown answer the same (design.md §4: nothing leaks).
  if (!row) throw notFound({ id });
  return (await toDetails(ctx, viewer, [row]))[0]!;
}

export async function getProductDetailByCode(ctx: CustomerContext, code: string): Promise<ProductDetail> {
  const viewer = await loadViewer(ctx);
  const row = await repo.findProductByCode(ctx.db, visibleSql(viewer), code);
  if (!row) throw notFound({ code });
  return (await toDetails(ctx, viewer, [row]))[0]!;
}

/** POST /api/catalogs/products/details: the visible ones, in the order asked, each once. */
export async function getProductDetails(ctx: CustomerContext, productIds: number[]): Promise<ProductDetail[]> {
  const viewer = await loadViewer(ctx);
  const ids = [...new Set(productIds)];
  const rows = await repo.findProductsByIds(ctx.db, visibleSql(viewer), ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is repo.ProductRow => r !== undefined);
  return toDetails(ctx, viewer, ordered);
}

/**
 * Product list items for these ids as the acting customer sees them (prices, stock, flags, images with
 * the category's fallback) with their categoryId, in the order given; hidden (visibleSql: access,
 * inactive product or category) and unknown ones left out. For other areas (favourites, cart) through
 * index.ts. Reads live (not the list's index): a few products, as the detail calls do.
 */
export async function listProductItemsByIds(
  ctx: CustomerContext,
  productIds: number[],
): Promise<Array<ProductListItem & { categoryId: number }>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  const [viewer, categories] = await Promise.all([loadViewer(ctx), loadCategoryIndex(ctx.db)]);
  const [rows, rules] = await Promise.all([repo.findProductsByIds(ctx.db, visibleSql(viewer), ids), loadPriceRules(ctx.db, viewer)]);
  const found = rows.map((r) => r.id);
  const [images, orderable] = await Promise.all([imagesOf(ctx, found), orderableStock(ctx.db, viewer, found)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [{ ...toListItem(row, viewer, rules, ctx.culture, categories, images, shownStock(row, orderable)), categoryId: row.category_id }]
      : [];
  });
}
