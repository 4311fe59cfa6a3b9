import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

// What campaigns and price lists both name: customers and price groups.

type Executor = Kysely<Database>;

export interface CustomerRef {
  id: string;
  code: string | null;
  name: string;
}

/** Customers by id with their code and name (unknown ids are missing). */
export async function customersByIds(db: Executor, ids: readonly string[]): Promise<CustomerRef[]> {
  if (ids.length === 0) return [];
  const result = await sql<CustomerRef>`
    select id::text as id, code, name from customers where id = any(${[...ids]}::uuid[])`.execute(db);
  return result.rows;
}

/**
 * The price groups customers are in, each once whatever its case (the spelling most customers use, then
 * the first in order), with its active customers counted.
 */
export async function listPriceGroups(db: Executor): Promise<Array<{ price_group: string; customer_count: number }>> {
  const result = await sql<{ price_group: string; customer_count: string }>`
    select mode() within group (order by price_group) as price_group,
      count(*) filter (where is_active) as customer_count
    from customers
    where price_group is not null and trim(price_group) <> ''
    group by upper(price_group)
    order by upper(price_group)`.execute(db);
  return result.rows.map((r) => ({ price_group: r.price_group, customer_count: Number(r.customer_count) }));
}
