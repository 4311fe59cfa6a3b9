import type { Kysely } from 'kysely';
import type { Database, LocalisedNames } from '../../db/schema';

type Executor = Kysely<Database>;

export interface AdditionalDetailForProducts {
  id: number;
  category_id: number;
  product_id: number | null;
  property_detail_id: number | null;
  label: string;
  value: string;
  localised_values: Partial<LocalisedNames>;
  type: 'text' | 'image' | 'link';
  image_url: string | null;
}

/** The additional details that may apply to products of these categories or these products. */
export async function listAdditionalDetailsForProducts(
  db: Executor,
  categoryIds: readonly number[],
  productIds: readonly number[],
): Promise<AdditionalDetailForProducts[]> {
  if (categoryIds.length === 0 && productIds.length === 0) return [];
  return db
    .selectFrom('product_additional_details')
    .select(['id', 'category_id', 'product_id', 'property_detail_id', 'label', 'value', 'localised_values', 'type', 'image_url'])
    .where((eb) =>
      eb.or([
        eb.and([eb('product_id', 'is', null), eb('category_id', 'in', categoryIds.length > 0 ? [...categoryIds] : [-1])]),
        eb('product_id', 'in', productIds.length > 0 ? [...productIds] : [-1]),
      ]),
    )
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
