import { type Kysely, sql } from 'kysely';

/**
 * The catalogue read model (docs/performance.md, "Tuning pass 2"): the product list's order and
 * membership come from an in-process index of the active products (modules/catalog/catalogue-index.ts);
 * the database then only reads the 50 rows of a page by id. What tells a process its index is old:
 *
 * - `catalogue_revision` (one row): bumped in the writer's transaction by every statement that adds,
 *   removes or changes a product (any column but the stock total) or its images: what the index, the
 *   search hits and the list's row cache hold. Transactional, so a reader never sees a revision
 *   whose change it cannot see.
 *   Product writes are rare (administration, ERP sync); the order path never takes this row.
 * - `catalogue_stock_revision` (a sequence): moved by every statement that changes `total_stock` (each
 *   order, each stock sync). A sequence, not a row, so concurrent orders never wait on one another
 *   for it; it only says "the stock order may be old" (catalogue-index.ts rebuilds it, and at the
 *   latest after a minute).
 * - `customers.view_revision`: bumped when what the catalogue shows the customer changes: its
 *   currency or discount rates, one of its access rules, or the default access flags (settings
 *   `catalogueAccessDefaults`). The auth guard reads it with the customer, so the per-customer
 *   catalogue view (visibility.service.ts) is cached by (customer, revision) and never stale.
 *
 * The per-category list indexes of 0008 are dropped: no query walks them any more, and every stock
 * change (a non-HOT update of `products`) had to update all eight.
 */
const UP = [
  `create table catalogue_revision (
    id boolean primary key default true check (id),
    revision bigint not null default 0
  )`,
  `insert into catalogue_revision (id, revision) values (true, 1)`,
  `create sequence catalogue_stock_revision`,
  `create function bump_catalogue_revision() returns trigger language plpgsql as $$
  begin
    update catalogue_revision set revision = revision + 1;
    return null;
  end $$`,
  `create function bump_catalogue_stock_revision() returns trigger language plpgsql as $$
  begin
    perform nextval('catalogue_stock_revision');
    return null;
  end $$`,
  `create trigger products_catalogue_revision after insert or delete on products
    for each statement execute function bump_catalogue_revision()`,
  `create trigger products_catalogue_revision_upd
    after update of code, name, category_id, unit_code, vat_rate, list_price, currency, campaign, min_order_qty, max_order_qty,
      placeholder_qty, pre_sale_text, is_active, detail_ids, search_text, created_at, expense_cost on products
    for each statement execute function bump_catalogue_revision()`,
  `create trigger products_catalogue_revision_truncate after truncate on products
    for each statement execute function bump_catalogue_revision()`,
  `create trigger products_stock_revision after update of total_stock on products
    for each statement execute function bump_catalogue_stock_revision()`,
  // the list keeps the rows it showed (with their images) until the revision moves
  `create trigger product_images_catalogue_revision after insert or update or delete or truncate on product_images
    for each statement execute function bump_catalogue_revision()`,

  `alter table customers add column view_revision bigint not null default 0`,
  `create function customers_view_revision() returns trigger language plpgsql as $$
  begin
    if new.currency is distinct from old.currency or new.discount_rates is distinct from old.discount_rates then
      new.view_revision := old.view_revision + 1;
    end if;
    return new;
  end $$`,
  `create trigger customers_view_revision before update of currency, discount_rates on customers
    for each row execute function customers_view_revision()`,
  `create function customer_access_view_revision_new() returns trigger language plpgsql as $$
  begin
    update customers set view_revision = view_revision + 1 where id in (select customer_id from new_rows);
    return null;
  end $$`,
  `create function customer_access_view_revision_old() returns trigger language plpgsql as $$
  begin
    update customers set view_revision = view_revision + 1 where id in (select customer_id from old_rows);
    return null;
  end $$`,
  `create trigger customer_access_view_revision_ins after insert on customer_access referencing new table as new_rows
    for each statement execute function customer_access_view_revision_new()`,
  `create trigger customer_access_view_revision_upd after update on customer_access referencing new table as new_rows
    for each statement execute function customer_access_view_revision_new()`,
  `create trigger customer_access_view_revision_del after delete on customer_access referencing old table as old_rows
    for each statement execute function customer_access_view_revision_old()`,
  `create function settings_view_revision() returns trigger language plpgsql as $$
  begin
    if (tg_op <> 'DELETE' and new.key = 'catalogueAccessDefaults') or (tg_op <> 'INSERT' and old.key = 'catalogueAccessDefaults') then
      update customers set view_revision = view_revision + 1;
    end if;
    return null;
  end $$`,
  `create trigger settings_view_revision after insert or update or delete on settings
    for each row execute function settings_view_revision()`,

  `drop index products_list_name`,
  `drop index products_list_name_desc`,
  `drop index products_list_code`,
  `drop index products_list_price`,
  `drop index products_list_price_desc`,
  `drop index products_list_stock`,
  `drop index products_list_created`,
  `drop index products_visible_count`,
];

const DOWN = [
  `create index products_visible_count on products (category_id) include (detail_ids) where is_active`,
  `create index products_list_name on products (category_id, name, id) include (detail_ids) where is_active`,
  `create index products_list_name_desc on products (category_id, name desc, id) include (detail_ids) where is_active`,
  `create index products_list_code on products (category_id, code) include (detail_ids) where is_active`,
  `create index products_list_price on products (category_id, list_price, name, id) include (detail_ids) where is_active`,
  `create index products_list_price_desc on products (category_id, list_price desc, name, id) include (detail_ids) where is_active`,
  `create index products_list_stock on products (category_id, total_stock desc, name, id) include (detail_ids) where is_active`,
  `create index products_list_created on products (category_id, created_at, id) include (detail_ids) where is_active`,
  `drop trigger settings_view_revision on settings`,
  `drop function settings_view_revision()`,
  `drop trigger customer_access_view_revision_del on customer_access`,
  `drop trigger customer_access_view_revision_upd on customer_access`,
  `drop trigger customer_access_view_revision_ins on customer_access`,
  `drop function customer_access_view_revision_old()`,
  `drop function customer_access_view_revision_new()`,
  `drop trigger customers_view_revision on customers`,
  `drop function customers_view_revision()`,
  `alter table customers drop column view_revision`,
  `drop trigger product_images_catalogue_revision on product_images`,
  `drop trigger products_stock_revision on products`,
  `drop trigger products_catalogue_revision_truncate on products`,
  `drop trigger products_catalogue_revision_upd on products`,
  `drop trigger products_catalogue_revision on products`,
  `drop function bump_catalogue_stock_revision()`,
  `drop function bump_catalogue_revision()`,
  `drop sequence catalogue_stock_revision`,
  `drop table catalogue_revision`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
