import { type RawBuilder, sql } from 'kysely';
import type { DeliveryTable } from './routing';

/** The table as the statement parameter (the same table goes with many statements). */
const tableTexts = new WeakMap<DeliveryTable, string>();

/**
 * Composed by the cart's statements (baskets: add, read, place-order's evaluation): they route inside
 * the database so that a cart call is one statement (ADR 0025).
 *
 * SQL for the warehouses (`text[]`, best first) the table gives a delivery to `countryCode` for a
 * customer with `isExportRegistered`: warehousesFor inside a statement.
 */
export function deliveryWarehousesSql(
  table: DeliveryTable,
  countryCode: RawBuilder<string>,
  isExportRegistered: RawBuilder<boolean>,
): RawBuilder<string[]> {
  let text = tableTexts.get(table);
  if (text === undefined) {
    text = JSON.stringify(table);
    tableTexts.set(table, text);
  }
  return sql<string[]>`array(
    select e.w from (select ${text}::jsonb as t) r,
      jsonb_array_elements_text(coalesce(r.t -> 'countries' -> upper(${countryCode}), r.t -> 'other') -> (${isExportRegistered})::int)
        with ordinality e(w, n)
    order by e.n)`;
}
