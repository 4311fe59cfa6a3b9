import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * The handle every query runs on (the database or a transaction). Its own file, below database.ts
 * and change-signal.ts, so that those two (and prepared-statements.ts) import each other one way only.
 */
export type Db = Kysely<Database>;
