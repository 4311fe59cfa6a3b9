import { type RawBuilder, sql } from 'kysely';

/** Who made the change (plugins/context Actor has it; a *.sql.ts file imports nothing of plugins/). */
export interface AuditActor {
  userId: string;
}

export interface AuditEntry {
  /** What happened: create, update, delete, set-password, ... */
  action: string;
  /** What it happened to: user, role, ... */
  entity: string;
  entityId: string | number;
  /** The entity before and after, as plain data. Never secrets: password hashes are stripped. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Keys never written to the audit log, whatever a caller passes. */
const SECRET_KEYS = /^(password|password_?hash|passwordHash|token|token_?hash|refresh_?token|secret)$/i;

/** The rows as one JSON array, without secrets (at any depth of before and after). */
function scrubbed(rows: ReadonlyArray<Record<string, unknown>>): string {
  return JSON.stringify(rows, (key, v) => (key && SECRET_KEYS.test(key) ? undefined : v));
}

/**
 * The insert of audit rows as one SQL statement, for a caller that folds it into a statement of its
 * own (a data-modifying CTE: `with a as (${auditInsertSql(...)}) ...`) to save a round trip.
 */
export function auditInsertSql(actor: AuditActor | null, entries: readonly AuditEntry[]): RawBuilder<unknown> {
  const rows = entries.map((e, ord) => ({
    action: e.action,
    entity: e.entity,
    entity_id: String(e.entityId),
    before: e.before ?? null,
    after: e.after ?? null,
    ord,
  }));
  // One JSON parameter, not a VALUES row per entry: the statement's text is the same for any number of rows.
  return sql`insert into audit_log (actor_user_id, action, entity, entity_id, before, after)
    select ${actor?.userId ?? null}::uuid, a.action, a.entity, a.entity_id, a.before, a.after
    from jsonb_to_recordset(${scrubbed(rows)}::jsonb) as a(action text, entity text, entity_id text, before jsonb, after jsonb, ord int)
    order by a.ord`;
}
