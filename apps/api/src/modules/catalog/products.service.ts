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
import { priceFor, stockText } from './pricing';
import * as repo from './products.repository';
import { type CatalogueViewer, flagsFor, visibleSql } from './visibility';
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

/** Facet filter groups: OR within a property, AND across; an unknown detail matches nothing. */
async function detailGroups(ctx: CustomerContext, ids: number[] | undefined): Promise<number[][] | undefined> {
  if (!ids || ids.length === 0) return undefined;
  const unique = [...new Set(ids)];
  const known = await repo.findDetailProperties(ctx.db, unique);
  const byProperty = new Map<number, number[]>();
  for (const d of known) byProperty.set(d.property_id, [...(byProperty.get(d.property_id) ?? []), d.id]);
  const groups = [...byProperty.values()];
  const knownIds = new Set(known.map((d) => d.id));
  for (const id of unique) if (!knownIds.has(id)) groups.push([id]);
  return groups;
}

function orderFor(body: ProductListBody, search: ReturnType<typeof parseSearchQuery> | undefined, q: string) {
  const sort = PRODUCT_SORT_PARAMS.find((s) => s.id === body.sort);
  if (!sort) {
    return search ? sql`${repo.relevanceSql(search, q)}, p.name, p.id` : sql`p.name, p.id`;
  }
  const dir = sort.direction === 'desc' ? sql`desc` : sql`asc`;
  switch (sort.column) {
    case 'code':
      return sql`p.code ${dir}, p.id`;
    // Discounts are per customer, not per product, so the list price orders the discounted ones too.
    case 'price':
      return sql`p.list_price ${dir}, p.name, p.id`;
    case 'stock':
      return sql`total_stock ${dir}, p.name, p.id`;
    case 'createdOn':
      return sql`p.created_at ${dir}, p.id ${dir}`;
    default:
      return sql`p.name ${dir}, p.id`;
  }
}

/** POST /api/catalogs/products/list (design.md §4: only what this customer may see). */
export async function listProducts(ctx: CustomerContext, body: ProductListBody): Promise<PagedList<ProductListItem>> {
  if (body.pageNumber * body.pageSize > PRODUCT_LIST_MAX_DEPTH) throw new AppError('PAGE_TOO_DEEP', { max: PRODUCT_LIST_MAX_DEPTH });
  const [viewer, categories] = await Promise.all([loadViewer(ctx), loadCategoryIndex(ctx.db)]);
  if (body.categoryId !== undefined && !categories.byId.has(body.categoryId)) throw notFound({ categoryId: body.categoryId });
  const q = body.searchText?.trim() ?? '';
  const search = q ? parseSearchQuery(q) : undefined;
  const filter: repo.ProductFilter = {
    visible: visibleSql(viewer),
    categoryIds: body.categoryId !== undefined ? withDescendants(categories, body.categoryId) : undefined,
    search,
    detailGroups: await detailGroups(ctx, body.propertyDetailIds),
  };
  const offset = (body.pageNumber - 1) * body.pageSize;
  const total = await repo.countProducts(ctx.db, filter);
  const rows = offset < total ? await repo.listProducts(ctx.db, filter, orderFor(body, search, q), body.pageSize, offset) : [];
  const images = await imagesOf(
    ctx,
    rows.map((r) => r.id),
  );
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
