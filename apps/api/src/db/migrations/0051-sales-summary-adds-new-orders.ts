import { type Kysely, sql } from 'kysely';

/**
 * The sales summary (migration 0045, ADR 0054) adds a new order's lines to its cells instead of recomputing
 * them. Placing an order inserted its lines, and the trigger deleted and wrote again every cell of the
 * customer's 15 minutes from all its lines: with a customer ordering several times in those minutes (a
 * salesman working through a dealer's needs, the order bench's dealers) each order rewrote the cells of all
 * the orders before it, and the recompute was about 40 % of PostgreSQL's time in the order statement
 * (docs/performance.md, "Orders", 2026-11-27). Now, when every inserted line belongs to an order that had no
 * line before the statement (placing, the seed, a new ERP order), their live sums are added to the cells, and
 * all of them (whatever their status) to the order report's cells (migration 0050, ADR 0059)
 * (`on conflict ... do update`, under the same per-customer advisory lock as the recompute, so the two never
 * interleave). Lines added to an order that already had some (the ERP adding a line), and statements over
 * more than 32 customers (backfills, bulk inserts: the recompute locks the two tables once), recompute as
 * before. What counts is unchanged; dashboard-summary.test.ts compares the summary with the lines after
 * each kind of change, both paths included.
 */
const UP = [
  `create or replace function sales_summary_lines_new() returns trigger language plpgsql as $$
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
         o.status as order_status, l.status, l.product_id, l.net_amount + l.expense_amount as amount, l.quantity
       from new_lines l join orders o on o.id = l.order_id
     ), live as (
       select * from lines
       where order_status not in ('Cancelled', 'Rejected') and status not in ('Cancelled', 'Rejected')
     ), report as (
       insert into order_report_summary as s (bucket, customer_id, status, currency, line_count, quantity, amount)
       select bucket, customer_id, status, currency, count(*), sum(quantity), sum(amount) from lines group by 1, 2, 3, 4
       on conflict (customer_id, bucket, status, currency) do update
         set line_count = s.line_count + excluded.line_count, quantity = s.quantity + excluded.quantity, amount = s.amount + excluded.amount
     ), products as (
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
   end $$`,
];

const DOWN = [
  `create or replace function sales_summary_lines_new() returns trigger language plpgsql as $$
   begin
     perform sales_summary_refresh(array_agg(o.customer_id), array_agg(sales_summary_bucket(o.created_at)))
       from orders o where o.id in (select distinct order_id from new_lines);
     return null;
   end $$`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
