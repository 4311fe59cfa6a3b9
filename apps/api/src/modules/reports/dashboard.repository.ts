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

/** Orders of the period in scope: an index range of orders_created (or orders_customer for one customer). */
function orderInPeriod(p: DashboardPeriod) {
  return sql`${customerInScopeSql(p.scope, 'o.customer_id')}
    and o.created_at >= (${p.startDate}::date::timestamp at time zone ${p.timeZone})
    and o.created_at < ((${p.endDate}::date + 1)::timestamp at time zone ${p.timeZone})`;
}

const NOT_SALES = sql`('Cancelled', 'Rejected')`;
/** Lines that count as sales: neither the order nor the line cancelled or rejected. */
const salesLines = (p: DashboardPeriod) => sql`
  from order_lines l
  join orders o on o.id = l.order_id
  where ${orderInPeriod(p)} and o.status not in ${NOT_SALES} and l.status not in ${NOT_SALES}`;
const lineAmount = sql`(l.net_amount + l.expense_amount)`;
const money = (x: RawBuilder<unknown>) => sql<string>`coalesce(sum(${x}), 0)::numeric(16,2)::text`;

export interface SalesFigureRow {
  kind: 'month' | 'product' | 'customer';
  month: string | null;
  product_id: number | null;
  product_code: string | null;
  product_name: string | null;
  customer_id: string | null;
  customer_code: string | null;
  customer_name: string | null;
  currency: string;
  amount: string;
  quantity: number;
  order_count: number;
}

/**
 * Sales per month, the best products and the best customers, per currency, in one pass over the period's
 * lines (grouping sets): the lines are the cost at size (docs/performance.md), so they are read once.
 * Months are all returned, products and customers the `top` best per currency (amount, then id).
 */
export async function salesFigures(db: Executor, p: DashboardPeriod, top: number) {
  const { rows } = await sql<SalesFigureRow>`
    select r.kind, r.month, r.product_id, r.product_code, r.product_name, r.customer_id,
      c.code as customer_code, c.name as customer_name, r.currency,
      r.amount::numeric(16,2)::text as amount, r.quantity, r.order_count
    from (
      select g.*, row_number() over (partition by g.kind, g.currency order by g.amount desc, g.product_id, g.customer_id) as rank
      from (
        select case when grouping(s.month) = 0 then 'month' when grouping(s.product_id) = 0 then 'product' else 'customer' end as kind,
          s.month, s.product_id, s.customer_id, s.currency, sum(s.amount) as amount, sum(s.quantity)::int as quantity,
          count(distinct s.order_id)::int as order_count, max(s.product_code) as product_code, max(s.product_name) as product_name
        from (
          select to_char(o.created_at at time zone ${p.timeZone}, 'YYYY-MM') as month, l.product_id, o.customer_id,
            trim(o.currency) as currency, ${lineAmount} as amount, l.quantity, o.id as order_id, l.product_code, l.product_name
          ${salesLines(p)}
        ) s
        group by grouping sets ((s.month, s.currency), (s.product_id, s.currency), (s.customer_id, s.currency))
      ) g
    ) r
    left join customers c on c.id = r.customer_id
    where r.kind = 'month' or r.rank <= ${top}
    order by r.kind, r.currency, r.month, r.rank`.execute(db);
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
