import type { OrderResult } from '@dealerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config/config';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { addDays } from '../../lib/dates';
import type { AuditEntry } from '../../platform/audit/audit';
import type { JobRow } from '../../platform/jobs/queue';
import { sumLines } from '../catalog';
import { composeMail, isMailDeliveryConfigured } from '../emails';
import { failOrderTransaction, forgetRunning, rememberOutcome } from '../orders';
import { lockLimitShortfall } from '../salesman-limits';
import { distributorDay, isErpHandOffConfigured } from '../settings';
import { loadRouting, warehousesForDelivery } from '../warehouse-targets';
import { allocate, type WarehouseTake } from './allocation';
import { takeOrderContext } from './in-process';
import { type EmailDocument, grandTotal } from './order-emails';
import { orderStatement } from './order-pipeline.sql';
import { type OrderPlan, orderRows } from './order-plan';
import { groupByPaymentMethod, stockByProduct } from './order-split';
import * as repo from './place-order.repository';
import { ORDER_JOB_ATTEMPTS } from './place-order.service';
import type { OrderContext } from './snapshot';

type Executor = Kysely<Database>;

export interface PipelineDeps {
  db: Executor;
  config: Pick<Config, 'SMTP_URL' | 'PUBLIC_URL' | 'ERP_ORDER_URL' | 'ERP_SECRET'>;
  log: FastifyBaseLogger;
}

/** Test hooks: called inside the job's transaction (a throw there rolls everything back). */
export const orderPipelineHooks: { afterStockReserved?: (transactionId: string) => void | Promise<void> } = {};

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
      await failOrderTransaction(deps.db, transactionId, err.code, err.details ?? null);
      return;
    }
    if (job.attempts >= Math.min(job.max_attempts, ORDER_JOB_ATTEMPTS)) {
      deps.log.error({ err, transactionId }, 'order transaction failed for good');
      await failOrderTransaction(deps.db, transactionId, 'ORDER_PROCESSING_FAILED', null);
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
  await failOrderTransaction(db, transactionId, 'ORDER_PROCESSING_FAILED', null);
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
async function processOrderTransaction(
  deps: PipelineDeps,
  transactionId: string,
  claim: { jobId: string; workerId: string } | null = null,
): Promise<'completed' | undefined> {
  const routing = await loadRouting(deps.db);
  // Place-order read all of it already when it started this job in this process.
  const context = takeOrderContext(deps.db, transactionId) ?? (await repo.readOrderContext(deps.db, transactionId));
  if (context?.status !== 'InQueue') return;
  // the distributor's calendar day (ADR 0060): the limits that apply, the payment terms' due dates; read
  // once, before any transaction opens (the settings cache)
  const day = await distributorDay(deps.db);
  const warehouses = warehousesForDelivery(routing, context.request.address.countryCode, context.request.customer.isExportRegistered);
  if (warehouses.length === 0) throw new AppError('NO_WAREHOUSE_FOR_DELIVERY', { country: context.request.address.countryCode });
  const allocation = allocate(context.request.lines, stockByProduct(context.stock ?? [], warehouses), warehouses);
  if (allocation.ok) {
    const plan = await planOrder(deps, transactionId, context, allocation.takes, day);
    try {
      if (orderPipelineHooks.afterStockReserved) {
        // A test stops the process between the stock taken and the commit: a transaction of its own.
        await deps.db.transaction().execute(async (trx) => {
          await statementOf(plan, claim).execute(trx);
          await orderPipelineHooks.afterStockReserved?.(transactionId);
        });
      } else {
        await statementOf(plan, claim).execute(deps.db);
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
  return lockedAttempt(deps, transactionId, context, warehouses, day, claim);
}

/** The order decided under locks: the transaction, its products' stock rows, then the limits. */
async function lockedAttempt(
  deps: PipelineDeps,
  transactionId: string,
  context: OrderContext,
  warehouses: string[],
  day: string,
  claim: { jobId: string; workerId: string } | null,
): Promise<'completed' | undefined> {
  const order = context.request;
  const plan = await deps.db.transaction().execute(async (trx): Promise<OrderPlan | null> => {
    if ((await repo.lockTransactionStatus(trx, transactionId)) !== 'InQueue') return null;
    // Lock order: every stock row of the ordered products in (product, warehouse) order, then the limits
    // (id order), as orderStatement takes them: two orders sharing a product meet on its first stock row.
    const stockRows = await repo.lockStockRows(trx, [...new Set(order.lines.map((l) => l.productId))]);
    const allocation = allocate(order.lines, stockByProduct(stockRows, warehouses), warehouses);
    if (!allocation.ok) {
      const line = order.lines[allocation.lineIndex]!;
      throw new AppError('CART_INSUFFICIENT_STOCK', { name: line.productName, available: allocation.available });
    }
    if (order.salesman) {
      const short = await lockLimitShortfall(trx, {
        salesmanCode: order.salesman.code,
        uses: order.lines.map((l) => ({ productCode: l.productCode, productName: l.productName, quantity: l.quantity })),
        day,
      });
      if (short) throw short;
    }
    const planned = await planOrder(deps, transactionId, context, allocation.takes, day);
    await statementOf(planned, claim).execute(trx);
    await orderPipelineHooks.afterStockReserved?.(transactionId);
    return planned;
  });
  if (!plan) return undefined;
  rememberCompleted(deps.db, transactionId, plan);
  return claim ? 'completed' : undefined;
}

const rememberCompleted = (db: Executor, transactionId: string, plan: OrderPlan) =>
  rememberOutcome(db, transactionId, {
    userId: plan.context.user_id,
    status: 'Completed',
    error_code: null,
    error_details: null,
    created_orders: plan.created,
  });

/**
 * The documents (one per payment method, in the order the methods first appear in the cart, numbered
 * from the context's reserved numbers), their audit entries, the result and the confirmation email.
 */
async function planOrder(
  deps: PipelineDeps,
  transactionId: string,
  context: OrderContext,
  takes: readonly WarehouseTake[][],
  day: string,
): Promise<OrderPlan> {
  const order = context.request;
  const now = new Date();
  const groups = groupByPaymentMethod(order.lines);
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
    documents.push({ docNumber, indexes, method, totals, dueDate: addDays(day, method.dueDays) });
    audits.push({
      action: 'create',
      entity: 'order',
      entityId: docNumber,
      after: { transactionId, customerId: context.customer_id, paymentMethod: method.code, lines: lines.length, total: totals.total },
    });
    created.push({ orderNumber: docNumber, docNumber, canPayWithPayPal: method.isOnlinePayment });
    emailDocs.push({ docNumber, paymentMethod: method.name, lines: lines.length, total: totals.total, currency: order.currency });
  }
  const docs = emailDocs.map((d) => d.docNumber).join(', ');
  // The order confirmation (issue 16): the template in force for the user's language; a category
  // variant of the event applies when one of the lines is of its category.
  const mail = context.email
    ? await composeMail(deps.db, {
        event: 'OrderConfirmation',
        to: context.email,
        language: context.language,
        categoryIds: [...new Set(order.lines.map((l) => l.categoryId))],
        vars: {
          name: [context.first_name, context.last_name].filter(Boolean).join(' ') || context.account_name,
          customer: order.customer.name,
          address: order.address.text,
          link: `${deps.config.PUBLIC_URL.replace(/\/$/, '')}/orders`,
          docs,
          documents: emailDocs,
          total: grandTotal(emailDocs),
          currency: order.currency,
        },
      })
    : null;
  return {
    transactionId,
    context,
    // The environment's ERP_ORDER_URL, else the ERP connection settings (cached: no read per order).
    erp: await isErpHandOffConfigured(deps.db, deps.config),
    smtpConfigured: await isMailDeliveryConfigured(deps.db, deps.config),
    now,
    day,
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

/** The order statement of a plan (order-pipeline.sql.ts). */
const statementOf = (plan: OrderPlan, claim: { jobId: string; workerId: string } | null) => orderStatement(plan, orderRows(plan), claim);
