import { sql } from 'kysely';
import type { Db as Executor } from '../../db/executor';

/**
 * The change feed's reads (table integration_changes, migration 0026; ADR 0035 addendum). Rows are read in
 * (transaction id, sequence) order and only from transactions older than the oldest one still running
 * (`pg_snapshot_xmin`): a sequence number is taken when a row is written, not when its transaction
 * commits, so a plain `seq > cursor` would skip a row whose transaction committed after a later one's.
 * Below the snapshot's xmin every transaction has ended, so nothing can still appear before the cursor.
 */
interface Cursor {
  txid: string;
  seq: string;
}

const after = (cursor: Cursor | null) => (cursor ? sql`and (c.txid, c.seq) > (${cursor.txid}::text::xid8, ${cursor.seq}::bigint)` : sql``);

const ready = sql`c.txid < pg_snapshot_xmin(pg_current_snapshot())`;

export async function listOrderChanges(db: Executor, cursor: Cursor | null, limit: number) {
  const result = await sql<{
    txid: string;
    seq: string;
    kind: string;
    ref_id: string;
    created_at: Date;
    doc_number: string | null;
    customer_code: string | null;
  }>`
    select c.txid::text as txid, c.seq::text as seq, c.kind, c.ref_id, c.created_at,
      o.doc_number, cu.code as customer_code
    from integration_changes c
    left join orders o on o.id = c.ref_id
    left join customers cu on cu.id = o.customer_id
    where c.area = 'orders' and ${ready} ${after(cursor)}
    order by c.txid, c.seq
    limit ${limit}`.execute(db);
  return result.rows;
}

export async function listCustomerChanges(db: Executor, cursor: Cursor | null, limit: number) {
  const result = await sql<{
    txid: string;
    seq: string;
    kind: string;
    ref_id: string;
    created_at: Date;
    code: string | null;
    name: string | null;
  }>`
    select c.txid::text as txid, c.seq::text as seq, c.kind, c.ref_id, c.created_at, cu.code, cu.name
    from integration_changes c
    left join customers cu on cu.id = c.ref_id
    where c.area = 'customers' and ${ready} ${after(cursor)}
    order by c.txid, c.seq
    limit ${limit}`.execute(db);
  return result.rows;
}
