import type { CampaignSyncRow, PriceListAssignmentSyncRow, PriceListPriceSyncRow, PriceListSyncRow } from '@dealerport/contract';
import type { Db } from '../../db/executor';
import { findCustomersWithCurrency } from './erp-sync.repository';
import type { Handler } from './erp-sync.service';
import * as repo from './price-sync.repository';
import { allCategories, findCustomers, findProducts, type Status } from './sync.repository';
import { type CheckedRow, dropDuplicates, type RowErrors } from './sync-rows';

/**
 * The price rules' syncs (migration 0056; docs/integrations.md "Price lists and campaigns"), scope `prices`:
 * price lists, their prices and quantity breaks, who each list is for, and campaigns. The same shape as
 * the catalogue's (sync.service): every code resolved and every row checked before any write, the rows
 * classified, only the changed ones written, set-based. The catalogue's price book is dropped by the
 * writes themselves (a tableCache of these tables); nothing else caches them.
 */

const upper = (s: string) => s.toUpperCase();
const changedOf = (statuses: Status[]) => statuses.flatMap((s, i) => (s === 'unchanged' ? [] : [i]));

/** The price lists the rows name, by upper-cased code; an unknown one is an error of its row. */
async function resolvePriceLists<T extends { priceListCode: string }>(db: Db, rows: CheckedRow<T>[], errors: RowErrors) {
  const lists = await repo.findPriceLists(db, [...new Set(rows.map((r) => upper(r.value.priceListCode)))]);
  for (const { value: v, rowNo } of rows)
    if (!lists.has(upper(v.priceListCode))) errors.add(rowNo, 'priceListCode', 'UNKNOWN_PRICE_LIST', { code: v.priceListCode });
  return lists;
}

// ---- price lists ----

export const syncPriceLists: Handler<PriceListSyncRow> = async (db, checked, errors) => {
  const rows = dropDuplicates(checked, (v) => upper(v.code), 'code', errors);
  if (errors.count > 0) return null;
  const values: repo.PriceListValues[] = rows.map(({ value: v }) => ({
    code: v.code,
    name: v.name,
    currency: v.currency,
    valid_from: v.validFrom,
    valid_to: v.validTo,
    is_active: v.active,
  }));
  const statuses = await repo.classifyPriceLists(db, values);
  const changed = changedOf(statuses);
  if (changed.length > 0) await repo.upsertPriceLists(db, changed);
  return statuses;
};

// ---- a list's prices and quantity breaks ----

export const syncPriceListPrices: Handler<PriceListPriceSyncRow> = async (db, checked, errors) => {
  const rows = dropDuplicates(checked, (v) => `${upper(v.priceListCode)}|${v.productCode}|${v.minQuantity}`, 'minQuantity', errors);
  const lists = await resolvePriceLists(db, rows, errors);
  const products = new Map(
    (await findProducts(db, [...new Set(rows.map((r) => r.value.productCode))])).map((p) => [p.code, p.id] as const),
  );
  const values: repo.PriceListItemValues[] = [];
  for (const { value: v, rowNo } of rows) {
    const productId = products.get(v.productCode);
    if (productId === undefined) errors.add(rowNo, 'productCode', 'UNKNOWN_PRODUCT', { code: v.productCode });
    const list = lists.get(upper(v.priceListCode));
    if (list && productId !== undefined)
      values.push({
        price_list_id: list.id,
        product_id: productId,
        min_quantity: v.minQuantity,
        price: v.remove ? null : v.price!,
        remove: v.remove,
      });
  }
  if (errors.count > 0) return null;
  const statuses = await repo.classifyPriceListItems(db, values);
  const changed = changedOf(statuses);
  if (changed.length > 0)
    await repo.writePriceListItems(
      db,
      changed,
      changed.some((i) => values[i]!.remove),
      changed.some((i) => !values[i]!.remove),
    );
  return statuses;
};

// ---- who a list is for ----

export const syncPriceListAssignments: Handler<PriceListAssignmentSyncRow> = async (db, checked, errors) => {
  const whom = (v: PriceListAssignmentSyncRow) =>
    v.customerCode !== null ? `customer:${v.customerCode}` : v.priceGroup !== null ? `group:${upper(v.priceGroup)}` : 'everyone';
  const rows = dropDuplicates(checked, (v) => `${upper(v.priceListCode)}|${whom(v)}`, 'priceListCode', errors);
  const lists = await resolvePriceLists(db, rows, errors);
  const customers = new Map(
    (await findCustomersWithCurrency(db, [...new Set(rows.flatMap((r) => r.value.customerCode ?? []))])).map((c) => [c.code!, c] as const),
  );
  const values: repo.AssignmentValues[] = [];
  for (const { value: v, rowNo } of rows) {
    const customer = v.customerCode === null ? null : customers.get(v.customerCode);
    if (customer === undefined) {
      errors.add(rowNo, 'customerCode', 'UNKNOWN_CUSTOMER', { code: v.customerCode });
      continue;
    }
    const list = lists.get(upper(v.priceListCode));
    if (!list) continue;
    // A customer's own list in another currency would never apply (prices follow the customer's currency).
    if (customer && !v.remove && customer.currency !== list.currency)
      errors.add(rowNo, 'customerCode', 'CURRENCY_MISMATCH', { code: list.currency });
    values.push({ price_list_id: list.id, customer_id: customer?.id ?? null, price_group: v.priceGroup, remove: v.remove });
  }
  if (errors.count > 0) return null;
  const statuses = await repo.classifyAssignments(db, values);
  const changed = changedOf(statuses);
  if (changed.length > 0)
    await repo.writeAssignments(
      db,
      changed,
      changed.some((i) => values[i]!.remove),
      changed.some((i) => !values[i]!.remove),
    );
  return statuses;
};

// ---- campaigns ----

export const syncCampaigns: Handler<CampaignSyncRow> = async (db, checked, errors) => {
  const rows = dropDuplicates(checked, (v) => upper(v.code), 'code', errors);
  const [customerRows, productRows, categoryRows] = await Promise.all([
    findCustomers(db, [...new Set(rows.flatMap((r) => r.value.customerCodes))]),
    findProducts(db, [...new Set(rows.flatMap((r) => r.value.productCodes))]),
    allCategories(db),
  ]);
  const customers = new Map(customerRows.map((c) => [c.code!, c.id] as const));
  const products = new Map(productRows.map((p) => [p.code, p.id] as const));
  const categories = new Map(categoryRows.map((c) => [upper(c.code), c.id] as const));
  const values: repo.CampaignValues[] = [];
  for (const { value: v, rowNo } of rows) {
    const resolve = <K>(
      codes: string[],
      known: Map<string, K>,
      key: (code: string) => string,
      field: string,
      code: 'UNKNOWN_CUSTOMER' | 'UNKNOWN_PRODUCT' | 'UNKNOWN_CATEGORY',
    ) =>
      codes.flatMap((c) => {
        const id = known.get(key(c));
        if (id === undefined) errors.add(rowNo, field, code, { code: c });
        return id === undefined ? [] : [id];
      });
    const same = (c: string) => c;
    values.push({
      code: v.code,
      names: v.names,
      starts_on: v.startsOn,
      ends_on: v.endsOn,
      kind: v.kind,
      value: v.value,
      currency: v.currency,
      customer_ids: resolve(v.customerCodes, customers, same, 'customerCodes', 'UNKNOWN_CUSTOMER'),
      price_groups: v.priceGroups,
      product_ids: resolve(v.productCodes, products, same, 'productCodes', 'UNKNOWN_PRODUCT'),
      // two codes differing only in case are one category
      category_ids: [...new Set(resolve(v.categoryCodes, categories, upper, 'categoryCodes', 'UNKNOWN_CATEGORY'))],
      is_active: v.active,
    });
  }
  if (errors.count > 0) return null;
  const statuses = await repo.classifyCampaigns(db, values);
  const changed = changedOf(statuses);
  if (changed.length > 0) await repo.upsertCampaigns(db, changed);
  return statuses;
};
