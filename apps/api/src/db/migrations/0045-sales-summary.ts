import { type Kysely, sql } from 'kysely';

/**
 * The sales summary the dashboard reads (issue 19, ADR 0054): what counts as sales (ADR 0051: order lines'
 * net + expenses, neither the order nor the line Cancelled or Rejected), added up per 15-minute bucket of
 * the order's creation time, per customer and currency (`sales_summary_customers`, with the number of
 * orders) and per customer, product and currency (`sales_summary_products`).
 *
 * - Buckets are `date_bin('15 minutes', created_at, '2000-01-01Z')`: absolute instants, so the summary does
 *   not depend on the distributor's time zone setting; every zone in use has an offset that is a multiple
 *   of 15 minutes, so a day of any zone is a whole number of buckets and the dashboard's periods are exact.
 * - Kept by statement-level triggers on `orders` and `order_lines` (transition tables), in the transaction
 *   of whatever writes them: placing an order, cancelling a line or an order, approving/rejecting, the ERP
 *   sync's order updates, the demo seed and the benches' set-based inserts alike. A trigger recomputes the
 *   (customer, bucket) cells its rows touch from the lines themselves, so the summary cannot drift from
 *   them however a writer changes them; a statement that changes nothing the summary reads costs one
 *   join of its transition tables.
 * - The product cells are about one per line when products are many (a customer rarely buys one product
 *   twice in 15 minutes): their amount is whole cents (bigint), which PostgreSQL adds up several times
 *   faster and in less memory than numeric, and their bucket index covers what the dashboard reads.
 * - Backfilled here from every existing line.
 * - `orders_created_status`: the dashboard's orders by status (every order of the period, cancelled ones
 *   too, so not from the summary) as an index-only range; orders_created (migration 0034) fetched every
 *   order's row (at 1M lines, 12 months: 304 ms -> 95 ms on a busy machine, docs/performance.md).
 */
const UP = [
  `create table sales_summary_customers (
     bucket timestamptz not null,
     customer_id uuid not null,
     currency text not null,
     amount numeric(16,2) not null,
     quantity bigint not null,
     order_count integer not null,
     primary key (customer_id, bucket, currency)
   )`,
  `create index sales_summary_customers_bucket on sales_summary_customers (bucket)`,
  `create index orders_created_status on orders (created_at) include (customer_id, status)`,
  `create table sales_summary_products (
     bucket timestamptz not null,
     customer_id uuid not null,
     product_id integer not null,
     currency text not null,
     amount_cents bigint not null,
     quantity bigint not null,
     primary key (customer_id, bucket, product_id, currency)
   )`,
  `create index sales_summary_products_bucket on sales_summary_products (bucket) include (product_id, currency, amount_cents, quantity)`,
  // The cells (customer, bucket) given are recomputed from the lines: deleted, then inserted again if any
  // live line is left in them. Two transactions recomputing one customer's cells would each delete what
  // they see and insert what they computed (a duplicate key, or a lost line): a transaction-scoped
  // advisory lock per customer (class 45, this migration) serialises them; a statement touching many
  // customers (a backfill, a bulk insert) locks the two tables against other writers instead of taking
  // thousands of locks. Readers are never blocked.
  `create function sales_summary_refresh(p_customers uuid[], p_buckets timestamptz[]) returns void language plpgsql as $$
   declare
     n integer;
   begin
     select count(distinct c) into n from unnest(p_customers) c;
     if n = 0 then return; end if;
     if n > 32 then
       lock table sales_summary_customers, sales_summary_products in exclusive mode;
     else
       perform pg_advisory_xact_lock(45, h) from (select distinct hashtext(c::text) as h from unnest(p_customers) c order by 1) x;
     end if;
     delete from sales_summary_customers s using unnest(p_customers, p_buckets) as k(customer_id, bucket)
       where s.customer_id = k.customer_id and s.bucket = k.bucket;
     delete from sales_summary_products s using unnest(p_customers, p_buckets) as k(customer_id, bucket)
       where s.customer_id = k.customer_id and s.bucket = k.bucket;
     with keys as (
       select distinct customer_id, bucket from unnest(p_customers, p_buckets) as k(customer_id, bucket)
     ), live as (
       select k.customer_id, k.bucket, trim(o.currency) as currency, o.id as order_id, l.product_id,
         l.net_amount + l.expense_amount as amount, l.quantity
       from keys k
       join orders o on o.customer_id = k.customer_id and o.created_at >= k.bucket and o.created_at < k.bucket + interval '15 minutes'
       join order_lines l on l.order_id = o.id
       where o.status not in ('Cancelled', 'Rejected') and l.status not in ('Cancelled', 'Rejected')
     ), products as (
       insert into sales_summary_products (bucket, customer_id, product_id, currency, amount_cents, quantity)
       select bucket, customer_id, product_id, currency, sum(amount * 100)::bigint, sum(quantity) from live group by 1, 2, 3, 4
     )
     insert into sales_summary_customers (bucket, customer_id, currency, amount, quantity, order_count)
     select bucket, customer_id, currency, sum(amount), sum(quantity), count(distinct order_id) from live group by 1, 2, 3;
   end $$`,
  `create function sales_summary_bucket(t timestamptz) returns timestamptz language sql immutable parallel safe
     as $$ select date_bin('15 minutes', t, timestamptz '2000-01-01 00:00:00+00') $$`,
  // Lines inserted or deleted: their orders' cells.
  `create function sales_summary_lines_new() returns trigger language plpgsql as $$
   begin
     perform sales_summary_refresh(array_agg(o.customer_id), array_agg(sales_summary_bucket(o.created_at)))
       from orders o where o.id in (select distinct order_id from new_lines);
     return null;
   end $$`,
  `create function sales_summary_lines_old() returns trigger language plpgsql as $$
   begin
     perform sales_summary_refresh(array_agg(o.customer_id), array_agg(sales_summary_bucket(o.created_at)))
       from orders o where o.id in (select distinct order_id from old_lines);
     return null;
   end $$`,
  // Lines updated: only those whose figures, product, status or order changed (the ERP's shipped
  // quantities and codes change nothing here).
  `create function sales_summary_lines_changed() returns trigger language plpgsql as $$
   begin
     perform sales_summary_refresh(array_agg(o.customer_id), array_agg(sales_summary_bucket(o.created_at)))
       from orders o
       where o.id in (
         select n.order_id from new_lines n join old_lines d on d.id = n.id
         where (n.net_amount, n.expense_amount, n.quantity, n.product_id, n.status, n.order_id)
           is distinct from (d.net_amount, d.expense_amount, d.quantity, d.product_id, d.status, d.order_id)
         union
         select d.order_id from new_lines n join old_lines d on d.id = n.id where n.order_id <> d.order_id);
     return null;
   end $$`,
  // Orders updated (status, customer, time, currency) or deleted: their old and new cells.
  `create function sales_summary_orders_changed() returns trigger language plpgsql as $$
   begin
     perform sales_summary_refresh(array_agg(k.customer_id), array_agg(k.bucket))
       from (
         select d.customer_id, sales_summary_bucket(d.created_at) as bucket from new_orders n join old_orders d on d.id = n.id
         where (n.status, n.customer_id, n.created_at, n.currency) is distinct from (d.status, d.customer_id, d.created_at, d.currency)
         union
         select n.customer_id, sales_summary_bucket(n.created_at) from new_orders n join old_orders d on d.id = n.id
         where (n.status, n.customer_id, n.created_at, n.currency) is distinct from (d.status, d.customer_id, d.created_at, d.currency)
       ) k;
     return null;
   end $$`,
  `create function sales_summary_orders_old() returns trigger language plpgsql as $$
   begin
     perform sales_summary_refresh(array_agg(d.customer_id), array_agg(sales_summary_bucket(d.created_at))) from old_orders d;
     return null;
   end $$`,
  `create function sales_summary_truncated() returns trigger language plpgsql as $$
   begin
     truncate sales_summary_customers, sales_summary_products;
     perform sales_summary_refresh(array_agg(o.customer_id), array_agg(sales_summary_bucket(o.created_at))) from orders o;
     return null;
   end $$`,
  `create trigger sales_summary_lines_insert after insert on order_lines referencing new table as new_lines
     for each statement execute function sales_summary_lines_new()`,
  `create trigger sales_summary_lines_update after update on order_lines referencing old table as old_lines new table as new_lines
     for each statement execute function sales_summary_lines_changed()`,
  `create trigger sales_summary_lines_delete after delete on order_lines referencing old table as old_lines
     for each statement execute function sales_summary_lines_old()`,
  `create trigger sales_summary_orders_update after update on orders referencing old table as old_orders new table as new_orders
     for each statement execute function sales_summary_orders_changed()`,
  `create trigger sales_summary_orders_delete after delete on orders referencing old table as old_orders
     for each statement execute function sales_summary_orders_old()`,
  `create trigger sales_summary_lines_truncate after truncate on order_lines for each statement execute function sales_summary_truncated()`,
  `create trigger sales_summary_orders_truncate after truncate on orders for each statement execute function sales_summary_truncated()`,
  // The backfill: every cell that has an order.
  `select sales_summary_refresh(array_agg(o.customer_id), array_agg(sales_summary_bucket(o.created_at))) from orders o`,
];

const DOWN = [
  `drop trigger sales_summary_orders_truncate on orders`,
  `drop trigger sales_summary_lines_truncate on order_lines`,
  `drop trigger sales_summary_orders_delete on orders`,
  `drop trigger sales_summary_orders_update on orders`,
  `drop trigger sales_summary_lines_delete on order_lines`,
  `drop trigger sales_summary_lines_update on order_lines`,
  `drop trigger sales_summary_lines_insert on order_lines`,
  `drop function sales_summary_truncated()`,
  `drop function sales_summary_orders_old()`,
  `drop function sales_summary_orders_changed()`,
  `drop function sales_summary_lines_changed()`,
  `drop function sales_summary_lines_old()`,
  `drop function sales_summary_lines_new()`,
  `drop function sales_summary_bucket(timestamptz)`,
  `drop function sales_summary_refresh(uuid[], timestamptz[])`,
  `drop index orders_created_status`,
  `drop table sales_summary_products`,
  `drop table sales_summary_customers`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
