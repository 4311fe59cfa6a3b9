import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { assignedToCallersSalesmanSql, requestedOrOwnCustomerIdSql } from '../customers';

/**
 * Whether user `u` may be signed in: active, and, for a salesman user, its salesman (the ERP's record,
 * salesmen.is_active) active too: a salesman the ERP deactivated can neither sign in nor act for its
 * customers (the guard drops its cached actor when salesmen is written: GUARD_TABLES, migration 0031).
 */
const userActiveSql = (u: string) =>
  sql<boolean>`(${sql.ref(`${u}.is_active`)} and not exists (
    select 1 from salesmen s_active where s_active.id = ${sql.ref(`${u}.salesman_id`)} and ${sql.ref(`${u}.user_type`)} = 'salesman'
      and not s_active.is_active))`;

/**
 * The caller as the auth guard needs it: user, role and the role's permission codes; with the
 * customer the request may act for (`customerId`, else the user's own) looked up in the same round
 * trip: the active customer row, and whether it is assigned to the user's salesman.
 */
export async function findActorRow(db: Db, userId: string, sessionId: string, customerId?: string) {
  // The customer part is the customers area's rule (customer-scope.sql.ts), composed here for one round trip.
  const lookup = requestedOrOwnCustomerIdSql(customerId);
  return db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .leftJoin('customers as c', (join) => join.on('c.id', '=', lookup).on('c.is_active', '=', true))
    .select([
      sql<string | null>`${lookup}::text`.as('customer_lookup_id'),
      'c.id as customer_row_id',
      'c.name as customer_row_name',
      'c.code as customer_row_code',
      'c.country_code as customer_row_country_code',
      sql<string | null>`c.view_revision::text`.as('customer_row_view_revision'),
      assignedToCallersSalesmanSql().as('customer_row_assigned'),
      'u.id',
      'u.account_name',
      'u.user_type',
      'u.customer_id',
      'u.salesman_id',
      userActiveSql('u').as('is_active'),
      'u.deleted_at',
      sql<boolean>`exists (select 1 from refresh_tokens rt where rt.family_id = ${sessionId} and rt.user_id = u.id and rt.revoked_at is null)`.as(
        'session_alive',
      ),
      'r.id as role_id',
      'r.role_type',
      sql<
        string[]
      >`coalesce((select array_agg(rp.permission_code order by rp.permission_code) from role_permissions rp where rp.role_id = r.id), '{}')`.as(
        'permissions',
      ),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/**
 * A live user (alias `u`) with its role (`r`), customer (`c`) and salesman (`s`): the one join of a user
 * with the names around it, selected from by who-am-i, the profile and user administration.
 */
export function liveUsersWithNames(db: Kysely<Database>) {
  return db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .leftJoin('customers as c', 'c.id', 'u.customer_id')
    .leftJoin('salesmen as s', 's.id', 'u.salesman_id')
    .where('u.deleted_at', 'is', null);
}

/** Who-am-i: the user with role, customer and salesman. */
export async function findIdentityRow(db: Db, userId: string) {
  return liveUsersWithNames(db)
    .select([
      'u.id',
      'u.account_name',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.language',
      'u.is_password_change_required',
      'u.password_changed_at',
      'r.id as role_id',
      'r.name as role_name',
      'r.names as role_names',
      'r.role_type',
      'c.id as customer_id',
      'c.name as customer_name',
      'c.code as customer_code',
      'c.country_code as customer_country_code',
      's.id as salesman_id',
      's.name as salesman_name',
      's.code as salesman_code',
      sql<
        string[]
      >`coalesce((select array_agg(rp.permission_code order by rp.permission_code) from role_permissions rp where rp.role_id = r.id), '{}')`.as(
        'permissions',
      ),
    ])
    .where('u.id', '=', userId)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Sign-in lookup by account name or email, case-insensitive. */
export async function findUserForSignIn(db: Db, userName: string) {
  const name = userName.toLowerCase();
  return db
    .selectFrom('users')
    .select(['id', 'account_name', 'email', 'password_hash', userActiveSql('users').as('is_active'), 'language'])
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb(sql`lower(account_name)`, '=', name), eb(sql`lower(email)`, '=', name)]))
    .orderBy(sql`lower(account_name) = ${name}`, 'desc')
    .executeTakeFirst();
}

export async function findUserById(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'account_name', 'email', 'password_hash', userActiveSql('users').as('is_active'), 'language', 'first_name', 'last_name'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function setPassword(db: Db, userId: string, passwordHash: string, changeRequired = false) {
  await db
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      password_changed_at: sql`now()`,
      is_password_change_required: changeRequired,
      updated_at: sql`now()`,
    })
    .where('id', '=', userId)
    .execute();
}

export async function touchLastLogin(db: Db, userId: string, language?: string) {
  await db
    .updateTable('users')
    .set({ last_logged_on: sql`now()`, ...(language ? { language } : {}) })
    .where('id', '=', userId)
    .execute();
}

/** Ends every session of a user, optionally but one (the caller's own, after a profile change). */
export async function revokeUserTokens(db: Kysely<Database>, userId: string, reason: string, exceptFamilyId?: string) {
  let q = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql`now()`, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptFamilyId) q = q.where('family_id', '<>', exceptFamilyId);
  await q.execute();
}
