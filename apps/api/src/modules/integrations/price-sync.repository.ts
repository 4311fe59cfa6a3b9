import { sql } from 'kysely';
import type { Db as Executor } from '../../db/executor';
import { atPositions, type Status, sendBatch, sentBatch } from './sync.repository';

/**
 * The statements of the price rules' syncs (migration 0056): as in sync.repository, the batch sent once as
 * one JSON parameter, a classification before any write, writes only for the rows that change. Every
 * statement names its table after `insert into` / `update` / `delete from`, so this process's price book
 * (catalog/price-book.ts, a db/change-signal tableCache) is dropped by the write itself.
 */

/** A JSON array's elements as a sorted text[] (lists compare as sets, whatever order they were written in). */
const sortedOf = (jsonArray: ReturnType<typeof sql>) => sql`array(select x from jsonb_array_elements_text(${jsonArray}) x order by 1)`;
const sortedArray = (column: ReturnType<typeof sql>) => sql`array(select x::text from unnest(${column}) x order by 1)`;

// ---- price lists ----

/** The price lists of these codes, by upper-cased code. */
export async function findPriceLists(db: Executor, codes: string[]) {
  if (codes.length === 0) return new Map<string, { id: number; currency: string }>();
  const { rows } = await sql<{ id: number; code: string; currency: string }>`
    select id, code, trim(currency) as currency from price_lists where upper(code) = any(${codes.map((c) => c.toUpperCase())}::text[])`.execute(
    db,
  );
  return new Map(rows.map((r) => [r.code.toUpperCase(), { id: r.id, currency: r.currency }] as const));
}

export interface PriceListValues {
  code: string;
  name: string;
  currency: string;
  valid_from: string | null;
  valid_to: string | null;
  is_active: boolean;
}

const PRICE_LIST_RECORD = sql`r(code text, name text, currency text, valid_from date, valid_to date, is_active boolean, ord int)`;

export async function classifyPriceLists(db: Executor, rows: PriceListValues[]) {
  const { rows: out } = await sql<{ status: Status }>`
    select case when l.id is null then 'created'
        when (l.name, trim(l.currency), l.valid_from, l.valid_to, l.is_active)
          is distinct from (r.name, r.currency, r.valid_from, r.valid_to, r.is_active) then 'updated'
        else 'unchanged' end as status
    from ${sendBatch(rows)} as ${PRICE_LIST_RECORD}
    left join price_lists l on upper(l.code) = upper(r.code)
    order by r.ord`.execute(db);
  return out.map((r) => r.status);
}

/** A list keeps the spelling of its code it was created with (the key is case-insensitive). */
export async function upsertPriceLists(db: Executor, ords: readonly number[]) {
  await sql`
    insert into price_lists (code, name, currency, valid_from, valid_to, is_active)
    select r.code, r.name, r.currency, r.valid_from, r.valid_to, r.is_active
    from ${sentBatch} as ${PRICE_LIST_RECORD}
    where ${atPositions(ords)}
    on conflict ((upper(code))) do update
      set name = excluded.name, currency = excluded.currency, valid_from = excluded.valid_from, valid_to = excluded.valid_to,
        is_active = excluded.is_active, updated_at = now()
      where (price_lists.name, price_lists.currency, price_lists.valid_from, price_lists.valid_to, price_lists.is_active)
        is distinct from (excluded.name, excluded.currency, excluded.valid_from, excluded.valid_to, excluded.is_active)`.execute(db);
}

// ---- a list's prices and quantity breaks ----

export interface PriceListItemValues {
  price_list_id: number;
  product_id: number;
  min_quantity: number;
  /** Null for a removal. */
  price: string | null;
  remove: boolean;
}

const ITEM_RECORD = sql`r(price_list_id int, product_id int, min_quantity int, price numeric, remove boolean, ord int)`;

/** A removal counts as updated when the row is there, unchanged when it is not. */
export async function classifyPriceListItems(db: Executor, rows: PriceListItemValues[]) {
  const { rows: out } = await sql<{ status: Status }>`
    select case
        when r.remove then case when i.price_list_id is null then 'unchanged' else 'updated' end
        when i.price_list_id is null then 'created'
        when i.price is distinct from r.price then 'updated'
        else 'unchanged' end as status
    from ${sendBatch(rows)} as ${ITEM_RECORD}
    left join price_list_items i
      on i.price_list_id = r.price_list_id and i.product_id = r.product_id and i.min_quantity = r.min_quantity
    order by r.ord`.execute(db);
  return out.map((r) => r.status);
}

/** Writes the rows of the classified batch at these positions: removals deleted, the others upserted. */
export async function writePriceListItems(db: Executor, ords: readonly number[], removals: boolean, upserts: boolean) {
  if (removals)
    await sql`
      delete from price_list_items i
      using ${sentBatch} as ${ITEM_RECORD}
      where ${atPositions(ords)} and r.remove
        and i.price_list_id = r.price_list_id and i.product_id = r.product_id and i.min_quantity = r.min_quantity`.execute(db);
  if (upserts)
    await sql`
      insert into price_list_items (price_list_id, product_id, min_quantity, price)
      select r.price_list_id, r.product_id, r.min_quantity, r.price
      from ${sentBatch} as ${ITEM_RECORD}
      where ${atPositions(ords)} and not r.remove
      on conflict (price_list_id, product_id, min_quantity) do update set price = excluded.price
        where price_list_items.price is distinct from excluded.price`.execute(db);
}

// ---- who a list is for ----

export interface AssignmentValues {
  price_list_id: number;
  customer_id: string | null;
  price_group: string | null;
  remove: boolean;
}

const ASSIGNMENT_RECORD = sql`r(price_list_id int, customer_id uuid, price_group text, remove boolean, ord int)`;
/** The assignment a row names: of its customer, of its group (any case), or the list's for everyone. */
const SAME_ASSIGNMENT = sql`a.price_list_id = r.price_list_id and case
    when r.customer_id is not null then a.customer_id = r.customer_id
    when r.price_group is not null then upper(a.price_group) = upper(r.price_group)
    else a.customer_id is null and a.price_group is null end`;

/** An assignment is there or not: a row naming one that is there is unchanged; a removal of one updated. */
export async function classifyAssignments(db: Executor, rows: AssignmentValues[]) {
  const { rows: out } = await sql<{ status: Status }>`
    select case
        when r.remove then case when exists (select 1 from price_list_assignments a where ${SAME_ASSIGNMENT}) then 'updated' else 'unchanged' end
        when exists (select 1 from price_list_assignments a where ${SAME_ASSIGNMENT}) then 'unchanged'
        else 'created' end as status
    from ${sendBatch(rows)} as ${ASSIGNMENT_RECORD}
    order by r.ord`.execute(db);
  return out.map((r) => r.status);
}

export async function writeAssignments(db: Executor, ords: readonly number[], removals: boolean, inserts: boolean) {
  if (removals)
    await sql`
      delete from price_list_assignments a
      using ${sentBatch} as ${ASSIGNMENT_RECORD}
      where ${atPositions(ords)} and r.remove and ${SAME_ASSIGNMENT}`.execute(db);
  if (inserts)
    await sql`
      insert into price_list_assignments (price_list_id, customer_id, price_group)
      select r.price_list_id, r.customer_id, r.price_group
      from ${sentBatch} as ${ASSIGNMENT_RECORD}
      where ${atPositions(ords)} and not r.remove
      on conflict do nothing`.execute(db);
}

// ---- campaigns ----

export interface CampaignValues {
  code: string;
  names: Record<'tr' | 'de' | 'en', string>;
  starts_on: string;
  ends_on: string;
  kind: 'percent' | 'fixedPrice';
  value: string;
  currency: string | null;
  /** The resolved ids, as JSON arrays (price groups as sent). */
  customer_ids: string[];
  price_groups: string[];
  product_ids: number[];
  category_ids: number[];
  is_active: boolean;
}

const CAMPAIGN_RECORD = sql`r(code text, names jsonb, starts_on date, ends_on date, kind text, value numeric, currency text,
  customer_ids jsonb, price_groups jsonb, product_ids jsonb, category_ids jsonb, is_active boolean, ord int)`;

export async function classifyCampaigns(db: Executor, rows: CampaignValues[]) {
  const { rows: out } = await sql<{ status: Status }>`
    select case when c.id is null then 'created'
        when (c.names, c.starts_on, c.ends_on, c.kind, c.value, trim(c.currency), ${sortedArray(sql`c.customer_ids`)},
              ${sortedArray(sql`c.price_groups`)}, ${sortedArray(sql`c.product_ids`)}, ${sortedArray(sql`c.category_ids`)}, c.is_active)
          is distinct from (r.names, r.starts_on, r.ends_on, r.kind, r.value, r.currency, ${sortedOf(sql`r.customer_ids`)},
              ${sortedOf(sql`r.price_groups`)}, ${sortedOf(sql`r.product_ids`)}, ${sortedOf(sql`r.category_ids`)}, r.is_active)
          then 'updated'
        else 'unchanged' end as status
    from ${sendBatch(rows)} as ${CAMPAIGN_RECORD}
    left join campaigns c on upper(c.code) = upper(r.code)
    order by r.ord`.execute(db);
  return out.map((r) => r.status);
}

/** Writes the created and updated campaigns whole (a campaign keeps the spelling of its code it was created with). */
export async function upsertCampaigns(db: Executor, ords: readonly number[]) {
  await sql`
    insert into campaigns (code, names, starts_on, ends_on, kind, value, currency, customer_ids, price_groups, product_ids,
      category_ids, is_active)
    select r.code, r.names, r.starts_on, r.ends_on, r.kind, r.value, r.currency,
      array(select x::uuid from jsonb_array_elements_text(r.customer_ids) x order by 1),
      array(select x from jsonb_array_elements_text(r.price_groups) x order by 1),
      array(select x::int from jsonb_array_elements_text(r.product_ids) x order by 1),
      array(select x::int from jsonb_array_elements_text(r.category_ids) x order by 1),
      r.is_active
    from ${sentBatch} as ${CAMPAIGN_RECORD}
    where ${atPositions(ords)}
    on conflict ((upper(code))) do update
      set names = excluded.names, starts_on = excluded.starts_on, ends_on = excluded.ends_on, kind = excluded.kind,
        value = excluded.value, currency = excluded.currency, customer_ids = excluded.customer_ids,
        price_groups = excluded.price_groups, product_ids = excluded.product_ids, category_ids = excluded.category_ids,
        is_active = excluded.is_active, updated_at = now()`.execute(db);
}
