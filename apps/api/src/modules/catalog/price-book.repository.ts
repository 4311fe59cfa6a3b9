import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database>;

export interface PriceListRow {
  id: number;
  code: string;
  name: string;
  currency: string;
  valid_from: string | null;
  valid_to: string | null;
}

export interface PriceListItemRow {
  price_list_id: number;
  product_id: number;
  min_quantity: number;
  price: string;
}

export interface AssignmentRow {
  price_list_id: number;
  customer_id: string | null;
  price_group: string | null;
}

export interface CampaignRow {
  id: number;
  code: string;
  names: Record<string, string>;
  starts_on: string;
  ends_on: string;
  kind: 'percent' | 'fixedPrice';
  value: string;
  currency: string | null;
  customer_ids: string[];
  price_groups: string[];
  product_ids: number[];
  category_ids: number[];
}

/** The switched-on price lists with their prices and assignments, and the switched-on campaigns, in one round trip each. */
export async function loadPriceBookRows(db: Executor) {
  const [lists, items, assignments, campaigns] = await Promise.all([
    sql<PriceListRow>`
      select id, code, name, trim(currency) as currency, valid_from::text as valid_from, valid_to::text as valid_to
      from price_lists where is_active`.execute(db),
    sql<PriceListItemRow>`
      select i.price_list_id, i.product_id, i.min_quantity, i.price::text as price
      from price_list_items i join price_lists l on l.id = i.price_list_id
      where l.is_active
      order by i.price_list_id, i.product_id, i.min_quantity`.execute(db),
    sql<AssignmentRow>`
      select a.price_list_id, a.customer_id, a.price_group
      from price_list_assignments a join price_lists l on l.id = a.price_list_id
      where l.is_active`.execute(db),
    sql<CampaignRow>`
      select id, code, names, starts_on::text as starts_on, ends_on::text as ends_on, kind, value::text as value,
        trim(currency) as currency, customer_ids::text[] as customer_ids, price_groups, product_ids, category_ids
      from campaigns where is_active`.execute(db),
  ]);
  return { lists: lists.rows, items: items.rows, assignments: assignments.rows, campaigns: campaigns.rows };
}
