import { randomInt } from 'node:crypto';
import {
  type CreateUserBody,
  type CustomerRef,
  type PagedList,
  type PagedQuery,
  ROLE_TYPES,
  type RoleType,
  type SetUserPasswordBody,
  type UpdateUserBody,
  type User,
  UserColumnFiltersSchema,
} from '@dealerport/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { offsetOf, parseColumnFilters, parseOrderBy, toPagedList } from '../../lib/paging';
import { hashPassword } from '../../lib/passwords';
import { writeAudit } from '../../platform/audit/audit';
import { queueMails } from '../../platform/mail/mail';
import type { SignedInContext } from '../../plugins/context';
import * as customers from '../customers';
import { composeMails, isMailDeliveryConfigured } from '../emails';
import * as roles from '../roles';
import * as settings from '../settings';
import * as repo from './users.admin.repository';
import { endUserSessions } from './users.service';

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findUser>>>;

const asRoleType = (value: string): RoleType => ((ROLE_TYPES as readonly string[]).includes(value) ? (value as RoleType) : 'staff');

function toUser(row: UserRow, ctx: SignedInContext): User {
  const roleType = asRoleType(row.role_type);
  return {
    id: row.id,
    accountName: row.account_name,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    language: row.language,
    roleId: row.role_id,
    roleName: roles.roleName({ name: row.role_name, names: row.role_names }, ctx.culture),
    roleType,
    roleTypeName: roles.roleTypeName(roleType, ctx.culture),
    salesmanId: row.salesman_id,
    salesmanName: row.salesman_name,
    customerId: row.customer_id,
    customerName: row.customer_name,
    userType: row.user_type,
    isActive: row.is_active,
    isPasswordChangeRequired: row.is_password_change_required,
    lastLoggedOn: row.last_logged_on ? new Date(row.last_logged_on).toISOString() : null,
  };
}

/** What the audit log keeps of a user: the stored fields, never the password hash. */
function auditShape(row: UserRow) {
  return {
    id: row.id,
    accountName: row.account_name,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    language: row.language,
    roleId: row.role_id,
    userType: row.user_type,
    customerId: row.customer_id,
    salesmanId: row.salesman_id,
    isActive: row.is_active,
    isPasswordChangeRequired: row.is_password_change_required,
  };
}

async function loadUser(db: Kysely<Database>, id: string): Promise<UserRow> {
  const row = await repo.findUser(db, id);
  if (!row) throw notFound({ id });
  return row;
}

export async function listUsers(ctx: SignedInContext, query: PagedQuery): Promise<PagedList<User>> {
  const sort = parseOrderBy(query.OrderBy, repo.USER_SORT_FIELDS, [{ field: 'accountName', direction: 'asc' }]);
  const filters = parseColumnFilters(query.ColumnFilters, UserColumnFiltersSchema);
  const search = query.SearchTerm?.trim() || undefined;
  const { rows, total } = await repo.listUsers(ctx.db, { ...filters, search }, sort, query.PageSize, offsetOf(query));
  return toPagedList(
    rows.map((r) => toUser(r, ctx)),
    total,
    query,
  );
}

export async function listUserOptions(ctx: SignedInContext) {
  const rows = await repo.listUserOptions(ctx.db);
  return rows.map((r) => ({ id: r.id, accountName: r.account_name }));
}

export async function getUser(ctx: SignedInContext, id: string): Promise<User> {
  return toUser(await loadUser(ctx.db, id), ctx);
}

/**
 * Checks the links of a user and returns the values to store: a dealer needs a customer, a
 * salesman a salesman; the link that does not fit the type is cleared (staff have neither).
 */
async function resolveLinks(trx: Kysely<Database>, body: CreateUserBody | UpdateUserBody) {
  if (!(await repo.findRoleForAssignment(trx, body.roleId))) throw new AppError('UNKNOWN_ROLE', { roleId: body.roleId });
  let customerId: string | null = null;
  let salesmanId: string | null = null;
  if (body.userType === 'dealer') {
    if (!body.customerId) throw new AppError('CUSTOMER_ID_REQUIRED');
    if (!(await repo.customerExists(trx, body.customerId))) throw new AppError('UNKNOWN_CUSTOMER', { customerId: body.customerId });
    customerId = body.customerId;
  }
  if (body.userType === 'salesman') {
    if (!body.salesmanId) throw new AppError('SALESMAN_ID_REQUIRED');
    if (!(await repo.salesmanExists(trx, body.salesmanId))) throw new AppError('UNKNOWN_SALESMAN', { salesmanId: body.salesmanId });
    salesmanId = body.salesmanId;
  }
  return { customerId, salesmanId };
}

async function checkUnique(trx: Kysely<Database>, body: { accountName: string; email: string }, exceptId?: string) {
  const clashes = await repo.findNameOrEmailClash(trx, body.accountName, body.email, exceptId);
  if (clashes.some((c) => c.name_clash)) throw new AppError('USER_NAME_TAKEN', { accountName: body.accountName });
  if (clashes.length > 0) throw new AppError('EMAIL_TAKEN', { email: body.email });
}

/** Two requests racing past checkUnique meet the unique indexes; say which one, not 500. */
function mapUniqueViolation(err: unknown, body: { accountName: string; email: string }): never {
  const constraint = uniqueViolation(err);
  if (constraint === 'users_account_name_key') throw new AppError('USER_NAME_TAKEN', { accountName: body.accountName });
  if (constraint === 'users_email_key') throw new AppError('EMAIL_TAKEN', { email: body.email });
  throw err;
}

/** The password policy: the contract's rules and the configured pattern (password settings). */
const checkNewPassword = (db: Kysely<Database>, password: string) => settings.assertPasswordAllowed(db, password);

/** A random password that meets the policy (upper, lower, digit; 20 characters). */
function temporaryPassword(): string {
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const lower = 'abcdefghijkmnopqrstuvwxyz';
  const digits = '23456789';
  const all = upper + lower + digits;
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(upper), pick(lower), pick(digits), ...Array.from({ length: 17 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/**
 * Creates a user (design.md §4): admin-created users must change their password at the first
 * sign-in. Without a password a random one is set and not revealed: the user signs in after a
 * reset by email, or once an administrator sets one (update-password).
 */
export async function createUser(ctx: SignedInContext, body: CreateUserBody): Promise<User> {
  if (body.password !== undefined) await checkNewPassword(ctx.db, body.password);
  const passwordHash = await hashPassword(body.password ?? temporaryPassword());
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      await checkUnique(trx, body);
      const links = await resolveLinks(trx, body);
      await roles.assertCanGrantRole(trx, ctx.actor, body.roleId);
      const { id } = await repo.insertUser(trx, {
        account_name: body.accountName,
        email: body.email,
        first_name: body.firstName ?? null,
        last_name: body.lastName ?? null,
        language: body.language,
        role_id: body.roleId,
        user_type: body.userType,
        customer_id: links.customerId,
        salesman_id: links.salesmanId,
        is_active: body.isActive ?? true,
        is_password_change_required: true,
        password_hash: passwordHash,
      });
      const row = await loadUser(trx, id);
      await writeAudit(trx, ctx.actor, {
        action: 'create',
        entity: 'user',
        entityId: id,
        before: null,
        after: { ...auditShape(row), passwordGenerated: body.password === undefined },
      });
      return toUser(row, ctx);
    });
  } catch (err) {
    return mapUniqueViolation(err, body);
  }
}

/**
 * Only a user whose role the caller could grant may be changed, deleted or given a password: otherwise
 * a holder of user.update could take over an administrator's account (new email, then a reset) without
 * ever assigning a role (docs/decisions/0021).
 */
async function assertMayManageUser(ctx: SignedInContext, trx: Kysely<Database>, user: UserRow) {
  if (user.id === ctx.actor.userId) return;
  if (!(await roles.canGrantRole(trx, ctx.actor, user.role_id))) throw new AppError('USER_NOT_MANAGEABLE', { id: user.id });
}

/**
 * Updates a user. Disabling one ends its sessions at once; nobody disables himself or changes his own
 * role; a new role must be one the caller could grant (docs/decisions/0021).
 */
export async function updateUser(ctx: SignedInContext, id: string, body: UpdateUserBody): Promise<User> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      if (!(await repo.lockUser(trx, id))) throw notFound({ id });
      const before = await loadUser(trx, id);
      const isActive = body.isActive ?? before.is_active;
      if (id === ctx.actor.userId && !isActive) throw new AppError('CANNOT_CHANGE_OWN_ACCOUNT');
      if (id === ctx.actor.userId && body.roleId !== before.role_id) throw new AppError('CANNOT_CHANGE_OWN_ROLE');
      await assertMayManageUser(ctx, trx, before);
      await checkUnique(trx, body, id);
      const links = await resolveLinks(trx, body);
      if (body.roleId !== before.role_id) await roles.assertCanGrantRole(trx, ctx.actor, body.roleId);
      await repo.updateUser(trx, id, {
        account_name: body.accountName,
        email: body.email,
        first_name: body.firstName === undefined ? before.first_name : body.firstName,
        last_name: body.lastName === undefined ? before.last_name : body.lastName,
        language: body.language,
        role_id: body.roleId,
        user_type: body.userType,
        customer_id: links.customerId,
        salesman_id: links.salesmanId,
        is_active: isActive,
        is_password_change_required: body.isPasswordChangeRequired ?? before.is_password_change_required,
      });
      if (before.is_active && !isActive) await endUserSessions(trx, id, 'user-disabled');
      const after = await loadUser(trx, id);
      await writeAudit(trx, ctx.actor, {
        action: 'update',
        entity: 'user',
        entityId: id,
        before: auditShape(before),
        after: auditShape(after),
      });
      return toUser(after, ctx);
    });
  } catch (err) {
    return mapUniqueViolation(err, body);
  }
}

/** Soft delete: the row stays for history (orders, audit); sessions end; the name and email are freed. */
export async function deleteUser(ctx: SignedInContext, id: string): Promise<void> {
  if (id === ctx.actor.userId) throw new AppError('CANNOT_CHANGE_OWN_ACCOUNT');
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.lockUser(trx, id))) throw notFound({ id });
    const before = await loadUser(trx, id);
    await assertMayManageUser(ctx, trx, before);
    await repo.softDeleteUser(trx, id);
    await endUserSessions(trx, id, 'user-deleted');
    await writeAudit(trx, ctx.actor, { action: 'delete', entity: 'user', entityId: id, before: auditShape(before), after: null });
  });
}

/** An administrator sets a password: policy checked, change required at next sign-in, every session ends. */
export async function setUserPassword(ctx: SignedInContext, id: string, body: SetUserPasswordBody): Promise<void> {
  if (body.newPassword !== body.confirmNewPassword) throw new AppError('PASSWORD_MISMATCH');
  await checkNewPassword(ctx.db, body.newPassword);
  const passwordHash = await hashPassword(body.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.lockUser(trx, id))) throw notFound({ id });
    const before = await loadUser(trx, id);
    await assertMayManageUser(ctx, trx, before);
    await repo.setPasswordByAdmin(trx, id, passwordHash);
    await endUserSessions(trx, id, 'password-set-by-admin');
    await writeAudit(trx, ctx.actor, {
      action: 'set-password',
      entity: 'user',
      entityId: id,
      before: { isPasswordChangeRequired: before.is_password_change_required },
      after: { isPasswordChangeRequired: true, passwordChanged: true },
    });
  });
}

/**
 * GET /api/users/customers: the customers that have dealer users, for the users filter; like every
 * customer list, only the caller's own (the customers area's scope: a salesman his assigned ones).
 */
export async function listUserCustomers(ctx: SignedInContext): Promise<CustomerRef[]> {
  const rows = await repo.listCustomersWithDealerUsers(ctx.db, customers.customerScopeOf(ctx.actor));
  return rows.map((r) => ({ id: r.id, name: r.name, code: r.code }));
}

/** A user is reminded of an administrator-set password at most once in this many hours. */
const REMINDER_INTERVAL_HOURS = 24;

/**
 * Emails every active user still on an administrator-set password (is_password_change_required),
 * within the list's SearchTerm and ColumnFilters, to sign in and change it, in the user's language.
 * Each reminder is an audit row, and the audit log is what keeps a user from being emailed twice
 * within 24 hours. Answers the matching users, paged, like GET /api/users.
 */
export async function notifyUsersForDefaultPassword(ctx: SignedInContext, query: PagedQuery): Promise<PagedList<User>> {
  const sort = parseOrderBy(query.OrderBy, repo.USER_SORT_FIELDS, [{ field: 'accountName', direction: 'asc' }]);
  const filters = {
    ...parseColumnFilters(query.ColumnFilters, UserColumnFiltersSchema),
    search: query.SearchTerm?.trim() || undefined,
    isActive: true,
    passwordChangeRequired: true,
  };
  const smtpConfigured = await isMailDeliveryConfigured(ctx.db, ctx.config);
  const base = ctx.config.PUBLIC_URL.replace(/\/+$/, '');
  const notified = await ctx.db.transaction().execute(async (trx) => {
    await repo.lockDefaultPasswordReminders(trx);
    const due = await repo.listUsersDueForReminder(trx, filters, REMINDER_INTERVAL_HOURS);
    // The templates are read on the transaction: PGlite has one connection, which the transaction holds.
    const mails = await composeMails(
      trx,
      due.map((user) => ({
        event: 'DefaultPasswordReminder' as const,
        to: user.email,
        language: user.language,
        vars: { name: user.first_name?.trim() || user.account_name, signInUrl: `${base}/sign-in`, forgotUrl: `${base}/forgot-password` },
      })),
    );
    await queueMails(trx, mails, { smtpConfigured });
    for (const user of due) {
      await writeAudit(trx, ctx.actor, {
        action: repo.DEFAULT_PASSWORD_REMINDER,
        entity: 'user',
        entityId: user.id,
        before: null,
        after: { email: user.email },
      });
    }
    return due.length;
  });
  ctx.log.info({ notified }, 'default-password reminders queued');
  const { rows, total } = await repo.listUsers(ctx.db, filters, sort, query.PageSize, offsetOf(query));
  return toPagedList(
    rows.map((r) => toUser(r, ctx)),
    total,
    query,
  );
}
