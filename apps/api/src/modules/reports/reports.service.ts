import type {
  CustomerReport,
  CustomerReportFilter,
  CustomerReportQuery,
  OrderReport,
  OrderReportFilter,
  OrderReportQuery,
  ProductImageReport,
  ProductImageReportFilter,
  ProductImageReportQuery,
  ProductReport,
  ProductReportFilter,
  ProductReportQuery,
  SortDirection,
} from '@dealerport/contract';
import type { SignedInContext } from '../../plugins/context';
import { customerScopeOf } from '../customers';
import { readGeneralSettings } from '../settings';
import * as repo from './reports.repository';

/**
 * The four reports (spec 02 §3 "Reports", §7). Each answers for the caller, never for a selected customer
 * (02 §6: report routes are not for acting for a customer): the customers area's scope decides whose
 * customers' rows a caller sees (a salesman his assigned ones, staff all; ADR 0030). The endpoint's
 * permission opens the call.
 */

export interface SortInput<C extends string> {
  sortColumn?: C | undefined;
  sortDirection?: SortDirection | undefined;
}

/** The asked sort, else the report's default (its direction too when only the column is given). */
export function sortOf<C extends string>(q: SortInput<C>, fallback: repo.Sort<C>): repo.Sort<C> {
  if (!q.sortColumn) return { column: fallback.column, direction: q.sortDirection ?? fallback.direction };
  return { column: q.sortColumn, direction: q.sortDirection ?? 'asc' };
}

export const pageOf = (q: { page: number; pageSize: number }): repo.Page => ({ limit: q.pageSize, offset: (q.page - 1) * q.pageSize });

export const ORDER_DEFAULT_SORT = { column: 'date', direction: 'desc' } as const;
export const PRODUCT_DEFAULT_SORT = { column: 'productCode', direction: 'asc' } as const;
export const CUSTOMER_DEFAULT_SORT = { column: 'customerName', direction: 'asc' } as const;
export const IMAGE_DEFAULT_SORT = { column: 'productCode', direction: 'asc' } as const;

/** Report days are the distributor's calendar days (general settings' time zone). */
export async function orderReportScope(ctx: SignedInContext, filter: OrderReportFilter): Promise<repo.OrderReportScope> {
  const { timeZone } = await readGeneralSettings(ctx);
  return { scope: customerScopeOf(ctx.actor), timeZone, filter };
}

// ---- order report ----

export async function getOrderReport(ctx: SignedInContext, query: OrderReportQuery, filter: OrderReportFilter): Promise<OrderReport> {
  const scope = await orderReportScope(ctx, filter);
  const [rows, totals] = await Promise.all([
    repo.listOrderReport(ctx.db, scope, sortOf(query, ORDER_DEFAULT_SORT), pageOf(query)),
    repo.orderReportTotals(ctx.db, scope),
  ]);
  return {
    items: rows.map(orderRowToDto),
    totalCount: totals.reduce((n, t) => n + Number(t.count), 0),
    page: query.page,
    pageSize: query.pageSize,
    totals: totals.map((t) => ({ currency: t.currency, quantity: Number(t.quantity), total: t.total })),
  };
}

export const orderRowToDto = (r: repo.OrderReportDbRow): OrderReport['items'][number] => ({
  ficheNo: r.doc_number,
  date: r.date,
  customerCode: r.customer_code,
  customerName: r.customer_name,
  salesmanCode: r.salesman_code,
  salesmanName: r.salesman_name,
  productCode: r.product_code,
  productName: r.product_name,
  quantity: r.quantity,
  unitCode: r.unit_code,
  price: r.price,
  total: r.total,
  currency: r.currency,
  status: r.status,
});

// ---- stock-price report ----

export async function getProductReport(
  ctx: SignedInContext,
  query: ProductReportQuery,
  filter: ProductReportFilter,
): Promise<ProductReport> {
  const [rows, totalCount] = await Promise.all([
    repo.listProductReport(ctx.db, filter, ctx.culture, sortOf(query, PRODUCT_DEFAULT_SORT), pageOf(query)),
    repo.countProducts(ctx.db, filter),
  ]);
  return { items: await withStocksAndPrices(ctx, rows), totalCount, page: query.page, pageSize: query.pageSize };
}

export async function withStocksAndPrices(ctx: SignedInContext, rows: repo.ProductReportDbRow[]): Promise<ProductReport['items']> {
  const ids = rows.map((r) => r.id);
  const [stocks, prices] = await Promise.all([repo.listStocks(ctx.db, ids), repo.listPrices(ctx.db, ids)]);
  const stocksOf = groupBy(stocks, (s) => s.product_id);
  const pricesOf = groupBy(prices, (p) => p.product_id);
  return rows.map((r) => ({
    productId: r.id,
    productCode: r.code,
    productName: r.name,
    categoryId: r.category_id,
    categoryName: r.category_name,
    brandName: r.brand_name,
    unitCode: r.unit_code,
    listPrice: r.list_price,
    currency: r.currency,
    prices: (pricesOf.get(r.id) ?? []).map((p) => ({ currency: p.currency, listPrice: p.list_price })),
    totalStock: r.total_stock,
    stocks: (stocksOf.get(r.id) ?? []).map((s) => ({
      warehouseCode: s.warehouse_code,
      warehouseName: s.warehouse_name,
      quantity: s.quantity,
    })),
    isActive: r.is_active,
  }));
}

// ---- customer report ----

export async function getCustomerReport(
  ctx: SignedInContext,
  query: CustomerReportQuery,
  filter: CustomerReportFilter,
): Promise<CustomerReport> {
  const scope = customerScopeOf(ctx.actor);
  const [rows, totalCount] = await Promise.all([
    repo.listCustomerReport(ctx.db, scope, filter, sortOf(query, CUSTOMER_DEFAULT_SORT), pageOf(query)),
    repo.countCustomerReport(ctx.db, scope, filter),
  ]);
  return { items: rows.map(customerRowToDto), totalCount, page: query.page, pageSize: query.pageSize };
}

export const customerRowToDto = (r: repo.CustomerReportDbRow): CustomerReport['items'][number] => ({
  customerId: r.customer_id,
  customerCode: r.customer_code,
  customerName: r.customer_name,
  customerEmail: r.customer_email,
  customerCountryCode: r.customer_country_code,
  customerIsActive: r.customer_is_active,
  userAccountName: r.user_account_name,
  userEmail: r.user_email,
  userLastLoggedOn: r.user_last_logged_on ? new Date(r.user_last_logged_on).toISOString() : null,
  userDeleted: r.user_deleted,
  salesmanCode: r.salesman_code,
  salesmanName: r.salesman_name,
});

// ---- product image report ----

export async function getProductImageReport(
  ctx: SignedInContext,
  query: ProductImageReportQuery,
  filter: ProductImageReportFilter,
): Promise<ProductImageReport> {
  const [rows, totalCount] = await Promise.all([
    repo.listProductImageReport(ctx.db, filter, sortOf(query, IMAGE_DEFAULT_SORT), pageOf(query)),
    repo.countProducts(ctx.db, filter),
  ]);
  return { items: await withImages(ctx, rows, totalCount), totalCount, page: query.page, pageSize: query.pageSize };
}

export async function withImages(
  ctx: SignedInContext,
  rows: repo.ProductImageReportDbRow[],
  totalCount: number,
): Promise<ProductImageReport['items']> {
  const imagesOf = groupBy(
    await repo.listImages(
      ctx.db,
      rows.map((r) => r.id),
    ),
    (i) => i.product_id,
  );
  return rows.map((r) => ({
    productId: r.id,
    parentCategoryId: r.parent_category_id,
    categoryId: r.category_id,
    productCode: r.code,
    productName: r.name,
    images: (imagesOf.get(r.id) ?? []).map((i) => ({ url: i.url, order: i.sort_order, isGenerated: i.is_generated })),
    imageCount: r.image_count,
    totalCount,
  }));
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
