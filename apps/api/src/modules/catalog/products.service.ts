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
import { sql } from 'kysely';
import { AppError, notFound } from '../../lib/app-error';
import { parseSearchQuery } from '../../lib/product-search-text';
import type { CustomerContext } from '../../plugins/context';
import { type CategoryIndex, fallbackImageFor, loadCategoryIndex, localName, withDescendants } from './categories.service';
import { countVisible, loadCountIndex } from './count-index';
import { priceFor, stockText } from './pricing';
import * as repo from './products.repository';
import { createReadCache } from './read-cache';
import { type CatalogueViewer, flagsFor, visibilityKey, visibleSql } from './visibility';
import { loadViewer } from './visibility.service';

// ---- mapping rows to the contract (rows never leave the module) ----

function toListItem(
  row: repo.ProductRow,
  viewer: CatalogueViewer,
  culture: Culture,
  categories: CategoryIndex,
  images: Map<number, { url: string; order: number }[]>,
): ProductListItem {
  const flags = flagsFor(viewer, row.detail_ids);
  const prices = flags.showPrice ? priceFor(row.list_price, row.vat_rate, viewer.discountRates) : null;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    unitCode: row.unit_code,
    stock: flags.showStock ? row.total_stock : null,
    stockText: flags.showStock ? stockText(row.total_stock, culture) : null,
    salePrice: prices?.salePrice ?? null,
    salePriceWithVat: prices?.salePriceWithVat ?? null,
    vatRate: row.vat_rate,
    discountRate: prices?.discountRate ?? null,
    discountedPrice: prices?.discountedPrice ?? null,
    discountedPriceWithVat: prices?.discountedPriceWithVat ?? null,
    campaign: row.campaign,
    minOrderQuantity: row.min_order_qty,
    maxOrderQuantity: row.max_order_qty,
    placeHolderQuantity: row.placeholder_qty,
    // Prices are in the product's currency; converting to the customer's is not done yet (ADR 0010).
    currencyText: row.currency,
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
  const [categories, images, details] = await Promise.all([
    loadCategoryIndex(ctx.db),
    imagesOf(ctx, ids),
    repo.listDetailsOfProducts(ctx.db, ids),
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
    ...toListItem(row, viewer, ctx.culture, categories, images),
    categoryId: row.category_id,
    properties: properties.get(row.id) ?? [],
  }));
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

/**
 * List totals, cached per database for 30 s by everything that decides them: the category scope,
 * the facet groups, the folded search text and the customer's visibility key (a changed access rule
 * changes the key). Used with a search text; without one the count index answers (count-index.ts).
 * The page itself is always read live; see docs/performance.md.
 */
const countCache = createReadCache<number>(30_000, 20_000);

export function invalidateListCountCache(db: object) {
  countCache.invalidate(db);
}

function countKey(filter: repo.ProductFilter, viewer: CatalogueViewer): string {
  const scope = filter.categoryIds ? [...filter.categoryIds].sort((a, b) => a - b).join(',') : '*';
  const groups = (filter.detailGroups ?? [])
    .map((g) => [...g].sort((a, b) => a - b).join(','))
    .sort()
    .join('|');
  return `${scope}#${groups}#${filter.search?.folded ?? ''}#${visibilityKey(viewer)}`;
}

function orderFor(body: ProductListBody, search: ReturnType<typeof parseSearchQuery> | undefined, q: string) {
  const sort = PRODUCT_SORT_PARAMS.find((s) => s.id === body.sort);
  if (!sort) {
    return search ? sql`${repo.relevanceSql(search, q)}, p.name, p.id` : sql`p.name, p.id`;
  }
  const dir = sort.direction === 'desc' ? sql`desc` : sql`asc`;
  switch (sort.column) {
    // Codes are unique (products_code_key): no tie to break, and one index serves both directions.
    case 'code':
      return sql`p.code ${dir}`;
    // Discounts are per customer, not per product, so the list price orders the discounted ones too.
    case 'price':
      return sql`p.list_price ${dir}, p.name, p.id`;
    case 'stock':
      return sql`p.total_stock ${dir}, p.name, p.id`;
    case 'createdOn':
      return sql`p.created_at ${dir}, p.id ${dir}`;
    default:
      return sql`p.name ${dir}, p.id`;
  }
}

/** From this many matches a page is merged from per-category index walks (products.repository.ts). */
const MERGE_MIN_MATCHES = 2_000;

/** POST /api/catalogs/products/list (design.md §4: only what this customer may see). */
export async function listProducts(ctx: CustomerContext, body: ProductListBody): Promise<PagedList<ProductListItem>> {
  if (body.pageNumber * body.pageSize > PRODUCT_LIST_MAX_DEPTH) throw new AppError('PAGE_TOO_DEEP', { max: PRODUCT_LIST_MAX_DEPTH });
  const [viewer, categories, groups] = await Promise.all([
    loadViewer(ctx),
    loadCategoryIndex(ctx.db),
    detailGroups(ctx, body.propertyDetailIds),
  ]);
  if (body.categoryId !== undefined && !categories.byId.has(body.categoryId)) throw notFound({ categoryId: body.categoryId });
  const q = body.searchText?.trim() ?? '';
  const search = q ? parseSearchQuery(q) : undefined;
  const filter: repo.ProductFilter = {
    visible: visibleSql(viewer),
    categoryIds: body.categoryId !== undefined ? withDescendants(categories, body.categoryId) : undefined,
    search,
    detailGroups: groups,
  };
  const offset = (body.pageNumber - 1) * body.pageSize;
  const order = orderFor(body, search, q);
  let counted: number;
  let page: Awaited<ReturnType<typeof repo.listProducts>>;
  if (search) {
    // With a search text: the (cached) SQL count and the page in parallel.
    [counted, page] = await Promise.all([
      countCache.get(ctx.db, countKey(filter, viewer), () => repo.countProducts(ctx.db, filter)),
      repo.listProducts(ctx.db, filter, order, body.pageSize, offset),
    ]);
  } else {
    // The count index answers in memory and tells the page's query whether the matches are many
    // (walk each category's sort index in order and stop early) or few (fetch them and sort); one
    // category always walks its index.
    counted = countVisible(await loadCountIndex(ctx.db), viewer, filter.categoryIds, filter.detailGroups);
    page = await repo.listProducts(ctx.db, filter, order, body.pageSize, offset, {
      mergeByCategory: counted > MERGE_MIN_MATCHES || filter.categoryIds?.length === 1,
    });
  }
  // The page is live: a page that is not full ends the list, so it gives the exact total; a full one
  // shows at least that many. Only an empty page past the start trusts the (at most 30 s old) count.
  const total =
    page.length === 0 && offset > 0
      ? counted
      : page.length < body.pageSize
        ? offset + page.length
        : Math.max(counted, offset + page.length);
  const rows = offset < total ? page : [];
  const images = new Map(rows.filter((r) => r.images.length > 0).map((r) => [r.id, r.images]));
  const items = rows.map((r) => toListItem(r, viewer, ctx.culture, categories, images));
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
 * Product list items for these ids as the acting customer sees them (prices, stock, flags), in the
 * order given; hidden and unknown ones left out. For other areas (favourites, cart) through index.ts.
 */
export async function listProductItemsByIds(ctx: CustomerContext, productIds: number[]): Promise<ProductListItem[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  const [viewer, categories] = await Promise.all([loadViewer(ctx), loadCategoryIndex(ctx.db)]);
  const rows = await repo.findProductsByIds(ctx.db, visibleSql(viewer), ids);
  const images = await imagesOf(
    ctx,
    rows.map((r) => r.id),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toListItem(row, viewer, ctx.culture, categories, images)] : [];
  });
}
