import { type Kysely, sql } from 'kysely';
import type { Database, LocalisedNames } from '../../db/schema';

/** SQL of the email event settings and templates (migration 0032). */

type Executor = Kysely<Database>;

export interface EventSettingRow {
  id: number;
  eventName: string;
  categoryId: number | null;
  categoryNames: LocalisedNames | null;
  isActive: boolean;
  cc: string[];
  bcc: string[];
}

export interface TemplateRow {
  eventSettingId: number;
  language: 'tr' | 'de' | 'en';
  title: string | null;
  body: string | null;
  version: number;
}

const settingColumns = (db: Executor) =>
  db
    .selectFrom('email_event_settings as s')
    .leftJoin('categories as c', 'c.id', 's.category_id')
    .select([
      's.id',
      's.event_name as eventName',
      's.category_id as categoryId',
      'c.names as categoryNames',
      's.is_active as isActive',
      's.cc',
      's.bcc',
    ]);

/** Every event setting (a few per event), events first, then their category variants. */
export async function listEventSettings(db: Executor): Promise<EventSettingRow[]> {
  const rows = await settingColumns(db).orderBy('s.event_name').orderBy(sql`s.category_id nulls first`).orderBy('s.id').execute();
  return rows as EventSettingRow[];
}

/** Every edited template (a reset one too: its title and body null, its version kept). */
export async function listTemplates(db: Executor): Promise<TemplateRow[]> {
  return db.selectFrom('email_templates').select(['event_setting_id as eventSettingId', 'language', 'title', 'body', 'version']).execute();
}

export async function findEventSetting(db: Executor, id: number): Promise<EventSettingRow | undefined> {
  return (await settingColumns(db).where('s.id', '=', id).executeTakeFirst()) as EventSettingRow | undefined;
}

/** An event's setting for a category (null: the event itself), locked for a change. */
export async function lockEventSetting(db: Executor, where: { id: number } | { eventName: string; categoryId: number | null }) {
  let q = db
    .selectFrom('email_event_settings')
    .select(['id', 'event_name as eventName', 'category_id as categoryId', 'is_active as isActive', 'cc', 'bcc']);
  if ('id' in where) q = q.where('id', '=', where.id);
  else {
    q = q.where('event_name', '=', where.eventName);
    q = where.categoryId === null ? q.where('category_id', 'is', null) : q.where('category_id', '=', where.categoryId);
  }
  return q.forUpdate().executeTakeFirst();
}

export async function insertEventSetting(
  db: Executor,
  row: { eventName: string; categoryId: number | null; isActive: boolean; cc: string[]; bcc: string[]; userId: string },
): Promise<number> {
  const inserted = await db
    .insertInto('email_event_settings')
    .values({
      event_name: row.eventName,
      category_id: row.categoryId,
      is_active: row.isActive,
      cc: row.cc,
      bcc: row.bcc,
      updated_by: row.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateEventSetting(
  db: Executor,
  id: number,
  row: { isActive: boolean; cc: string[]; bcc: string[]; userId: string },
): Promise<void> {
  await db
    .updateTable('email_event_settings')
    .set({ is_active: row.isActive, cc: row.cc, bcc: row.bcc, updated_by: row.userId, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** The template of a setting and language, locked (undefined: never edited). */
export async function lockTemplate(db: Executor, eventSettingId: number, language: string) {
  return db
    .selectFrom('email_templates')
    .select(['title', 'body', 'version'])
    .where('event_setting_id', '=', eventSettingId)
    .where('language', '=', language as 'tr')
    .forUpdate()
    .executeTakeFirst();
}

/** Writes a template (null title and body: the built-in text again) and raises its version; answers it. */
export async function saveTemplate(
  db: Executor,
  t: { eventSettingId: number; language: 'tr' | 'de' | 'en'; title: string | null; body: string | null; userId: string },
): Promise<number> {
  const row = await db
    .insertInto('email_templates')
    .values({ event_setting_id: t.eventSettingId, language: t.language, title: t.title, body: t.body, version: 1, updated_by: t.userId })
    .onConflict((oc) =>
      oc.columns(['event_setting_id', 'language']).doUpdateSet({
        title: t.title,
        body: t.body,
        updated_by: t.userId,
        updated_at: sql`now()`,
        version: sql`email_templates.version + 1`,
      }),
    )
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

export async function categoryExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The categories given and every ancestor of them (a variant for "rims" applies to a rim sub-category). */
export async function categoriesWithAncestors(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await sql<{ id: number }>`
    with recursive up(id, parent_id) as (
      select id, parent_id from categories where id = any(${[...ids]}::int[])
      union
      select c.id, c.parent_id from categories c join up on c.id = up.parent_id
    )
    select id from up`.execute(db);
  return rows.rows.map((r) => r.id);
}

/** Whom an order's mail goes to: the user who placed it (while active), else the customer; in the customer's language, else the user's. */
export interface OrderRecipientRow {
  docNumber: string;
  currency: string;
  customerName: string;
  customerEmail: string | null;
  customerLanguage: string | null;
  userEmail: string | null;
  userLanguage: string | null;
  userName: string | null;
}

export async function findOrderRecipient(db: Executor, orderId: string): Promise<OrderRecipientRow | undefined> {
  const { rows } = await sql<OrderRecipientRow>`
    select o.doc_number as "docNumber", trim(o.currency) as currency,
      c.name as "customerName", c.email as "customerEmail", c.language as "customerLanguage",
      case when u.is_active and u.deleted_at is null then u.email end as "userEmail", u.language as "userLanguage",
      coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.account_name) as "userName"
    from orders o
    join customers c on c.id = o.customer_id
    left join users u on u.id = o.user_id
    where o.id = ${orderId}`.execute(db);
  return rows[0];
}
