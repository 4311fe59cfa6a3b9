import { z } from 'zod';
import { ProductListItemSchema } from '../catalog/catalog.schemas';

/** Favourites of the signed-in user for the acting customer (spec 02 §7 Home favorites). */

export const FavoriteProductIdParamSchema = z.object({ productId: z.coerce.number().int().positive().max(2147483647) });

/**
 * A favourite as the catalogue's product list item (spec 01 §3: prices, stock text, flags, images with the
 * category's fallback, all as the acting customer sees them) plus its categoryId (the client's fallback
 * image and special-price percentage). Only products the customer may see (access hasList, active, in an
 * active category) are listed.
 */
export const FavoriteProductSchema = ProductListItemSchema.extend({ categoryId: z.number().int() });
export type FavoriteProduct = z.infer<typeof FavoriteProductSchema>;
export const FavoriteProductListSchema = z.array(FavoriteProductSchema);
