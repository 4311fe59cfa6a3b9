import { type Kysely, sql } from 'kysely';

/**
 * The order path under load (docs/performance.md, "Orders"):
 *
 * - Fill factors: every order updates `stocks.quantity`, `products.total_stock` (trigger), the
 *   salesman's limit rows and the cart row, none of them an indexed column. With room left on each
 *   page PostgreSQL updates such rows in place (HOT: no index entries written, least dead space); a
 *   full page forces a new row version with an entry in every index (products carries a trigram and
 *   an array GIN index). Applies to pages written from now on (VACUUM FULL rewrites the rest).
 * - `refresh_product_total_stock` (0008, run by the stock triggers inside every order's locked section)
 *   becomes PL/pgSQL: a SQL-language function's body is planned again on every call, a PL/pgSQL one
 *   once per connection; one grouped statement instead of a sub-select per product.
 * - `carts.currency`: the currency of the cart's lines (design: one currency per cart), so adding a line
 *   checks and claims it in the same statement that creates or locks the cart row (`on conflict do
 *   update ... where currency is null or currency = excluded.currency`, evaluated on the newest row
 *   version: two concurrent adds of different currencies can't both pass). Kept by a trigger: null
 *   again when the cart's last line leaves, whichever way it leaves.
 */
const UP = [
  `create or replace function refresh_product_total_stock(ids integer[]) returns void language plpgsql as $$
  begin
    update products p set total_stock = t.total
    from (
      select i.id, coalesce(sum(greatest(s.quantity, 0)) filter (where w.is_active), 0)::int as total
      from (select distinct unnest(ids) as id) i
      left join stocks s on s.product_id = i.id
      left join warehouses w on w.code = s.warehouse_code
      group by i.id
    ) t
    where p.id = t.id and p.total_stock <> t.total;
  end $$`,
  `alter table products set (fillfactor = 85)`,
  `alter table stocks set (fillfactor = 80)`,
  `alter table salesman_limits set (fillfactor = 80)`,
  `alter table carts set (fillfactor = 80)`,
  `alter table carts add column currency char(3)`,
  `update carts k set currency = (select trim(p.currency) from cart_lines l join products p on p.id = l.product_id
     where l.cart_id = k.id order by l.id limit 1)`,
  `create function cart_lines_release_currency() returns trigger language plpgsql as $$
  begin
    update carts k set currency = null
    where k.id in (select distinct cart_id from old_rows) and k.currency is not null
      and not exists (select 1 from cart_lines l where l.cart_id = k.id);
    return null;
  end $$`,
  `create trigger cart_lines_release_currency after delete on cart_lines referencing old table as old_rows
    for each statement execute function cart_lines_release_currency()`,
];

const DOWN = [
  `create or replace function refresh_product_total_stock(ids integer[]) returns void language sql as $$
    update products p set total_stock = t.total
    from (
      select i.id, coalesce((select sum(greatest(s.quantity, 0)) from stocks s
        join warehouses w on w.code = s.warehouse_code and w.is_active where s.product_id = i.id), 0)::int as total
      from (select distinct unnest(ids) as id) i
    ) t
    where p.id = t.id and p.total_stock <> t.total
  $$`,
  `drop trigger cart_lines_release_currency on cart_lines`,
  `drop function cart_lines_release_currency()`,
  `alter table carts drop column currency`,
  `alter table carts reset (fillfactor)`,
  `alter table salesman_limits reset (fillfactor)`,
  `alter table stocks reset (fillfactor)`,
  `alter table products reset (fillfactor)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
