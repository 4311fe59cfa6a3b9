import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database>;

/** The SQL of each dimension over order lines `l`, their orders `o` and categories `c`; months of the customer's zone. */
const dimensionSql = (dimension: string, culture: string, timeZone: string) => {
  switch (dimension) {
    case 'month':
      return sql<string>`to_char(o.created_at at time zone ${timeZone}, 'YYYY-MM')`;
    case 'category':
      return sql<string>`coalesce(nullif(c.names->>${culture}, ''), c.names->>'tr', c.code)`;
    case 'product':
      return sql<string>`l.product_code || ' ' || l.product_name`;
    case 'status':
      return sql<string>`l.status`;
    default:
      return sql<string>`o.currency`;
  }
};

const measureSql = (measure: string) =>
  measure === 'quantity'
    ? sql<string>`sum(l.quantity)::text`
    : measure === 'amount'
      ? sql<string>`sum(l.net_amount)::text`
      : sql<string>`count(*)::text`;

/** The customer's order lines (cancelled ones left out) grouped by one or two dimensions. */
export async function pivotOrderLines(
  db: Executor,
  q: {
    customerId: string;
    rows: string;
    columns: string | null;
    measure: string;
    culture: string;
    /** The customer's zone: its calendar days bound the period (as in its order list). */
    timeZone: string;
    dateFrom?: string;
    dateTo?: string;
  },
) {
  const row = dimensionSql(q.rows, q.culture, q.timeZone);
  const column = q.columns === null ? sql<string | null>`null` : dimensionSql(q.columns, q.culture, q.timeZone);
  const from = q.dateFrom ? sql`and o.created_at >= (${q.dateFrom}::date::timestamp at time zone ${q.timeZone})` : sql``;
  const to = q.dateTo ? sql`and o.created_at < ((${q.dateTo}::date + 1)::timestamp at time zone ${q.timeZone})` : sql``;
  const { rows } = await sql<{ row: string; column: string | null; value: string }>`
    select ${row} as row, ${column} as column, ${measureSql(q.measure)} as value
    from order_lines l
    join orders o on o.id = l.order_id
    join categories c on c.id = l.category_id
    where o.customer_id = ${q.customerId} and l.status <> 'Cancelled' and o.status <> 'Cancelled' ${from} ${to}
    group by 1, 2
    order by 1, 2`.execute(db);
  return rows;
}
