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

/** A group of the query: a key per field (in the order asked), the measure and, for amounts, its currency. */
export interface PivotGroup {
  keys: string[];
  value: string;
  currency: string | null;
}

/**
 * The customer's order lines (cancelled ones left out) grouped by every field asked (rows then columns);
 * amounts also by the order's currency, so that no group adds up two currencies.
 */
export async function pivotOrderLines(
  db: Executor,
  q: {
    customerId: string;
    fields: readonly string[];
    measure: string;
    culture: string;
    /** The customer's zone: its calendar days bound the period (as in its order list). */
    timeZone: string;
    dateFrom?: string;
    dateTo?: string;
  },
): Promise<PivotGroup[]> {
  const selects = q.fields.map((f, i) => sql`${dimensionSql(f, q.culture, q.timeZone)} as ${sql.ref(`k${i}`)}`);
  const currency = q.measure === 'amount' ? sql<string>`o.currency` : sql<null>`null`;
  const groupBy = sql.raw(Array.from({ length: q.fields.length + 1 }, (_, i) => String(i + 1)).join(', '));
  const from = q.dateFrom ? sql`and o.created_at >= (${q.dateFrom}::date::timestamp at time zone ${q.timeZone})` : sql``;
  const to = q.dateTo ? sql`and o.created_at < ((${q.dateTo}::date + 1)::timestamp at time zone ${q.timeZone})` : sql``;
  const { rows } = await sql<Record<string, string | null>>`
    select ${currency} as currency, ${sql.join(selects)}, ${measureSql(q.measure)} as value
    from order_lines l
    join orders o on o.id = l.order_id
    join categories c on c.id = l.category_id
    where o.customer_id = ${q.customerId} and l.status <> 'Cancelled' and o.status <> 'Cancelled' ${from} ${to}
    group by ${groupBy}`.execute(db);
  return rows.map((r) => ({
    keys: q.fields.map((_, i) => r[`k${i}`] ?? ''),
    value: r.value ?? '0',
    currency: r.currency === null || r.currency === undefined ? null : String(r.currency).trim(),
  }));
}
