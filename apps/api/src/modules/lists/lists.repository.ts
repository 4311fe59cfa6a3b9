import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database>;

/** The unique (customer, folded name) constraint of migration 0055. */
export const LIST_NAME_CONSTRAINT = 'order_lists_name_unique';

export interface ListSummaryRow {
  id: string;
  name: string;
  line_count: number;
  total_quantity: number;
  updated_at: Date;
  updated_by_name: string | null;
}

export interface ListLineRow {
  id: number;
  product_id: number;
  quantity: number;
}

/** A line to write: its product, quantity and place in the list. */
export interface LineValues {
  productId: number;
  quantity: number;
  sortOrder: number;
}

/** Every statement that reads a list names its customer: another customer's list is simply not there. */
function summaries(db: Executor, customerId: string) {
  return db
    .selectFrom('order_lists as l')
    .leftJoin('order_list_lines as ll', 'll.list_id', 'l.id')
    .leftJoin('users as u', 'u.id', 'l.updated_by')
    .select([
      'l.id',
      'l.name',
      'l.updated_at',
      sql<number>`count(ll.id)::int`.as('line_count'),
      sql<number>`coalesce(sum(ll.quantity), 0)::int`.as('total_quantity'),
      sql<string | null>`coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.account_name)`.as('updated_by_name'),
    ])
    .where('l.customer_id', '=', customerId)
    .groupBy(['l.id', 'u.id']);
}

/** The customer's lists, most recently changed first. */
export async function listSummaries(db: Executor, customerId: string): Promise<ListSummaryRow[]> {
  return summaries(db, customerId).orderBy('l.updated_at', 'desc').orderBy('l.id').execute();
}

export async function findSummary(db: Executor, customerId: string, listId: string): Promise<ListSummaryRow | undefined> {
  return summaries(db, customerId).where('l.id', '=', listId).executeTakeFirst();
}

/** The lines in the list's order. */
export async function listLines(db: Executor, listId: string): Promise<ListLineRow[]> {
  return db
    .selectFrom('order_list_lines')
    .select(['id', 'product_id', 'quantity'])
    .where('list_id', '=', listId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** The list's lines when the customer has that list, else null. */
export async function linesOfCustomerList(db: Executor, customerId: string, listId: string): Promise<ListLineRow[] | null> {
  const rows = await db
    .selectFrom('order_lists as l')
    .leftJoin('order_list_lines as ll', 'll.list_id', 'l.id')
    .select(['ll.id', 'll.product_id', 'll.quantity'])
    .where('l.id', '=', listId)
    .where('l.customer_id', '=', customerId)
    .orderBy('ll.sort_order')
    .orderBy('ll.id')
    .execute();
  if (rows.length === 0) return null;
  return rows.flatMap((r) => (r.id === null ? [] : [{ id: r.id, product_id: r.product_id!, quantity: r.quantity! }]));
}

/** True when the customer has the list. */
export async function hasList(db: Executor, customerId: string, listId: string): Promise<boolean> {
  const row = await db
    .selectFrom('order_lists')
    .select('id')
    .where('id', '=', listId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return !!row;
}

/**
 * Takes the list for the transaction (its changes one after the other, so the line limit holds): true when
 * the customer has it.
 */
export async function lockList(db: Executor, customerId: string, listId: string): Promise<boolean> {
  const row = await db
    .selectFrom('order_lists')
    .select('id')
    .where('id', '=', listId)
    .where('customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
  return !!row;
}

export async function insertList(
  db: Executor,
  values: { customerId: string; name: string; nameKey: string; userId: string },
): Promise<string> {
  const row = await db
    .insertInto('order_lists')
    .values({
      customer_id: values.customerId,
      name: values.name,
      name_key: values.nameKey,
      created_by: values.userId,
      updated_by: values.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** True when the customer has the list. */
export async function renameList(
  db: Executor,
  customerId: string,
  listId: string,
  values: { name: string; nameKey: string; userId: string },
): Promise<boolean> {
  const res = await db
    .updateTable('order_lists')
    .set({ name: values.name, name_key: values.nameKey, updated_by: values.userId, updated_at: sql`now()` })
    .where('id', '=', listId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** True when the customer had the list. */
export async function deleteList(db: Executor, customerId: string, listId: string): Promise<boolean> {
  const res = await db.deleteFrom('order_lists').where('id', '=', listId).where('customer_id', '=', customerId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Marks a list changed by the user now. */
export async function touchList(db: Executor, listId: string, userId: string): Promise<void> {
  await db.updateTable('order_lists').set({ updated_by: userId, updated_at: sql`now()` }).where('id', '=', listId).execute();
}

export async function countLines(db: Executor, listId: string): Promise<number> {
  const row = await db
    .selectFrom('order_list_lines')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('list_id', '=', listId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The product ids a list holds with their quantities, and the place after its last line. */
export async function lineQuantities(db: Executor, listId: string): Promise<{ quantities: Map<number, number>; nextSortOrder: number }> {
  const rows = await db
    .selectFrom('order_list_lines')
    .select(['product_id', 'quantity', 'sort_order'])
    .where('list_id', '=', listId)
    .execute();
  return {
    quantities: new Map(rows.map((r) => [r.product_id, r.quantity])),
    nextSortOrder: rows.reduce((max, r) => Math.max(max, r.sort_order + 1), 0),
  };
}

/**
 * Writes lines: a product the list has takes the given quantity (`set`) or the sum capped at `maxQuantity`
 * (`onTop`, keeping its place); a new product gets a new line.
 */
export async function upsertLines(
  db: Executor,
  listId: string,
  lines: readonly LineValues[],
  opts: { mode: 'set' | 'onTop'; maxQuantity: number },
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insertInto('order_list_lines')
    .values(lines.map((l) => ({ list_id: listId, product_id: l.productId, quantity: l.quantity, sort_order: l.sortOrder })))
    .onConflict((oc) =>
      oc
        .columns(['list_id', 'product_id'])
        .doUpdateSet(
          opts.mode === 'set'
            ? { quantity: sql`excluded.quantity`, sort_order: sql`excluded.sort_order` }
            : { quantity: sql`least(order_list_lines.quantity + excluded.quantity, ${opts.maxQuantity})` },
        ),
    )
    .execute();
}

/** Removes the lines of every product but `keep` (all of them when `keep` is empty). */
export async function deleteLinesExcept(db: Executor, listId: string, keep: readonly number[]): Promise<void> {
  let q = db.deleteFrom('order_list_lines').where('list_id', '=', listId);
  if (keep.length > 0) q = q.where('product_id', 'not in', keep);
  await q.execute();
}

/** Copies every line of one list into another (a new one), in its order. */
export async function copyLines(db: Executor, fromListId: string, toListId: string): Promise<void> {
  await db
    .insertInto('order_list_lines')
    .columns(['list_id', 'product_id', 'quantity', 'sort_order'])
    .expression((eb) =>
      eb
        .selectFrom('order_list_lines')
        .select([sql<string>`${toListId}::uuid`.as('list_id'), 'product_id', 'quantity', 'sort_order'])
        .where('list_id', '=', fromListId),
    )
    .execute();
}
