import { type Kysely, sql } from 'kysely';

/**
 * Catalogue and portal texts in the reader's language (ADR 0062):
 * - `products.names`: a product's name per language as the ERP may send it beside `name` (`{ tr?, de?, en? }`,
 *   null when it sends none); a reader gets their language, else Turkish, else `name`;
 * - `roles.names` and `scheduled_jobs.names`: the names of the built-in roles and tasks per language; null for
 *   the ones an administrator named (their own name is read in every language).
 *
 * The built-in rows this portal created itself (the demo's four roles, migration 0024's five tasks) get
 * their names here, but only while they still carry the name they were created with: one an administrator
 * renamed keeps that name. Product names are the ERP's: nothing is guessed for them.
 */
const ROLES: Array<[roleType: string, name: string, tr: string, de: string, en: string]> = [
  ['admin', 'Administrator', 'Yönetici', 'Administrator', 'Administrator'],
  ['staff', 'Customer service', 'Müşteri hizmetleri', 'Kundenservice', 'Customer service'],
  ['salesman', 'Salesman', 'Plasiyer', 'Verkäufer', 'Salesman'],
  ['dealer', 'Dealer', 'Bayi', 'Händler', 'Dealer'],
];

const TASKS: Array<[key: string, name: string, tr: string, de: string, en: string]> = [
  [
    'expire-abandoned-carts',
    'Expire abandoned carts',
    'Terk edilmiş sepetleri sil',
    'Verlassene Warenkörbe löschen',
    'Expire abandoned carts',
  ],
  [
    'purge-expired-sessions',
    'Purge expired sessions',
    'Süresi dolan oturumları temizle',
    'Abgelaufene Sitzungen löschen',
    'Purge expired sessions',
  ],
  ['purge-sent-mail', 'Purge sent emails', 'Gönderilmiş e-postaları temizle', 'Gesendete E-Mails löschen', 'Purge sent emails'],
  [
    'retry-erp-handoffs',
    'Retry stuck ERP hand-offs',
    'Takılan ERP aktarımlarını yeniden dene',
    'Hängende ERP-Übergaben wiederholen',
    'Retry stuck ERP hand-offs',
  ],
  [
    'refresh-catalogue',
    'Refresh the catalogue read model',
    'Katalog okuma modelini yenile',
    'Katalog-Lesemodell auffrischen',
    'Refresh the catalogue read model',
  ],
];

const names = (tr: string, de: string, en: string) => JSON.stringify({ tr, de, en });

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products add column names jsonb`.execute(db);
  await sql`alter table roles add column names jsonb`.execute(db);
  await sql`alter table scheduled_jobs add column names jsonb`.execute(db);
  for (const [roleType, name, tr, de, en] of ROLES)
    await sql`update roles set names = ${names(tr, de, en)}::jsonb
      where is_system and role_type = ${roleType} and name = ${name} and names is null`.execute(db);
  for (const [key, name, tr, de, en] of TASKS)
    await sql`update scheduled_jobs set names = ${names(tr, de, en)}::jsonb
      where kind = 'builtin' and builtin_key = ${key} and name = ${name} and names is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table scheduled_jobs drop column names`.execute(db);
  await sql`alter table roles drop column names`.execute(db);
  await sql`alter table products drop column names`.execute(db);
}
