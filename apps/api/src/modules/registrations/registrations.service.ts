import { randomInt } from 'node:crypto';
import {
  type CustomerRegistration,
  type CustomerRegistrationBody,
  normalizeCulture,
  type PagedList,
  type PagedQuery,
  REGISTRATION_RECEIVED_MESSAGE,
  RegistrationColumnFiltersSchema,
  type RegistrationReceived,
  type RejectRegistrationBody,
} from '@dealerport/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { randomToken } from '../../lib/crypto';
import { uniqueViolation } from '../../lib/db-errors';
import { offsetOf, parseColumnFilters, parseOrderBy, toPagedList } from '../../lib/paging';
import { hashPassword } from '../../lib/passwords';
import { writeAudit } from '../../platform/audit/audit';
import type { RequestContext, SignedInContext } from '../../plugins/context';
import * as auth from '../auth';
import { sendEmail } from '../emails';
import * as roles from '../roles';
import * as repo from './registrations.repository';

type RegistrationRow = NonNullable<Awaited<ReturnType<typeof repo.findRegistration>>>;

const iso = (value: Date | string) => new Date(value).toISOString();

function toRegistration(row: RegistrationRow): CustomerRegistration {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    email: row.email,
    phoneNumber: row.phone_number,
    representativePerson: row.representative_person,
    taxNumber: row.tax_number,
    taxOffice: row.tax_office,
    address: row.address,
    city: row.city,
    countryCode: row.country_code?.trim() ?? null,
    customerSectors: row.customer_sectors ?? [],
    language: row.language,
    isKvkkConfirm: row.is_kvkk_confirm,
    isCommunicationConfirm: row.is_communication_confirm,
    consentAt: iso(row.consent_at),
    status: row.status,
    customerId: row.customer_id,
    createdAt: iso(row.created_at),
    decidedAt: row.decided_at ? iso(row.decided_at) : null,
    rejectionReason: row.rejection_reason,
  };
}

/**
 * A dealer applies (POST /api/auths/sign-up and POST /api/customers/customer-registration,
 * design.md §4): the KVKK consent is required; the consents are kept with the caller's address and
 * the time. One pending application per email, and none for an email that already has an account.
 * No account exists until an administrator approves (approveRegistration).
 */
export async function registerCustomer(ctx: RequestContext, body: CustomerRegistrationBody): Promise<RegistrationReceived> {
  if (!body.isKvkkConfirm) throw new AppError('KVKK_CONSENT_REQUIRED');
  try {
    const row = await ctx.db.transaction().execute(async (trx) => {
      if ((await repo.pendingRegistrationExists(trx, body.email)) || (await repo.userWithEmailExists(trx, body.email))) {
        throw new AppError('REGISTRATION_EXISTS');
      }
      const inserted = await repo.insertRegistration(trx, {
        name: body.name,
        title: body.title,
        email: body.email,
        phone_number: body.phoneNumber,
        representative_person: body.representativePerson,
        tax_number: body.taxNumber,
        tax_office: body.taxOffice,
        address: body.address,
        city: body.city,
        country_code: body.countryCode,
        customer_sectors: body.customerSectors,
        language: ctx.culture,
        is_kvkk_confirm: true,
        is_communication_confirm: body.isCommunicationConfirm,
        consent_ip: ctx.ip,
      });
      // To the staff the RegistrationReceived event names (its cc/bcc; off until an administrator turns it on).
      await sendEmail(trx, ctx.config, {
        event: 'RegistrationReceived',
        to: null,
        language: null,
        vars: {
          person: body.representativePerson,
          company: body.name,
          email: body.email,
          link: `${ctx.config.PUBLIC_URL.replace(/\/+$/, '')}/dealer-register-list`,
        },
      });
      return inserted;
    });
    ctx.log.info({ registrationId: row.id }, 'customer registration received');
    return { data: { registrationId: row.id }, message: REGISTRATION_RECEIVED_MESSAGE[ctx.culture] };
  } catch (err) {
    if (uniqueViolation(err) === 'customer_registrations_pending_email_key') throw new AppError('REGISTRATION_EXISTS');
    throw err;
  }
}

export async function listRegistrations(ctx: SignedInContext, query: PagedQuery): Promise<PagedList<CustomerRegistration>> {
  const sort = parseOrderBy(query.OrderBy, repo.REGISTRATION_SORT_FIELDS, [{ field: 'createdAt', direction: 'desc' }]);
  const filters = parseColumnFilters(query.ColumnFilters, RegistrationColumnFiltersSchema);
  const search = query.SearchTerm?.trim() || undefined;
  const { rows, total } = await repo.listRegistrations(ctx.db, { ...filters, search }, sort, query.PageSize, offsetOf(query));
  return toPagedList(rows.map(toRegistration), total, query);
}

/** Deletes a registration with its personal data (KVKK); an approved one leaves its customer in place. */
export async function deleteRegistration(ctx: SignedInContext, id: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.lockRegistration(trx, id);
    if (!before) throw notFound({ id });
    await repo.deleteRegistration(trx, id);
    // The audit row keeps what was decided about which company, not the applicant's personal data.
    await writeAudit(trx, ctx.actor, {
      action: 'delete',
      entity: 'customer-registration',
      entityId: id,
      before: { name: before.name, status: before.status, customerId: before.customer_id },
      after: null,
    });
  });
}

/** An account name from the email's local part (letters, digits, . _ -), made unique with a suffix. */
async function freeAccountName(trx: Kysely<Database>, email: string): Promise<string> {
  const local = email.split('@')[0] ?? '';
  let base = local
    .toLowerCase()
    .replace(/[^\p{L}\p{N}._-]/gu, '')
    .slice(0, 60);
  if (base.length < 2) base = `dealer${base}`;
  if (!(await repo.accountNameTaken(trx, base))) return base;
  for (let n = 2; n < 100; n++) {
    const candidate = `${base}.${n}`;
    if (!(await repo.accountNameTaken(trx, candidate))) return candidate;
  }
  return `${base}.${randomInt(100_000, 1_000_000)}`;
}

function splitName(person: string): { first: string | null; last: string | null } {
  const parts = person.trim().split(/\s+/);
  if (parts.length < 2) return { first: parts[0] || null, last: null };
  return { first: parts.slice(0, -1).join(' '), last: parts.at(-1)! };
}

export interface ApprovedRegistration {
  registrationId: string;
  customerId: string;
  customerCode: string;
  userId: string;
  accountName: string;
}

/**
 * Approves a pending registration (design.md §4): in one transaction creates the customer (with a
 * generated WEB###### code) and its dealer user (account name from the email, an unknown random
 * password, password change required), marks the registration approved, writes audit rows, and
 * queues an email, in the applicant's language, with a set-password link valid
 * PASSWORD_SETUP_LINK_DAYS days. `roleId` must be a dealer role; without it the first system
 * dealer role is used. Like any role assignment, only a role whose permissions the approver holds
 * himself (ROLE_NOT_GRANTABLE otherwise, docs/decisions/0021).
 *
 * Exposed as POST /api/customers/customer-registration/{id}/approve (an extension call, permission
 * customer-registration.update).
 */
export async function approveRegistration(ctx: SignedInContext, id: string, opts: { roleId?: number } = {}): Promise<ApprovedRegistration> {
  const passwordHash = await hashPassword(randomToken());
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const reg = await repo.lockRegistration(trx, id);
      if (!reg) throw notFound({ id });
      if (reg.status !== 'pending') throw new AppError('REGISTRATION_NOT_PENDING');
      const role = await repo.findDealerRole(trx, opts.roleId);
      if (!role) throw new AppError('UNKNOWN_ROLE', { roleId: opts.roleId });
      await roles.assertCanGrantRole(trx, ctx.actor, role.id);
      if (await repo.userWithEmailExists(trx, reg.email)) throw new AppError('EMAIL_TAKEN', { email: reg.email });

      const { customer, user, countryCode } = await createCustomerAndUser(trx, reg, role.id, passwordHash);
      await repo.markApproved(trx, id, customer.id, ctx.actor.userId);

      await auditApproval(trx, ctx, reg, { customer, user, countryCode, roleId: role.id });
      await mailSetPasswordLink(trx, ctx, reg, user);

      return { registrationId: id, customerId: customer.id, customerCode: customer.code!, userId: user.id, accountName: user.account_name };
    });
  } catch (err) {
    const constraint = uniqueViolation(err);
    // A concurrent approval or user creation took the email (or the account name) first.
    if (constraint === 'users_email_key') throw new AppError('EMAIL_TAKEN');
    throw err;
  }
}

type LockedRegistration = NonNullable<Awaited<ReturnType<typeof repo.lockRegistration>>>;
type Executor = Kysely<Database>;

/**
 * The customer of an approved registration (numbered, currency by country, with the registration's sectors
 * and consents) and its first dealer user.
 */
async function createCustomerAndUser(trx: Executor, reg: LockedRegistration, roleId: number, passwordHash: string) {
  const countryCode = reg.country_code?.trim() || 'TR';
  const customer = await repo.insertCustomer(trx, {
    code: await repo.nextCustomerCode(trx),
    name: reg.name,
    title: reg.title,
    email: reg.email,
    phone_number: reg.phone_number,
    representative_person: reg.representative_person,
    country_code: countryCode,
    currency: countryCode === 'TR' ? 'TRY' : 'EUR',
    tax_number: reg.tax_number,
    tax_office: reg.tax_office,
    address: reg.address,
    city: reg.city,
    customer_sectors: reg.customer_sectors ?? [],
    // The customer carries what the applicant agreed to (spec 01 §3 Customer; migration 0021).
    is_kvkk_confirm: reg.is_kvkk_confirm,
    is_communication_confirm: reg.is_communication_confirm,
  });
  const names = splitName(reg.representative_person);
  const user = await repo.insertDealerUser(trx, {
    account_name: await freeAccountName(trx, reg.email),
    email: reg.email,
    first_name: names.first,
    last_name: names.last,
    language: normalizeCulture(reg.language),
    role_id: roleId,
    customer_id: customer.id,
    password_hash: passwordHash,
  });
  return { customer, user, countryCode };
}

/** The approval, the new customer and the new user in the audit log. */
async function auditApproval(
  trx: Executor,
  ctx: SignedInContext,
  reg: LockedRegistration,
  created: Awaited<ReturnType<typeof createCustomerAndUser>> & { roleId: number },
) {
  const { customer, user, countryCode, roleId: role_id } = created;
  const id = reg.id;
  await writeAudit(trx, ctx.actor, {
    action: 'approve',
    entity: 'customer-registration',
    entityId: id,
    before: { status: reg.status },
    after: { status: 'approved', customerId: customer.id, userId: user.id },
  });
  await writeAudit(trx, ctx.actor, {
    action: 'create',
    entity: 'customer',
    entityId: customer.id,
    before: null,
    after: { code: customer.code, name: customer.name, countryCode, registrationId: id },
  });
  await writeAudit(trx, ctx.actor, {
    action: 'create',
    entity: 'user',
    entityId: user.id,
    before: null,
    after: {
      accountName: user.account_name,
      email: user.email,
      roleId: role_id,
      userType: 'dealer',
      customerId: customer.id,
      isPasswordChangeRequired: true,
      passwordGenerated: true,
    },
  });
}

/** The approval email with the new user's set-password link, in the registration's language. */
async function mailSetPasswordLink(
  trx: Executor,
  ctx: SignedInContext,
  reg: LockedRegistration,
  user: { id: string; account_name: string; email: string },
) {
  const link = await auth.createPasswordSetupLink(trx, ctx.config, user.id);
  await sendEmail(trx, ctx.config, {
    event: 'RegistrationApproved',
    to: user.email,
    language: reg.language,
    vars: {
      person: reg.representative_person,
      company: reg.name,
      accountName: user.account_name,
      link,
      days: auth.PASSWORD_SETUP_LINK_DAYS,
    },
  });
}

/**
 * Rejects a pending registration (REGISTRATION_NOT_PENDING once decided): keeps the reason, writes an
 * audit row (the decision and whether a reason was given, not the applicant's personal data) and, unless
 * `notify` is false, queues an email with the decision and the reason in the applicant's language. The
 * pending-email index no longer holds the email, so the company may apply again.
 */
export async function rejectRegistration(ctx: SignedInContext, id: string, body: RejectRegistrationBody): Promise<CustomerRegistration> {
  const reason = body.reason?.trim() || null;
  return ctx.db.transaction().execute(async (trx) => {
    const reg = await repo.lockRegistration(trx, id);
    if (!reg) throw notFound({ id });
    if (reg.status !== 'pending') throw new AppError('REGISTRATION_NOT_PENDING');
    await repo.markRejected(trx, id, ctx.actor.userId, reason);
    const notified = body.notify;
    await writeAudit(trx, ctx.actor, {
      action: 'reject',
      entity: 'customer-registration',
      entityId: id,
      before: { status: reg.status },
      after: { status: 'rejected', reasonGiven: reason !== null, applicantNotified: notified },
    });
    if (notified) {
      await sendEmail(trx, ctx.config, {
        event: 'RegistrationRejected',
        to: reg.email,
        language: reg.language,
        vars: { person: reg.representative_person, company: reg.name, reason },
      });
    }
    const row = await repo.findRegistration(trx, id);
    return toRegistration(row!);
  });
}
