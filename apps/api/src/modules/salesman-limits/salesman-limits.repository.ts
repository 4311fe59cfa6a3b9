import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern, foldSql } from '../../lib/search';
import { applyingLimitSql } from './salesman-limits.sql';

type Executor = Kysely<Database>;

const salesmanName = sql<
  string | null
>`(select s.name from salesmen s where upper(s.code) = upper(l.salesman_code) order by s.code limit 1)`;
const productName = sql<string | null>`(select p.name from products p where upper(p.code) = upper(l.product_code) order by p.code limit 1)`;

/** Newest period first; SearchTerm matches salesman or product code (and their names); ActiveOn a day. */
export async function listLimits(db: Executor, filter: { search?: string; activeOn?: string }, page: { limit: number; offset: number }) {
  let q = db.selectFrom('salesman_limits as l');
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    q = q.where((eb) =>
      eb.or([
        eb(foldSql(sql`l.salesman_code`), 'like', pattern),
        eb(foldSql(sql`l.product_code`), 'like', pattern),
        eb(foldSql(salesmanName), 'like', pattern),
        eb(foldSql(productName), 'like', pattern),
      ]),
    );
  }
  if (filter.activeOn) {
    q = q.where('l.start_date', '<=', sql<Date>`${filter.activeOn}::date`).where('l.end_date', '>=', sql<Date>`${filter.activeOn}::date`);
  }
  const [rows, count] = await Promise.all([
    q
      .select([
        'l.id',
        'l.salesman_code',
        salesmanName.as('salesman_name'),
        'l.product_code',
        productName.as('product_name'),
        'l.quantity',
        sql<string>`to_char(l.start_date, 'YYYY-MM-DD')`.as('start_date'),
        sql<string>`to_char(l.end_date, 'YYYY-MM-DD')`.as('end_date'),
      ])
      .orderBy('l.start_date', 'desc')
      .orderBy('l.salesman_code')
      .orderBy('l.product_code')
      .orderBy('l.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function limitExists(db: Executor, id: number): Promise<boolean> {
  return !!(await db.selectFrom('salesman_limits').select('id').where('id', '=', id).executeTakeFirst());
}

/** The log of a limit, newest first, with the account name of whoever made each change. */
export async function listLogs(db: Executor, limitId: number) {
  return db
    .selectFrom('salesman_limit_logs as g')
    .leftJoin('users as u', 'u.id', 'g.created_by')
    .select([
      'g.id',
      'g.doc_no',
      'g.customer_code',
      'g.old_quantity',
      'g.new_quantity',
      'g.order_date',
      'g.salesman_limit_id',
      'u.account_name as created_by',
      'g.created_at',
    ])
    .where('g.salesman_limit_id', '=', limitId)
    .orderBy('g.created_at', 'desc')
    .orderBy('g.id', 'desc')
    .limit(1000)
    .execute();
}

/** Upper-cased code -> code as stored, for the codes given, in a table keyed by `code`. */
async function knownCodes(db: Executor, table: 'salesmen' | 'products', codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db.selectFrom(table).select('code').where(sql<boolean>`upper(code) = any(${codes}::text[])`).orderBy('code').execute();
  const map = new Map<string, string>();
  for (const r of rows) if (!map.has(r.code.toUpperCase())) map.set(r.code.toUpperCase(), r.code);
  return map;
}

/** Upper-cased code -> code as stored, for the codes given (salesmen). */
export const knownSalesmen = (db: Executor, codes: string[]) => knownCodes(db, 'salesmen', codes);

/** Upper-cased code -> code as stored, for the codes given (products, active or not). */
export const knownProducts = (db: Executor, codes: string[]) => knownCodes(db, 'products', codes);

/** One upload at a time (two files naming the same new limit must not both insert it). */
export async function lockUploads(db: Executor) {
  await sql`select pg_advisory_xact_lock(hashtext('salesman_limits.upload'))`.execute(db);
}

export interface LimitKey {
  salesmanCode: string;
  productCode: string;
  startDate: string;
}

/** The existing limits of these keys, locked against concurrent orders until the transaction ends. */
export async function lockExisting(db: Executor, keys: LimitKey[]) {
  if (keys.length === 0) return [];
  const result = await sql<{
    id: number;
    salesman_key: string;
    product_key: string;
    start_date: string;
    quantity: number;
    end_date: string;
  }>`
    select l.id, upper(l.salesman_code) as salesman_key, upper(l.product_code) as product_key,
      to_char(l.start_date, 'YYYY-MM-DD') as start_date, l.quantity, to_char(l.end_date, 'YYYY-MM-DD') as end_date
    from salesman_limits l
    join unnest(${keys.map((k) => k.salesmanCode.toUpperCase())}::text[], ${keys.map((k) => k.productCode.toUpperCase())}::text[],
      ${keys.map((k) => k.startDate)}::date[]) as k(s, p, d)
      on upper(l.salesman_code) = k.s and upper(l.product_code) = k.p and l.start_date = k.d
    order by l.id
    for update of l`.execute(db);
  return result.rows;
}

export async function updateLimits(db: Executor, changes: { id: number; quantity: number; endDate: string }[]) {
  if (changes.length === 0) return;
  await sql`
    update salesman_limits l set quantity = k.q, end_date = k.e, updated_at = now()
    from unnest(${changes.map((c) => c.id)}::int[], ${changes.map((c) => c.quantity)}::int[], ${changes.map((c) => c.endDate)}::date[]) as k(id, q, e)
    where l.id = k.id`.execute(db);
}

export async function insertLimits(
  db: Executor,
  rows: { salesmanCode: string; productCode: string; quantity: number; startDate: string; endDate: string }[],
  userId: string,
) {
  if (rows.length === 0) return [];
  return db
    .insertInto('salesman_limits')
    .values(
      rows.map((r) => ({
        salesman_code: r.salesmanCode,
        product_code: r.productCode,
        quantity: r.quantity,
        start_date: r.startDate,
        end_date: r.endDate,
        created_by: userId,
      })),
    )
    .returning(['id', 'quantity'])
    .execute();
}

export async function insertLogs(db: Executor, logs: { limitId: number; oldQuantity: number; newQuantity: number }[], userId: string) {
  if (logs.length === 0) return;
  await db
    .insertInto('salesman_limit_logs')
    .values(
      logs.map((l) => ({
        salesman_limit_id: l.limitId,
        doc_no: null,
        customer_code: null,
        old_quantity: l.oldQuantity,
        new_quantity: l.newQuantity,
        order_date: null,
        created_by: userId,
      })),
    )
    .execute();
}

/**
 * Locks the limits that apply on `day` to the products (upper-case codes), in id order (the order
 * limitConsumptionCtes takes them in), with each limit's product code and quantity.
 */
export async function lockApplyingLimits(db: Executor, input: { salesmanCode: string; codes: string[]; day: string }) {
  const rows = await sql<{ code: string; id: number; quantity: number }>`
    select c.code, l.id, l.quantity from unnest(${input.codes}::text[]) c(code)
    cross join lateral (${applyingLimitSql(sql<string>`${input.salesmanCode}::text`, sql<string>`c.code`, input.day)}) a
    join salesman_limits l on l.id = a.id
    order by l.id
    for update of l`.execute(db);
  return rows.rows;
}

/** Per limit of these products (upper-case codes), the units the document still holds (its logs' net use). */
export async function heldByDocument(db: Executor, docNo: string, codes: string[]) {
  return db
    .selectFrom('salesman_limit_logs as l')
    .innerJoin('salesman_limits as s', 's.id', 'l.salesman_limit_id')
    .select([
      'l.salesman_limit_id',
      sql<string>`upper(s.product_code)`.as('product_code'),
      sql<number>`sum(l.old_quantity - l.new_quantity)::int`.as('held'),
    ])
    .where('l.doc_no', '=', docNo)
    .where(sql`upper(s.product_code)`, 'in', codes)
    .groupBy(['l.salesman_limit_id', sql`upper(s.product_code)`])
    .orderBy('l.salesman_limit_id')
    .execute();
}

/** A limit's quantity, locked until the transaction ends. */
export async function lockLimitQuantity(db: Executor, id: number): Promise<number> {
  const row = await db.selectFrom('salesman_limits').select('quantity').where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
  return row.quantity;
}

export async function setLimitQuantity(db: Executor, id: number, quantity: number) {
  await db.updateTable('salesman_limits').set({ quantity, updated_at: sql`now()` }).where('id', '=', id).execute();
}

/** A log row of a document's change to a limit (an order's use or a cancellation's release). */
export async function insertDocumentLog(
  db: Executor,
  log: { limitId: number; docNo: string; customerCode: string | null; oldQuantity: number; newQuantity: number; userId: string | null },
) {
  await db
    .insertInto('salesman_limit_logs')
    .values({
      salesman_limit_id: log.limitId,
      doc_no: log.docNo,
      customer_code: log.customerCode,
      old_quantity: log.oldQuantity,
      new_quantity: log.newQuantity,
      order_date: null,
      created_by: log.userId,
    })
    .execute();
}
