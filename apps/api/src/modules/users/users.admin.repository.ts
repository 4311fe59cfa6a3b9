import { type Kysely, sql } from 'kysely';
import type { Database, RolesTable, UsersTable } from '../../db/schema';
import { containsPattern, foldedColumn, foldSql } from '../../lib/search';
import { type CustomerScope, customerInScopeSql } from '../customers';
import { liveUsersWithNames } from './users.repository';

type Executor = Kysely<Database>;
type UserType = UsersTable['user_type'];

const SORT_COLUMNS = {
  accountName: 'u.account_name',
  email: 'u.email',
  firstName: 'u.first_name',
  lastName: 'u.last_name',
  roleName: 'r.name',
  userType: 'u.user_type',
  isActive: 'u.is_active',
  lastLoggedOn: 'u.last_logged_on',
  createdOn: 'u.created_at',
} as const;
export type UserSortField = keyof typeof SORT_COLUMNS;
export const USER_SORT_FIELDS = Object.keys(SORT_COLUMNS) as UserSortField[];

/** The users as administration lists them: live, with role, customer and salesman names. */
const usersView = liveUsersWithNames;

const userColumns = [
  'u.id',
  'u.account_name',
  'u.email',
  'u.first_name',
  'u.last_name',
  'u.language',
  'u.role_id',
  'r.name as role_name',
  'r.names as role_names',
  'r.role_type',
  'u.user_type',
  'u.customer_id',
  'c.name as customer_name',
  'u.salesman_id',
  's.name as salesman_name',
  'u.is_active',
  'u.is_password_change_required',
  'u.last_logged_on',
] as const;

export interface UserListFilters {
  search?: string;
  roleId?: number;
  roleType?: RolesTable['role_type'];
  userType?: UserType;
  customerId?: string;
  salesmanId?: string;
  isActive?: boolean;
  /** Still on an administrator-set password (notify-users-for-default-password). */
  passwordChangeRequired?: boolean;
}

/** The users of a list's filters (search over names and email, Turkish-letter-insensitive). */
function filteredUsers(db: Executor, filters: UserListFilters) {
  let q = usersView(db);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    q = q.where((eb) =>
      eb.or([
        eb(foldedColumn('u.account_name'), 'like', pattern),
        eb(foldedColumn('u.email'), 'like', pattern),
        eb(foldedColumn('u.first_name'), 'like', pattern),
        eb(foldedColumn('u.last_name'), 'like', pattern),
        eb(foldSql(sql`coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')`), 'like', pattern),
      ]),
    );
  }
  if (filters.roleId !== undefined) q = q.where('u.role_id', '=', filters.roleId);
  if (filters.roleType) q = q.where('r.role_type', '=', filters.roleType);
  if (filters.userType) q = q.where('u.user_type', '=', filters.userType);
  if (filters.customerId) q = q.where('u.customer_id', '=', filters.customerId);
  if (filters.salesmanId) q = q.where('u.salesman_id', '=', filters.salesmanId);
  if (filters.isActive !== undefined) q = q.where('u.is_active', '=', filters.isActive);
  if (filters.passwordChangeRequired !== undefined) q = q.where('u.is_password_change_required', '=', filters.passwordChangeRequired);
  return q;
}

export async function listUsers(
  db: Executor,
  filters: UserListFilters,
  sort: { field: UserSortField; direction: 'asc' | 'desc' }[],
  limit: number,
  offset: number,
) {
  const q = filteredUsers(db, filters);
  const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  let page = q.select(userColumns);
  for (const s of sort) {
    page = page.orderBy(sql.ref(SORT_COLUMNS[s.field]), (ob) => (s.direction === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsFirst()));
  }
  const rows = await page.orderBy('u.id').limit(limit).offset(offset).execute();
  return { rows, total: Number(total.n) };
}

/** The audit action that records a default-password reminder (and so the 24-hour rule). */
export const DEFAULT_PASSWORD_REMINDER = 'notify-default-password';

/**
 * Serialises reminder runs: two administrators pressing at once must not email a user twice.
 * Held until the caller's transaction ends.
 */
export async function lockDefaultPasswordReminders(db: Executor) {
  await sql`select pg_advisory_xact_lock(hashtext(${DEFAULT_PASSWORD_REMINDER}))`.execute(db);
}

/** The users of the filters not reminded in the last `hours` hours (per the audit log). */
export async function listUsersDueForReminder(db: Executor, filters: UserListFilters, hours: number) {
  return filteredUsers(db, filters)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('audit_log as a')
            .select('a.id')
            .where('a.entity', '=', 'user')
            .where('a.entity_id', '=', sql<string>`u.id::text`)
            .where('a.action', '=', DEFAULT_PASSWORD_REMINDER)
            .where('a.created_at', '>', sql<Date>`now() - make_interval(hours => ${hours})`),
        ),
      ),
    )
    .select(['u.id', 'u.account_name', 'u.email', 'u.first_name', 'u.language'])
    .orderBy('u.account_name')
    .execute();
}

/** Customers that have live dealer users (the users filter), by name. */
/** The customers in the caller's scope (the customers area's rule, customer-scope.sql.ts) that have dealer users. */
export async function listCustomersWithDealerUsers(db: Executor, scope: CustomerScope) {
  return db
    .selectFrom('customers as c')
    .select(['c.id', 'c.name', 'c.code'])
    .where(customerInScopeSql(scope, 'c.id'))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('users as u')
          .select('u.id')
          .whereRef('u.customer_id', '=', 'c.id')
          .where('u.deleted_at', 'is', null)
          .where('u.user_type', '=', 'dealer'),
      ),
    )
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
}

export async function listUserOptions(db: Executor) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.account_name'])
    .where('u.deleted_at', 'is', null)
    .orderBy('u.account_name')
    .execute();
}

export async function findUser(db: Executor, id: string) {
  return usersView(db).select(userColumns).where('u.id', '=', id).executeTakeFirst();
}

/** Locks a live user for a change. */
export async function lockUser(db: Executor, id: string) {
  return db.selectFrom('users').select('id').where('id', '=', id).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
}

/** Live users (other than `exceptId`) with this account name or email, case-insensitive. */
export async function findNameOrEmailClash(db: Executor, accountName: string, email: string, exceptId?: string) {
  let q = db
    .selectFrom('users')
    .select(['id', sql<boolean>`lower(account_name) = ${accountName.toLowerCase()}`.as('name_clash')])
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb(sql`lower(account_name)`, '=', accountName.toLowerCase()), eb(sql`lower(email)`, '=', email.toLowerCase())]));
  if (exceptId) q = q.where('id', '<>', exceptId);
  return q.execute();
}

/** A live role, share-locked so it can't be deleted before this transaction ends. */
export async function findRoleForAssignment(db: Executor, roleId: number) {
  return db
    .selectFrom('roles')
    .select(['id', 'role_type'])
    .where('id', '=', roleId)
    .where('deleted_at', 'is', null)
    .forShare()
    .executeTakeFirst();
}

export async function customerExists(db: Executor, customerId: string): Promise<boolean> {
  return (await db.selectFrom('customers').select('id').where('id', '=', customerId).executeTakeFirst()) !== undefined;
}

export async function salesmanExists(db: Executor, salesmanId: string): Promise<boolean> {
  return (await db.selectFrom('salesmen').select('id').where('id', '=', salesmanId).executeTakeFirst()) !== undefined;
}

export interface UserValues {
  account_name: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  language: string;
  role_id: number;
  user_type: UserType;
  customer_id: string | null;
  salesman_id: string | null;
  is_active: boolean;
  is_password_change_required: boolean;
}

export async function insertUser(db: Executor, values: UserValues & { password_hash: string }) {
  return db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function updateUser(db: Executor, id: string, values: UserValues) {
  await db
    .updateTable('users')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function softDeleteUser(db: Executor, id: string) {
  await db.updateTable('users').set({ deleted_at: sql`now()`, is_active: false, updated_at: sql`now()` }).where('id', '=', id).execute();
}

/** An administrator's password: the user must choose a new one at the next sign-in. */
export async function setPasswordByAdmin(db: Executor, id: string, passwordHash: string) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: sql`now()`, is_password_change_required: true, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}
