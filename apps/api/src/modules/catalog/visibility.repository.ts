import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { ACCESS_DEFAULTS_KEY } from './visibility';

type Executor = Kysely<Database>;

export interface ViewerRow {
  currency: string;
  discount_rates: string[];
  price_group: string | null;
  defaults: unknown;
  rules: Array<[number, boolean, boolean, boolean, boolean, boolean]>;
  delivery_country: string;
  is_export_registered: boolean;
}

/**
 * The customer's pricing, its access rules (a few dozen rows), the defaults and where its deliveries go
 * (the default delivery address's country, as the cart routes a cart without a chosen address), in one
 * round trip.
 */
export async function loadViewerRow(db: Executor, customerId: string): Promise<ViewerRow | undefined> {
  const result = await sql<ViewerRow>`
    select c.currency, c.discount_rates::text[] as discount_rates, c.price_group,
      (select s.value from settings s where s.key = ${ACCESS_DEFAULTS_KEY}) as defaults,
      coalesce((
        select json_agg(json_build_array(a.property_detail_id, a.has_list, a.has_basket, a.show_price, a.show_stock, a.show_xml_stock))
        from customer_access a where a.customer_id = c.id
      ), '[]'::json) as rules,
      coalesce((
        select ca.country_code from customer_addresses ca
        where ca.customer_id = c.id and ca.deleted_at is null and ca.is_default
        limit 1
      ), c.country_code)::text as delivery_country,
      c.is_export_registered
    from customers c
    where c.id = ${customerId}`.execute(db);
  return result.rows[0];
}
