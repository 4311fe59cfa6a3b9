import type { Kysely } from 'kysely';
import { runScript } from './run-script';

/**
 * Checkout and the order pipeline (issue 5; ADR 0015).
 *
 * - `jobs_order_transaction`: finds the job of a place-order transaction (the status call asks whether
 *   it failed for good) without scanning the whole jobs table.
 * - `order_line_details_number`: the warehouse orders of a document (`{doc_number}-{n}`) by number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create index jobs_order_transaction on jobs ((payload->>'transactionId')) where queue = 'orders.place';
    create index order_line_details_number on order_line_details (number);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop index order_line_details_number;
    drop index jobs_order_transaction;
  `,
  );
}
