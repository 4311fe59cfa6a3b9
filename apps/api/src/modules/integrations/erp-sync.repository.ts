import { sql } from 'kysely';
import type { Db as Executor } from '../../db/executor';
import { atPositions, type Status, sendBatch, sentBatch } from './sync.repository';

/**
 * The statements of the customers, salesmen, ledger and order-update syncs (ADR 0035 and its addendum):
 * as in sync.repository, one JSON parameter per statement (jsonb_to_recordset), a classification before
 * any write, writes only for the rows that change.
 */

const json = (rows: readonly object[]) => JSON.stringify(rows.map((r, ord) => ({ ...r, ord })));

export async function knownCountries(db: Executor, codes: string[]) {
  if (codes.length === 0) return new Set<string>();
  const rows = await db.selectFrom('countries').select('code').where('code', '=', sql<string>`any(${codes}::text[])`).execute();
  return new Set(rows.map((r) => r.code.trim()));
}

export async function findSalesmen(db: Executor, codes: string[]) {
  if (codes.length === 0) return [];
  return db.selectFrom('salesmen').select(['id', 'code']).where('code', '=', sql<string>`any(${codes}::text[])`).execute();
}

export async function findCustomersWithCurrency(db: Executor, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .selectFrom('customers')
    .select(['id', 'code', sql<string>`trim(currency)`.as('currency')])
    .where('code', '=', sql<string>`any(${codes}::text[])`)
    .execute();
}

// ---- customers ----

export interface CustomerValues {
  code: string;
  name: string;
  title: string | null;
  email: string | null;
  phone_number: string | null;
  representative_person: string | null;
  tax_number: string | null;
  tax_office: string | null;
  address: string | null;
  city: string | null;
  country_code: string;
  currency: string;
  language: string | null;
  is_export_registered: boolean;
  is_active: boolean;
  price_group: string | null;
  /** False: the row did not name a price group, the customer keeps its own. */
  price_group_sent: boolean;
}

const CUSTOMER_RECORD = sql`r(code text, name text, title text, email text, phone_number text, representative_person text,
  tax_number text, tax_office text, address text, city text, country_code text, currency text, language text,
  is_export_registered boolean, is_active boolean, price_group text, price_group_sent boolean, ord int)`;
/** The price group a row leaves the customer with (`c`: the customer as it is, if any). */
const ROW_PRICE_GROUP = sql`case when r.price_group_sent then r.price_group else c.price_group end`;
const CUSTOMER_COLUMNS = sql`(c.name, c.title, c.email, c.phone_number, c.representative_person, c.tax_number, c.tax_office,
  c.address, c.city, trim(c.country_code), trim(c.currency), c.language, c.is_export_registered, c.is_active, c.price_group)`;
const CUSTOMER_SENT = sql`(r.name, r.title, r.email, r.phone_number, r.representative_person, r.tax_number, r.tax_office,
  r.address, r.city, r.country_code, r.currency, r.language, r.is_export_registered, r.is_active, ${ROW_PRICE_GROUP})`;

/** Per row: the customer's id (null: new) and whether its own columns differ. */
export async function classifyCustomers(db: Executor, rows: CustomerValues[]) {
  const { rows: out } = await sql<{ id: string | null; differs: boolean }>`
    select c.id, (c.id is not null and ${CUSTOMER_COLUMNS} is distinct from ${CUSTOMER_SENT}) as differs
    from jsonb_to_recordset(${json(rows)}::jsonb) as ${CUSTOMER_RECORD}
    left join customers c on c.code = r.code
    order by r.ord`.execute(db);
  return out;
}

/** Writes the new and changed customers; answers the id of every code sent. */
export async function upsertCustomers(db: Executor, rows: CustomerValues[]) {
  if (rows.length === 0) return [];
  const { rows: out } = await sql<{ id: string; code: string }>`
    insert into customers (code, name, title, email, phone_number, representative_person, tax_number, tax_office, address, city,
      country_code, currency, language, is_export_registered, is_active, price_group)
    select r.code, r.name, r.title, r.email, r.phone_number, r.representative_person, r.tax_number, r.tax_office, r.address, r.city,
      r.country_code, r.currency, r.language, r.is_export_registered, r.is_active, ${ROW_PRICE_GROUP}
    from jsonb_to_recordset(${json(rows)}::jsonb) as ${CUSTOMER_RECORD}
    left join customers c on c.code = r.code
    on conflict (code) where code is not null do update
      set name = excluded.name, title = excluded.title, email = excluded.email, phone_number = excluded.phone_number,
        representative_person = excluded.representative_person, tax_number = excluded.tax_number, tax_office = excluded.tax_office,
        address = excluded.address, city = excluded.city, country_code = excluded.country_code, currency = excluded.currency,
        language = excluded.language, is_export_registered = excluded.is_export_registered, is_active = excluded.is_active,
        price_group = excluded.price_group, updated_at = now()
    returning id, code`.execute(db);
  return out;
}

export interface AddressRow {
  customer_id: string;
  code: string;
  caption: string;
  title: string | null;
  responsible: string | null;
  address: string;
  city: string;
  post_code: string | null;
  country_code: string;
  is_default: boolean;
}

/** The standing (not deleted) addresses of the customers, with who wrote them (the sync replaces only its own). */
export async function listAddresses(db: Executor, customerIds: string[]): Promise<(AddressRow & { origin: 'portal' | 'erp' })[]> {
  if (customerIds.length === 0) return [];
  return db
    .selectFrom('customer_addresses')
    .select([
      'customer_id',
      'code',
      'caption',
      'title',
      'responsible',
      'address',
      'city',
      'post_code',
      sql<string>`trim(country_code)`.as('country_code'),
      'is_default',
      'origin',
    ])
    .where('customer_id', '=', sql<string>`any(${customerIds}::uuid[])`)
    .where('deleted_at', 'is', null)
    .execute();
}

const ADDRESS_RECORD = sql`a(customer_id uuid, code text, caption text, title text, responsible text, address text, city text,
  post_code text, country_code text, is_default boolean, ord int)`;

/**
 * Makes the customers' ERP addresses exactly `rows` (a replace-set): the ERP's others are deleted softly
 * (orders keep pointing at them); addresses added on the portal (origin `portal`) stay, unless a row names
 * their code (the ERP takes it over). A row flagged default takes the default from any other address (one
 * default per customer is a unique index, so it moves first); a customer left without a default gets its
 * oldest standing address as default (checkout needs one).
 */
export async function replaceAddresses(db: Executor, customerIds: string[], rows: AddressRow[]) {
  if (customerIds.length === 0) return;
  await sql`
    update customer_addresses x set deleted_at = now(), is_default = false, updated_at = now()
    where x.customer_id = any(${customerIds}::uuid[]) and x.deleted_at is null and x.origin = 'erp'
      and not exists (
        select 1 from jsonb_to_recordset(${json(rows)}::jsonb) as ${ADDRESS_RECORD}
        where a.customer_id = x.customer_id and lower(a.code) = lower(x.code))`.execute(db);
  await sql`
    update customer_addresses x set is_default = false, updated_at = now()
    where x.customer_id = any(${customerIds}::uuid[]) and x.deleted_at is null and x.is_default
      and exists (
        select 1 from jsonb_to_recordset(${json(rows)}::jsonb) as ${ADDRESS_RECORD}
        where a.customer_id = x.customer_id and a.is_default and lower(a.code) <> lower(x.code))`.execute(db);
  if (rows.length > 0) {
    await sql`
    insert into customer_addresses (customer_id, code, caption, title, responsible, address, city, post_code, country_code, is_default, origin)
    select a.customer_id, a.code, a.caption, a.title, a.responsible, a.address, a.city, a.post_code, a.country_code, a.is_default, 'erp'
    from jsonb_to_recordset(${json(rows)}::jsonb) as ${ADDRESS_RECORD}
    on conflict (customer_id, lower(code)) where deleted_at is null do update
      set code = excluded.code, caption = excluded.caption, title = excluded.title, responsible = excluded.responsible,
        address = excluded.address, city = excluded.city, post_code = excluded.post_code, country_code = excluded.country_code,
        is_default = excluded.is_default, origin = 'erp', updated_at = now()
      where (customer_addresses.code, customer_addresses.caption, customer_addresses.title, customer_addresses.responsible,
          customer_addresses.address, customer_addresses.city, customer_addresses.post_code, trim(customer_addresses.country_code),
          customer_addresses.is_default, customer_addresses.origin)
        is distinct from (excluded.code, excluded.caption, excluded.title, excluded.responsible, excluded.address, excluded.city,
          excluded.post_code, trim(excluded.country_code), excluded.is_default, 'erp')`.execute(db);
  }
  await sql`
    update customer_addresses x set is_default = true, updated_at = now()
    where x.id in (
      select distinct on (c.customer_id) c.id from customer_addresses c
      where c.customer_id = any(${customerIds}::uuid[]) and c.deleted_at is null
        and not exists (select 1 from customer_addresses d where d.customer_id = c.customer_id and d.deleted_at is null and d.is_default)
      order by c.customer_id, c.created_at, c.id)`.execute(db);
}

// ---- salesmen and their customers ----

export async function listAssignments(db: Executor, by: { customerIds?: string[]; salesmanIds?: string[] }) {
  const q = db.selectFrom('salesman_customers').select(['salesman_id', 'customer_id']);
  if (by.customerIds) {
    if (by.customerIds.length === 0) return [];
    return q.where('customer_id', '=', sql<string>`any(${by.customerIds}::uuid[])`).execute();
  }
  if (!by.salesmanIds || by.salesmanIds.length === 0) return [];
  return q.where('salesman_id', '=', sql<string>`any(${by.salesmanIds}::uuid[])`).execute();
}

/** Makes the assignments of the customers (side `customer_id`) or salesmen (side `salesman_id`) exactly `pairs`. */
export async function replaceAssignments(
  db: Executor,
  side: 'customer_id' | 'salesman_id',
  ids: string[],
  pairs: { salesman_id: string; customer_id: string }[],
) {
  if (ids.length === 0) return;
  await sql`
    delete from salesman_customers x
    where ${sql.ref(`x.${side}`)} = any(${ids}::uuid[])
      and not exists (
        select 1 from jsonb_to_recordset(${json(pairs)}::jsonb) as p(salesman_id uuid, customer_id uuid)
        where p.salesman_id = x.salesman_id and p.customer_id = x.customer_id)`.execute(db);
  if (pairs.length === 0) return;
  await sql`
    insert into salesman_customers (salesman_id, customer_id)
    select p.salesman_id, p.customer_id from jsonb_to_recordset(${json(pairs)}::jsonb) as p(salesman_id uuid, customer_id uuid)
    on conflict do nothing`.execute(db);
}

export interface SalesmanValues {
  code: string;
  name: string;
  email: string | null;
  phone_number: string | null;
  is_active: boolean;
}

const SALESMAN_RECORD = sql`r(code text, name text, email text, phone_number text, is_active boolean, ord int)`;

export async function classifySalesmen(db: Executor, rows: SalesmanValues[]) {
  const { rows: out } = await sql<{ id: string | null; differs: boolean }>`
    select s.id, (s.id is not null and (s.name, s.email, s.phone_number, s.is_active)
        is distinct from (r.name, r.email, r.phone_number, r.is_active)) as differs
    from jsonb_to_recordset(${json(rows)}::jsonb) as ${SALESMAN_RECORD}
    left join salesmen s on s.code = r.code
    order by r.ord`.execute(db);
  return out;
}

export async function upsertSalesmen(db: Executor, rows: SalesmanValues[]) {
  if (rows.length === 0) return [];
  const { rows: out } = await sql<{ id: string; code: string }>`
    insert into salesmen (code, name, email, phone_number, is_active)
    select r.code, r.name, r.email, r.phone_number, r.is_active from jsonb_to_recordset(${json(rows)}::jsonb) as ${SALESMAN_RECORD}
    on conflict (code) do update
      set name = excluded.name, email = excluded.email, phone_number = excluded.phone_number, is_active = excluded.is_active,
        updated_at = now()
    returning id, code`.execute(db);
  return out;
}

// ---- the ledger ----

export interface LedgerValues {
  erp_id: string;
  customer_id: string;
  fiche_no: string;
  fiche_type: string;
  fiche_type_id: number;
  description: string | null;
  create_date: string;
  due_date: string | null;
  sign: number;
  amount: string;
  currency: string;
  deleted: boolean;
}

const LEDGER_RECORD = sql`r(erp_id text, customer_id uuid, fiche_no text, fiche_type text, fiche_type_id int, description text,
  create_date date, due_date date, sign int, amount numeric, currency text, deleted boolean, ord int)`;

/** created / updated / unchanged; a deletion counts as updated when the row is there, unchanged when it is not. */
export async function classifyLedger(db: Executor, rows: LedgerValues[]) {
  const { rows: out } = await sql<{ status: Status }>`
    select case
        when r.deleted then case when f.id is null then 'unchanged' else 'updated' end
        when f.id is null then 'created'
        when (f.customer_id, f.fiche_no, f.fiche_type, f.fiche_type_id, f.description, f.create_date, f.due_date, f.sign::int,
              f.amount, trim(f.currency))
          is distinct from (r.customer_id, r.fiche_no, r.fiche_type, r.fiche_type_id, r.description, r.create_date, r.due_date,
              r.sign, r.amount::numeric(14,2), r.currency) then 'updated'
        else 'unchanged' end as status
    from ${sendBatch(rows)} as ${LEDGER_RECORD}
    left join finance_transactions f on f.erp_id = r.erp_id
    order by r.ord`.execute(db);
  return out.map((r) => r.status);
}

/** Rows of the customers holding the fiche numbers sent, to find a number already used by another row. */
export async function findFiches(db: Executor, pairs: { customer_id: string; fiche_no: string }[]) {
  if (pairs.length === 0) return [];
  const { rows } = await sql<{ customer_id: string; fiche_no: string; erp_id: string | null }>`
    select f.customer_id, f.fiche_no, f.erp_id
    from finance_transactions f
    join jsonb_to_recordset(${json(pairs)}::jsonb) as p(customer_id uuid, fiche_no text)
      on f.customer_id = p.customer_id and f.fiche_no = p.fiche_no`.execute(db);
  return rows;
}

/** Writes the rows of the classified batch at these positions (sync.repository sendBatch); `gone`: the deleted rows' ids. */
export async function writeLedger(db: Executor, ords: readonly number[], gone: readonly string[]) {
  if (gone.length > 0) await sql`delete from finance_transactions where erp_id = any(${gone}::text[])`.execute(db);
  if (ords.length === gone.length) return;
  await sql`
    insert into finance_transactions (erp_id, customer_id, fiche_no, fiche_type, fiche_type_id, description, create_date, due_date,
      sign, amount, currency)
    select r.erp_id, r.customer_id, r.fiche_no, r.fiche_type, r.fiche_type_id, r.description, r.create_date, r.due_date, r.sign,
      r.amount, r.currency
    from ${sentBatch} as ${LEDGER_RECORD}
    where ${atPositions(ords)} and not r.deleted
    on conflict (erp_id) where erp_id is not null do update
      set customer_id = excluded.customer_id, fiche_no = excluded.fiche_no, fiche_type = excluded.fiche_type,
        fiche_type_id = excluded.fiche_type_id, description = excluded.description, create_date = excluded.create_date,
        due_date = excluded.due_date, sign = excluded.sign, amount = excluded.amount, currency = excluded.currency,
        updated_at = now()`.execute(db);
}

// ---- order updates ----

export interface SyncOrderRow {
  id: string;
  doc_number: string;
  customer_id: string;
  user_id: string | null;
  status: string;
  currency: string;
  cancelled_at: Date | null;
  erp_reference: string | null;
  erp_modified_by: string | null;
  erp_modified_on: string | null;
  total_gross_amount: string;
  total_discount_amount: string;
  total_amount_without_tax: string;
  total_tax_amount: string;
  total_expense_amount: string;
  total_amount: string;
  customer_name: string;
  customer_email: string | null;
  customer_language: string | null;
  user_email: string | null;
  user_language: string | null;
  user_name: string | null;
}

/** The orders of the document numbers sent, locked (a dealer's cancellation of one waits for the batch), with whom to mail. */
export async function lockOrders(db: Executor, docNumbers: string[]): Promise<SyncOrderRow[]> {
  if (docNumbers.length === 0) return [];
  const { rows } = await sql<SyncOrderRow>`
    select o.id, o.doc_number, o.customer_id, o.user_id, o.status, trim(o.currency) as currency, o.cancelled_at, o.erp_reference,
      o.erp_modified_by, to_char(o.erp_modified_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as erp_modified_on,
      o.total_gross_amount::text as total_gross_amount, o.total_discount_amount::text as total_discount_amount,
      o.total_amount_without_tax::text as total_amount_without_tax, o.total_tax_amount::text as total_tax_amount,
      o.total_expense_amount::text as total_expense_amount, o.total_amount::text as total_amount,
      c.name as customer_name, c.email as customer_email, c.language as customer_language,
      case when u.is_active and u.deleted_at is null then u.email end as user_email, u.language as user_language,
      coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.account_name) as user_name
    from orders o
    join customers c on c.id = o.customer_id
    left join users u on u.id = o.user_id
    where o.doc_number = any(${docNumbers}::text[])
    order by o.id
    for update of o`.execute(db);
  return rows;
}

export interface SyncLineRow {
  id: string;
  order_id: string;
  line_no: number;
  product_id: number;
  erp_line_code: string | null;
  quantity: number;
  shipped_quantity: number;
  status: string;
  is_deleted_by_erp: boolean;
  sale_price: string;
  discounted_price: string;
  vat_rate: string;
  expense_cost: string;
  gross_amount: string;
  discount_amount: string;
  net_amount: string;
  expense_amount: string;
  tax_amount: string;
  total_amount: string;
}

export async function listLines(db: Executor, orderIds: string[]): Promise<SyncLineRow[]> {
  if (orderIds.length === 0) return [];
  const { rows } = await sql<SyncLineRow>`
    select l.id::text as id, l.order_id, l.line_no, l.product_id, l.erp_line_code, l.quantity, l.shipped_quantity, l.status,
      l.is_deleted_by_erp, l.sale_price::text as sale_price, l.discounted_price::text as discounted_price,
      l.vat_rate::text as vat_rate, l.expense_cost::text as expense_cost, l.gross_amount::text as gross_amount,
      l.discount_amount::text as discount_amount, l.net_amount::text as net_amount, l.expense_amount::text as expense_amount,
      l.tax_amount::text as tax_amount, l.total_amount::text as total_amount
    from order_lines l where l.order_id = any(${orderIds}::uuid[])
    order by l.order_id, l.line_no`.execute(db);
  return rows;
}

export interface SyncDetailRow {
  id: string;
  order_line_id: string;
  order_id: string;
  number: string;
  warehouse_code: string;
  quantity: number;
  shipped_quantity: number;
  status: string;
  erp_modified_by: string | null;
  erp_modified_on: string | null;
}

export async function listDetails(db: Executor, orderIds: string[]): Promise<SyncDetailRow[]> {
  if (orderIds.length === 0) return [];
  const { rows } = await sql<SyncDetailRow>`
    select d.id::text as id, d.order_line_id::text as order_line_id, l.order_id, d.number, d.warehouse_code, d.quantity,
      d.shipped_quantity, d.status, d.erp_modified_by,
      to_char(d.erp_modified_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as erp_modified_on
    from order_line_details d join order_lines l on l.id = d.order_line_id
    where l.order_id = any(${orderIds}::uuid[])
    order by d.id`.execute(db);
  return rows;
}

/** Products of items the ERP adds, with their price in each currency asked. */
export async function findOrderProducts(db: Executor, codes: string[], currencies: string[]) {
  if (codes.length === 0) return [];
  const { rows } = await sql<{
    id: number;
    code: string;
    name: string;
    category_id: number;
    unit_code: string;
    list_price: string;
    currency: string;
    vat_rate: string;
    expense_cost: string;
    prices: Record<string, string> | null;
  }>`
    select p.id, p.code, p.name, p.category_id, p.unit_code, p.list_price::text as list_price, trim(p.currency) as currency,
      p.vat_rate::text as vat_rate, p.expense_cost::text as expense_cost,
      (select jsonb_object_agg(pp.currency, pp.list_price::text) from product_prices pp
        where pp.product_id = p.id and pp.currency = any(${currencies}::text[])) as prices
    from products p where p.code = any(${codes}::text[])`.execute(db);
  return rows;
}

export interface OrderHeaderValues {
  id: string;
  status: string;
  erp_reference: string | null;
  erp_modified_by: string | null;
  erp_modified_on: string | null;
  gross: string;
  discount: string;
  without_tax: string;
  tax: string;
  expense: string;
  total: string;
}

export async function updateOrderHeaders(db: Executor, rows: OrderHeaderValues[]) {
  if (rows.length === 0) return;
  await sql`
    update orders o set status = r.status, erp_reference = r.erp_reference, erp_modified_by = r.erp_modified_by,
      erp_modified_on = r.erp_modified_on, total_gross_amount = r.gross, total_discount_amount = r.discount,
      total_amount_without_tax = r.without_tax, total_tax_amount = r.tax, total_expense_amount = r.expense, total_amount = r.total,
      updated_at = now()
    from jsonb_to_recordset(${json(rows)}::jsonb) as r(id uuid, status text, erp_reference text, erp_modified_by text,
      erp_modified_on timestamptz, gross numeric, discount numeric, without_tax numeric, tax numeric, expense numeric, total numeric)
    where o.id = r.id`.execute(db);
}

export interface LineValues {
  id: string;
  erp_line_code: string | null;
  quantity: number;
  shipped_quantity: number;
  status: string;
  is_deleted_by_erp: boolean;
  gross: string;
  discount: string;
  net: string;
  expense: string;
  tax: string;
  total: string;
}

export async function updateLines(db: Executor, rows: LineValues[]) {
  if (rows.length === 0) return;
  await sql`
    update order_lines l set erp_line_code = r.erp_line_code, quantity = r.quantity, shipped_quantity = r.shipped_quantity,
      status = r.status, is_deleted_by_erp = r.is_deleted_by_erp, gross_amount = r.gross, discount_amount = r.discount,
      net_amount = r.net, expense_amount = r.expense, tax_amount = r.tax, total_amount = r.total,
      cancelled_at = case when r.status = 'Cancelled' then coalesce(l.cancelled_at, now()) else null end
    from jsonb_to_recordset(${json(rows)}::jsonb) as r(id bigint, erp_line_code text, quantity int, shipped_quantity int,
      status text, is_deleted_by_erp boolean, gross numeric, discount numeric, net numeric, expense numeric, tax numeric, total numeric)
    where l.id = r.id`.execute(db);
}

export interface NewLineValues {
  order_id: string;
  line_no: number;
  erp_line_code: string;
  product_id: number;
  product_code: string;
  product_name: string;
  category_id: number;
  unit_code: string;
  quantity: number;
  shipped_quantity: number;
  status: string;
  sale_price: string;
  discounted_price: string;
  discount_rates: string;
  vat_rate: string;
  expense_cost: string;
  gross: string;
  discount: string;
  net: string;
  expense: string;
  tax: string;
  total: string;
  /** Its one warehouse order. */
  number: string;
  warehouse_code: string;
  erp_modified_by: string | null;
  erp_modified_on: string | null;
}

/** Items the ERP added, each with one warehouse order (in one statement). */
export async function insertLines(db: Executor, rows: NewLineValues[]) {
  if (rows.length === 0) return;
  await sql`
    with r as (
      select * from jsonb_to_recordset(${json(rows)}::jsonb) as r(order_id uuid, line_no int, erp_line_code text, product_id int,
        product_code text, product_name text, category_id int, unit_code text, quantity int, shipped_quantity int, status text,
        sale_price numeric, discounted_price numeric, discount_rates text, vat_rate numeric, expense_cost numeric, gross numeric,
        discount numeric, net numeric, expense numeric, tax numeric, total numeric, number text, warehouse_code text,
        erp_modified_by text, erp_modified_on timestamptz, ord int)
    ), items as (
      insert into order_lines (order_id, line_no, erp_line_code, product_id, product_code, product_name, category_id, unit_code,
        quantity, shipped_quantity, status, sale_price, discounted_price, discount_rates, vat_rate, expense_cost, gross_amount,
        discount_amount, net_amount, expense_amount, tax_amount, total_amount, is_added_by_erp, cancelled_at)
      select r.order_id, r.line_no, r.erp_line_code, r.product_id, r.product_code, r.product_name, r.category_id, r.unit_code,
        r.quantity, r.shipped_quantity, r.status, r.sale_price, r.discounted_price, r.discount_rates::numeric(5,2)[], r.vat_rate,
        r.expense_cost, r.gross, r.discount, r.net, r.expense, r.tax, r.total, true,
        case when r.status = 'Cancelled' then now() end
      from r order by r.ord
      returning id, order_id, erp_line_code
    )
    insert into order_line_details (order_line_id, number, warehouse_code, quantity, shipped_quantity, status, erp_modified_by,
      erp_modified_on)
    select i.id, r.number, r.warehouse_code, r.quantity, r.shipped_quantity, r.status, r.erp_modified_by, r.erp_modified_on
    from items i join r on r.order_id = i.order_id and r.erp_line_code = i.erp_line_code`.execute(db);
}

export interface DetailValues {
  id: string;
  quantity: number;
  shipped_quantity: number;
  status: string;
  erp_modified_by: string | null;
  erp_modified_on: string | null;
}

export async function updateDetails(db: Executor, rows: DetailValues[]) {
  if (rows.length === 0) return;
  await sql`
    update order_line_details d set quantity = r.quantity, shipped_quantity = r.shipped_quantity, status = r.status,
      erp_modified_by = r.erp_modified_by, erp_modified_on = r.erp_modified_on
    from jsonb_to_recordset(${json(rows)}::jsonb) as r(id bigint, quantity int, shipped_quantity int, status text,
      erp_modified_by text, erp_modified_on timestamptz)
    where d.id = r.id`.execute(db);
}
