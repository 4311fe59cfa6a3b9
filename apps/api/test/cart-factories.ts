import { randomUUID } from 'node:crypto';
import type { LocalisedNames } from '../src/db/schema';
import { createCategory, createProduct, createWarehouse } from './catalog-factories';
import { createCustomer, createRole, createSalesman, createUser, signIn, type TestApp } from './harness';

/** Cart and place-order factories (migration 0010): each test file builds the small world it needs. */
type Db = TestApp['db'];

const uid = () => randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase();

export async function createAddress(
  db: Db,
  customerId: string,
  opts: { code?: string; countryCode?: string; isDefault?: boolean; deleted?: boolean } = {},
) {
  const code = opts.code ?? `ADR${uid()}`;
  const row = await db
    .insertInto('customer_addresses')
    .values({
      customer_id: customerId,
      code,
      caption: `Depo ${code}`,
      title: 'Merkez',
      address: 'Atatürk Cd. 1',
      city: 'İstanbul',
      post_code: '34000',
      country_code: opts.countryCode ?? 'TR',
      is_default: opts.isDefault ?? true,
      deleted_at: opts.deleted ? new Date() : null,
    })
    .returning(['id', 'code'])
    .executeTakeFirstOrThrow();
  return row;
}

export async function createOrderParameter(
  db: Db,
  opts: {
    categoryId: number | null;
    code: string;
    names?: Partial<LocalisedNames>;
    discountRate?: string;
    dueDays?: number;
    isOnline?: boolean;
    isDefault?: boolean;
    sortOrder?: number;
    isActive?: boolean;
  },
) {
  const names = { tr: opts.code, de: opts.code, en: opts.code, ...opts.names };
  const row = await db
    .insertInto('order_parameters')
    .values({
      category_id: opts.categoryId,
      payment_method_code: opts.code,
      names: JSON.stringify(names),
      discount_rate: opts.discountRate ?? '0',
      due_days: opts.dueDays ?? 0,
      is_online: opts.isOnline ?? false,
      is_default: opts.isDefault ?? false,
      sort_order: opts.sortOrder ?? 0,
      is_active: opts.isActive ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createWarehouseTarget(
  db: Db,
  warehouseCode: string,
  opts: { accepted?: string[]; rejected?: string[]; priority?: number; isExport?: boolean; isExportRegistered?: boolean } = {},
) {
  await db
    .insertInto('warehouse_targets')
    .values({
      warehouse_code: warehouseCode,
      accepted_country_codes: opts.accepted ?? [],
      rejected_country_codes: opts.rejected ?? [],
      priority: opts.priority ?? 0,
      is_export: opts.isExport ?? false,
      is_export_registered: opts.isExportRegistered ?? false,
    })
    .execute();
}

/** Removes every warehouse rule (back to "every active warehouse serves"). */
export async function clearWarehouseTargets(db: Db) {
  await db.deleteFrom('warehouse_targets').execute();
}

export async function createLimit(db: Db, salesmanCode: string, productCode: string, quantity: number) {
  const today = new Date();
  const start = new Date(today.getTime() - 86_400_000 * 10).toISOString().slice(0, 10);
  const end = new Date(today.getTime() + 86_400_000 * 10).toISOString().slice(0, 10);
  const row = await db
    .insertInto('salesman_limits')
    .values({ salesman_code: salesmanCode, product_code: productCode, quantity, start_date: start, end_date: end })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A dealer customer with a default TR address and a signed-in dealer user. */
export async function createDealer(t: TestApp, opts: { countryCode?: string; language?: string } = {}) {
  const customer = await createCustomer(t.db, { country_code: opts.countryCode ?? 'TR' });
  const address = await createAddress(t.db, customer.id, { countryCode: opts.countryCode ?? 'TR' });
  const role = await createRole(t.db, 'dealer', []);
  const user = await createUser(t.db, { roleId: role, userType: 'dealer', customerId: customer.id });
  if (opts.language) await t.db.updateTable('users').set({ language: opts.language }).where('id', '=', user.id).execute();
  const token = (await signIn(t, user.account_name)).token;
  return { customer, address, user, token };
}

export async function createSalesmanUser(t: TestApp, customerIds: string[]) {
  const salesmanId = await createSalesman(t.db, customerIds);
  const salesman = await t.db.selectFrom('salesmen').select(['id', 'code']).where('id', '=', salesmanId).executeTakeFirstOrThrow();
  const role = await createRole(t.db, 'salesman', []);
  const user = await createUser(t.db, { roleId: role, userType: 'salesman', salesmanId });
  return { salesman, user, token: (await signIn(t, user.account_name)).token };
}

/** A small catalogue: a tyre category (with a child) and a battery category, two warehouses. */
export async function createCartCatalogue(db: Db) {
  const tag = uid();
  const tyres = await createCategory(db, { code: `LST${tag}`, name: 'Lastik' });
  const summer = await createCategory(db, { code: `LSTS${tag}`, name: 'Yaz', parentId: tyres });
  const batteries = await createCategory(db, { code: `AKU${tag}`, name: 'Akü' });
  const w1 = await createWarehouse(db, `W1${tag}`, 'İstanbul', 1);
  const w2 = await createWarehouse(db, `W2${tag}`, 'Ankara', 2);
  return { tag, tyres, summer, batteries, w1, w2 };
}

export async function createStockedProduct(db: Db, opts: Parameters<typeof createProduct>[1] & { expenseCost?: string }) {
  const id = await createProduct(db, opts);
  if (opts.expenseCost) await db.updateTable('products').set({ expense_cost: opts.expenseCost }).where('id', '=', id).execute();
  return id;
}
