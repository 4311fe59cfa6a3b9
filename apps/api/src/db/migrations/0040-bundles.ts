import { type Kysely, sql } from 'kysely';

/**
 * Bundles (spec 01 §3, 02 §3 "Bundle"; issue 18; ADR 0048).
 *
 * - `bundles`: a unique tag (a slug: `new`, `campaign`, `best-sellers` are the home page's strips), a title
 *   and a description per language as JSON (`{ "tr": "...", "de": "", "en": "" }`, tr required: the
 *   fallback), a switch.
 * - `bundle_products`: the products of a bundle in order (by id; the calls take and answer codes). A
 *   product that is deleted leaves its bundles.
 * - Both notify `dealerport_tables` with their name on every writing statement (migration 0037's function),
 *   so every portal process drops its copy of the bundles (modules/bundles/bundle-cache.ts) at once.
 */
const UP = [
  `create table bundles (
    id serial primary key,
    tag text not null unique check (tag ~ '^[a-z0-9][a-z0-9_-]*$' and length(tag) <= 50),
    titles jsonb not null check (jsonb_typeof(titles) = 'object' and coalesce(titles->>'tr', '') <> ''),
    descriptions jsonb not null default '{}' check (jsonb_typeof(descriptions) = 'object'),
    is_active boolean not null default true,
    created_by uuid references users(id) on delete set null,
    created_at timestamptz not null default now(),
    updated_by uuid references users(id) on delete set null,
    updated_at timestamptz not null default now()
  )`,
  `create table bundle_products (
    bundle_id integer not null references bundles(id) on delete cascade,
    product_id integer not null references products(id) on delete cascade,
    sort_order integer not null,
    primary key (bundle_id, product_id)
  )`,
  `create index bundle_products_product on bundle_products (product_id)`,
  ...['bundles', 'bundle_products'].map(
    (t) => `create trigger ${t}_tables_notify after insert or update or delete or truncate on ${t}
      for each statement execute function tables_notify()`,
  ),
];

const DOWN = [`drop table bundle_products`, `drop table bundles`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
