import { type Kysely, sql } from 'kysely';

/**
 * Orders the ERP has not taken (issue 14): the administrators' list of hand-offs (GET
 * /api/integrations/order-hand-offs) reads Pending, Failed and Rejected orders newest first, and the retry
 * job the Pending and Failed ones oldest first. Migration 0024's partial index left Rejected out; this one
 * holds all three, so both read only the few unsettled orders among a million settled ones.
 */
const UP = [
  `create index orders_erp_attention on orders (created_at, id) where erp_status in ('Pending', 'Failed', 'Rejected')`,
  `drop index orders_erp_unsettled`,
];

const DOWN = [
  `create index orders_erp_unsettled on orders (created_at) where erp_status in ('Pending', 'Failed')`,
  `drop index orders_erp_attention`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
