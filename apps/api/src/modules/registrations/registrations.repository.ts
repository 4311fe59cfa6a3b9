import { type Insertable, type Kysely, sql } from 'kysely';
import type { CustomerRegistrationsTable, Database } from '../../db/schema';
import { containsPattern, foldedColumn } from '../../lib/search';

type Executor = Kysely<Database>;

const SORT_COLUMNS = {
  createdAt: 'r.created_at',
  name: 'r.name',
  email: 'r.email',
  status: 'r.status',
  countryCode: 'r.country_code',
} as const;
export type RegistrationSortField = keyof typeof SORT_COLUMNS;
export const REGISTRATION_SORT_FIELDS = Object.keys(SORT_COLUMNS) as RegistrationSortField[];

const registrationColumns = [
  'r.id',
  'r.name',
  'r.title',
  'r.email',
  'r.phone_number',
  'r.representative_person',
  'r.tax_number',
  'r.tax_office',
  'r.address',
  'r.city',
  'r.country_code',
  'r.customer_sectors',
  'r.language',
  'r.is_kvkk_confirm',
  'r.is_communication_confirm',
  'r.consent_at',
  'r.status',
  'r.customer_id',
  'r.created_at',
  'r.decided_at',
  'r.rejection_reason',
] as const;

export async function listRegistrations(
  db: Executor,
  filters: { search?: string; status?: 'pending' | 'approved' | 'rejected'; countryCode?: string },
  sort: { field: RegistrationSortField; direction: 'asc' | 'desc' }[],
  limit: number,
  offset: number,
) {
  let q = db.selectFrom('customer_registrations as r');
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    q = q.where((eb) =>
      eb.or([
        eb(foldedColumn('r.name'), 'like', pattern),
        eb(foldedColumn('r.title'), 'like', pattern),
        eb(foldedColumn('r.email'), 'like', pattern),
        eb(foldedColumn('r.representative_person'), 'like', pattern),
      ]),
    );
  }
  if (filters.status) q = q.where('r.status', '=', filters.status);
  if (filters.countryCode) q = q.where('r.country_code', '=', filters.countryCode.toUpperCase());
  const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  let page = q.select(registrationColumns);
  for (const s of sort) {
    page = page.orderBy(sql.ref(SORT_COLUMNS[s.field]), (ob) => (s.direction === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsFirst()));
  }
  const rows = await page.orderBy('r.id').limit(limit).offset(offset).execute();
  return { rows, total: Number(total.n) };
}

export async function findRegistration(db: Executor, id: string) {
  return db.selectFrom('customer_registrations as r').select(registrationColumns).where('r.id', '=', id).executeTakeFirst();
}

export async function lockRegistration(db: Executor, id: string) {
  return db.selectFrom('customer_registrations as r').select(registrationColumns).where('r.id', '=', id).forUpdate().executeTakeFirst();
}

export async function pendingRegistrationExists(db: Executor, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('customer_registrations')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

/** A live user with this email (case-insensitive). */
export async function userWithEmailExists(db: Executor, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertRegistration(db: Executor, values: Insertable<CustomerRegistrationsTable>) {
  return db.insertInto('customer_registrations').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function deleteRegistration(db: Executor, id: string) {
  await db.deleteFrom('customer_registrations').where('id', '=', id).execute();
}

export async function markApproved(db: Executor, id: string, customerId: string, decidedBy: string) {
  await db
    .updateTable('customer_registrations')
    .set({ status: 'approved', customer_id: customerId, decided_at: sql`now()`, decided_by: decidedBy })
    .where('id', '=', id)
    .execute();
}

export async function markRejected(db: Executor, id: string, decidedBy: string, reason: string | null) {
  await db
    .updateTable('customer_registrations')
    .set({ status: 'rejected', decided_at: sql`now()`, decided_by: decidedBy, rejection_reason: reason })
    .where('id', '=', id)
    .execute();
}

// ---- approval: the customer and its first dealer user ----

/** The role a new dealer gets: the given one if it is a live dealer role, else the first system dealer role. */
export async function findDealerRole(db: Executor, roleId: number | undefined) {
  let q = db.selectFrom('roles').select(['id', 'role_type']).where('deleted_at', 'is', null).where('role_type', '=', 'dealer');
  q = roleId === undefined ? q.orderBy('is_system', 'desc').orderBy('id') : q.where('id', '=', roleId);
  return q.limit(1).forShare().executeTakeFirst();
}

export async function accountNameTaken(db: Executor, accountName: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(account_name)`, '=', accountName.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The next web customer code (WEB000001, ...), skipping codes already used by hand. */
export async function nextCustomerCode(db: Executor): Promise<string> {
  for (;;) {
    const { rows } = await sql<{ code: string }>`select 'WEB' || lpad(nextval('customer_web_code_seq')::text, 6, '0') as code`.execute(db);
    const code = rows[0]!.code;
    const used = await db.selectFrom('customers').select('id').where('code', '=', code).executeTakeFirst();
    if (!used) return code;
  }
}

export async function insertCustomer(
  db: Executor,
  values: {
    code: string;
    name: string;
    title: string;
    email: string;
    phone_number: string;
    representative_person: string;
    country_code: string;
    currency: string;
    tax_number: string | null;
    tax_office: string | null;
    address: string | null;
    city: string | null;
    customer_sectors: string[];
    is_kvkk_confirm: boolean;
    is_communication_confirm: boolean;
  },
) {
  return db.insertInto('customers').values(values).returning(['id', 'code', 'name']).executeTakeFirstOrThrow();
}

export async function insertDealerUser(
  db: Executor,
  values: {
    account_name: string;
    email: string;
    first_name: string | null;
    last_name: string | null;
    language: string;
    role_id: number;
    customer_id: string;
    password_hash: string;
  },
) {
  return db
    .insertInto('users')
    .values({ ...values, user_type: 'dealer', is_active: true, is_password_change_required: true })
    .returning(['id', 'account_name', 'email', 'language'])
    .executeTakeFirstOrThrow();
}
