import type { SelectableCustomer } from '@dealerport/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { ActingCustomer, Actor, SignedInContext } from '../../plugins/context';
import type { CustomerScope } from './customer-scope.sql';
import * as repo from './customers.repository';

type CustomerRow = { id: string; name: string; code: string | null; country_code: string; view_revision: string };

/** A customer looked up with the caller (users.repository findActorRow), handed to resolveActingCustomer. */
export interface PrefetchedCustomer {
  /** The id looked up: the requested one, else the user's own; null when neither. */
  id: string | null;
  /** The customer when it exists and is active. */
  row: CustomerRow | undefined;
  /** Whether it is assigned to the user's salesman. */
  assignedToSalesman: boolean;
}

function toActing(row: CustomerRow): ActingCustomer {
  return { id: row.id, name: row.name, code: row.code, countryCode: row.country_code.trim(), viewRevision: row.view_revision };
}

/** Who may act for anyone (design.md §4): staff holding the customer-selection permission. */
const canSelectAnyCustomer = (actor: Actor) => actor.userType === 'staff' && actor.permissions.has('customer.select');

/**
 * Resolves the customer a request acts for (design.md §4). `x-customer-id` is a request, never
 * trusted: a dealer is pinned to its own customer; a salesman may act only for his assigned
 * customers; staff with the selection permission for any. Anything else is CUSTOMER_FORBIDDEN.
 */
export async function resolveActingCustomer(
  db: Db,
  actor: Actor,
  requestedId: string | undefined,
  prefetched?: PrefetchedCustomer,
): Promise<ActingCustomer | null> {
  // The guard looks the customer up with the caller (one round trip); the same answers otherwise.
  const findActive = async (id: string) => (prefetched && prefetched.id === id ? prefetched.row : repo.findActiveCustomer(db, id));
  const isAssigned = async (salesmanId: string, id: string) =>
    prefetched && prefetched.id === id && prefetched.row ? prefetched.assignedToSalesman : repo.isAssignedToSalesman(db, salesmanId, id);
  if (actor.userType === 'dealer') {
    if (!actor.customerId) throw new AppError('CUSTOMER_FORBIDDEN');
    if (requestedId && requestedId !== actor.customerId) throw new AppError('CUSTOMER_FORBIDDEN');
    const own = await findActive(actor.customerId);
    if (!own) throw new AppError('CUSTOMER_FORBIDDEN');
    return toActing(own);
  }
  if (!requestedId) return null;
  if (!isUuid(requestedId)) throw new AppError('CUSTOMER_FORBIDDEN');
  if (actor.userType === 'salesman') {
    if (!actor.salesmanId || !(await isAssigned(actor.salesmanId, requestedId))) {
      throw new AppError('CUSTOMER_FORBIDDEN');
    }
  } else if (!canSelectAnyCustomer(actor)) {
    throw new AppError('CUSTOMER_FORBIDDEN');
  }
  const row = await findActive(requestedId);
  if (!row) throw new AppError('CUSTOMER_FORBIDDEN');
  return toActing(row);
}

/**
 * Whose customers a caller sees in every list or lookup that names customers (docs/architecture.md
 * "Customer lists", ADR 0030), the same rule as who may act for whom: a dealer its own customer, a
 * salesman his assigned ones, staff every one. `staffPermission` is what staff need on top of the
 * endpoint's own permission (the picker: customer.select); without it the endpoint's permission is enough.
 */
export function customerScopeOf(actor: Actor, staffPermission?: string): CustomerScope {
  if (actor.userType === 'dealer') return actor.customerId ? { kind: 'one', customerId: actor.customerId } : { kind: 'none' };
  if (actor.userType === 'salesman') return actor.salesmanId ? { kind: 'salesman', salesmanId: actor.salesmanId } : { kind: 'none' };
  return staffPermission === undefined || actor.permissions.has(staffPermission) ? { kind: 'all' } : { kind: 'none' };
}

/** GET /api/home/customers: the customers the caller may pick (spec 01 §2 selection modal), active ones. */
export async function listSelectableCustomers(ctx: SignedInContext): Promise<SelectableCustomer[]> {
  const rows = await repo.listCustomersInScope(ctx.db, customerScopeOf(ctx.actor, 'customer.select'));
  return rows.map((r) => ({ id: r.id, name: r.name, code: r.code, countryCode: r.country_code.trim(), language: r.language }));
}
