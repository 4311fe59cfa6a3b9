import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { aggregateLimitUses, type LimitUse } from './limit-uses';
import * as repo from './salesman-limits.repository';

type Executor = Kysely<Database>;

/**
 * Locks the limits that apply on `day` (the distributor's calendar day) to the products (id order, as limitConsumptionCtes takes them)
 * and answers the first use (code order) they can't cover, or null: for a caller that must know before
 * it writes (the order job after another order changed the limits under its first attempt).
 */
export async function lockLimitShortfall(
  trx: Executor,
  input: { salesmanCode: string; uses: readonly LimitUse[]; day: string },
): Promise<AppError | null> {
  const uses = aggregateLimitUses(input.uses);
  if (uses.length === 0) return null;
  const rows = await repo.lockApplyingLimits(trx, {
    salesmanCode: input.salesmanCode,
    codes: uses.map((u) => u.productCode.toUpperCase()),
    day: input.day,
  });
  const applying = new Map(rows.map((r) => [r.code, r]));
  for (const use of uses) {
    const limit = applying.get(use.productCode.toUpperCase());
    if (limit && limit.quantity < use.quantity)
      return limitExceeded(uses, { code: use.productCode.toUpperCase(), quantity: limit.quantity });
  }
  return null;
}

function limitExceeded(uses: readonly LimitUse[], short: { code: string; quantity: number } | null): AppError {
  const use = uses.find((u) => u.productCode.toUpperCase() === short?.code);
  return new AppError('SALESMAN_LIMIT_EXCEEDED', { name: use?.productName ?? short?.code ?? '', available: short?.quantity ?? 0 });
}

/**
 * Gives back units a document took (a cancelled order or line), inside the caller's transaction: at most
 * what that document still holds of each product's limit (its log rows' net consumption), so cancelling a
 * line and then the order never gives back twice. Logged like a consumption.
 */
export async function releaseSalesmanLimits(
  trx: Executor,
  input: { uses: readonly LimitUse[]; docNo: string; customerCode: string | null; userId: string | null },
): Promise<void> {
  const uses = aggregateLimitUses(input.uses);
  if (uses.length === 0) return;
  const held = await repo.heldByDocument(
    trx,
    input.docNo,
    uses.map((u) => u.productCode.toUpperCase()),
  );
  for (const use of uses) {
    let remaining = use.quantity;
    for (const h of held.filter((x) => x.product_code === use.productCode.toUpperCase() && x.held > 0)) {
      if (remaining <= 0) break;
      const give = Math.min(remaining, h.held);
      const quantity = await repo.lockLimitQuantity(trx, h.salesman_limit_id);
      await repo.setLimitQuantity(trx, h.salesman_limit_id, quantity + give);
      await repo.insertDocumentLog(trx, {
        limitId: h.salesman_limit_id,
        docNo: input.docNo,
        customerCode: input.customerCode,
        oldQuantity: quantity,
        newQuantity: quantity + give,
        userId: input.userId,
      });
      remaining -= give;
    }
  }
}
