import type { LocalisedNames } from '../src/db/schema';
import { buildProductSearchText } from '../src/lib/product-search-text';
import { invalidateCatalogueCaches } from '../src/modules/catalog';
import type { TestApp } from './harness';

/** Catalogue factories (migration 0006): each test file builds the small catalogue it needs. */
type Db = TestApp['db'];

let seq = 0;
const names = (name: string, given?: Partial<LocalisedNames>): LocalisedNames => ({ tr: name, de: name, en: name, ...given });

export async function createCategory(
  db: Db,
  opts: {
    code: string;
    name?: string;
    names?: Partial<LocalisedNames>;
    parentId?: number;
    order?: number;
    isActive?: boolean;
    /** The back-office reference code; the code itself unless given. */
    refCode?: string | null;
  },
) {
  const row = await db
    .insertInto('categories')
    .values({
      code: opts.code,
      names: JSON.stringify(names(opts.name ?? opts.code, opts.names)),
      parent_id: opts.parentId ?? null,
      sort_order: opts.order ?? ++seq,
      is_active: opts.isActive ?? true,
      icon: null,
      ref_code: opts.refCode === undefined ? opts.code : opts.refCode,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  invalidateCatalogueCaches(db);
  return row.id;
}

export async function createProperty(
  db: Db,
  categoryId: number,
  key: string,
  opts: { names?: Partial<LocalisedNames>; order?: number; isFacet?: boolean } = {},
) {
  const row = await db
    .insertInto('properties')
    .values({
      category_id: categoryId,
      key,
      names: JSON.stringify(names(key, opts.names)),
      sort_order: opts.order ?? ++seq,
      is_facet: opts.isFacet ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createPropertyDetail(
  db: Db,
  propertyId: number,
  code: string,
  opts: { name?: string; names?: Partial<LocalisedNames> } = {},
) {
  const row = await db
    .insertInto('property_details')
    .values({
      property_id: propertyId,
      code,
      name: opts.name ?? code,
      names: opts.names ? JSON.stringify(names(opts.name ?? code, opts.names)) : null,
      sort_order: ++seq,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createWarehouse(db: Db, code: string, name: string, priority: number, isActive = true) {
  await db.insertInto('warehouses').values({ code, name, priority, is_active: isActive }).execute();
  return code;
}

export async function createProduct(
  db: Db,
  opts: {
    code: string;
    name: string;
    /** The ERP's names per language (migration 0054). */
    names?: { tr?: string; de?: string; en?: string };
    categoryId: number;
    listPrice: string;
    vatRate?: string;
    currency?: string;
    detailIds?: number[];
    brand?: string;
    stocks?: Record<string, number>;
    images?: Array<{ url: string; order: number }>;
    isActive?: boolean;
    unitCode?: string;
    minOrderQty?: number;
    maxOrderQty?: number | null;
    placeholderQty?: number;
    campaign?: string | null;
    preSaleText?: string | null;
  },
) {
  const detailIds = opts.detailIds ?? [];
  const row = await db
    .insertInto('products')
    .values({
      code: opts.code,
      name: opts.name,
      names: opts.names ? JSON.stringify(opts.names) : null,
      category_id: opts.categoryId,
      list_price: opts.listPrice,
      vat_rate: opts.vatRate ?? '20',
      currency: opts.currency ?? 'TRY',
      detail_ids: detailIds,
      search_text: buildProductSearchText({ code: opts.code, name: opts.name, brand: opts.brand }),
      is_active: opts.isActive ?? true,
      unit_code: opts.unitCode ?? 'ADET',
      min_order_qty: opts.minOrderQty ?? 1,
      max_order_qty: opts.maxOrderQty ?? null,
      ...(opts.placeholderQty !== undefined ? { placeholder_qty: opts.placeholderQty } : {}),
      campaign: opts.campaign ?? null,
      pre_sale_text: opts.preSaleText ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (detailIds.length)
    await db
      .insertInto('product_property_details')
      .values(detailIds.map((d) => ({ product_id: row.id, property_detail_id: d })))
      .execute();
  const stocks = Object.entries(opts.stocks ?? {});
  if (stocks.length)
    await db
      .insertInto('stocks')
      .values(stocks.map(([w, q]) => ({ product_id: row.id, warehouse_code: w, quantity: q })))
      .execute();
  if (opts.images?.length)
    await db
      .insertInto('product_images')
      .values(opts.images.map((i) => ({ product_id: row.id, url: i.url, sort_order: i.order })))
      .execute();
  invalidateCatalogueCaches(db);
  return row.id;
}

export async function setAccess(
  db: Db,
  customerId: string,
  propertyDetailId: number,
  flags: Partial<{ has_list: boolean; has_basket: boolean; show_price: boolean; show_stock: boolean; show_xml_stock: boolean }>,
) {
  await db
    .insertInto('customer_access')
    .values({ customer_id: customerId, property_detail_id: propertyDetailId, ...flags })
    .onConflict((oc) => oc.columns(['customer_id', 'property_detail_id']).doUpdateSet(flags))
    .execute();
  invalidateCatalogueCaches(db);
}

export async function setDiscountRates(db: Db, customerId: string, rates: string[]) {
  await db.updateTable('customers').set({ discount_rates: rates }).where('id', '=', customerId).execute();
}
