import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Actor } from '../../plugins/context';
import { type AuditEntry, auditInsertSql } from './audit.sql';

export type { AuditEntry } from './audit.sql';

/**
 * Writes one audit row. Call it with the transaction that makes the change, so the row exists
 * exactly when the change does.
 */
export async function writeAudit(trx: Kysely<Database>, actor: Pick<Actor, 'userId'> | null, entry: AuditEntry): Promise<void> {
  await auditInsertSql(actor, [entry]).execute(trx);
}
