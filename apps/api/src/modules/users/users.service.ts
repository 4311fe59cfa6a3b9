import { type Identity, ROLE_TYPES, type RoleType } from '@dealerport/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Actor, SignedInContext } from '../../plugins/context';
import * as settings from '../settings';
import * as repo from './users.repository';

const asRoleType = (value: string): RoleType => ((ROLE_TYPES as readonly string[]).includes(value) ? (value as RoleType) : 'staff');

/** A customer looked up with the caller (users.repository findActorRow), for resolveActingCustomer. */
export interface PrefetchedCustomer {
  /** The id looked up: the requested one, else the user's own; null when neither. */
  id: string | null;
  /** The customer when it exists and is active. */
  row: { id: string; name: string; code: string | null; country_code: string; view_revision: string } | undefined;
  /** Whether it is assigned to the user's salesman. */
  assignedToSalesman: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Loads the caller for a verified access token. Null when the user is gone or disabled, or when the
 * token's session (refresh-token family) was ended: by a password change, a reset, a disabled user
 * or a detected token reuse. So those end access at once, not only at the next refresh: nothing here
 * is cached, every request reads user, session and role.
 */
export async function loadActor(db: Db, userId: string, sessionId: string): Promise<Actor | null> {
  return (await loadActorWithCustomer(db, userId, sessionId, undefined))?.actor ?? null;
}

/**
 * loadActor plus the customer the request asks for (a valid UUID, else the user's own) in the same
 * round trip, for the auth guard (one query instead of two or three per request).
 */
export async function loadActorWithCustomer(
  db: Db,
  userId: string,
  sessionId: string,
  requestedCustomerId: string | undefined,
): Promise<{ actor: Actor; customer: PrefetchedCustomer } | null> {
  if (!UUID.test(userId) || !UUID.test(sessionId)) return null;
  const hint = requestedCustomerId && UUID.test(requestedCustomerId) ? requestedCustomerId : undefined;
  const row = await repo.findActorRow(db, userId, sessionId, hint);
  if (!row?.is_active || row.deleted_at || !row.session_alive) return null;
  const actor: Actor = {
    userId: row.id,
    sessionId,
    accountName: row.account_name,
    roleId: row.role_id,
    roleType: asRoleType(row.role_type),
    userType: row.user_type,
    permissions: new Set(row.permissions),
    customerId: row.customer_id,
    salesmanId: row.salesman_id,
  };
  const customer: PrefetchedCustomer = {
    id: row.customer_lookup_id,
    row: row.customer_row_id
      ? {
          id: row.customer_row_id,
          name: row.customer_row_name!,
          code: row.customer_row_code,
          country_code: row.customer_row_country_code!,
          view_revision: row.customer_row_view_revision!,
        }
      : undefined,
    assignedToSalesman: row.customer_row_assigned === true,
  };
  return { actor, customer };
}

export async function getIdentity(ctx: SignedInContext): Promise<Identity> {
  const row = await repo.findIdentityRow(ctx.db, ctx.actor.userId);
  if (!row) throw new AppError('UNAUTHORIZED');
  // Design.md §4: an expired password (passwordChangeFrequency days) must be changed like an admin-set one.
  const passwordExpired = settings.isPasswordChangeDue(await settings.getPasswordSettings(ctx.db), row.password_changed_at);
  return {
    id: row.id,
    accountName: row.account_name,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    language: row.language,
    isPasswordChangeRequired: row.is_password_change_required || passwordExpired,
    role: { id: row.role_id, name: row.role_name, roleType: asRoleType(row.role_type), permissions: row.permissions },
    customer: row.customer_id ? { id: row.customer_id, name: row.customer_name ?? '', code: row.customer_code } : null,
    salesman: row.salesman_id ? { id: row.salesman_id, name: row.salesman_name ?? '', code: row.salesman_code ?? '' } : null,
    countryCode: row.customer_country_code?.trim() ?? null,
  };
}

export { findUserById, findUserForSignIn, setPassword, touchLastLogin } from './users.repository';
