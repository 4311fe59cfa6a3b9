import type { OrderResult } from '@dealerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Config } from '../../config/config';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type AuditEntry, auditInsertSql } from '../../platform/audit/audit';
import { erpDeliveriesCte } from '../../platform/erp';
import { completeJobSql, type JobRow } from '../../platform/jobs/queue';
import { type OutgoingMail, queueMailCtes } from '../../platform/mail/mail';
import { loadRouting, sumLines, warehousesForDelivery } from '../baskets';
import { limitConsumptionCtes, lockLimitShortfall } from '../salesman-limits';
import { allocate, type WarehouseTake } from './allocation';
import * as repo from './checkout.repository';
import { ORDER_JOB_ATTEMPTS } from './checkout.service';
import { forgetRunning, rememberOutcome, takeOrderContext } from './in-process';
import { type EmailDocument, renderOrderConfirmation } from './order-emails';
import type { OrderContext, SnapshotLine } from './snapshot';

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
      await failOrder(deps.db, transactionId, err.code, err.details ?? null);
      return;
    }
    if (job.attempts >= Math.min(job.max_attempts, ORDER_JOB_ATTEMPTS)) {
      deps.log.error({ err, transactionId }, 'order transaction failed for good');
      await failOrder(deps.db, transactionId, 'ORDER_PROCESSING_FAILED', null);
    }
    throw err;
  } finally {
    // Not ended (a retry comes, perhaps in another process): the status call asks the database again.
    forgetRunning(deps.db, transactionId);
  }
}

/**
 * The worker gave up on an order job whose process died on its last attempt: the transaction ends
 * Failed (the cart stays), so the customer's cart is free for a new checkout (migration 0018).
 */
export async function failAbandonedOrder(db: Executor, job: Pick<JobRow, 'payload'>): Promise<void> {
  const { transactionId } = job.payload as { transactionId: string };
  await failOrder(db, transactionId, 'ORDER_PROCESSING_FAILED', null);
}

/**
 * One attempt at an order transaction. With `claim` (the job and the worker holding it) the job is marked
 * done in the same database transaction, and the answer is 'completed'.
 *
 * Two round trips when nothing else is ordering the same units: one read (the transaction, the stock of
 * its products, its document numbers), then the whole order in one statement that checks what it takes
 * (orderStatement: the transaction still InQueue, every stock row and limit still holding the units) and
 * undoes itself at once when another order got there first. Only then is the order decided again under
 * locks (lockedAttempt), which also says precisely what is short.
 */
export async function processOrderTransaction(
  deps: PipelineDeps,
  transactionId: string,
  claim: { jobId: string; workerId: string } | null = null,
): Promise<'completed' | undefined> {
  const routing = await loadRouting(deps.db);
  // Place-order read all of it already when it started this job in this process.
  const context = takeOrderContext(deps.db, transactionId) ?? (await repo.readOrderContext(deps.db, transactionId));
  if (context?.status !== 'InQueue') return;
  const warehouses = warehousesForDelivery(routing, context.request.address.countryCode, context.request.customer.isExportRegistered);
  if (warehouses.length === 0) throw new AppError('NO_WAREHOUSE_FOR_DELIVERY', { country: context.request.address.countryCode });
  const allocation = allocate(context.request.lines, stockByProduct(context.stock ?? [], warehouses), warehouses);
  if (allocation.ok) {
    const plan = await planOrder(deps, transactionId, context, allocation.takes);
    try {
      if (orderPipelineHooks.afterStockReserved) {
        // A test stops the process between the stock taken and the commit: a transaction of its own.
        await deps.db.transaction().execute(async (trx) => {
          await orderStatement(plan, claim).execute(trx);
          await orderPipelineHooks.afterStockReserved?.(transactionId);
        });
      } else {
        await orderStatement(plan, claim).execute(deps.db);
      }
      rememberCompleted(deps.db, transactionId, plan);
      return claim ? 'completed' : undefined;
    } catch (err) {
      const refused = refusal(err);
      if (refused === 'NOT_IN_QUEUE') return; // another attempt finished it
      if (!refused) throw err;
      // STOCK_TAKEN or LIMIT_SHORT: another order took units this one counted on; nothing was written.
    }
  }
  return lockedAttempt(deps, transactionId, context, warehouses, claim);
}

/** The order decided under locks: the transaction, its products' stock rows, then the limits. */
function lockedAttempt(
  deps: PipelineDeps,
  transactionId: string,
  context: OrderContext,
  warehouses: string[],
  claim: { jobId: string; workerId: string } | null,
): Promise<'completed' | undefined> {
  const order = context.request;
  return deps.db
    .transaction()
    .execute(async (trx): Promise<OrderPlan | null> => {
      const tx = await trx.selectFrom('order_transactions').select('status').where('id', '=', transactionId).forUpdate().executeTakeFirst();
      if (tx?.status !== 'InQueue') return null;
      // Lock order: every stock row of the ordered products in (product, warehouse) order, then the limits
      // (id order), as orderStatement takes them: two orders sharing a product meet on its first stock row.
      const stockRows = await trx
        .selectFrom('stocks')
        .select(['product_id', 'warehouse_code', 'quantity'])
        .where('product_id', 'in', [...new Set(order.lines.map((l) => l.productId))])
        .orderBy('product_id')
        .orderBy('warehouse_code')
        .forUpdate()
        .execute();
      const allocation = allocate(order.lines, stockByProduct(stockRows, warehouses), warehouses);
      if (!allocation.ok) {
        const line = order.lines[allocation.lineIndex]!;
        throw new AppError('CART_INSUFFICIENT_STOCK', { name: line.productName, available: allocation.available });
      }
      if (order.salesman) {
        const short = await lockLimitShortfall(trx, {
          salesmanCode: order.salesman.code,
          uses: order.lines.map((l) => ({ productCode: l.productCode, productName: l.productName, quantity: l.quantity })),
          date: new Date(),
        });
        if (short) throw short;
      }
      const plan = await planOrder(deps, transactionId, context, allocation.takes);
      await orderStatement(plan, claim).execute(trx);
      await orderPipelineHooks.afterStockReserved?.(transactionId);
      return plan;
    })
    .then((plan) => {
      if (!plan) return undefined;
      rememberCompleted(deps.db, transactionId, plan);
      return claim ? 'completed' : undefined;
    });
}

const rememberCompleted = (db: Executor, transactionId: string, plan: OrderPlan) =>
  rememberOutcome(db, transactionId, {
    userId: plan.context.user_id,
    status: 'Completed',
    error_code: null,
    error_details: null,
    created_orders: plan.created,
  });

/** Ends an InQueue transaction Failed, and remembers that for the status poll (outcomes.ts). */
async function failOrder(db: Executor, transactionId: string, code: string, details: Record<string, unknown> | null) {
  const failed = await repo.failTransaction(db, transactionId, code, details);
  if (failed)
    rememberOutcome(db, transactionId, {
      userId: failed.userId,
      status: 'Failed',
      error_code: code,
      error_details: details,
      created_orders: [],
    });
}

/** Stock rows of the eligible warehouses as allocate() reads them: product -> warehouse -> quantity. */
function stockByProduct(rows: ReadonlyArray<{ product_id: number; warehouse_code: string; quantity: number }>, warehouses: string[]) {
  const eligible = new Set(warehouses);
  const stock = new Map<number, Map<string, number>>();
  for (const r of rows) {
    if (eligible.has(r.warehouse_code)) stock.set(r.product_id, (stock.get(r.product_id) ?? new Map()).set(r.warehouse_code, r.quantity));
  }
  return stock;
}

/** Everything orderStatement writes, decided in memory. */
interface OrderPlan {
  transactionId: string;
  context: OrderContext;
  erp: boolean;
  smtpConfigured: boolean;
  now: Date;
  documents: Array<{
    docNumber: string;
    indexes: number[];
    method: SnapshotLine['paymentMethod'];
    totals: ReturnType<typeof sumLines>;
    dueDate: string;
  }>;
  takes: readonly WarehouseTake[][];
  created: OrderResult[];
  audits: AuditEntry[];
  mail: OutgoingMail | null;
}

/**
 * The documents (one per payment method, in the order the methods first appear in the cart, numbered
 * from the context's reserved numbers), their audit entries, the result and the confirmation email.
 */
async function planOrder(
  deps: PipelineDeps,
  transactionId: string,
  context: OrderContext,
  takes: readonly WarehouseTake[][],
): Promise<OrderPlan> {
  const order = context.request;
  const now = new Date();
  const groups = new Map<string, number[]>();
  for (const [i, l] of order.lines.entries()) groups.set(l.paymentMethod.code, [...(groups.get(l.paymentMethod.code) ?? []), i]);
  const docNumbers = context.doc_numbers ?? [];
  if (docNumbers.length !== groups.size) throw new Error('document numbers do not match the payment methods');
  const documents: OrderPlan['documents'] = [];
  const created: OrderResult[] = [];
  const audits: AuditEntry[] = [];
  const emailDocs: EmailDocument[] = [];
  for (const indexes of groups.values()) {
    const lines = indexes.map((i) => order.lines[i]!);
    const method = lines[0]!.paymentMethod;
    const totals = sumLines(lines);
    const docNumber = docNumbers[documents.length]!;
    documents.push({ docNumber, indexes, method, totals, dueDate: addDays(now, method.dueDays) });
    audits.push({
      action: 'create',
      entity: 'order',
      entityId: docNumber,
      after: { transactionId, customerId: context.customer_id, paymentMethod: method.code, lines: lines.length, total: totals.total },
    });
    created.push({ orderNumber: docNumber, docNumber, canPayWithPayPal: method.isOnlinePayment });
    emailDocs.push({ docNumber, paymentMethod: method.name, lines: lines.length, total: totals.total, currency: order.currency });
  }
  const mail = context.email
    ? {
        to: context.email,
        ...(await renderOrderConfirmation(context.language, {
          name: [context.first_name, context.last_name].filter(Boolean).join(' ') || context.account_name,
          customer: order.customer.name,
          address: order.address.text,
          link: `${deps.config.PUBLIC_URL.replace(/\/$/, '')}/orders`,
          documents: emailDocs,
        })),
      }
    : null;
  return {
    transactionId,
    context,
    erp: Boolean(deps.config.ERP_ORDER_URL),
    smtpConfigured: Boolean(deps.config.SMTP_URL),
    now,
    documents,
    takes,
    created,
    audits,
    mail,
  };
}

/** A check of orderStatement that failed (SQLSTATE DP001 from dealerport_assert, migration 0020), or null. */
function refusal(err: unknown): 'NOT_IN_QUEUE' | 'STOCK_TAKEN' | 'LIMIT_SHORT' | null {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (e?.code !== 'DP001') return null;
  return e.message === 'NOT_IN_QUEUE' || e.message === 'STOCK_TAKEN' || e.message === 'LIMIT_SHORT' ? e.message : null;
}

/**
 * A placed order in one statement (design.md §4), all of it or nothing: the transaction Completed with
 * its documents (only while InQueue), the allocated units taken off the stock rows (locked first in
 * (product, warehouse) order; never below zero), the salesman's limits consumed with their log rows, the
 * order documents with their items (1..n in cart order) and warehouse orders (`{doc}-{n}`, n per
 * warehouse in the order the document first uses it), the ordered lines out of the cart (product and
 * quantity as ordered: cart edits are refused while the order is in flight; this keeps a line changed in
 * the instant before it was placed), the audit rows, the confirmation email, the ERP hand-offs and the
 * job's own completion. The checks at the end (dealerport_assert) undo the whole statement when the
 * transaction was no longer InQueue or a stock row or limit no longer held the units.
 *
 * Its text is the same for every order of the same kind (salesman or not, mail, ERP, claimed job): rows
 * come as arrays and JSON record sets, not as VALUES lists of the order's length, so PostgreSQL parses
 * and plans it once per connection instead of once per shape of order (docs/performance.md).
 */
function orderStatement(plan: OrderPlan, claim: { jobId: string; workerId: string } | null) {
  const { context, documents, takes } = plan;
  const order = context.request;
  const lines = order.lines;
  const sums = new Map<string, { productId: number; warehouse: string; quantity: number }>();
  takes.forEach((parts, i) => {
    for (const t of parts) {
      const k = `${lines[i]!.productId}|${t.warehouseCode}`;
      const prev = sums.get(k);
      sums.set(k, { productId: lines[i]!.productId, warehouse: t.warehouseCode, quantity: (prev?.quantity ?? 0) + t.quantity });
    }
  });
  const stock = [...sums.values()].sort((a, b) => a.productId - b.productId || (a.warehouse < b.warehouse ? -1 : 1));
  if (stock.length === 0) throw new Error('an order without stock to take');
  const headers = documents.map((d) => ({
    doc_number: d.docNumber,
    payment_method_code: d.method.code,
    payment_method_name: d.method.name,
    is_online_payment: d.method.isOnlinePayment,
    due_days: d.method.dueDays,
    payment_status: d.method.isOnlinePayment ? 'Pending' : 'NotRequired',
    gross: d.totals.gross,
    discount: d.totals.discount,
    net: d.totals.net,
    vat: d.totals.vat,
    expense: d.totals.expense,
    total: d.totals.total,
  }));
  // `ord`: the rows are inserted in this order (items and details by document, then line).
  const items = documents
    .flatMap((d) =>
      d.indexes.map((lineIndex, n) => {
        const l = lines[lineIndex]!;
        return {
          doc_number: d.docNumber,
          line_no: n + 1,
          product_id: l.productId,
          product_code: l.productCode,
          product_name: l.productName,
          category_id: l.categoryId,
          unit_code: l.unitCode,
          quantity: l.quantity,
          sale_price: l.salePrice,
          discounted_price: l.discountedPrice,
          discount_rates: l.discountRates,
          vat_rate: l.vatRate,
          expense_cost: l.expenseCost,
          gross: l.gross,
          discount: l.discount,
          net: l.net,
          expense: l.expense,
          vat: l.vat,
          total: l.total,
          due_date: d.dueDate,
        };
      }),
    )
    .map((item, ord) => ({ ...item, ord }));
  const details = documents
    .flatMap((d) => {
      const warehouseNo = new Map<string, number>();
      return d.indexes.flatMap((lineIndex, n) =>
        takes[lineIndex]!.map((take) => {
          if (!warehouseNo.has(take.warehouseCode)) warehouseNo.set(take.warehouseCode, warehouseNo.size + 1);
          return {
            doc_number: d.docNumber,
            line_no: n + 1,
            number: `${d.docNumber}-${warehouseNo.get(take.warehouseCode)}`,
            warehouse_code: take.warehouseCode,
            quantity: take.quantity,
          };
        }),
      );
    })
    .map((detail, ord) => ({ ...detail, ord }));
  const limitUses = order.salesman
    ? documents.flatMap((d) =>
        d.indexes.map((i) => ({
          productCode: lines[i]!.productCode,
          productName: lines[i]!.productName,
          quantity: lines[i]!.quantity,
          docNo: d.docNumber,
        })),
      )
    : [];
  return sql<{ details: number }>`
    with tx as (
      update order_transactions set status = 'Completed', created_orders = ${JSON.stringify(plan.created)}::jsonb, finished_at = now(),
        error_code = null, error_details = null
      where id = ${plan.transactionId} and status = 'InQueue'
      returning id
    ), locked as (
      select product_id from stocks where product_id = any(${[...new Set(stock.map((s) => s.productId))]}::int[])
      order by product_id, warehouse_code
      for update
    ), taken as (
      update stocks s set quantity = s.quantity - v.q
      from unnest(${stock.map((v) => v.productId)}::int[], ${stock.map((v) => v.warehouse)}::text[], ${stock.map((v) => v.quantity)}::int[])
        as v(pid, wh, q)
      where s.product_id = v.pid and s.warehouse_code = v.wh and s.quantity >= v.q and (select count(*) from locked) >= 0
      returning 1
    ), ${
      order.salesman
        ? limitConsumptionCtes({
            salesmanCode: order.salesman.code,
            uses: limitUses,
            customerCode: order.customer.code,
            orderDate: plan.now,
            userId: context.user_id,
          })
        : sql`limit_applying as (select null::bigint as id where false), limit_taken as (select null::bigint as id where false)`
    }, docs as (
      insert into orders (doc_number, transaction_id, customer_id, user_id, salesman_id, payment_method_code, payment_method_name,
        is_online_payment, due_days, payment_status, currency, status, note, shipping_address_id, shipping_address_caption,
        shipping_address, shipping_country_code, total_gross_amount, total_discount_amount, total_amount_without_tax,
        total_tax_amount, total_expense_amount, total_amount, erp_status)
      select d.doc_number, ${plan.transactionId}, ${context.customer_id}, ${context.user_id}, ${order.salesman?.id ?? null}::uuid,
        d.payment_method_code, d.payment_method_name, d.is_online_payment, d.due_days, d.payment_status, ${order.currency}, 'Pending',
        ${order.note}, ${order.address.id}::uuid, ${order.address.caption}, ${order.address.text}, ${order.address.countryCode},
        d.gross, d.discount, d.net, d.vat, d.expense, d.total, ${plan.erp ? 'Pending' : 'Standalone'}
      from jsonb_to_recordset(${JSON.stringify(headers)}::jsonb) as d(doc_number text, payment_method_code text,
        payment_method_name text, is_online_payment boolean, due_days int, payment_status text, gross numeric, discount numeric,
        net numeric, vat numeric, expense numeric, total numeric)
      returning id, doc_number
    ), items as (
      insert into order_lines (order_id, line_no, product_id, product_code, product_name, category_id, unit_code, quantity,
        sale_price, discounted_price, discount_rates, vat_rate, expense_cost, gross_amount, discount_amount, net_amount,
        expense_amount, tax_amount, total_amount, due_date, status)
      select o.id, i.line_no, i.product_id, i.product_code, i.product_name, i.category_id, i.unit_code, i.quantity, i.sale_price,
        i.discounted_price, i.discount_rates, i.vat_rate, i.expense_cost, i.gross, i.discount, i.net, i.expense, i.vat, i.total,
        i.due_date, 'Pending'
      from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as i(doc_number text, line_no int, product_id int, product_code text,
        product_name text, category_id int, unit_code text, quantity int, sale_price numeric, discounted_price numeric,
        discount_rates numeric[], vat_rate numeric, expense_cost numeric, gross numeric, discount numeric, net numeric,
        expense numeric, vat numeric, total numeric, due_date date, ord int)
      join docs o on o.doc_number = i.doc_number
      order by i.ord
      returning id, order_id, line_no
    ), details as (
      insert into order_line_details (order_line_id, number, warehouse_code, quantity)
      select i.id, x.number, x.warehouse_code, x.quantity
      from jsonb_to_recordset(${JSON.stringify(details)}::jsonb) as x(doc_number text, line_no int, number text, warehouse_code text,
        quantity int, ord int)
      join docs o on o.doc_number = x.doc_number
      join items i on i.order_id = o.id and i.line_no = x.line_no
      order by x.ord
      returning 1
    ), emptied as (
      delete from cart_lines l
      using unnest(${lines.map((l) => l.productId)}::int[], ${lines.map((l) => l.quantity)}::int[]) as v(pid, q)
      where l.cart_id in (select id from carts where customer_id = ${context.customer_id}) and l.product_id = v.pid and l.quantity = v.q
      returning 1
    ), audited as (
      ${auditInsertSql({ userId: context.user_id }, plan.audits)}
      returning 1
    )${plan.mail ? sql`, ${queueMailCtes('mailed', plan.mail, { smtpConfigured: plan.smtpConfigured })}` : sql``}${
      plan.erp ? sql`, ${erpDeliveriesCte('handed_off', 'docs')}` : sql``
    }${claim ? sql`, job_done as (${completeJobSql(claim.jobId, claim.workerId)} returning 1)` : sql``}
    select dealerport_assert((select count(*) from tx) = 1, 'NOT_IN_QUEUE') as in_queue,
      dealerport_assert((select count(*) from taken) = ${stock.length}::int, 'STOCK_TAKEN') as stock,
      dealerport_assert((select count(*) from limit_taken) = (select count(*) from limit_applying), 'LIMIT_SHORT') as limits,
      (select count(*)::int from details) as details`;
}
