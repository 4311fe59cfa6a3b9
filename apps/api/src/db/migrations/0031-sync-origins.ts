import { type Kysely, sql } from 'kysely';

/**
 * Loose ends of the ERP sync (issue 14, ADR 0035 addendum):
 * - customer_addresses.origin: `erp` for an address the customer sync wrote, `portal` for one a dealer or
 *   staff added on the portal. The sync's replace-set removes only `erp` addresses, so a delivery address
 *   the dealer added survives the next customer sync. Existing rows are `portal` (the safe side: a sync
 *   that names one again takes it over).
 * - orders.erp_status `Rejected` and orders.erp_error: the ERP refused the order for good (a 4xx other
 *   than 408/425/429). The retry job leaves it alone; the error stays for an administrator. `erp_error`
 *   also keeps the last error of a hand-off given up (`Failed`).
 * - order_line_details.quantity may be 0: the ERP lowered an item's quantity below what a warehouse order
 *   held (the units come off the last warehouse orders); one left with none is Cancelled, and stays listed.
 * - salesmen notify the guard (as migration 0019's tables): a salesman user may sign in and act only while
 *   its salesman is active, so the guard's cached callers are dropped when a salesman changes.
 */
const UP = [
  `alter table customer_addresses add column origin text not null default 'portal' check (origin in ('portal', 'erp'))`,
  `alter table orders drop constraint orders_erp_status_check`,
  `alter table orders add constraint orders_erp_status_check check (erp_status in ('Pending', 'Sent', 'Failed', 'Rejected', 'Standalone'))`,
  `alter table orders add column erp_error text`,
  `alter table order_line_details drop constraint order_line_details_quantity_check`,
  `alter table order_line_details add constraint order_line_details_quantity_check check (quantity >= 0)`,
  `create trigger salesmen_guard_notify after insert or update or delete or truncate on salesmen
    for each statement execute function guard_notify()`,
];

const DOWN = [
  `drop trigger salesmen_guard_notify on salesmen`,
  `delete from order_line_details where quantity = 0`,
  `alter table order_line_details drop constraint order_line_details_quantity_check`,
  `alter table order_line_details add constraint order_line_details_quantity_check check (quantity > 0)`,
  `alter table orders drop column erp_error`,
  `update orders set erp_status = 'Failed' where erp_status = 'Rejected'`,
  `alter table orders drop constraint orders_erp_status_check`,
  `alter table orders add constraint orders_erp_status_check check (erp_status in ('Pending', 'Sent', 'Failed', 'Standalone'))`,
  `alter table customer_addresses drop column origin`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
