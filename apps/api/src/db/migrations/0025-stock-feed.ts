import { type Kysely, sql } from 'kysely';

/**
 * The stock feed (issue 14, ADR 0038).
 *
 * - `stock_feed_tokens`: one token per customer (its key), stored as the SHA-256 of the token
 *   (lib/crypto.ts), with the feed's language, who created it and when, and when a feed reader last
 *   used it (written at most once a minute, so a busy reader does not write on every call). Rotating
 *   replaces the row; revoking deletes it; a deleted customer takes its token along.
 * - `products.ean`: the product's barcode (EAN-8/13, UPC-A, GTIN-14), null when it has none; the feed
 *   shows it. Its changes move `catalogue_revision` like every other column the catalogue shows (0012).
 */
const UP = [
  `create table stock_feed_tokens (
    customer_id uuid primary key references customers(id) on delete cascade,
    token_hash text not null unique,
    culture text not null check (culture in ('tr', 'de', 'en')),
    created_at timestamptz not null default now(),
    created_by uuid references users(id) on delete set null,
    last_used_at timestamptz
  )`,
  `alter table products add column ean text check (ean ~ '^[0-9]{8,14}$')`,
  `create trigger products_ean_catalogue_revision after update of ean on products
    for each statement execute function bump_catalogue_revision()`,
];

const DOWN = [
  `drop trigger products_ean_catalogue_revision on products`,
  `alter table products drop column ean`,
  `drop table stock_feed_tokens`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
