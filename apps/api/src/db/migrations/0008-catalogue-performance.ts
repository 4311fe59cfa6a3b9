import { type Kysely, sql } from 'kysely';

/**
 * Catalogue read path performance (docs/performance.md):
 *
 * - `products.total_stock`: the product's stock over the active warehouses (a negative ERP quantity
 *   counts as none), kept by triggers on `stocks` (per statement, each product once) and on a
 *   warehouse's `is_active`. The list used to compute it per row with a sub-select; sorting by stock
 *   then ran that sub-select for every row of the filtered set (and the plan's cost switched JIT on).
 * - `products_visible_count`: a narrow index (category, detail ids) of the active products, so the
 *   list's count and the facet counts of a category read the index (index-only scan) instead of
 *   every row of the table.
 * - `products_list_*`: one index per list order, (category, sort keys) with the detail ids, active
 *   only: a page of one category walks the index in order and stops after offset + limit rows
 *   (a category with sub-categories: one such walk per category, merged; products.repository.ts).
 *
 * Function bodies contain `;` at line ends, so this script runs statement by statement here rather
 * than through runScript.
 */
const UP = [
  `alter table products add column total_stock integer not null default 0`,
  `create function refresh_product_total_stock(ids integer[]) returns void language sql as $$
    update products p set total_stock = t.total
    from (
      select i.id, coalesce((select sum(greatest(s.quantity, 0)) from stocks s
        join warehouses w on w.code = s.warehouse_code and w.is_active where s.product_id = i.id), 0)::int as total
      from (select distinct unnest(ids) as id) i
    ) t
    where p.id = t.id and p.total_stock <> t.total
  $$`,
  `create function stocks_total_stock_ins() returns trigger language plpgsql as $$
  begin
    perform refresh_product_total_stock(array(select product_id from new_rows));
    return null;
  end $$`,
  `create function stocks_total_stock_upd() returns trigger language plpgsql as $$
  begin
    perform refresh_product_total_stock(array(select product_id from new_rows union select product_id from old_rows));
    return null;
  end $$`,
  `create function stocks_total_stock_del() returns trigger language plpgsql as $$
  begin
    perform refresh_product_total_stock(array(select product_id from old_rows));
    return null;
  end $$`,
  `create function warehouses_total_stock() returns trigger language plpgsql as $$
  begin
    perform refresh_product_total_stock(array(select s.product_id from stocks s where s.warehouse_code in (new.code, old.code)));
    return null;
  end $$`,
  `create trigger stocks_total_stock_ins after insert on stocks referencing new table as new_rows
    for each statement execute function stocks_total_stock_ins()`,
  `create trigger stocks_total_stock_upd after update on stocks referencing old table as old_rows new table as new_rows
    for each statement execute function stocks_total_stock_upd()`,
  `create trigger stocks_total_stock_del after delete on stocks referencing old table as old_rows
    for each statement execute function stocks_total_stock_del()`,
  `create trigger warehouses_total_stock after update of is_active, code on warehouses
    for each row when (old.is_active is distinct from new.is_active or old.code is distinct from new.code)
    execute function warehouses_total_stock()`,
  `update products p set total_stock = coalesce((select sum(greatest(s.quantity, 0)) from stocks s
    join warehouses w on w.code = s.warehouse_code and w.is_active where s.product_id = p.id), 0)::int`,
  `create index products_visible_count on products (category_id) include (detail_ids) where is_active`,
  // One index per list order, category first, detail ids included (visibility and facets are checked in
  // the index): a page of one category reads offset + limit entries in order and stops.
  `create index products_list_name on products (category_id, name, id) include (detail_ids) where is_active`,
  `create index products_list_name_desc on products (category_id, name desc, id) include (detail_ids) where is_active`,
  `create index products_list_code on products (category_id, code) include (detail_ids) where is_active`,
  `create index products_list_price on products (category_id, list_price, name, id) include (detail_ids) where is_active`,
  `create index products_list_price_desc on products (category_id, list_price desc, name, id) include (detail_ids) where is_active`,
  `create index products_list_stock on products (category_id, total_stock desc, name, id) include (detail_ids) where is_active`,
  `create index products_list_created on products (category_id, created_at, id) include (detail_ids) where is_active`,
];

const DOWN = [
  `drop index products_list_created`,
  `drop index products_list_stock`,
  `drop index products_list_price_desc`,
  `drop index products_list_price`,
  `drop index products_list_code`,
  `drop index products_list_name_desc`,
  `drop index products_list_name`,
  `drop index products_visible_count`,
  `drop trigger warehouses_total_stock on warehouses`,
  `drop trigger stocks_total_stock_del on stocks`,
  `drop trigger stocks_total_stock_upd on stocks`,
  `drop trigger stocks_total_stock_ins on stocks`,
  `drop function warehouses_total_stock()`,
  `drop function stocks_total_stock_del()`,
  `drop function stocks_total_stock_upd()`,
  `drop function stocks_total_stock_ins()`,
  `drop function refresh_product_total_stock(integer[])`,
  `alter table products drop column total_stock`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
