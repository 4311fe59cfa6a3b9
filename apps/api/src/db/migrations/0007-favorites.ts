import type { Kysely } from 'kysely';
import { runScript } from './run-script';

/**
 * Favourite products (spec 02 §7 Home favorites), per user and the customer the user acts for: a
 * salesman's favourites for one dealer are not his favourites for another. Visibility is not stored
 * here: hidden products (access hasList false) are filtered when read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table favorites (
      user_id uuid not null references users(id) on delete cascade,
      customer_id uuid not null references customers(id) on delete cascade,
      product_id integer not null references products(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (user_id, customer_id, product_id)
    );
    create index favorites_product on favorites (product_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, `drop table favorites;`);
}
