import { ROLE_TYPES, type Identity, type RoleType } from '@dealerport/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Actor, SignedInContext } from '../../plugins/context';
import * as settings from '../settings';
import * as repo from './users.repository';

const asRoleType = (value: string): RoleType => (ROLE_TYPES as readonly string[]).includes(value) ? (value as RoleType) : 'staff';

/**
 * Loads the caller for a verified access token. Null when the user is gone or disabled, or when the
 * token's session (refresh-token family) was ended: by a password change, a reset, a disabled user
 * or a detected token reuse. So those end access at once, not only at the next refresh.
 */
export async function loadActor(db: Db, userId: string, sessionId: string): Promise<Actor | null> {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!UUID.test(userId) || !UUID.test(sessionId)) return null;
  const row = await repo.findActorRow(db, userId, sessionId);
  if (!row || !row.is_active || row.deleted_at || !row.session_alive) return null;
  return {
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

export { findUserForSignIn, findUserById, setPassword, touchLastLogin } from './users.repository';
