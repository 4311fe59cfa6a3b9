import { AppError, notFound } from '../../lib/app-error';
import type { SignedInContext } from '../../plugins/context';
import { resolveActingCustomer } from '../customers';

/**
 * Who may read (and cancel) an order: whoever may act for its customer (design.md §4, the customers
 * area's rule): the customer's own users, salesmen assigned to it, staff holding `customer.select`.
 * Anyone else gets NOT_FOUND, exactly as for an order that does not exist: nothing leaks.
 */
export async function assertMayActFor(ctx: SignedInContext, customerId: string, details: Record<string, unknown>): Promise<void> {
  try {
    await resolveActingCustomer(ctx.db, ctx.actor, customerId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'CUSTOMER_FORBIDDEN') throw notFound(details);
    throw error;
  }
}
