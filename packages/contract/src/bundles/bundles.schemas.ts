import { z } from 'zod';
import { ProductListItemSchema } from '../catalog/catalog.schemas';
import { pagedListSchema } from '../common/paging';
import { text } from '../common/text';

/**
 * Bundles (spec 01 §3, 02 §3 "Bundle": id, tag, title, description, products; issue 18; ADR 0048): a tagged,
 * ordered selection of products with a title and a description per language (tr, de, en; tr is required,
 * it is what another language falls back to). The home page shows the bundles tagged `new`, `campaign`
 * and `best-sellers` as strips; `GET /api/home/bundles/{tag}` answers a bundle's products as the acting
 * customer sees them (the catalogue's product list items: hidden ones left out, prices per customer).
 */

/** The tags the home page shows, in its order. */
export const HOME_BUNDLE_TAGS = ['new', 'campaign', 'best-sellers'] as const;
/** A tag: a lower-case slug (letters, digits, - and _), unique, as it appears in the calls' paths. */
export const BUNDLE_TAG = /^[a-z0-9][a-z0-9_-]{0,49}$/;
/** The most products one bundle holds. */
export const BUNDLE_MAX_PRODUCTS = 100;

/** A text per language: tr required, de and en blank when not translated (then tr is shown). */
export const BundleTextsSchema = z.object({ tr: text(), de: text(), en: text() });
export type BundleTexts = z.infer<typeof BundleTextsSchema>;

/** A product of a bundle as the administrators see it: what it is, whatever any customer may see. */
export const BundleProductSchema = z.object({
  productId: z.number().int(),
  code: text(),
  name: text(),
  /** False when the product is switched off (nobody sees it on the home page then). */
  isActive: z.boolean(),
});
export type BundleProduct = z.infer<typeof BundleProductSchema>;

/** A bundle in the administration calls. */
export const BundleSchema = z.object({
  id: z.number().int(),
  tag: text(),
  /** In the caller's language (x-culture), else the Turkish one. */
  title: text(),
  description: text(),
  /** Every language's texts (the edit form's tabs). */
  titles: BundleTextsSchema,
  descriptions: BundleTextsSchema,
  isActive: z.boolean(),
  /** In the bundle's order. */
  products: z.array(BundleProductSchema),
  updatedOnUtc: text(),
});
export type Bundle = z.infer<typeof BundleSchema>;
export const BundlePageSchema = pagedListSchema(BundleSchema);

/**
 * GET /api/home/bundles/{tag}: the bundle in the caller's language with its products as the acting customer
 * sees them (the catalogue's product list item and categoryId, as the favourites), in the bundle's order;
 * products the customer may not see (access, inactive product or category) are left out.
 */
export const HomeBundleSchema = z.object({
  id: z.number().int(),
  tag: text(),
  title: text(),
  description: text(),
  products: z.array(ProductListItemSchema.extend({ categoryId: z.number().int() })),
});
export type HomeBundle = z.infer<typeof HomeBundleSchema>;

/** ColumnFilters of the administration list (a JSON object). */
export const BundleFiltersSchema = z
  .object({ tag: z.string().max(50), isActive: z.boolean() })
  .partial()
  .strict();
export type BundleFilters = z.infer<typeof BundleFiltersSchema>;

const tag = text().trim().toLowerCase().regex(BUNDLE_TAG);
export const BundleTagParamSchema = z.object({ tag });
export const BundleIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2147483647) });

const optionalText = (max: number) => z.preprocess((v) => (v === undefined || v === null ? '' : v), text().trim().max(max));
const titles = z.object({ tr: text().trim().min(1).max(200), de: optionalText(200), en: optionalText(200) });
const descriptions = z.preprocess(
  (v) => (v === undefined || v === null ? {} : v),
  z.object({ tr: optionalText(1000), de: optionalText(1000), en: optionalText(1000) }),
);

const bundleFields = {
  tag,
  titles,
  descriptions,
  isActive: z.boolean().default(true),
  /** The products by code, in the bundle's order; each once, every one must exist. */
  productCodes: z.array(text().trim().min(1).max(100)).max(BUNDLE_MAX_PRODUCTS),
};

/** POST /api/commons/bundles. */
export const CreateBundleBodySchema = z.object(bundleFields);
export type CreateBundleBody = z.infer<typeof CreateBundleBodySchema>;
export type CreateBundleInput = z.input<typeof CreateBundleBodySchema>;
/** PUT /api/commons/bundles: the whole bundle, by `id`. */
export const UpdateBundleBodySchema = z.object({ id: z.number().int().positive().max(2147483647), ...bundleFields });
export type UpdateBundleBody = z.infer<typeof UpdateBundleBodySchema>;
export type UpdateBundleInput = z.input<typeof UpdateBundleBodySchema>;
