import { type Kysely, sql } from 'kysely';

/**
 * The order report's count and totals from a summary (issue 19, ADR 0059): `order_report_summary` holds, per
 * customer, 15-minute bucket of the order's creation time (migration 0045's `sales_summary_bucket`), line
 * status and currency, the number of lines, their quantity and their amount (net + expenses), over every
 * line whatever its or its order's status (the report lists them all). The report reads it when no product
 * or category filter is set: its other filters (dates, customer, salesman, the caller's scope, line status)
 * select whole cells.
 *
 * - Kept by the triggers of migration 0045: `sales_summary_refresh` (recompute the touched (customer, bucket)
 *   cells from the lines) now recomputes this table's cells too, under the same locks; the triggers already
 *   fire on every change it reads (lines inserted, deleted, their quantity, amounts, status or order changed;
 *   orders' customer, time, currency or status changed; orders deleted; truncates).
 * - Amounts are numeric (exact, the report's totals are the lines' sums to the cent); a cell is about an order.
 * - `order_lines_total`, `order_lines_product_name`, `order_lines_quantity`, `order_lines_price`: the sorts by
 *   total, product name, quantity and price walk their index (either way) and stop after a page, as the date
 *   and product code sorts do (migration 0034); each was a top-N sort of every selected line (1.5-3.4 s at 1M).
 *   `customers_name`: the sort by customer name reads customers by name, their orders, their lines (it
 *   sorted every order by its customer's name: ~200 ms at 1M lines, now ~30-50 ms).
 * - `order_lines_code_trgm`, `order_lines_name_trgm`: the report's product filter (`upper(code) like 'X%'` or
 *   the folded name `like '%x%'`, lib/search.ts foldSql: the expression here must stay the same text) as a
 *   bitmap of trigram index scans; it was a scan of every line folding every name (4 s at 1M whatever the
 *   term), which the count and totals paid even for a product code matching a few lines.
 * - `products_code_trgm`, `products_name_trgm`: the same for the stock-price and image reports' search
 *   (`upper(code) like` or the folded name, reports.repository productWhere), which folded every product's
 *   name to count the matches (~380 ms at 100,000 products on a busy machine).
 * - Backfilled here from every line in one grouped statement.
 */
const REFRESH_0045 = `create or replace function sales_summary_refresh(p_customers uuid[], p_buckets timestamptz[]) returns void language plpgsql as $$
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
   end $$`;

const TRUNCATED_0045 = `create or replace function sales_summary_truncated() returns trigger language plpgsql as $$
   begin
     truncate sales_summary_customers, sales_summary_products;
     perform sales_summary_refresh(array_agg(o.customer_id), array_agg(sales_summary_bucket(o.created_at))) from orders o;
     return null;
   end $$`;

const UP = [
  `create table order_report_summary (
     bucket timestamptz not null,
     customer_id uuid not null,
     status text not null,
     currency text not null,
     line_count bigint not null,
     quantity bigint not null,
     amount numeric not null,
     primary key (customer_id, bucket, status, currency)
   )`,
  `create index order_report_summary_bucket on order_report_summary (bucket) include (customer_id, status, currency, line_count, quantity, amount)`,
  `create index order_lines_total on order_lines ((net_amount + expense_amount), id)`,
  `create index order_lines_product_name on order_lines (product_name, id)`,
  `create index order_lines_quantity on order_lines (quantity, id)`,
  `create index order_lines_price on order_lines (discounted_price, id)`,
  `create index customers_name on customers (name, id)`,
  `create index order_lines_code_trgm on order_lines using gin (upper(product_code) gin_trgm_ops)`,
  `create index products_code_trgm on products using gin (upper(code) gin_trgm_ops)`,
  `create index products_name_trgm on products using gin (lower(translate(coalesce(name, ''), 'ıİşŞğĞüÜöÖçÇäÄâÂîÎûÛéÉ', 'iIsSgGuUoOcCaAaAiIuUeE')) gin_trgm_ops)`,
  `create index order_lines_name_trgm on order_lines using gin (lower(translate(coalesce(product_name, ''), 'ıİşŞğĞüÜöÖçÇäÄâÂîÎûÛéÉ', 'iIsSgGuUoOcCaAaAiIuUeE')) gin_trgm_ops)`,
  // 0045's refresh, and this table's cells beside: every line of the cell (any status), by line status.
  `create or replace function sales_summary_refresh(p_customers uuid[], p_buckets timestamptz[]) returns void language plpgsql as $$
   declare
     n integer;
   begin
     select count(distinct c) into n from unnest(p_customers) c;
     if n = 0 then return; end if;
     if n > 32 then
       lock table sales_summary_customers, sales_summary_products, order_report_summary in exclusive mode;
     else
       perform pg_advisory_xact_lock(45, h) from (select distinct hashtext(c::text) as h from unnest(p_customers) c order by 1) x;
     end if;
     delete from sales_summary_customers s using unnest(p_customers, p_buckets) as k(customer_id, bucket)
       where s.customer_id = k.customer_id and s.bucket = k.bucket;
     delete from sales_summary_products s using unnest(p_customers, p_buckets) as k(customer_id, bucket)
       where s.customer_id = k.customer_id and s.bucket = k.bucket;
     delete from order_report_summary s using unnest(p_customers, p_buckets) as k(customer_id, bucket)
       where s.customer_id = k.customer_id and s.bucket = k.bucket;
     with keys as (
       select distinct customer_id, bucket from unnest(p_customers, p_buckets) as k(customer_id, bucket)
     ), lines as (
       select k.customer_id, k.bucket, trim(o.currency) as currency, o.id as order_id, o.status as order_status,
         l.status, l.product_id, l.net_amount + l.expense_amount as amount, l.quantity
       from keys k
       join orders o on o.customer_id = k.customer_id and o.created_at >= k.bucket and o.created_at < k.bucket + interval '15 minutes'
       join order_lines l on l.order_id = o.id
     ), live as (
       select * from lines
       where order_status not in ('Cancelled', 'Rejected') and status not in ('Cancelled', 'Rejected')
     ), report as (
       insert into order_report_summary (bucket, customer_id, status, currency, line_count, quantity, amount)
       select bucket, customer_id, status, currency, count(*), sum(quantity), sum(amount) from lines group by 1, 2, 3, 4
     ), products as (
       insert into sales_summary_products (bucket, customer_id, product_id, currency, amount_cents, quantity)
       select bucket, customer_id, product_id, currency, sum(amount * 100)::bigint, sum(quantity) from live group by 1, 2, 3, 4
     )
     insert into sales_summary_customers (bucket, customer_id, currency, amount, quantity, order_count)
     select bucket, customer_id, currency, sum(amount), sum(quantity), count(distinct order_id) from live group by 1, 2, 3;
   end $$`,
  `create or replace function sales_summary_truncated() returns trigger language plpgsql as $$
   begin
     truncate sales_summary_customers, sales_summary_products, order_report_summary;
     perform sales_summary_refresh(array_agg(o.customer_id), array_agg(sales_summary_bucket(o.created_at))) from orders o;
     return null;
   end $$`,
  // The backfill: every line, grouped once.
  `insert into order_report_summary (bucket, customer_id, status, currency, line_count, quantity, amount)
   select sales_summary_bucket(o.created_at), o.customer_id, l.status, trim(o.currency), count(*), sum(l.quantity), sum(l.net_amount + l.expense_amount)
   from order_lines l join orders o on o.id = l.order_id
   group by 1, 2, 3, 4`,
];

const DOWN = [
  TRUNCATED_0045,
  REFRESH_0045,
  `drop index order_lines_name_trgm`,
  `drop index products_name_trgm`,
  `drop index products_code_trgm`,
  `drop index order_lines_code_trgm`,
  `drop index customers_name`,
  `drop index order_lines_price`,
  `drop index order_lines_quantity`,
  `drop index order_lines_product_name`,
  `drop index order_lines_total`,
  `drop table order_report_summary`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
