import { type Kysely, sql } from 'kysely';

/**
 * Banners (spec 01 §3, 02 §3 "Banner", "Localised image"; issue 18; ADR 0045).
 *
 * - `banners`: a group tag (a slug: `home-main` is the home page's carousel), an optional category and
 *   country (null: every one), title, description, link and its target, order, a switch and an optional
 *   window of time. `images` holds each language's stored image as `{ "tr": { "url", "thumbnailUrl" }, ... }`
 *   (written by the image pipeline, platform/storage); the Turkish one is required, it is the fallback.
 * - The link is checked by the contract (a path of the portal or http(s)); the table refuses the worst
 *   again, so nothing written around the service can store a `javascript:` link.
 * - Every statement that writes the table notifies `dealerport_banners` when it commits, so every portal
 *   process drops its copy of the banners (modules/banners/banner-cache.ts) at once.
 */
const UP = [
  `create table banners (
    id serial primary key,
    group_tag text not null check (group_tag ~ '^[a-z0-9][a-z0-9_-]*$' and length(group_tag) <= 50),
    category_id integer references categories(id) on delete cascade,
    country_code text references countries(code) on delete cascade,
    title text not null,
    description text not null default '',
    href text check (href is null or href ~* '^(/([^/\\\\]|$)|https?://)'),
    target text not null default '_self' check (target in ('_self', '_blank')),
    sort_order integer not null default 0,
    is_active boolean not null default true,
    active_from timestamptz,
    active_to timestamptz,
    images jsonb not null check (jsonb_typeof(images) = 'object' and images ? 'tr'),
    created_by uuid references users(id) on delete set null,
    created_at timestamptz not null default now(),
    updated_by uuid references users(id) on delete set null,
    updated_at timestamptz not null default now(),
    check (active_from is null or active_to is null or active_to > active_from)
  )`,
  `create index banners_group on banners (group_tag, sort_order, id)`,
  `create function banners_notify() returns trigger language plpgsql as $$
  begin
    perform pg_notify('dealerport_banners', '');
    return null;
  end $$`,
  `create trigger banners_notify after insert or update or delete or truncate on banners
    for each statement execute function banners_notify()`,
];

const DOWN = [`drop trigger banners_notify on banners`, `drop function banners_notify()`, `drop table banners`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
