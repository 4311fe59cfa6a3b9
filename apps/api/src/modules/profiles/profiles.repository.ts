import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { liveUsersWithNames } from '../users';

type Executor = Kysely<Database>;

/** The signed-in user's profile: the user with role, customer and salesman names. */
export async function findProfileRow(db: Executor, userId: string) {
  return liveUsersWithNames(db)
    .select([
      'u.id',
      'u.account_name',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.language',
      'u.last_logged_on',
      'r.name as role_name',
      'r.names as role_names',
      'c.id as customer_id',
      'c.name as customer_name',
      'c.code as customer_code',
      's.id as salesman_id',
      's.name as salesman_name',
      's.code as salesman_code',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** The editable fields of a live user, locked for the change. */
export async function lockProfileFields(db: Executor, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'language'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether another live user has this email (case-insensitive). */
export async function emailTakenByOther(db: Executor, email: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('deleted_at', 'is', null)
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('id', '<>', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateProfileFields(
  db: Executor,
  userId: string,
  values: { email: string; first_name: string | null; last_name: string | null; language: string },
) {
  await db
    .updateTable('users')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}
