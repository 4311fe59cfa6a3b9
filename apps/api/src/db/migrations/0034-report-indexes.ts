import { type Kysely, sql } from 'kysely';

/**
 * Indexes of the reports (issue 19, ADR 0046). The order report reads order lines through their document:
 * - `orders_created`: the default order (newest first) and every date range walk the documents by time and
 *   stop after a page, instead of sorting every line of the range;
 * - `order_lines_product_code`: the report sorted by product code reads lines in that order;
 * - `order_lines_category`: the category filter (a category and its sub-categories) finds its lines.
 * Each costs one index entry per new order line on the order path; nothing else writes these tables often.
 */
const UP = [
  `create index orders_created on orders (created_at desc, id)`,
  `create index order_lines_product_code on order_lines (product_code, id)`,
  `create index order_lines_category on order_lines (category_id)`,
];

const DOWN = [`drop index order_lines_category`, `drop index order_lines_product_code`, `drop index orders_created`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
