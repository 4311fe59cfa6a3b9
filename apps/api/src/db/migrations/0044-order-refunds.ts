import { type Kysely, sql } from 'kysely';

/**
 * Refunds of cancelled orders (issue 17, ADR 0047 amended): a cancelled order whose online payment was
 * captured is refunded through its provider by the payments.refund job; the order's payment status then
 * reads Refunded. The column's check (migration 0010, named by PostgreSQL) learns the new value.
 */
const UP = [
  `alter table orders drop constraint orders_payment_status_check`,
  `alter table orders add constraint orders_payment_status_check
     check (payment_status in ('NotRequired', 'Pending', 'Paid', 'Failed', 'Refunded'))`,
];

const DOWN = [
  `update orders set payment_status = 'Paid' where payment_status = 'Refunded'`,
  `alter table orders drop constraint orders_payment_status_check`,
  `alter table orders add constraint orders_payment_status_check
     check (payment_status in ('NotRequired', 'Pending', 'Paid', 'Failed'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
