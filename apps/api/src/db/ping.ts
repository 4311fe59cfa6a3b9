import { sql } from 'kysely';
import type { Db } from './database';

/** A round trip to the database (the readiness probe). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
