import { type RawBuilder, sql } from 'kysely';

/** The list price and currency of a product as SQL columns (baskets' PriceSql has the same shape). */
export interface ListPriceSql {
  listPrice: RawBuilder<string>;
  currency: RawBuilder<string>;
}

/**
 * Composed by baskets into its cart line reads and add-to-cart, which price products in their own statement.
 *
 * SQL for the list price and currency a customer of `currency` is offered (pricing.ts listPriceFor, for
 * queries that price products themselves, such as the cart's): its price list, else the product's own.
 */
export function listPriceSql(currency: string, alias = 'p'): ListPriceSql {
  const p = sql.ref(alias);
  const listed = sql`(select pp.list_price from product_prices pp where pp.product_id = ${p}.id and pp.currency = ${currency})`;
  return {
    listPrice: sql<string>`coalesce(${listed}, ${p}.list_price)::text`,
    currency: sql<string>`case when ${listed} is not null then ${currency}::text else trim(${p}.currency) end`,
  };
}
