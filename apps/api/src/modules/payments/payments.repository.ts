import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern, foldSql } from '../../lib/search';

type Executor = Kysely<Database>;

export type PaymentStatusValue = 'Created' | 'Paid' | 'Failed' | 'Cancelled' | 'Refunded';
export type ProviderId = 'demo' | 'paypal' | 'virtual-pos';

/** The order as a payment needs it. */
export interface PayableOrderRow {
  id: string;
  doc_number: string;
  customer_id: string;
  customer_country_code: string;
  status: string;
  payment_status: string;
  is_online_payment: boolean;
  currency: string;
  total_amount: string;
}

const orderColumns = [
  'o.id',
  'o.doc_number',
  'o.customer_id',
  'c.country_code as customer_country_code',
  'o.status',
  'o.payment_status',
  'o.is_online_payment',
  'o.currency',
  sql<string>`o.total_amount::text`.as('total_amount'),
] as const;

export async function findOrderByDocNumber(db: Executor, docNumber: string): Promise<PayableOrderRow | undefined> {
  return db
    .selectFrom('orders as o')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .select(orderColumns)
    .where('o.doc_number', '=', docNumber)
    .executeTakeFirst();
}

/** The order's row, locked for the payment's decision (every payment of an order queues here). */
export async function lockOrder(db: Executor, orderId: string): Promise<PayableOrderRow | undefined> {
  return db
    .selectFrom('orders as o')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .select(orderColumns)
    .where('o.id', '=', orderId)
    .forUpdate('o')
    .executeTakeFirst();
}

export interface PaymentRow {
  id: string;
  /** null: a payment of the open balance. */
  order_id: string | null;
  doc_number: string | null;
  customer_id: string;
  provider: ProviderId;
  status: PaymentStatusValue;
  amount: string;
  currency: string;
  return_url: string;
  cancel_url: string;
  provider_reference: string | null;
  capture_transaction_id: string | null;
  callback: unknown;
  failure_reason: string | null;
  /** The demo gateway's test mode: no money taken, so nothing is credited or debited for it. */
  is_test: boolean;
  created_at: Date;
  paid_at: Date | null;
}

function selectPayment(db: Executor) {
  return db
    .selectFrom('payments as p')
    .leftJoin('orders as o', 'o.id', 'p.order_id')
    .select([
      'p.id',
      'p.order_id',
      'o.doc_number',
      'p.customer_id',
      'p.provider',
      'p.status',
      sql<string>`p.amount::text`.as('amount'),
      sql<string>`trim(p.currency)`.as('currency'),
      'p.return_url',
      'p.cancel_url',
      'p.provider_reference',
      'p.capture_transaction_id',
      'p.callback',
      'p.failure_reason',
      'p.is_test',
      'p.created_at',
      'p.paid_at',
    ]);
}

export async function findPayment(db: Executor, id: string): Promise<PaymentRow | undefined> {
  return selectPayment(db).where('p.id', '=', id).executeTakeFirst() as Promise<PaymentRow | undefined>;
}

export async function lockPayment(db: Executor, id: string): Promise<PaymentRow | undefined> {
  return selectPayment(db).where('p.id', '=', id).forUpdate('p').executeTakeFirst() as Promise<PaymentRow | undefined>;
}

export async function insertPayment(
  db: Executor,
  row: {
    orderId: string | null;
    customerId: string;
    userId: string;
    provider: ProviderId;
    /** The demo gateway's test mode. */
    isTest: boolean;
    amount: string;
    currency: string;
    returnUrlBase: string;
    cancelUrl: string;
  },
): Promise<string> {
  // The return page's address ends with the payment's own id: written in the same statement.
  const inserted = await db
    .insertInto('payments')
    .values({
      order_id: row.orderId,
      customer_id: row.customerId,
      user_id: row.userId,
      provider: row.provider,
      is_test: row.isTest,
      amount: row.amount,
      currency: row.currency,
      return_url: '',
      cancel_url: row.cancelUrl,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('payments')
    .set({ return_url: `${row.returnUrlBase}${inserted.id}` })
    .where('id', '=', inserted.id)
    .execute();
  return inserted.id;
}

export async function setProviderReference(db: Executor, id: string, reference: string | null): Promise<void> {
  await db.updateTable('payments').set({ provider_reference: reference, updated_at: sql`now()` }).where('id', '=', id).execute();
}

/** Keeps the provider's callback fields (the POS's form post) on a payment still open. */
export async function storeCallback(db: Executor, id: string, callback: Record<string, string>): Promise<boolean> {
  const res = await db
    .updateTable('payments')
    .set({ callback: JSON.stringify(callback), updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'Created')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Ends an open payment (only one still Created changes: the second of two callers changes nothing). */
export async function settlePayment(
  db: Executor,
  id: string,
  next: {
    status: Exclude<PaymentStatusValue, 'Created' | 'Refunded'>;
    captureTransactionId?: string;
    reason?: string;
    /** Paid in the demo gateway's test mode (no money taken). */
    isTest?: boolean;
  },
): Promise<boolean> {
  const res = await db
    .updateTable('payments')
    .set({
      status: next.status,
      capture_transaction_id: next.captureTransactionId ?? null,
      failure_reason: next.reason ?? null,
      ...(next.status === 'Paid' ? { paid_at: sql`now()` } : {}),
      ...(next.isTest ? { is_test: true } : {}),
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('status', '=', 'Created')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The payment refunded: only a payment still Paid changes (a second run of the refund changes nothing). */
export async function markRefunded(db: Executor, id: string): Promise<boolean> {
  const res = await db
    .updateTable('payments')
    .set({ status: 'Refunded', updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'Paid')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The order's captured payment, if any (payments_one_paid_per_order: at most one is Paid or Refunded). */
export async function findPaidPaymentOfOrder(db: Executor, orderId: string): Promise<PaymentRow | undefined> {
  return selectPayment(db).where('p.order_id', '=', orderId).where('p.status', '=', 'Paid').executeTakeFirst() as Promise<
    PaymentRow | undefined
  >;
}

/** The order's payment given back: only an order still Paid (or TestPaid) changes. */
export async function markOrderRefunded(db: Executor, orderId: string): Promise<boolean> {
  const res = await db
    .updateTable('orders')
    .set({ payment_status: 'Refunded', updated_at: sql`now()` })
    .where('id', '=', orderId)
    .where('payment_status', 'in', ['Paid', 'TestPaid'])
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The order paid (TestPaid: in the demo gateway's test mode): only an order still Pending changes. */
export async function markOrderPaid(
  db: Executor,
  orderId: string,
  captureTransactionId: string,
  paymentStatus: 'Paid' | 'TestPaid',
): Promise<boolean> {
  const res = await db
    .updateTable('orders')
    .set({ payment_status: paymentStatus, capture_transaction_id: captureTransactionId, updated_at: sql`now()` })
    .where('id', '=', orderId)
    .where('payment_status', '=', 'Pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

interface LedgerEntry {
  customerId: string;
  ficheNo: string;
  ficheType: string;
  ficheTypeId: number;
  description: string;
  amount: string;
  currency: string;
  /** The ledger row's date: the distributor's calendar day of the payment or refund (ADR 0060). */
  day: string;
}

/**
 * A ledger row of a payment: its credit (sign -1) when paid, the debit reversing it (sign +1) when
 * refunded. The fiche number is the payment's (PAY-/REF-), so each is written once.
 */
export async function insertLedgerEntry(db: Executor, row: LedgerEntry, sign: 1 | -1): Promise<void> {
  await db
    .insertInto('finance_transactions')
    .values({
      customer_id: row.customerId,
      fiche_no: row.ficheNo,
      fiche_type: row.ficheType,
      fiche_type_id: row.ficheTypeId,
      description: row.description,
      create_date: row.day,
      due_date: null,
      sign,
      amount: row.amount,
      currency: row.currency,
    })
    .onConflict((oc) => oc.columns(['customer_id', 'fiche_no']).doNothing())
    .execute();
}

/** The customer's open balance in its currency (the ledger: debits minus credits) and that currency. */
export async function openBalance(db: Executor, customerId: string): Promise<{ balance: string; currency: string } | undefined> {
  return db
    .selectFrom('customers as c')
    .select([
      sql<string>`trim(c.currency)`.as('currency'),
      sql<string>`(select coalesce(sum(f.sign * f.amount), 0)::numeric(14,2)::text from finance_transactions f
        where f.customer_id = c.id and f.currency = c.currency)`.as('balance'),
    ])
    .where('c.id', '=', customerId)
    .executeTakeFirst();
}

/** The customer's row, locked: balance payments of one customer are decided one at a time. */
export async function lockCustomer(db: Executor, customerId: string): Promise<{ country_code: string } | undefined> {
  return db
    .selectFrom('customers')
    .select(sql<string>`trim(country_code)`.as('country_code'))
    .where('id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
}

export async function addEvent(db: Executor, paymentId: string, kind: string, detail: Record<string, unknown> = {}): Promise<void> {
  await db
    .insertInto('payment_events')
    .values({ payment_id: paymentId, kind, detail: JSON.stringify(detail) })
    .execute();
}

export async function listEvents(db: Executor, paymentId: string) {
  return db.selectFrom('payment_events').select(['kind', 'detail']).where('payment_id', '=', paymentId).orderBy('id').execute();
}

// ---- customer POS configuration ----

export interface PosConfigRow {
  id: number;
  pos_id: ProviderId;
  amount: string;
  priority: number;
  description: string;
  created_at: Date;
  updated_at: Date;
  created_by: string | null;
  modified_by: string | null;
  customer_id: string | null;
  customer_code: string | null;
  customer_name: string | null;
}

function selectPos(db: Executor) {
  return db
    .selectFrom('customer_pos_configs as p')
    .leftJoin('customers as c', 'c.id', 'p.customer_id')
    .leftJoin('users as cu', 'cu.id', 'p.created_by')
    .leftJoin('users as mu', 'mu.id', 'p.modified_by')
    .select([
      'p.id',
      'p.pos_id',
      sql<string>`p.amount::text`.as('amount'),
      'p.priority',
      'p.description',
      'p.created_at',
      'p.updated_at',
      'cu.account_name as created_by',
      'mu.account_name as modified_by',
      'p.customer_id',
      'c.code as customer_code',
      'c.name as customer_name',
    ]);
}

export const POS_SORT_FIELDS = ['priority', 'amount', 'posId', 'createdOn', 'updatedOn', 'description'] as const;
export type PosSortField = (typeof POS_SORT_FIELDS)[number];
const POS_SORT_COLUMNS: Record<PosSortField, string> = {
  priority: 'p.priority',
  amount: 'p.amount',
  posId: 'p.pos_id',
  createdOn: 'p.created_at',
  updatedOn: 'p.updated_at',
  description: 'p.description',
};

export async function listPosConfigs(
  db: Executor,
  filters: { customerId?: string; posId?: ProviderId; search?: string },
  sort: readonly { field: PosSortField; direction: 'asc' | 'desc' }[],
  page: { limit: number; offset: number },
): Promise<{ rows: PosConfigRow[]; total: number }> {
  let q = selectPos(db).select(sql<string>`count(*) over ()`.as('total'));
  if (filters.customerId) q = q.where('p.customer_id', '=', filters.customerId);
  if (filters.posId) q = q.where('p.pos_id', '=', filters.posId);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    q = q.where((eb) =>
      eb.or([
        eb(foldSql(sql`p.description`), 'like', pattern),
        eb(foldSql(sql`coalesce(c.code, '')`), 'like', pattern),
        eb(foldSql(sql`coalesce(c.name, '')`), 'like', pattern),
      ]),
    );
  }
  for (const term of sort) q = q.orderBy(sql.ref(POS_SORT_COLUMNS[term.field]), term.direction);
  q = q.orderBy('p.id');
  const rows = await q.limit(page.limit).offset(page.offset).execute();
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && page.offset > 0) total = (await listPosConfigs(db, filters, [], { limit: 1, offset: 0 })).total;
  return { rows: rows.map(({ total: _t, ...r }) => r as PosConfigRow), total };
}

export async function findPosConfig(db: Executor, id: number): Promise<PosConfigRow | undefined> {
  return selectPos(db).where('p.id', '=', id).executeTakeFirst() as Promise<PosConfigRow | undefined>;
}

export async function customerExists(db: Executor, id: string): Promise<boolean> {
  return (await db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export interface PosConfigValues {
  posId: ProviderId;
  amount: string;
  priority: number;
  description: string;
  customerId: string | null;
}

export async function insertPosConfig(db: Executor, v: PosConfigValues, userId: string): Promise<number> {
  const row = await db
    .insertInto('customer_pos_configs')
    .values({
      pos_id: v.posId,
      amount: v.amount,
      priority: v.priority,
      description: v.description,
      customer_id: v.customerId,
      created_by: userId,
      modified_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePosConfig(db: Executor, id: number, v: PosConfigValues, userId: string): Promise<boolean> {
  const res = await db
    .updateTable('customer_pos_configs')
    .set({
      pos_id: v.posId,
      amount: v.amount,
      priority: v.priority,
      description: v.description,
      customer_id: v.customerId,
      modified_by: userId,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deletePosConfig(db: Executor, id: number): Promise<boolean> {
  const res = await db.deleteFrom('customer_pos_configs').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/**
 * The provider that serves a payment of `amount` for a customer: of the customer's own entries that take
 * the amount (amount <= entry.amount), the lowest priority; when the customer has none that takes it,
 * the entries for every customer the same way; undefined: none.
 */
export async function choosePos(db: Executor, customerId: string, amount: string): Promise<ProviderId | undefined> {
  const row = await db
    .selectFrom('customer_pos_configs')
    .select('pos_id')
    .where((eb) => eb.or([eb('customer_id', '=', customerId), eb('customer_id', 'is', null)]))
    .where(sql<boolean>`amount >= ${amount}::numeric`)
    .orderBy(sql`customer_id is null`)
    .orderBy('priority')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.pos_id;
}

/** Whether a POS entry of the customer, or one for every customer, names the provider (whatever its amount). */
export async function posNamesProvider(db: Executor, customerId: string, provider: ProviderId): Promise<boolean> {
  const row = await db
    .selectFrom('customer_pos_configs')
    .select('id')
    .where((eb) => eb.or([eb('customer_id', '=', customerId), eb('customer_id', 'is', null)]))
    .where('pos_id', '=', provider)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
