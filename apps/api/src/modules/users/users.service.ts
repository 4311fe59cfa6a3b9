import { type Identity, ROLE_TYPES, type RoleType } from '@dealerport/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { localName } from '../../lib/local-name';
import type { Actor, SignedInContext } from '../../plugins/context';
import type { PrefetchedCustomer } from '../customers';
import * as settings from '../settings';
import * as repo from './users.repository';

const asRoleType = (value: string): RoleType => ((ROLE_TYPES as readonly string[]).includes(value) ? (value as RoleType) : 'staff');

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
  if (!isUuid(userId) || !isUuid(sessionId)) return null;
  const hint = requestedCustomerId && isUuid(requestedCustomerId) ? requestedCustomerId : undefined;
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
    role: {
      id: row.role_id,
      name: localName(row.role_names, ctx.culture, row.role_name),
      roleType: asRoleType(row.role_type),
      permissions: row.permissions,
    },
    customer: row.customer_id ? { id: row.customer_id, name: row.customer_name ?? '', code: row.customer_code } : null,
    salesman: row.salesman_id ? { id: row.salesman_id, name: row.salesman_name ?? '', code: row.salesman_code ?? '' } : null,
    countryCode: row.customer_country_code?.trim() ?? null,
  };
}

/**
 * Ends every session of a user (all refresh-token families), or all but `exceptFamilyId`: the access
 * tokens stop working at their next request, since the guard checks that the session is alive. Used on
 * a password change or reset, and when an administrator disables or deletes a user or sets a password.
 * Pass the caller's transaction.
 */
export async function endUserSessions(db: Kysely<Database>, userId: string, reason: string, exceptFamilyId?: string): Promise<void> {
  await repo.revokeUserTokens(db, userId, reason, exceptFamilyId);
}

export { findUserById, findUserForSignIn, setPassword, touchLastLogin } from './users.repository';
