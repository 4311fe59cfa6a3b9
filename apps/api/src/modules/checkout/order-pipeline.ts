import type { OrderResult } from '@dealerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Config } from '../../config/config';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type AuditEntry, auditInsertSql } from '../../platform/audit/audit';
import { queueErpDelivery } from '../../platform/erp';
import { completeJobSql, type JobRow } from '../../platform/jobs/queue';
import { type OutgoingMail, queueMailCtes } from '../../platform/mail/mail';
import { loadRouting, sumLines, warehousesForDelivery } from '../baskets';
import { consumeSalesmanLimits } from '../salesman-limits';
import { allocate, type WarehouseTake } from './allocation';
import * as repo from './checkout.repository';
import { ORDER_JOB_ATTEMPTS } from './checkout.service';
import { type EmailDocument, renderOrderConfirmation } from './order-emails';
import type { OrderSnapshot, SnapshotLine } from './snapshot';

type Executor = Kysely<Database>;

export interface PipelineDeps {
  db: Executor;
  config: Pick<Config, 'SMTP_URL' | 'PUBLIC_URL' | 'ERP_ORDER_URL'>;
  log: FastifyBaseLogger;
}

/** Test hooks: called inside the job's transaction (a throw there rolls everything back). */
export const orderPipelineHooks: { afterStockReserved?: (transactionId: string) => void | Promise<void> } = {};

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The order job (design.md §4). One database transaction per attempt: a crash anywhere rolls back every
 * step, and the retry (or another worker after the lock expires) does the whole thing exactly once,
 * because the transaction row is locked first and skipped unless still InQueue.
 * A business failure (stock gone, limit used up) ends the transaction Failed with its reason and keeps
 * the cart; a technical error rethrows (the job retries) and the last attempt ends it Failed too.
 */
const DEADLOCK_RETRIES = 5;
/** PostgreSQL's deadlock_detected and serialization_failure: the transaction was rolled back whole. */
const isDeadlock = (err: unknown) => {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
};

export async function runOrderJob(
  deps: PipelineDeps,
  job: Pick<JobRow, 'payload' | 'attempts' | 'max_attempts'> & Partial<Pick<JobRow, 'id'>>,
  run?: { workerId: string },
): Promise<'completed' | undefined> {
  const { transactionId } = job.payload as { transactionId: string };
  // With the worker's claim known, the order's own transaction marks the job done (one write less, and
  // the job is done exactly when the order is).
  const claim = job.id && run ? { jobId: job.id, workerId: run.workerId } : null;
  try {
    // A deadlock with another order (their limit rows taken in another order) rolled this attempt back
    // whole; it is simply run again at once rather than after the queue's back-off.
    for (let attempt = 1; ; attempt++) {
      try {
        return await processOrderTransaction(deps, transactionId, claim);
      } catch (err) {
        if (attempt >= DEADLOCK_RETRIES || !isDeadlock(err)) throw err;
        deps.log.info({ transactionId, attempt }, 'order transaction deadlocked with another; running it again');
      }
    }
  } catch (err) {
    if (err instanceof AppError) {
      await repo.failTransaction(deps.db, transactionId, err.code, err.details ?? null);
      return;
    }
    if (job.attempts >= Math.min(job.max_attempts, ORDER_JOB_ATTEMPTS)) {
      deps.log.error({ err, transactionId }, 'order transaction failed for good');
      await repo.failTransaction(deps.db, transactionId, 'ORDER_PROCESSING_FAILED', null);
    }
    throw err;
  }
}

/**
 * The worker gave up on an order job whose process died on its last attempt: the transaction ends
 * Failed (the cart stays), so the customer's cart is free for a new checkout (migration 0018).
 */
export async function failAbandonedOrder(db: Executor, job: Pick<JobRow, 'payload'>): Promise<void> {
  const { transactionId } = job.payload as { transactionId: string };
  await repo.failTransaction(db, transactionId, 'ORDER_PROCESSING_FAILED', null);
}

/**
 * One attempt at an order transaction. With `claim` (the job and the worker holding it) the job is marked
 * done in the same database transaction, and the answer is 'completed'.
 */
export async function processOrderTransaction(
  deps: PipelineDeps,
  transactionId: string,
  claim: { jobId: string; workerId: string } | null = null,
): Promise<'completed' | undefined> {
  // Before the transaction: its load may need a pooled connection (baskets loadRouting).
  const routing = await loadRouting(deps.db);
  return deps.db.transaction().execute(async (trx): Promise<'completed' | undefined> => {
    const tx = (
      await sql<{
        status: string;
        request: OrderSnapshot;
        user_id: string;
        customer_id: string;
        email: string | null;
        first_name: string | null;
        last_name: string | null;
        account_name: string;
        language: string | null;
      }>`select t.status, t.request, t.user_id, t.customer_id, u.email, u.first_name, u.last_name, u.account_name, u.language
        from order_transactions t join users u on u.id = t.user_id where t.id = ${transactionId} for update of t`.execute(trx)
    ).rows[0];
    if (tx?.status !== 'InQueue') return;
    const order = tx.request;
    const now = new Date();

    const productIds = [...new Set(order.lines.map((l) => l.productId))].sort((a, b) => a - b);
    const warehouses = warehousesForDelivery(routing, order.address.countryCode, order.customer.isExportRegistered);
    if (warehouses.length === 0) throw new AppError('NO_WAREHOUSE_FOR_DELIVERY', { country: order.address.countryCode });

    // First what no other order contends for: the documents (one per payment method, in the order the
    // methods first appear in the cart) with their items, and the ERP hand-off. Their audit rows and the
    // email go with the last statement.
    const groups = new Map<string, number[]>();
    for (const [i, l] of order.lines.entries()) groups.set(l.paymentMethod.code, [...(groups.get(l.paymentMethod.code) ?? []), i]);
    const created: OrderResult[] = [];
    const emailDocs: EmailDocument[] = [];
    const audits: AuditEntry[] = [];
    const documents: Array<{ docNumber: string; indexes: number[]; lineIds: Map<number, string> }> = [];
    for (const indexes of groups.values()) {
      const lines = indexes.map((i) => order.lines[i]!);
      const method = lines[0]!.paymentMethod;
      const totals = sumLines(lines);
      const { orderId, docNumber, lineIds } = await insertDocument(trx, {
        transactionId,
        customerId: tx.customer_id,
        userId: tx.user_id,
        order,
        method,
        totals,
        lines,
        erpStatus: deps.config.ERP_ORDER_URL ? 'Pending' : 'Standalone',
        dueDate: addDays(now, method.dueDays),
      });
      documents.push({ docNumber, indexes, lineIds });
      if (deps.config.ERP_ORDER_URL) await queueErpDelivery(trx, { kind: 'order.created', orderId });
      audits.push({
        action: 'create',
        entity: 'order',
        entityId: docNumber,
        after: { transactionId, customerId: tx.customer_id, paymentMethod: method.code, lines: lines.length, total: totals.total },
      });
      created.push({ orderNumber: docNumber, docNumber, canPayWithPayPal: method.isOnlinePayment });
      emailDocs.push({ docNumber, paymentMethod: method.name, lines: lines.length, total: totals.total, currency: order.currency });
    }
    const mail = tx.email
      ? {
          to: tx.email,
          ...(await renderOrderConfirmation(tx.language, {
            name: [tx.first_name, tx.last_name].filter(Boolean).join(' ') || tx.account_name,
            customer: order.customer.name,
            address: order.address.text,
            link: `${deps.config.PUBLIC_URL.replace(/\/$/, '')}/orders`,
            documents: emailDocs,
          })),
        }
      : null;

    // Then the contended part, kept short (the locks are held until commit). Lock order: every stock row
    // of the ordered products in (product, warehouse) order, then the limits (code order). Two orders
    // sharing a product meet on its first stock row, so they never deadlock, and the stocks trigger's
    // update of products.total_stock happens only under these locks.
    const stockRows = await trx
      .selectFrom('stocks')
      .select(['product_id', 'warehouse_code', 'quantity'])
      .where('product_id', 'in', productIds)
      .orderBy('product_id')
      .orderBy('warehouse_code')
      .forUpdate()
      .execute();
    const eligible = new Set(warehouses);
    const stock = new Map<number, Map<string, number>>();
    for (const r of stockRows) {
      if (eligible.has(r.warehouse_code)) stock.set(r.product_id, (stock.get(r.product_id) ?? new Map()).set(r.warehouse_code, r.quantity));
    }
    const allocation = allocate(order.lines, stock, warehouses);
    if (!allocation.ok) {
      const line = order.lines[allocation.lineIndex]!;
      throw new AppError('CART_INSUFFICIENT_STOCK', { name: line.productName, available: allocation.available });
    }
    if (order.salesman) {
      for (const doc of documents) {
        await consumeSalesmanLimits(trx, {
          salesmanCode: order.salesman.code,
          uses: doc.indexes
            .map((i) => order.lines[i]!)
            .map((l) => ({ productCode: l.productCode, productName: l.productName, quantity: l.quantity })),
          docNo: doc.docNumber,
          customerCode: order.customer.code,
          orderDate: now,
          userId: tx.user_id,
        });
      }
    }
    // The stock taken, the warehouse orders, the ordered lines out of the cart and the transaction
    // Completed: one statement, so the locks are released at the commit right after it.
    await completeOrder(trx, {
      transactionId,
      customerId: tx.customer_id,
      lines: order.lines,
      takes: allocation.takes,
      documents,
      created,
      audit: { userId: tx.user_id, entries: audits },
      mail: mail ? { mail, smtpConfigured: Boolean(deps.config.SMTP_URL) } : null,
      claim,
    });
    await orderPipelineHooks.afterStockReserved?.(transactionId);
    return claim ? 'completed' : undefined;
  });
}

/**
 * One order document with its items, in one statement: the document number from order_doc_number_seq
 * (B2B + 2-digit year + 6 digits), items numbered 1..n in cart order.
 */
async function insertDocument(
  trx: Executor,
  input: {
    transactionId: string;
    customerId: string;
    userId: string;
    order: OrderSnapshot;
    method: SnapshotLine['paymentMethod'];
    totals: ReturnType<typeof sumLines>;
    lines: SnapshotLine[];
    erpStatus: 'Pending' | 'Standalone';
    dueDate: string;
  },
): Promise<{ orderId: string; docNumber: string; lineIds: Map<number, string> }> {
  const { order, method, totals } = input;
  const lineValues = input.lines.map(
    (l, i) =>
      sql`(${i + 1}::int, ${l.productId}::int, ${l.productCode}::text, ${l.productName}::text, ${l.categoryId}::int, ${l.unitCode}::text,
        ${l.quantity}::int, ${l.salePrice}::numeric, ${l.discountedPrice}::numeric, ${l.discountRates}::numeric[], ${l.vatRate}::numeric,
        ${l.expenseCost}::numeric, ${l.gross}::numeric, ${l.discount}::numeric, ${l.net}::numeric, ${l.expense}::numeric, ${l.vat}::numeric,
        ${l.total}::numeric)`,
  );
  const result = await sql<{ order_id: string; doc_number: string; line_id: string; line_no: number }>`
    with o as (
      insert into orders (doc_number, transaction_id, customer_id, user_id, salesman_id, payment_method_code, payment_method_name,
        is_online_payment, due_days, payment_status, currency, status, note, shipping_address_id, shipping_address_caption,
        shipping_address, shipping_country_code, total_gross_amount, total_discount_amount, total_amount_without_tax,
        total_tax_amount, total_expense_amount, total_amount, erp_status)
      values ('B2B' || to_char(now(), 'YY') || lpad(nextval('order_doc_number_seq')::text, 6, '0'), ${input.transactionId},
        ${input.customerId}, ${input.userId}, ${order.salesman?.id ?? null}, ${method.code}, ${method.name}, ${method.isOnlinePayment},
        ${method.dueDays}, ${method.isOnlinePayment ? 'Pending' : 'NotRequired'}, ${order.currency}, 'Pending', ${order.note},
        ${order.address.id}, ${order.address.caption}, ${order.address.text}, ${order.address.countryCode}, ${totals.gross},
        ${totals.discount}, ${totals.net}, ${totals.vat}, ${totals.expense}, ${totals.total}, ${input.erpStatus})
      returning id, doc_number
    ), l as (
      insert into order_lines (order_id, line_no, product_id, product_code, product_name, category_id, unit_code, quantity,
        sale_price, discounted_price, discount_rates, vat_rate, expense_cost, gross_amount, discount_amount, net_amount,
        expense_amount, tax_amount, total_amount, due_date, status)
      select o.id, v.line_no, v.product_id, v.product_code, v.product_name, v.category_id, v.unit_code, v.quantity, v.sale_price,
        v.discounted_price, v.discount_rates, v.vat_rate, v.expense_cost, v.gross, v.discount, v.net, v.expense, v.vat, v.total,
        ${input.dueDate}::date, 'Pending'
      from o cross join (values ${sql.join(lineValues)}) as v(line_no, product_id, product_code, product_name, category_id, unit_code,
        quantity, sale_price, discounted_price, discount_rates, vat_rate, expense_cost, gross, discount, net, expense, vat, total)
      order by v.line_no
      returning id, line_no
    )
    select o.id as order_id, o.doc_number, l.id::text as line_id, l.line_no from o cross join l`.execute(trx);
  const first = result.rows[0]!;
  return {
    orderId: first.order_id,
    docNumber: first.doc_number,
    lineIds: new Map(result.rows.map((r) => [Number(r.line_no), String(r.line_id)])),
  };
}

/**
 * The end of a placed order, in one statement: takes the allocated units off the locked stock rows
 * (never below zero; a row that no longer holds them fails the order's attempt), writes the warehouse
 * orders (`{doc}-{n}`, n per warehouse in the order the document first uses it), removes the ordered
 * lines (product and quantity as ordered) from the customer's cart and marks the transaction Completed
 * with its documents.
 */
async function completeOrder(
  trx: Executor,
  input: {
    transactionId: string;
    customerId: string;
    lines: readonly SnapshotLine[];
    takes: readonly WarehouseTake[][];
    documents: ReadonlyArray<{ docNumber: string; indexes: number[]; lineIds: Map<number, string> }>;
    created: OrderResult[];
    audit: { userId: string; entries: AuditEntry[] };
    mail: { mail: OutgoingMail; smtpConfigured: boolean } | null;
    claim: { jobId: string; workerId: string } | null;
  },
) {
  const sums = new Map<string, { productId: number; warehouse: string; quantity: number }>();
  input.takes.forEach((parts, i) => {
    for (const t of parts) {
      const k = `${input.lines[i]!.productId}|${t.warehouseCode}`;
      const prev = sums.get(k);
      sums.set(k, { productId: input.lines[i]!.productId, warehouse: t.warehouseCode, quantity: (prev?.quantity ?? 0) + t.quantity });
    }
  });
  const stock = [...sums.values()].sort((a, b) => a.productId - b.productId || (a.warehouse < b.warehouse ? -1 : 1));
  const details: ReturnType<typeof sql>[] = [];
  for (const doc of input.documents) {
    const warehouseNo = new Map<string, number>();
    doc.indexes.forEach((lineIndex, n) => {
      for (const take of input.takes[lineIndex]!) {
        if (!warehouseNo.has(take.warehouseCode)) warehouseNo.set(take.warehouseCode, warehouseNo.size + 1);
        details.push(
          sql`(${doc.lineIds.get(n + 1)!}::bigint, ${`${doc.docNumber}-${warehouseNo.get(take.warehouseCode)}`}::text, ${take.warehouseCode}::text, ${take.quantity}::int)`,
        );
      }
    });
  }
  if (stock.length === 0 || details.length === 0) throw new Error('an order without stock to take');
  const result = await sql<{ decremented: number }>`
    with taken as (
      update stocks s set quantity = s.quantity - v.q
      from (values ${sql.join(stock.map((v) => sql`(${v.productId}::int, ${v.warehouse}::text, ${v.quantity}::int)`))}) as v(pid, wh, q)
      where s.product_id = v.pid and s.warehouse_code = v.wh and s.quantity >= v.q
      returning 1
    ), details as (
      insert into order_line_details (order_line_id, number, warehouse_code, quantity) values ${sql.join(details)}
      returning 1
    ), emptied as (
      -- Only the lines as they were ordered (cart edits are refused while the order is in flight; this
      -- keeps a line changed in the instant before it was placed rather than dropping the change).
      delete from cart_lines l
      using (values ${sql.join(input.lines.map((l) => sql`(${l.productId}::int, ${l.quantity}::int)`))}) as v(pid, q)
      where l.cart_id in (select id from carts where customer_id = ${input.customerId}) and l.product_id = v.pid and l.quantity = v.q
      returning 1
    ), completed as (
      update order_transactions set status = 'Completed', created_orders = ${JSON.stringify(input.created)}::jsonb, finished_at = now(),
        error_code = null, error_details = null
      where id = ${input.transactionId}
      returning 1
    ), audited as (
      ${auditInsertSql({ userId: input.audit.userId }, input.audit.entries)}
      returning 1
    )${input.mail ? sql`, ${queueMailCtes('mailed', input.mail.mail, { smtpConfigured: input.mail.smtpConfigured })}` : sql``}${
      input.claim ? sql`, job_done as (${completeJobSql(input.claim.jobId, input.claim.workerId)} returning 1)` : sql``
    }
    select (select count(*)::int from taken) as decremented, (select count(*) from details) as details,
      (select count(*) from emptied) as emptied, (select count(*) from completed) as completed`.execute(trx);
  if (result.rows[0]?.decremented !== stock.length) throw new Error('stock changed under a lock');
}
