import { type Kysely, sql } from 'kysely';
import type { Database, LocalisedNames } from '../../db/schema';

type Executor = Kysely<Database>;

export interface PriceListRow {
  id: number;
  code: string;
  name: string;
  names: Partial<LocalisedNames> | null;
  brand: string | null;
  unit_code: string;
  vat_rate: string;
  list_price: string;
  currency: string;
  /** The product's price in the customer's currency's price list, when it has one (migration 0015). */
  listed_price: string | null;
  detail_ids: number[];
  total_stock: number;
  category_id: number;
  min_order_qty: number;
}

/** These products (the caller chose them from the catalogue index: visible, in scope) with their brand, in the order given. */
export async function listPriceListRows(db: Executor, currency: string, ids: number[]): Promise<PriceListRow[]> {
  if (ids.length === 0) return [];
  const result = await sql<PriceListRow>`
    select p.id, p.code, p.name, p.names, p.unit_code, p.vat_rate::text as vat_rate, p.list_price::text as list_price,
      trim(p.currency) as currency, pp.list_price::text as listed_price, p.detail_ids, p.total_stock, p.category_id, p.min_order_qty,
      (select d.name from property_details d join properties pr on pr.id = d.property_id
        where pr.key = 'brand' and d.id = any(p.detail_ids) limit 1) as brand
    from unnest(${ids}::int[]) with ordinality as a(id, ord)
    join products p on p.id = a.id
    left join product_prices pp on pp.product_id = p.id and pp.currency = ${currency}
    order by a.ord`.execute(db);
  return result.rows;
}
