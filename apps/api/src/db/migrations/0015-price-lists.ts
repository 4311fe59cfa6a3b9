import { type Kysely, sql } from 'kysely';

/**
 * Price lists per currency (design.md §4: "currency per customer"; ADR 0020). A distributor prices its
 * export customers from price lists of their currency (EUR for the German and Austrian dealers), kept
 * by the ERP: `product_prices` holds a product's list price in a currency other than its own. A customer
 * sees the list price of its currency where the product has one, else the product's own price and
 * currency (the cart then keeps to one currency, ADR 0015). Changes move `catalogue_revision` like any
 * product change (migration 0012: the list's cached rows carry the prices).
 */
const UP = [
  `create table product_prices (
    product_id integer not null references products(id) on delete cascade,
    currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
    list_price numeric(14,4) not null check (list_price >= 0),
    updated_at timestamptz not null default now(),
    primary key (product_id, currency)
  )`,
  `create trigger product_prices_catalogue_revision after insert or update or delete or truncate on product_prices
    for each statement execute function bump_catalogue_revision()`,
];

const DOWN = [`drop trigger product_prices_catalogue_revision on product_prices`, `drop table product_prices`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
