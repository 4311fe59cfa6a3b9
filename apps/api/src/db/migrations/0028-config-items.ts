import { type Kysely, sql } from 'kysely';

/**
 * Config items (spec 01 §3, 02 §3 "Config item"; issue 15; docs/configs.md).
 *
 * - `config_items`: key (unique whatever its case), value as text (read by its data type), description,
 *   data type (GET /api/definitions/configs/data-types), operation (the group).
 * - Seeded with the portal's own tunables at the spec's values (01 §9, 02 §9; the contract's
 *   CONFIG_TUNABLES), which the portal reads from here from now on.
 * - Every statement that writes the table notifies `dealerport_configs` when it commits, so every portal
 *   process drops its copy of the items (modules/configs/config-cache.ts) at once.
 */
const SEED: [key: string, value: string, operation: string, description: string][] = [
  ['orderStatusPollMs', '700', 'client', 'Sipariş durumu sorgulama aralığı (ms), sipariş kuyruktayken'],
  ['cartReloadDelayMs', '300', 'client', 'Müşteri seçildikten sonra sepetin yeniden yüklenme gecikmesi (ms)'],
  ['badgeMax', '99', 'client', 'Sepet rozetinin gösterdiği en büyük sayı (üstü 99+ gibi)'],
  ['toastMs', '2000', 'client', 'Bildirimlerin kapanma süresi (ms)'],
  ['errorToastMs', '3000', 'client', 'Hata bildirimlerinin kapanma süresi (ms)'],
  ['customerListPageSize', '10', 'client', 'Müşteri seçim listesinde sayfa başına satır'],
  ['productListPageSize', '50', 'catalog', 'Ürün listesinde sayfa başına ürün (varsayılan)'],
];

const UP = [
  `create table config_items (
    id serial primary key,
    key text not null check (key ~ '^[A-Za-z][A-Za-z0-9._-]*$' and length(key) <= 100),
    value text not null,
    description text not null default '',
    data_type text not null check (data_type in ('string', 'number', 'boolean', 'json', 'date')),
    operation text not null check (operation ~ '^[A-Za-z][A-Za-z0-9._-]*$' and length(operation) <= 50),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create unique index config_items_key_key on config_items (lower(key))`,
  `create index config_items_operation on config_items (lower(operation))`,
  `create function configs_notify() returns trigger language plpgsql as $$
  begin
    perform pg_notify('dealerport_configs', '');
    return null;
  end $$`,
  `create trigger config_items_notify after insert or update or delete or truncate on config_items
    for each statement execute function configs_notify()`,
];

const DOWN = [`drop trigger config_items_notify on config_items`, `drop function configs_notify()`, `drop table config_items`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
  for (const [key, value, operation, description] of SEED) {
    await sql`insert into config_items (key, value, description, data_type, operation)
      values (${key}, ${value}, ${description}, 'number', ${operation})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
