import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { type CustomerScope, customerInScopeSql } from '../customers';

// The dashboard's figures (ADR 0051). Composes customerInScopeSql (customers area, ADR 0030) as the reports
// do: every figure is over the caller's customers only.

type Executor = Kysely<Database>;

export interface DashboardPeriod {
  scope: CustomerScope;
  /** Distributor's calendar days, inclusive (general settings' time zone). */
  startDate: string;
  endDate: string;
  timeZone: string;
}

const periodStart = (p: DashboardPeriod) => sql`(${p.startDate}::date::timestamp at time zone ${p.timeZone})`;
const periodEnd = (p: DashboardPeriod) => sql`((${p.endDate}::date + 1)::timestamp at time zone ${p.timeZone})`;

/** Orders of the period in scope: an index range of orders_created (or orders_customer for one customer). */
function orderInPeriod(p: DashboardPeriod) {
  return sql`${customerInScopeSql(p.scope, 'o.customer_id')}
    and o.created_at >= ${periodStart(p)} and o.created_at < ${periodEnd(p)}`;
}

/**
 * Cells of the sales summary (migration 0045, ADR 0054) in scope and in the period. Its buckets are 15
 * minutes of absolute time, so the distributor's days (any zone in use) are whole runs of buckets.
 */
function summaryInPeriod(p: DashboardPeriod) {
  return sql`${customerInScopeSql(p.scope, 's.customer_id')} and s.bucket >= ${periodStart(p)} and s.bucket < ${periodEnd(p)}`;
}

const money = (x: RawBuilder<unknown>) => sql<string>`coalesce(sum(${x}), 0)::numeric(16,2)::text`;

export interface SalesFigureRow {
  kind: 'month' | 'product' | 'customer';
  month: string | null;
  product_id: number | null;
  product_code: string | null;
  product_name: string | null;
  /** The ERP's names per language (migration 0054), for products. */
  product_names: Partial<Record<'tr' | 'de' | 'en', string>> | null;
  customer_id: string | null;
  customer_code: string | null;
  customer_name: string | null;
  currency: string;
  amount: string;
  quantity: number;
  order_count: number;
}

/**
 * Sales per month and the best customers per currency, from the summary's per-customer cells (one row per
 * customer and 15 minutes with sales, about one per order: a tenth of the lines at ten lines an order).
 * What counts as sales (ADR 0051) is the summary's rule. Months are all returned, customers the `top` best
 * per currency (amount, then id).
 */
export async function salesByMonthAndCustomer(db: Executor, p: DashboardPeriod, top: number) {
  const { rows } = await sql<SalesFigureRow>`
    select r.kind, r.month, null::int as product_id, null as product_code, null as product_name, null::jsonb as product_names, r.customer_id,
      c.code as customer_code, c.name as customer_name, r.currency,
      r.amount::numeric(16,2)::text as amount, r.quantity::int as quantity, r.order_count::int as order_count
    from (
      select g.*, row_number() over (partition by g.kind, g.currency order by g.amount desc, g.customer_id) as rank
      from (
        select case when grouping(s.month) = 0 then 'month' else 'customer' end as kind, s.month, s.customer_id, s.currency,
          sum(s.amount) as amount, sum(s.quantity) as quantity, sum(s.order_count) as order_count
        from (
          select to_char(s.bucket at time zone ${p.timeZone}, 'YYYY-MM') as month, s.customer_id, s.currency, s.amount, s.quantity,
            s.order_count
          from sales_summary_customers s
          where ${summaryInPeriod(p)}
        ) s
        group by grouping sets ((s.month, s.currency), (s.customer_id, s.currency))
      ) g
    ) r
    left join customers c on c.id = r.customer_id
    where r.kind = 'month' or r.rank <= ${top}
    order by r.kind, r.currency, r.month, r.rank`.execute(db);
  return rows;
}

/**
 * The `top` best products per currency (amount, then id) from the summary's per-product cells, with the
 * product's code and name. For staff this adds up every product cell of the period (a cell per customer,
 * product and 15 minutes: about one per line when products are many and rarely sold twice in 15 minutes
 * by one customer), narrow rows read through a covering index. Run it in a transaction (`set local`).
 */
export async function topProducts(db: Executor, p: DashboardPeriod, top: number) {
  // Inside the service's transaction: the hash of a year's product cells (~190,000 groups at 1M lines)
  // spilled to disk in 41 batches at the default 4 MB (docs/performance.md).
  await sql`set local work_mem = '48MB'`.execute(db);
  // Each currency's best `top` by a bounded (top-N heap) sort of the period's product sums, rather than a
  // window over all of them: the window sorted every one of the ~190,000 groups a year has at 1M lines.
  const { rows } = await sql<SalesFigureRow>`
    with g as materialized (
      select s.product_id, s.currency, sum(s.amount_cents) as amount_cents, sum(s.quantity) as quantity
      from sales_summary_products s
      where ${summaryInPeriod(p)}
      group by s.product_id, s.currency
    )
    select 'product' as kind, null as month, t.product_id, pr.code as product_code, pr.name as product_name, pr.names as product_names,
      null::uuid as customer_id, null as customer_code, null as customer_name, t.currency,
      (t.amount_cents / 100.0)::numeric(16,2)::text as amount, t.quantity::int as quantity, 0 as order_count
    from (select distinct currency from g) c
    cross join lateral (
      select g.* from g where g.currency = c.currency order by g.amount_cents desc, g.product_id limit ${top}
    ) t
    join products pr on pr.id = t.product_id
    order by t.currency, t.amount_cents desc, t.product_id`.execute(db);
  return rows;
}

export async function ordersByStatus(db: Executor, p: DashboardPeriod) {
  const { rows } = await sql<{ status: string; count: number }>`
    select o.status, count(*)::int as count from orders o
    where ${orderInPeriod(p)}
    group by o.status
    order by 2 desc, 1`.execute(db);
  return rows;
}

/** The ledger balance (sign × amount) of the customers in scope on the period's last day, per currency. */
export async function openBalance(db: Executor, p: DashboardPeriod) {
  const { rows } = await sql<{ currency: string; amount: string; customer_count: number }>`
    select trim(f.currency) as currency, ${money(sql`f.sign * f.amount`)} as amount,
      count(distinct f.customer_id)::int as customer_count
    from finance_transactions f
    where ${customerInScopeSql(p.scope, 'f.customer_id')} and f.create_date <= ${p.endDate}::date
    group by 1
    order by 1`.execute(db);
  return rows;
}
