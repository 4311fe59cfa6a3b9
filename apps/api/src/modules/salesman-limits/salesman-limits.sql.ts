import { type RawBuilder, sql } from 'kysely';
import { aggregateLimitUses, type DocumentLimitUse } from './limit-uses';

/**
 * Composed by the baskets area's place-order lookups (place-order.repository.ts), by limitConsumptionCtes and by
 * lockApplyingLimits: the limit rule inside the caller's one statement (ADR 0025/0026).
 *
 * SQL for the limit of a salesman's product that applies on `day` (the distributor's calendar day, ADR 0060): the latest period that covers it
 * (of two starting the same day, the newer row), codes compared case-insensitively. A subquery of its
 * `id` and `quantity`, with no row when the product is not limited, for statements that know salesman
 * and product (place-order reads the limits of the cart's products with its other lookups).
 */
export function applyingLimitSql(salesmanCode: RawBuilder<string>, productCode: RawBuilder<string>, day: string): RawBuilder<unknown> {
  return sql`select l.id, l.quantity from salesman_limits l
    where upper(l.salesman_code) = upper(${salesmanCode}) and upper(l.product_code) = upper(${productCode})
      and l.start_date <= ${day}::date and l.end_date >= ${day}::date
    order by l.start_date desc, l.id desc
    limit 1`;
}

/** What limitConsumptionCtes takes from the limits, and for which document and customer. */
export interface LimitConsumption {
  salesmanCode: string;
  uses: readonly DocumentLimitUse[];
  customerCode: string | null;
  orderDate: Date;
  /** The distributor's calendar day of the order (distributorDay): the limits that apply on it. */
  limitDay: string;
  userId: string | null;
}

/**
 * Composed by the baskets area's order statement (order-pipeline.sql.ts, `orderStatement`) and by the tests' ledger
 * (apps/api/test/limit-ledger.ts): the order job is one statement (ADR 0025/0026).
 *
 * Takes the units of an order from the salesman's limits, as CTEs for the caller's statement
 * (`limit_applying`, `limit_taken`, `limit_logged`): the limit of each product that applies on the order
 * date is decremented only where it still holds the units (`quantity >= wanted`, checked again on the
 * latest row version when another order holds the row: never below zero; the constraint `quantity >= 0`
 * guards the same rule), and a log row per limit records old and new quantity with the document. A
 * product without a limit for that date is not limited. The caller checks that `limit_taken` has a row
 * for every row of `limit_applying` and undoes the statement otherwise. Rows are taken in id order.
 */
export function limitConsumptionCtes(input: LimitConsumption): RawBuilder<unknown> {
  const uses = aggregateLimitUses(input.uses);
  // Arrays, not a VALUES list of the order's length: the statement's text is the same for every order.
  return sql`limit_uses(code, quantity, doc_no) as (
      select * from unnest(${uses.map((u) => u.productCode.toUpperCase())}::text[], ${uses.map((u) => u.quantity)}::int[],
        ${uses.map((u) => u.docNo)}::text[])
    ),
    limit_applying as (
      select a.id, u.quantity as wanted, u.doc_no, u.code
      from limit_uses u
      cross join lateral (${applyingLimitSql(sql<string>`${input.salesmanCode}::text`, sql<string>`u.code`, input.limitDay)}) a
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
