import { type Kysely, sql } from 'kysely';

/**
 * The catalogue shows a customer the stock of the warehouses that serve its deliveries (the default
 * delivery address's country and the export registration routed by the warehouse rules), the stock the
 * cart lets it order. The customer's cached catalogue view (visibility.service.ts) holds that delivery,
 * so what decides it moves `customers.view_revision` (migration 0012) too: the customer's country and
 * export registration, and its delivery addresses.
 */
const UP = [
  `create or replace function customers_view_revision() returns trigger language plpgsql as $$
  begin
    if new.currency is distinct from old.currency or new.discount_rates is distinct from old.discount_rates
      or new.country_code is distinct from old.country_code or new.is_export_registered is distinct from old.is_export_registered then
      new.view_revision := old.view_revision + 1;
    end if;
    return new;
  end $$`,
  `drop trigger customers_view_revision on customers`,
  `create trigger customers_view_revision before update of currency, discount_rates, country_code, is_export_registered on customers
    for each row execute function customers_view_revision()`,
  // the functions of customer_access (migration 0012) move the revision of the rows' customer_id
  `create trigger customer_addresses_view_revision_ins after insert on customer_addresses referencing new table as new_rows
    for each statement execute function customer_access_view_revision_new()`,
  `create trigger customer_addresses_view_revision_upd after update on customer_addresses referencing new table as new_rows
    for each statement execute function customer_access_view_revision_new()`,
  `create trigger customer_addresses_view_revision_del after delete on customer_addresses referencing old table as old_rows
    for each statement execute function customer_access_view_revision_old()`,
];

const DOWN = [
  `drop trigger customer_addresses_view_revision_ins on customer_addresses`,
  `drop trigger customer_addresses_view_revision_upd on customer_addresses`,
  `drop trigger customer_addresses_view_revision_del on customer_addresses`,
  `drop trigger customers_view_revision on customers`,
  `create or replace function customers_view_revision() returns trigger language plpgsql as $$
  begin
    if new.currency is distinct from old.currency or new.discount_rates is distinct from old.discount_rates then
      new.view_revision := old.view_revision + 1;
    end if;
    return new;
  end $$`,
  `create trigger customers_view_revision before update of currency, discount_rates on customers
    for each row execute function customers_view_revision()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
