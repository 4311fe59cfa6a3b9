import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database, LocalisedNames } from '../../db/schema';

type Executor = Kysely<Database>;

export interface StockFeedRow {
  id: number;
  code: string;
  name: string;
  names: Partial<LocalisedNames> | null;
  ean: string | null;
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

/**
 * Every product all the filters admit (the customer's visibility and its showXmlStock flag, visibility.sql.ts),
 * by code: one set-based statement, no list of ids (the feed of a large catalogue holds most of it).
 */
export async function listStockFeedRows(db: Executor, currency: string, filters: RawBuilder<boolean>[]): Promise<StockFeedRow[]> {
  const result = await sql<StockFeedRow>`
    select p.id, p.code, p.name, p.names, p.ean, p.unit_code, p.vat_rate::text as vat_rate, p.list_price::text as list_price,
      trim(p.currency) as currency, pp.list_price::text as listed_price, p.detail_ids, p.total_stock, p.category_id, p.min_order_qty
    from products p
    left join product_prices pp on pp.product_id = p.id and pp.currency = ${currency}
    where ${sql.join(filters, sql` and `)}
    order by p.code`.execute(db);
  return result.rows;
}
