import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { claimedJobValues } from '../../platform/jobs/jobs.sql';
import type { OrderContext, OrderSnapshot } from './snapshot';

type Executor = Kysely<Database>;

// Composes the salesman's applying limit (salesman-limits applyingLimitSql, passed in by place-order.service)
// and the job queue's claimed row (platform/jobs claimedJobValues), so place-order reads and writes once each.

export interface ExistingTransactionRow {
  id: string;
  user_id: string;
  status: 'InQueue' | 'Completed' | 'Failed';
  request: OrderSnapshot;
  error_code: string | null;
  error_details: Record<string, unknown> | null;
  created_orders: unknown[];
}

export interface AddressRow {
  id: string;
  code: string;
  caption: string;
  title: string | null;
  address: string;
  city: string;
  post_code: string | null;
  country_code: string;
}

export interface PlaceOrderContext {
  existing: ExistingTransactionRow | null;
  inFlight: boolean;
  address: AddressRow | null;
  salesman: { id: string; code: string } | null;
  /** The salesman's limit (units left) of each product in the cart that has one, by upper-case code. */
  limits: Record<string, number> | null;
}

/**
 * What place-order looks up before checking the cart, in one round trip: the transaction of this
 * idempotency key (if the customer used it), whether another order of the cart is in flight, the
 * delivery address by its code, the salesman the order is for (the acting salesman, else the
 * customer's first assigned one: oldest record, then code) and his limits of the cart's products
 * (`limit`: the subquery of the limit that applies, for salesman and product code expressions).
 */
export async function placeOrderContext(
  db: Executor,
  input: {
    customerId: string;
    key: string | null;
    addressCode: string;
    actingSalesmanId: string | null;
    limit: (salesmanCode: RawBuilder<string>, productCode: RawBuilder<string>) => RawBuilder<unknown>;
  },
): Promise<PlaceOrderContext> {
  const result = await sql<PlaceOrderContext>`
    with salesman as (
      select s.id, s.code from (
        select s.id, s.code from salesmen s
        where ${input.actingSalesmanId}::uuid is not null and s.id = ${input.actingSalesmanId}::uuid
        union all
        (select s.id, s.code from salesman_customers sc join salesmen s on s.id = sc.salesman_id
          where ${input.actingSalesmanId}::uuid is null and sc.customer_id = ${input.customerId}
          order by s.created_at, s.code limit 1)
      ) s limit 1
    )
    select
      (select row_to_json(t) from (
        select id, user_id, status, request, error_code, error_details, created_orders from order_transactions
        where customer_id = ${input.customerId} and idempotency_key = ${input.key}
      ) t) as existing,
      exists (select 1 from order_transactions where customer_id = ${input.customerId} and status = 'InQueue') as "inFlight",
      (select row_to_json(a) from (
        select id, code, caption, title, address, city, post_code, country_code from customer_addresses
        where customer_id = ${input.customerId} and upper(code) = ${input.addressCode.toUpperCase()} and deleted_at is null
        limit 1
      ) a) as address,
      (select row_to_json(s) from salesman s) as salesman,
      (select json_object_agg(c.code, l.quantity)
        from salesman s
        cross join (
          select distinct upper(p.code) as code from carts k
          join cart_lines cl on cl.cart_id = k.id join products p on p.id = cl.product_id
          where k.customer_id = ${input.customerId}
        ) c
        cross join lateral (${input.limit(sql<string>`s.code`, sql<string>`c.code`)}) l) as limits`.execute(db);
  return result.rows[0]!;
}

/** The transaction of an idempotency key this customer used (a concurrent submit that won the insert). */
export async function findTransactionByKey(db: Executor, customerId: string, key: string): Promise<ExistingTransactionRow | null> {
  const row = await db
    .selectFrom('order_transactions')
    .select(['id', 'user_id', 'status', 'request', 'error_code', 'error_details', 'created_orders'])
    .where('customer_id', '=', customerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return (row as ExistingTransactionRow | undefined) ?? null;
}

/**
 * Stores the transaction, queues its job (as enqueueJob would: queue, payload, max_attempts; already
 * claimed by this process's worker when `claim` is given: platform/jobs JobWorker.reserve) and remembers
 * the delivery address on the cart, in one statement (atomic: the job exists exactly when the transaction
 * does). Nothing happens (null) when this customer already used the key, or when another order of its
 * cart is still InQueue (the unique index of migration 0018: a concurrent submit waits for the first
 * one's commit and then conflicts).
 */
export async function insertTransactionWithJob(
  db: Executor,
  input: {
    customerId: string;
    userId: string;
    salesmanId: string | null;
    key: string | null;
    request: OrderSnapshot;
    queue: string;
    maxAttempts: number;
    addressId: string;
    claim: { workerId: string; lockSeconds: number } | null;
  },
): Promise<{ id: string; jobId: string; context: OrderContext | null } | null> {
  const claimed = input.claim ? claimedJobValues(input.claim) : null;
  // Queued claimed, the job starts here at once: what it would read first comes back with the insert.
  const request = input.request;
  const forJob = claimed
    ? sql`, ${stockRowsSql(sql`${[...new Set(request.lines.map((l) => l.productId))]}::int[]`)} as stock,
        ${docNumbersSql(sql`${[...new Set(request.lines.map((l) => l.paymentMethod.code))]}::text[]`)} as doc_numbers,
        (select row_to_json(placed) from (select ${placedBySql(sql`${input.userId}::uuid`, sql`${input.customerId}::uuid`)}) placed) as placed_by`
    : sql``;
  const result = await sql<{
    id: string;
    job_id: string;
    stock?: OrderContext['stock'];
    doc_numbers?: string[];
    placed_by?: Pick<OrderContext, 'email' | 'first_name' | 'last_name' | 'account_name' | 'language'>;
  }>`
    with t as (
      insert into order_transactions (customer_id, user_id, salesman_id, idempotency_key, request)
      values (${input.customerId}, ${input.userId}, ${input.salesmanId}, ${input.key}, ${JSON.stringify(input.request)}::jsonb)
      on conflict do nothing
      returning id
    ), j as (
      insert into jobs (queue, payload, max_attempts${claimed ? sql`, status, locked_by, locked_until, attempts` : sql``})
      select ${input.queue}, jsonb_build_object('transactionId', t.id), ${input.maxAttempts}::int${
        claimed ? sql`, ${claimed.status}, ${claimed.lockedBy}, ${claimed.lockedUntil}, ${claimed.attempts}` : sql``
      } from t
      returning id
    ), c as (
      update carts set delivery_address_id = ${input.addressId}
      where customer_id = ${input.customerId} and exists (select 1 from t)
      returning id
    )
    select t.id, (select id::text from j) as job_id${forJob} from t where (select count(*) from c) >= 0`.execute(db);
  const row = result.rows[0];
  if (!row) return null;
  const context: OrderContext | null =
    row.placed_by && row.stock && row.doc_numbers
      ? {
          status: 'InQueue',
          request,
          user_id: input.userId,
          customer_id: input.customerId,
          ...row.placed_by,
          stock: row.stock,
          doc_numbers: row.doc_numbers,
        }
      : null;
  return { id: row.id, jobId: row.job_id, context };
}

/** The stock rows (every warehouse) of the products, as JSON (by `= any(array)`: a semi-join's plan scans all of stocks). */
const stockRowsSql = (productIds: RawBuilder<number[]>) => sql<OrderContext['stock']>`(
  select coalesce(json_agg(json_build_object('product_id', s.product_id, 'warehouse_code', s.warehouse_code, 'quantity', s.quantity)), '[]')
  from stocks s where s.product_id = any(${productIds}))`;

/**
 * A document number per payment method (`methods`: the order's distinct ones) from order_doc_number_seq
 * (B2B + 2-digit year + 6 digits), ascending. An attempt that fails leaves its numbers unused (numbers
 * have gaps, as after any rollback). Over the array, not `generate_series(1, $n)`: PostgreSQL guesses a
 * thousand rows for a series of a parameter's length, so the statement's generic plan looked dearer than
 * planning it anew, and it was planned again on every call (docs/performance.md).
 */
const docNumbersSql = (methods: RawBuilder<string[]>) => sql<string[]>`array(
  select 'B2B' || to_char(now(), 'YY') || lpad(nextval('order_doc_number_seq')::text, 6, '0')
  from unnest(${methods}) with ordinality m(code, n) order by n)`;

/**
 * The placing user's name and email, for the confirmation email, and its language: the customer's
 * (customers.language, set by the ERP) when it has one, else the user's own.
 */
const placedBySql = (userId: RawBuilder<string>, customerId: RawBuilder<string>) =>
  sql`u.email, u.first_name, u.last_name, u.account_name,
    coalesce((select c.language from customers c where c.id = ${customerId}), u.language) as language
    from users u where u.id = ${userId}`;

/**
 * What the order job starts from, in one read: the transaction with its user, the stock rows of its
 * products and (while it is InQueue) a document number per payment method.
 */
export async function readOrderContext(db: Executor, transactionId: string): Promise<OrderContext | undefined> {
  const lines = sql`jsonb_array_elements(t.request->'lines')`;
  const result = await sql<OrderContext>`
    select t.status, t.request, t.user_id, t.customer_id, placed.*,
      case when t.status = 'InQueue' then ${stockRowsSql(sql`array(select (x->>'productId')::int from ${lines} x)`)} end as stock,
      case when t.status = 'InQueue' then ${docNumbersSql(sql`array(select distinct x->'paymentMethod'->>'code' from ${lines} x)`)} end
        as doc_numbers
    from order_transactions t cross join lateral (select ${placedBySql(sql`t.user_id`, sql`t.customer_id`)}) placed
    where t.id = ${transactionId}`.execute(db);
  return result.rows[0];
}

/** The transaction's status, its row locked for the order decided under locks (order-pipeline.ts lockedAttempt). */
export async function lockTransactionStatus(db: Executor, transactionId: string): Promise<string | undefined> {
  const tx = await db.selectFrom('order_transactions').select('status').where('id', '=', transactionId).forUpdate().executeTakeFirst();
  return tx?.status;
}

/** Every stock row of the products, locked in (product, warehouse) order: the order the order statement takes them in. */
export async function lockStockRows(db: Executor, productIds: number[]) {
  return db
    .selectFrom('stocks')
    .select(['product_id', 'warehouse_code', 'quantity'])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('warehouse_code')
    .forUpdate()
    .execute();
}
