import type { CustomerChanges, ListChangesQuery, OrderChanges } from '@dealerport/contract';
import type { IntegrationContext } from '../../plugins/context';
import * as repo from './changes.repository';

/**
 * The change feed (ADR 0035 addendum, docs/integrations.md "Change feed"): what the portal changed that the
 * ERP reads back, page by page from the cursor the previous page answered. One row more than asked tells
 * whether more are ready.
 */
const cursorOf = (r: { txid: string; seq: string }) => `${r.txid}.${r.seq}`;

function parseCursor(cursor: string | undefined) {
  if (!cursor) return null;
  const [txid, seq] = cursor.split('.') as [string, string];
  return { txid, seq };
}

function page<R extends { txid: string; seq: string }, T>(rows: R[], query: ListChangesQuery, map: (row: R) => T) {
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return { items: items.map(map), next: last ? cursorOf(last) : (query.after ?? null), hasMore: rows.length > query.limit };
}

export async function listOrderChanges(ctx: IntegrationContext, query: ListChangesQuery): Promise<OrderChanges> {
  const rows = await repo.listOrderChanges(ctx.db, parseCursor(query.after), query.limit + 1);
  return page(rows, query, (r) => ({
    cursor: cursorOf(r),
    kind: r.kind as 'placed' | 'cancelled',
    orderId: r.ref_id,
    docNumber: r.doc_number ?? '',
    customerCode: r.customer_code,
    at: r.created_at.toISOString(),
  }));
}

export async function listCustomerChanges(ctx: IntegrationContext, query: ListChangesQuery): Promise<CustomerChanges> {
  const rows = await repo.listCustomerChanges(ctx.db, parseCursor(query.after), query.limit + 1);
  return page(rows, query, (r) => ({
    cursor: cursorOf(r),
    kind: 'registered' as const,
    customerId: r.ref_id,
    code: r.code,
    name: r.name ?? '',
    at: r.created_at.toISOString(),
  }));
}
