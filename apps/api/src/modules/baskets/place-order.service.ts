import type { OrderCreationResult, PlaceOrderBody } from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import type { JobSlot } from '../../platform/jobs/worker';
import type { CustomerContext } from '../../plugins/context';
import { ORDER_QUEUE, rememberRunning, transactionResult } from '../orders';
import { applyingLimitSql } from '../salesman-limits';
import { distributorDay } from '../settings';
import { type EvaluatedCart, evaluateCart } from './baskets.service';
import { keepOrderContext } from './in-process';
import * as repo from './place-order.repository';
import { type OrderSnapshot, snapshotLines } from './snapshot';

export { ORDER_QUEUE };

/** Attempts of an order job before its transaction ends Failed (ORDER_PROCESSING_FAILED). */
export const ORDER_JOB_ATTEMPTS = 5;

/**
 * POST /api/baskets/place-order (design.md §4): checks the cart at once, then stores the validated
 * snapshot as an InQueue transaction and queues its job in the same database transaction. The same
 * idempotency key (body or Idempotency-Key header) answers the first transaction of this customer.
 * With `slot` (a place in this process's job worker) the job is queued already claimed and starts as
 * soon as the transaction is stored, with no claim query; the slot is given back when nothing was queued.
 */
export async function placeOrder(
  ctx: CustomerContext,
  body: PlaceOrderBody,
  headerKey: string | null,
  slot: JobSlot | null = null,
): Promise<OrderCreationResult> {
  try {
    return await validateAndQueue(ctx, body, headerKey, slot);
  } finally {
    slot?.release(); // nothing once the job was handed to it
  }
}

async function validateAndQueue(
  ctx: CustomerContext,
  body: PlaceOrderBody,
  headerKey: string | null,
  slot: JobSlot | null,
): Promise<OrderCreationResult> {
  const key = body.idempotencyKey ?? headerKey ?? null;
  const fingerprint = { customerAddressCode: body.customerAddressCode.toUpperCase(), note: body.note?.trim() || null };
  const today = await distributorDay(ctx.db);
  const { existing, inFlight, address, salesman, limits } = await repo.placeOrderContext(ctx.db, {
    customerId: ctx.customer.id,
    key,
    addressCode: body.customerAddressCode,
    actingSalesmanId: ctx.actor.userType === 'salesman' && ctx.actor.salesmanId ? ctx.actor.salesmanId : null,
    limit: (salesmanCode, productCode) => applyingLimitSql(salesmanCode, productCode, today),
  });
  if (existing) return answerForExisting(ctx, existing, fingerprint);
  // One order of a cart at a time: a second submit (another tab, the salesman and the dealer at once,
  // a retry without the key) must not order the same lines twice. The index of migration 0018 decides
  // under concurrency; this answers the common case before the cart is evaluated.
  if (inFlight) throw new AppError('ORDER_IN_PROGRESS');
  if (!address) throw new AppError('UNKNOWN_DELIVERY_ADDRESS', { code: body.customerAddressCode });
  const evaluated = await evaluateCart(ctx, { countryCode: address.country_code });
  if (evaluated.lines.length === 0) throw new AppError('CART_EMPTY');
  if (evaluated.warehouses.length === 0) throw new AppError('NO_WAREHOUSE_FOR_DELIVERY', { country: address.country_code });
  assertNoProblems(evaluated);
  if (salesman) assertWithinLimits(evaluated, limits);

  const snapshot = snapshotOf(ctx, evaluated, address, salesman, fingerprint);

  const queued = await repo.insertTransactionWithJob(ctx.db, {
    customerId: ctx.customer.id,
    userId: ctx.actor.userId,
    salesmanId: salesman?.id ?? null,
    key,
    request: snapshot,
    queue: ORDER_QUEUE,
    maxAttempts: ORDER_JOB_ATTEMPTS,
    addressId: address.id,
    claim: slot,
  });
  if (!queued) {
    // A concurrent submit won the insert: with the same key, answer its transaction; otherwise another
    // order of this cart is in flight.
    const existing = key ? await repo.findTransactionByKey(ctx.db, ctx.customer.id, key) : null;
    if (!existing) throw new AppError('ORDER_IN_PROGRESS');
    return answerForExisting(ctx, existing, fingerprint);
  }
  if (slot) startHere(ctx, slot, queued);
  return { transactionId: queued.id, errorMessage: null, createdOrders: [], status: 'InQueue' };
}

/** Every line must be orderable as it stands (access, stock, min/max): otherwise the lines and what is wrong. */
function assertNoProblems(evaluated: EvaluatedCart) {
  const problems = evaluated.lines.filter((l) => l.line.problem !== null);
  if (problems.length > 0) {
    throw new AppError('CART_HAS_PROBLEMS', {
      lines: problems.map((l) => ({
        productId: l.line.productId,
        code: l.productCode,
        problem: l.line.problem!.code,
        message: l.line.problem!.message,
      })),
    });
  }
}

/** The salesman's limits for the products in the cart (read with the lookups): the early answer; the order job takes the units for real. */
function assertWithinLimits(evaluated: EvaluatedCart, limits: Record<string, number> | null | undefined) {
  const wanted = new Map<string, { name: string; quantity: number }>();
  for (const l of evaluated.lines) {
    const k = l.productCode.toUpperCase();
    wanted.set(k, { name: l.productName, quantity: (wanted.get(k)?.quantity ?? 0) + l.line.quantity });
  }
  // The limits came with the lookups above (those of the products then in the cart); the order job
  // takes the units for real, so this is the early answer, not the guard.
  const left = new Map(Object.entries(limits ?? {}));
  for (const [code, w] of wanted) {
    const available = left.get(code);
    if (available !== undefined && available < w.quantity) throw new AppError('SALESMAN_LIMIT_EXCEEDED', { name: w.name, available });
  }
}

/** What the order job orders: the cart as evaluated now, with the address, the salesman and the request's fingerprint. */
function snapshotOf(
  ctx: CustomerContext,
  evaluated: EvaluatedCart,
  address: repo.AddressRow,
  salesman: { id: string; code: string } | null | undefined,
  fingerprint: OrderSnapshot['fingerprint'],
): OrderSnapshot {
  return {
    version: 1,
    customer: { id: ctx.customer.id, code: ctx.customer.code, name: ctx.customer.name, isExportRegistered: evaluated.isExportRegistered },
    currency: evaluated.cart.cartSummary.currency ?? evaluated.lines[0]!.currency,
    address: {
      id: address.id,
      code: address.code,
      caption: address.caption,
      text: [address.title, address.address, [address.post_code, address.city].filter(Boolean).join(' '), address.country_code]
        .filter(Boolean)
        .join(', '),
      countryCode: address.country_code,
    },
    note: fingerprint.note,
    salesman: salesman ? { id: salesman.id, code: salesman.code } : null,
    fingerprint,
    lines: snapshotLines(evaluated),
  };
}

/**
 * The job starts here and now: it needs nothing more from the database to begin, and until it ends the
 * status call answers InQueue without asking (orders/transaction-memory.ts).
 */
function startHere(ctx: CustomerContext, slot: JobSlot, queued: NonNullable<Awaited<ReturnType<typeof repo.insertTransactionWithJob>>>) {
  if (queued.context) keepOrderContext(ctx.db, queued.id, queued.context);
  rememberRunning(ctx.db, queued.id, ctx.actor.userId);
  slot.run({
    id: queued.jobId,
    queue: ORDER_QUEUE,
    payload: { transactionId: queued.id },
    attempts: 1,
    max_attempts: ORDER_JOB_ATTEMPTS,
  });
}

async function answerForExisting(
  ctx: CustomerContext,
  existing: repo.ExistingTransactionRow,
  fingerprint: OrderSnapshot['fingerprint'],
): Promise<OrderCreationResult> {
  const before = (existing.request as Partial<OrderSnapshot>).fingerprint;
  if (before && (before.customerAddressCode !== fingerprint.customerAddressCode || before.note !== fingerprint.note)) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  }
  return transactionResult(ctx, existing);
}
