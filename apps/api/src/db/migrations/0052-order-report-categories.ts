import { type Kysely, sql } from 'kysely';

/**
 * The order report's count and totals with a category filter from a summary (issue 19, ADR 0059 amended):
 * `order_report_categories` holds what `order_report_summary` (migration 0050) holds, per category of the
 * line besides (the category the line was ordered in, `order_lines.category_id`). A category filter is a
 * category and its sub-categories: the cells of those categories. It read every line of them (a top-level
 * category holding half of 1M lines: 1.5 s in EXPLAIN on a busy machine). A cell is about a category of an
 * order, so the table is a few times order_report_summary's size; the unfiltered totals keep reading that one.
 *
 * Kept where the other summaries are: `sales_summary_refresh` (recompute a customer's 15 minutes) and the
 * insert trigger's adding of a new order's lines (migration 0051), under the same locks; truncates empty it.
 * The three functions are 0050's and 0051's with this table's statements added.
 */
const REFRESH = (
  withCategories: boolean,
) => `create or replace function sales_summary_refresh(p_customers uuid[], p_buckets timestamptz[]) returns void language plpgsql as $$
   declare
     n integer;
   begin
     select count(distinct c) into n from unnest(p_customers) c;
     if n = 0 then return; end if;
     if n > 32 then
       lock table sales_summary_customers, sales_summary_products, order_report_summary${withCategories ? ', order_report_categories' : ''} in exclusive mode;
     else
       perform pg_advisory_xact_lock(45, h) from (select distinct hashtext(c::text) as h from unnest(p_customers) c order by 1) x;
     end if;
     delete from sales_summary_customers s using unnest(p_customers, p_buckets) as k(customer_id, bucket)
       where s.customer_id = k.customer_id and s.bucket = k.bucket;
     delete from sales_summary_products s using unnest(p_customers, p_buckets) as k(customer_id, bucket)
       where s.customer_id = k.customer_id and s.bucket = k.bucket;
     delete from order_report_summary s using unnest(p_customers, p_buckets) as k(customer_id, bucket)
       where s.customer_id = k.customer_id and s.bucket = k.bucket;
     ${
       withCategories
         ? `delete from order_report_categories s using unnest(p_customers, p_buckets) as k(customer_id, bucket)
       where s.customer_id = k.customer_id and s.bucket = k.bucket;`
         : ''
     }
     with keys as (
       select distinct customer_id, bucket from unnest(p_customers, p_buckets) as k(customer_id, bucket)
     ), lines as (
       select k.customer_id, k.bucket, trim(o.currency) as currency, o.id as order_id, o.status as order_status,
         l.status, l.product_id, l.category_id, l.net_amount + l.expense_amount as amount, l.quantity
       from keys k
       join orders o on o.customer_id = k.customer_id and o.created_at >= k.bucket and o.created_at < k.bucket + interval '15 minutes'
       join order_lines l on l.order_id = o.id
     ), live as (
       select * from lines
       where order_status not in ('Cancelled', 'Rejected') and status not in ('Cancelled', 'Rejected')
     ), report as (
       insert into order_report_summary (bucket, customer_id, status, currency, line_count, quantity, amount)
       select bucket, customer_id, status, currency, count(*), sum(quantity), sum(amount) from lines group by 1, 2, 3, 4
     ), ${
       withCategories
         ? `report_categories as (
       insert into order_report_categories (bucket, customer_id, category_id, status, currency, line_count, quantity, amount)
       select bucket, customer_id, category_id, status, currency, count(*), sum(quantity), sum(amount) from lines group by 1, 2, 3, 4, 5
     ), `
         : ''
     }products as (
       insert into sales_summary_products (bucket, customer_id, product_id, currency, amount_cents, quantity)
       select bucket, customer_id, product_id, currency, sum(amount * 100)::bigint, sum(quantity) from live group by 1, 2, 3, 4
     )
     insert into sales_summary_customers (bucket, customer_id, currency, amount, quantity, order_count)
     select bucket, customer_id, currency, sum(amount), sum(quantity), count(distinct order_id) from live group by 1, 2, 3;
   end $$`;

const TRUNCATED = (withCategories: boolean) => `create or replace function sales_summary_truncated() returns trigger language plpgsql as $$
   begin
     truncate sales_summary_customers, sales_summary_products, order_report_summary${withCategories ? ', order_report_categories' : ''};
     perform sales_summary_refresh(array_agg(o.customer_id), array_agg(sales_summary_bucket(o.created_at))) from orders o;
     return null;
   end $$`;

const LINES_NEW = (withCategories: boolean) => `create or replace function sales_summary_lines_new() returns trigger language plpgsql as $$
   declare
     n integer;
   begin
     select count(distinct o.customer_id) into n from orders o where o.id in (select order_id from new_lines);
     if n = 0 then return null; end if;
     if n > 32 or exists (
       select 1 from order_lines l
       where l.order_id in (select order_id from new_lines) and not exists (select 1 from new_lines x where x.id = l.id)
     ) then
       perform sales_summary_refresh(array_agg(o.customer_id), array_agg(sales_summary_bucket(o.created_at)))
         from orders o where o.id in (select distinct order_id from new_lines);
       return null;
     end if;
     perform pg_advisory_xact_lock(45, h) from (
       select distinct hashtext(o.customer_id::text) as h from orders o where o.id in (select order_id from new_lines) order by 1
     ) x;
     with lines as (
       select sales_summary_bucket(o.created_at) as bucket, o.customer_id, trim(o.currency) as currency, o.id as order_id,
         o.status as order_status, l.status, l.product_id, l.category_id, l.net_amount + l.expense_amount as amount, l.quantity
       from new_lines l join orders o on o.id = l.order_id
     ), live as (
       select * from lines
       where order_status not in ('Cancelled', 'Rejected') and status not in ('Cancelled', 'Rejected')
     ), report as (
       insert into order_report_summary as s (bucket, customer_id, status, currency, line_count, quantity, amount)
       select bucket, customer_id, status, currency, count(*), sum(quantity), sum(amount) from lines group by 1, 2, 3, 4
       on conflict (customer_id, bucket, status, currency) do update
         set line_count = s.line_count + excluded.line_count, quantity = s.quantity + excluded.quantity, amount = s.amount + excluded.amount
     ), ${
       withCategories
         ? `report_categories as (
       insert into order_report_categories as s (bucket, customer_id, category_id, status, currency, line_count, quantity, amount)
       select bucket, customer_id, category_id, status, currency, count(*), sum(quantity), sum(amount) from lines group by 1, 2, 3, 4, 5
       on conflict (customer_id, bucket, category_id, status, currency) do update
         set line_count = s.line_count + excluded.line_count, quantity = s.quantity + excluded.quantity, amount = s.amount + excluded.amount
     ), `
         : ''
     }products as (
       insert into sales_summary_products as s (bucket, customer_id, product_id, currency, amount_cents, quantity)
       select bucket, customer_id, product_id, currency, sum(amount * 100)::bigint, sum(quantity) from live group by 1, 2, 3, 4
       on conflict (customer_id, bucket, product_id, currency) do update
         set amount_cents = s.amount_cents + excluded.amount_cents, quantity = s.quantity + excluded.quantity
     )
     insert into sales_summary_customers as s (bucket, customer_id, currency, amount, quantity, order_count)
     select bucket, customer_id, currency, sum(amount), sum(quantity), count(distinct order_id) from live group by 1, 2, 3
     on conflict (customer_id, bucket, currency) do update
       set amount = s.amount + excluded.amount, quantity = s.quantity + excluded.quantity, order_count = s.order_count + excluded.order_count;
     return null;
   end $$`;

const UP = [
  `create table order_report_categories (
     bucket timestamptz not null,
     customer_id uuid not null,
     category_id integer not null,
     status text not null,
     currency text not null,
     line_count bigint not null,
     quantity bigint not null,
     amount numeric not null,
     primary key (customer_id, bucket, category_id, status, currency)
   )`,
  `create index order_report_categories_category on order_report_categories (category_id, bucket)
     include (customer_id, status, currency, line_count, quantity, amount)`,
  REFRESH(true),
  TRUNCATED(true),
  LINES_NEW(true),
  // The backfill: every line, grouped once.
  `insert into order_report_categories (bucket, customer_id, category_id, status, currency, line_count, quantity, amount)
   select sales_summary_bucket(o.created_at), o.customer_id, l.category_id, l.status, trim(o.currency), count(*), sum(l.quantity),
     sum(l.net_amount + l.expense_amount)
   from order_lines l join orders o on o.id = l.order_id
   group by 1, 2, 3, 4, 5`,
];

const DOWN = [LINES_NEW(false), TRUNCATED(false), REFRESH(false), `drop table order_report_categories`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
