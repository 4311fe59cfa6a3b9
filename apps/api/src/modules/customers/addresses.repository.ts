import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database>;

const addressColumns = [
  'id',
  'code',
  'caption',
  'title',
  'responsible',
  'address',
  'city',
  'post_code',
  'country_code',
  'is_default',
] as const;

export interface AddressValues {
  code: string;
  caption: string;
  title: string | null;
  responsible: string | null;
  address: string;
  city: string;
  post_code: string | null;
  country_code: string;
  is_default: boolean;
}

/** A customer's live addresses: the default first, then by code. */
export async function listAddresses(db: Executor, customerId: string) {
  return db
    .selectFrom('customer_addresses')
    .select(addressColumns)
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .orderBy('is_default', 'desc')
    .orderBy('code')
    .orderBy('id')
    .execute();
}

/** One live address, only if it belongs to this customer (access in the where, never leaked). */
export async function findAddress(db: Executor, customerId: string, id: string) {
  return db
    .selectFrom('customer_addresses')
    .select(addressColumns)
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function lockAddress(db: Executor, customerId: string, id: string) {
  return db
    .selectFrom('customer_addresses')
    .select(addressColumns)
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether another live address of the customer has this code (case-insensitive). */
export async function codeTaken(db: Executor, customerId: string, code: string, exceptId?: string): Promise<boolean> {
  let q = db
    .selectFrom('customer_addresses')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .where(sql`lower(code)`, '=', code.toLowerCase());
  if (exceptId) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Clears the customer's default flag before another address takes it. */
export async function clearDefault(db: Executor, customerId: string, exceptId?: string) {
  let q = db
    .updateTable('customer_addresses')
    .set({ is_default: false, updated_at: sql`now()` })
    .where('customer_id', '=', customerId)
    .where('is_default', '=', true)
    .where('deleted_at', 'is', null);
  if (exceptId) q = q.where('id', '<>', exceptId);
  await q.execute();
}

export async function insertAddress(db: Executor, customerId: string, values: AddressValues) {
  return db
    .insertInto('customer_addresses')
    .values({ ...values, customer_id: customerId })
    .returning(addressColumns)
    .executeTakeFirstOrThrow();
}

export async function updateAddress(db: Executor, id: string, values: AddressValues) {
  return db
    .updateTable('customer_addresses')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(addressColumns)
    .executeTakeFirstOrThrow();
}

export async function softDeleteAddress(db: Executor, id: string) {
  await db
    .updateTable('customer_addresses')
    .set({ deleted_at: sql`now()`, is_default: false, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}
