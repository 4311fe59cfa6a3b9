import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';

type Executor = Kysely<Database>;

/** Units of a product an order takes from (or gives back to) a salesman's limit. */
export interface LimitUse {
  productCode: string;
  /** For the error message. */
  productName?: string;
  quantity: number;
}

const onDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * SQL for the limit of a salesman's product that applies on `date`: the latest period that covers it
 * (of two starting the same day, the newer row), codes compared case-insensitively. A subquery of its
 * `id` and `quantity`, with no row when the product is not limited, for statements that know salesman
 * and product (place-order reads the limits of the cart's products with its other lookups).
 */
export function applyingLimitSql(salesmanCode: RawBuilder<string>, productCode: RawBuilder<string>, date: Date): RawBuilder<unknown> {
  const day = onDate(date);
  return sql`select l.id, l.quantity from salesman_limits l
    where upper(l.salesman_code) = upper(${salesmanCode}) and upper(l.product_code) = upper(${productCode})
      and l.start_date <= ${day}::date and l.end_date >= ${day}::date
    order by l.start_date desc, l.id desc
    limit 1`;
}

/** A use of a limit by an order document (the log row names the document). */
export interface DocumentLimitUse extends LimitUse {
  docNo: string;
}

/**
 * Takes the units of an order from the salesman's limits, as CTEs for the caller's statement
 * (`limit_applying`, `limit_taken`, `limit_logged`): the limit of each product that applies on the order
 * date is decremented only where it still holds the units (`quantity >= wanted`, checked again on the
 * latest row version when another order holds the row: never below zero; the constraint `quantity >= 0`
 * guards the same rule), and a log row per limit records old and new quantity with the document. A
 * product without a limit for that date is not limited. The caller checks that `limit_taken` has a row
 * for every row of `limit_applying` and undoes the statement otherwise. Rows are taken in id order.
 */
export function limitConsumptionCtes(input: {
  salesmanCode: string;
  uses: readonly DocumentLimitUse[];
  customerCode: string | null;
  orderDate: Date;
  userId: string | null;
}): RawBuilder<unknown> {
  const uses = aggregate(input.uses);
  // Arrays, not a VALUES list of the order's length: the statement's text is the same for every order.
  return sql`limit_uses(code, quantity, doc_no) as (
      select * from unnest(${uses.map((u) => u.productCode.toUpperCase())}::text[], ${uses.map((u) => u.quantity)}::int[],
        ${uses.map((u) => u.docNo)}::text[])
    ),
    limit_applying as (
      select a.id, u.quantity as wanted, u.doc_no, u.code
      from limit_uses u
      cross join lateral (${applyingLimitSql(sql<string>`${input.salesmanCode}::text`, sql<string>`u.code`, input.orderDate)}) a
    ),
    limit_taken as (
      update salesman_limits s set quantity = s.quantity - a.wanted, updated_at = now()
      from (select * from limit_applying order by id) a
      where s.id = a.id and s.quantity >= a.wanted
      returning s.id, a.doc_no, s.quantity + a.wanted as old_quantity, s.quantity as new_quantity
    ),
    limit_logged as (
      insert into salesman_limit_logs (salesman_limit_id, doc_no, customer_code, old_quantity, new_quantity, order_date, created_by)
      select t.id, t.doc_no, ${input.customerCode}, t.old_quantity, t.new_quantity, ${input.orderDate}, ${input.userId}
      from limit_taken t
      returning 1
    )`;
}

/**
 * Locks the limits that apply on `date` to the products (id order, as limitConsumptionCtes takes them)
 * and answers the first use (code order) they can't cover, or null: for a caller that must know before
 * it writes (the order job after another order changed the limits under its first attempt).
 */
export async function lockLimitShortfall(
  trx: Executor,
  input: { salesmanCode: string; uses: readonly LimitUse[]; date: Date },
): Promise<AppError | null> {
  const uses = aggregate(input.uses);
  if (uses.length === 0) return null;
  const rows = await sql<{ code: string; id: number; quantity: number }>`
    select c.code, l.id, l.quantity from unnest(${uses.map((u) => u.productCode.toUpperCase())}::text[]) c(code)
    cross join lateral (${applyingLimitSql(sql<string>`${input.salesmanCode}::text`, sql<string>`c.code`, input.date)}) a
    join salesman_limits l on l.id = a.id
    order by l.id
    for update of l`.execute(trx);
  const applying = new Map(rows.rows.map((r) => [r.code, r]));
  for (const use of uses) {
    const limit = applying.get(use.productCode.toUpperCase());
    if (limit && limit.quantity < use.quantity)
      return limitExceeded(uses, { code: use.productCode.toUpperCase(), quantity: limit.quantity });
  }
  return null;
}

function limitExceeded(uses: readonly LimitUse[], short: { code: string; quantity: number } | null): AppError {
  const use = uses.find((u) => u.productCode.toUpperCase() === short?.code);
  return new AppError('SALESMAN_LIMIT_EXCEEDED', { name: use?.productName ?? short?.code ?? '', available: short?.quantity ?? 0 });
}

/**
 * Gives back units a document took (a cancelled order or line), inside the caller's transaction: at most
 * what that document still holds of each product's limit (its log rows' net consumption), so cancelling a
 * line and then the order never gives back twice. Logged like a consumption.
 */
export async function releaseSalesmanLimits(
  trx: Executor,
  input: { uses: readonly LimitUse[]; docNo: string; customerCode: string | null; userId: string | null },
): Promise<void> {
  const uses = aggregate(input.uses);
  if (uses.length === 0) return;
  const held = await trx
    .selectFrom('salesman_limit_logs as l')
    .innerJoin('salesman_limits as s', 's.id', 'l.salesman_limit_id')
    .select([
      'l.salesman_limit_id',
      sql<string>`upper(s.product_code)`.as('product_code'),
      sql<number>`sum(l.old_quantity - l.new_quantity)::int`.as('held'),
    ])
    .where('l.doc_no', '=', input.docNo)
    .where(
      sql`upper(s.product_code)`,
      'in',
      uses.map((u) => u.productCode.toUpperCase()),
    )
    .groupBy(['l.salesman_limit_id', sql`upper(s.product_code)`])
    .orderBy('l.salesman_limit_id')
    .execute();
  for (const use of uses) {
    let remaining = use.quantity;
    for (const h of held.filter((x) => x.product_code === use.productCode.toUpperCase() && x.held > 0)) {
      if (remaining <= 0) break;
      const give = Math.min(remaining, h.held);
      const locked = await trx
        .selectFrom('salesman_limits')
        .select('quantity')
        .where('id', '=', h.salesman_limit_id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('salesman_limits')
        .set({ quantity: locked.quantity + give, updated_at: sql`now()` })
        .where('id', '=', h.salesman_limit_id)
        .execute();
      await trx
        .insertInto('salesman_limit_logs')
        .values({
          salesman_limit_id: h.salesman_limit_id,
          doc_no: input.docNo,
          customer_code: input.customerCode,
          old_quantity: locked.quantity,
          new_quantity: locked.quantity + give,
          order_date: null,
          created_by: input.userId,
        })
        .execute();
      remaining -= give;
    }
  }
}

/** One use per product (case-insensitive code), in code order (the lock order). */
function aggregate<T extends LimitUse>(uses: readonly T[]): T[] {
  const map = new Map<string, T>();
  for (const u of uses) {
    const key = u.productCode.toUpperCase();
    const prev = map.get(key);
    map.set(key, prev ? { ...prev, quantity: prev.quantity + u.quantity } : { ...u });
  }
  return [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, u]) => u);
}
