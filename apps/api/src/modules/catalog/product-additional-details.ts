import type { Culture, ProductAdditionalDetail } from '@dealerport/contract';
import type { Db } from '../../db/database';
import { listAdditionalDetailsForProducts } from './product-additional-details.repository';

/** What a product needs to find its additional details: its id, its category chain, its property values. */
export interface ProductForDetails {
  id: number;
  /** The product's category and its ancestors. */
  categoryIds: readonly number[];
  detailIds: readonly number[];
}

/**
 * The additional details shown with each product (migration 0009): those of the product itself, and
 * those of its category or an ancestor that are not narrowed or are narrowed to a property value the
 * product carries; by the admin's order. The value in the caller's language when translated.
 * catalog-admin edits them; the catalogue reads them itself, so it depends on nothing of catalog-admin.
 */
export async function additionalDetailsFor(
  db: Db,
  culture: Culture,
  products: readonly ProductForDetails[],
): Promise<Map<number, ProductAdditionalDetail[]>> {
  const result = new Map<number, ProductAdditionalDetail[]>();
  if (products.length === 0) return result;
  const rows = await listAdditionalDetailsForProducts(
    db,
    [...new Set(products.flatMap((p) => p.categoryIds))],
    products.map((p) => p.id),
  );
  for (const product of products) {
    const categories = new Set(product.categoryIds);
    const details = new Set(product.detailIds);
    const applicable = rows.filter((r) =>
      r.product_id !== null
        ? r.product_id === product.id
        : categories.has(r.category_id) && (r.property_detail_id === null || details.has(r.property_detail_id)),
    );
    result.set(
      product.id,
      applicable.map((r) => ({
        name: r.label,
        value: r.type === 'image' ? (r.image_url ?? '') : (r.localised_values[culture] ?? r.value),
        type: r.type,
      })),
    );
  }
  return result;
}
