import type { Db } from '../src/db/database';

/** A price list (ADR 0065) with its prices (`[productId, minQuantity, price]`) and who it is for. */
export async function createPriceList(
  db: Db,
  opts: {
    code: string;
    currency?: string;
    validFrom?: string | null;
    validTo?: string | null;
    items: Array<[number, number, string]>;
    for: { customerId: string } | { priceGroup: string } | 'everyone';
  },
): Promise<number> {
  const { id } = await db
    .insertInto('price_lists')
    .values({
      code: opts.code,
      name: `List ${opts.code}`,
      currency: opts.currency ?? 'TRY',
      valid_from: opts.validFrom ?? null,
      valid_to: opts.validTo ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (opts.items.length > 0)
    await db
      .insertInto('price_list_items')
      .values(opts.items.map(([product_id, min_quantity, price]) => ({ price_list_id: id, product_id, min_quantity, price })))
      .execute();
  const target = opts.for;
  await db
    .insertInto('price_list_assignments')
    .values({
      price_list_id: id,
      customer_id: target !== 'everyone' && 'customerId' in target ? target.customerId : null,
      price_group: target !== 'everyone' && 'priceGroup' in target ? target.priceGroup : null,
    })
    .execute();
  return id;
}

/** A campaign (ADR 0065): a percentage off or a fixed net price, for some customers, groups, products, categories. */
export async function createCampaign(
  db: Db,
  opts: {
    code: string;
    names?: Record<string, string>;
    startsOn: string;
    endsOn: string;
    kind?: 'percent' | 'fixedPrice';
    value: string;
    currency?: string | null;
    customerIds?: string[];
    priceGroups?: string[];
    productIds?: number[];
    categoryIds?: number[];
  },
): Promise<number> {
  const { id } = await db
    .insertInto('campaigns')
    .values({
      code: opts.code,
      names: JSON.stringify(opts.names ?? { tr: opts.code }),
      starts_on: opts.startsOn,
      ends_on: opts.endsOn,
      kind: opts.kind ?? 'percent',
      value: opts.value,
      currency: opts.currency ?? null,
      customer_ids: opts.customerIds ?? [],
      price_groups: opts.priceGroups ?? [],
      product_ids: opts.productIds ?? [],
      category_ids: opts.categoryIds ?? [],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
