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

export async function salesByMonth(db: Executor, p: DashboardPeriod) {
  const { rows } = await sql<{ month: string; currency: string; amount: string; order_count: number }>`
    select to_char(o.created_at at time zone ${p.timeZone}, 'YYYY-MM') as month, trim(o.currency) as currency,
      ${money(lineAmount)} as amount, count(distinct o.id)::int as order_count
    ${salesLines(p)}
    group by 1, 2
    order by 1, 2`.execute(db);
  return rows;
}

export async function topProducts(db: Executor, p: DashboardPeriod, top: number) {
  const { rows } = await sql<{
    product_id: number;
    product_code: string;
    product_name: string;
    currency: string;
    amount: string;
    quantity: number;
  }>`
    select product_id, product_code, product_name, currency, amount::numeric(16,2)::text as amount, quantity
    from (
      select l.product_id, max(l.product_code) as product_code, max(l.product_name) as product_name,
        trim(o.currency) as currency, sum(${lineAmount}) as amount, sum(l.quantity)::int as quantity,
        row_number() over (partition by trim(o.currency) order by sum(${lineAmount}) desc, l.product_id) as rank
      ${salesLines(p)}
      group by l.product_id, trim(o.currency)
    ) ranked
    where rank <= ${top}
    order by currency, rank`.execute(db);
  return rows;
}

export async function topCustomers(db: Executor, p: DashboardPeriod, top: number) {
  const { rows } = await sql<{
    customer_id: string;
    customer_code: string | null;
    customer_name: string;
    currency: string;
    amount: string;
    order_count: number;
  }>`
    select r.customer_id, c.code as customer_code, c.name as customer_name, r.currency,
      r.amount::numeric(16,2)::text as amount, r.order_count
    from (
      select o.customer_id, trim(o.currency) as currency, sum(${lineAmount}) as amount, count(distinct o.id)::int as order_count,
        row_number() over (partition by trim(o.currency) order by sum(${lineAmount}) desc, o.customer_id) as rank
      ${salesLines(p)}
      group by o.customer_id, trim(o.currency)
    ) r
    join customers c on c.id = r.customer_id
    where r.rank <= ${top}
    order by r.currency, r.rank`.execute(db);
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
