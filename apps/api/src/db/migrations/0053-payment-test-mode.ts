import { type Kysely, sql } from 'kysely';

/**
 * The demo gateway's test mode (ADR 0047, amendment "safe payment defaults"): a payment approved on the
 * demo gateway took no money, so it ends Paid with `is_test` set, credits nothing to the ledger, and its
 * order's payment status reads the new value TestPaid (the column's check, as migration 0044 widened it,
 * learns it).
 *
 * Demo payments made before this migration keep `is_test` false: they did credit the ledger, so a refund
 * of one still writes the debit reversing that credit.
 */
const UP = [
  `alter table payments add column is_test boolean not null default false`,
  `alter table orders drop constraint orders_payment_status_check`,
  `alter table orders add constraint orders_payment_status_check
     check (payment_status in ('NotRequired', 'Pending', 'Paid', 'Failed', 'Refunded', 'TestPaid'))`,
];

const DOWN = [
  // Before this migration a demo payment read Paid.
  `update orders set payment_status = 'Paid' where payment_status = 'TestPaid'`,
  `alter table orders drop constraint orders_payment_status_check`,
  `alter table orders add constraint orders_payment_status_check
     check (payment_status in ('NotRequired', 'Pending', 'Paid', 'Failed', 'Refunded'))`,
  `alter table payments drop column is_test`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
