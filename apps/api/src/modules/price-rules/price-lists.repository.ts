import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern, foldSql } from '../../lib/search';

type Executor = Kysely<Database>;

export interface PriceListRow {
  id: number;
  code: string;
  name: string;
  currency: string;
  valid_from: string | null;
  valid_to: string | null;
  is_active: boolean;
  item_count: number;
  break_count: number;
  /** Who it is for, summed up. */
  everyone: boolean;
  customer_count: number;
  price_groups: string[];
}

export interface PriceListItemRow {
  product_id: number;
  product_code: string;
  product_name: string;
  min_quantity: number;
  price: string;
}

export interface AssignmentRow {
  customer_id: string | null;
  customer_code: string | null;
  customer_name: string | null;
  price_group: string | null;
}

/** A list with its counts and who it is for, one row per list (`where` narrows them). */
const selectLists = (where: ReturnType<typeof sql>) => sql<PriceListRow & { total: string }>`
  select l.id, l.code, l.name, trim(l.currency) as currency, l.valid_from::text as valid_from, l.valid_to::text as valid_to,
    l.is_active,
    coalesce(i.item_count, 0)::int as item_count, coalesce(i.break_count, 0)::int as break_count,
    coalesce(a.everyone, false) as everyone, coalesce(a.customer_count, 0)::int as customer_count,
    coalesce(a.price_groups, '{}'::text[]) as price_groups,
    count(*) over () as total
  from price_lists l
  left join lateral (
    select count(*) as item_count, count(*) filter (where min_quantity > 1) as break_count
    from price_list_items where price_list_id = l.id
  ) i on true
  left join lateral (
    select bool_or(customer_id is null and price_group is null) as everyone,
      count(customer_id) as customer_count,
      array_agg(price_group order by upper(price_group)) filter (where price_group is not null) as price_groups
    from price_list_assignments where price_list_id = l.id
  ) a on true
  where ${where}`;

const toRow = ({ total: _t, ...r }: PriceListRow & { total: string }): PriceListRow => r;

/** The administration list: searched (code, name), by code, one page and the total. */
export async function listPriceLists(
  db: Executor,
  search: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: PriceListRow[]; total: number }> {
  const pattern = search ? containsPattern(search) : null;
  const where = pattern ? sql`(${foldSql(sql`l.code`)} like ${pattern} or ${foldSql(sql`l.name`)} like ${pattern})` : sql`true`;
  const result = await sql<PriceListRow & { total: string }>`
    ${selectLists(where)} order by upper(l.code), l.id limit ${page.limit} offset ${page.offset}`.execute(db);
  const rows = result.rows;
  const total =
    rows.length > 0 ? Number(rows[0]!.total) : page.offset > 0 ? (await listPriceLists(db, search, { limit: 1, offset: 0 })).total : 0;
  return { rows: rows.map(toRow), total };
}

export async function findPriceList(db: Executor, id: number): Promise<PriceListRow | undefined> {
  const result = await selectLists(sql`l.id = ${id}`).execute(db);
  const row = result.rows[0];
  return row ? toRow(row) : undefined;
}

/** Locks a list's row while who it is for changes (two editors: one after the other). */
export async function lockPriceList(db: Executor, id: number): Promise<boolean> {
  const row = await db.selectFrom('price_lists').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/** Who a list is for, row by row: a customer (with its code and name), a price group, or everyone. */
export async function listAssignments(db: Executor, priceListId: number): Promise<AssignmentRow[]> {
  const result = await sql<AssignmentRow>`
    select a.customer_id::text as customer_id, c.code as customer_code, c.name as customer_name, a.price_group
    from price_list_assignments a left join customers c on c.id = a.customer_id
    where a.price_list_id = ${priceListId}
    order by a.price_group is not null, upper(a.price_group), c.name, a.id`.execute(db);
  return result.rows;
}

/** Replaces who a list is for. */
export async function replaceAssignments(
  db: Executor,
  priceListId: number,
  values: { everyone: boolean; customerIds: readonly string[]; priceGroups: readonly string[] },
): Promise<void> {
  await db.deleteFrom('price_list_assignments').where('price_list_id', '=', priceListId).execute();
  const rows = [
    ...(values.everyone ? [{ price_list_id: priceListId, customer_id: null, price_group: null }] : []),
    ...values.customerIds.map((customer_id) => ({ price_list_id: priceListId, customer_id, price_group: null })),
    ...values.priceGroups.map((price_group) => ({ price_list_id: priceListId, customer_id: null, price_group })),
  ];
  if (rows.length > 0) await db.insertInto('price_list_assignments').values(rows).execute();
}

/** A list's prices, searched (the product's code and name), by product code then starting quantity, one page and the total. */
export async function listItems(
  db: Executor,
  priceListId: number,
  search: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: PriceListItemRow[]; total: number }> {
  const pattern = search ? containsPattern(search) : null;
  const matches = pattern ? sql`and (${foldSql(sql`p.code`)} like ${pattern} or ${foldSql(sql`p.name`)} like ${pattern})` : sql``;
  const result = await sql<PriceListItemRow & { total: string }>`
    select i.product_id, p.code as product_code, p.name as product_name, i.min_quantity, i.price::text as price,
      count(*) over () as total
    from price_list_items i join products p on p.id = i.product_id
    where i.price_list_id = ${priceListId} ${matches}
    order by p.code, i.min_quantity
    limit ${page.limit} offset ${page.offset}`.execute(db);
  const rows = result.rows;
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : page.offset > 0
        ? (await listItems(db, priceListId, search, { limit: 1, offset: 0 })).total
        : 0;
  return { rows: rows.map(({ total: _t, ...r }) => r), total };
}
