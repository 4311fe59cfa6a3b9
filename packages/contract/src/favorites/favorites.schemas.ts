import { z } from 'zod';

/** Favourites of the signed-in user for the acting customer (spec 02 §7 Home favorites). */

export const FavoriteProductIdParamSchema = z.object({ productId: z.coerce.number().int().positive().max(2147483647) });

/**
 * A favourite as the product summary of spec 01 §3 (id, code, name, categoryId, imageUrl: the first
 * image, null when there is none). Only products the customer may see (access hasList) are listed.
 */
export const FavoriteProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  categoryId: z.number().int(),
  imageUrl: z.string().nullable(),
});
export type FavoriteProduct = z.infer<typeof FavoriteProductSchema>;
export const FavoriteProductListSchema = z.array(FavoriteProductSchema);
