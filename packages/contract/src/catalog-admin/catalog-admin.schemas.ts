import { z } from 'zod';
import { pagedListSchema } from '../common/paging';
import { text } from '../common/text';

/**
 * Catalogue administration (spec 01 §7 Catalogue): the admin product list, product additional
 * details and the customer's category maps. The multipart bodies below are the *form fields* of
 * those calls (every value arrives as text; empty text counts as absent); the image travels as the
 * file field named in the endpoint's summary.
 */

/** Empty form fields are absent. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const formId = z.preprocess(blankToUndefined, z.coerce.number().int().positive().max(2147483647));
const optionalFormId = z.preprocess(blankToUndefined, z.coerce.number().int().positive().max(2147483647).optional());
const optionalText = (max: number) => z.preprocess(blankToUndefined, text().trim().max(max).optional());
/** "true"/"false" (also 1/0, on/off) in a form. */
const formBoolean = z.preprocess((v) => {
  const s = typeof v === 'string' ? v.trim().toLowerCase() : v;
  if (s === '' || s === undefined) return undefined;
  if (s === 'true' || s === '1' || s === 'on') return true;
  if (s === 'false' || s === '0' || s === 'off') return false;
  return s;
}, z.boolean().optional());

// ---- admin product list ----

export const AdminProductListQuerySchema = z.object({
  CategoryId: optionalFormId,
  SearchText: optionalText(200),
  Page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10000).default(1)),
  Size: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(200).default(20)),
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuerySchema>;

/** Product summary (spec 01 §3) for the administration screens: inactive products too. */
export const AdminProductItemSchema = z.object({
  id: z.number().int(),
  code: text(),
  name: text(),
  categoryId: z.number().int(),
  imageUrl: text().nullable(),
  isActive: z.boolean(),
});
export type AdminProductItem = z.infer<typeof AdminProductItemSchema>;
export const AdminProductPageSchema = pagedListSchema(AdminProductItemSchema);

// ---- product additional details ----

export const ADDITIONAL_DETAIL_TYPES = ['text', 'image', 'link'] as const;
export type AdditionalDetailType = (typeof ADDITIONAL_DETAIL_TYPES)[number];

/**
 * An additional detail: an extra attribute (label + value) shown on product details. It is attached
 * to a category (all its products), optionally narrowed to the products carrying one property value
 * (propertyId/propertyDetailId, e.g. brand = X), or to one product (productId; its category is the
 * product's). type 'image' shows imageUrl, 'link' makes value a link, 'text' shows value.
 * The spec's "Category property value" shape, plus productId/productCode, label, values, imageUrl.
 */
export const AdditionalDetailSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryName: text(),
  propertyId: z.number().int().nullable(),
  propertyName: text().nullable(),
  propertyDetailId: z.number().int().nullable(),
  propertyDetailName: text().nullable(),
  productId: z.number().int().nullable(),
  productCode: text().nullable(),
  label: text(),
  /** The value in the caller's x-culture when translated, else the value as entered. */
  value: text(),
  /** The value as entered (what an edit form starts from; `value` may be a translation). */
  baseValue: text(),
  /** The translations as entered (absent languages fall back to `value`). */
  values: z.object({ tr: text().optional(), de: text().optional(), en: text().optional() }),
  /** The stored image (webp, or the SVG as uploaded). */
  imageUrl: text().nullable(),
  /** Its thumbnail (webp, at most 256 px a side) for lists; null without an image or for one stored before thumbnails. */
  imageThumbnailUrl: text().nullable(),
  order: z.number().int(),
  type: z.enum(ADDITIONAL_DETAIL_TYPES),
  createdBy: text().nullable(),
  createdByName: text().nullable(),
  createdOnUtc: text(),
});
export type AdditionalDetail = z.infer<typeof AdditionalDetailSchema>;
export const AdditionalDetailPageSchema = pagedListSchema(AdditionalDetailSchema);

/** ColumnFilters of the additional-detail list (a JSON object). */
export const AdditionalDetailFiltersSchema = z
  .object({
    categoryId: z.number().int().positive(),
    productId: z.number().int().positive(),
    propertyId: z.number().int().positive(),
    propertyDetailId: z.number().int().positive(),
    type: z.enum(ADDITIONAL_DETAIL_TYPES),
  })
  .partial()
  .strict();

const additionalDetailFields = {
  categoryId: optionalFormId,
  productId: optionalFormId,
  propertyId: optionalFormId,
  propertyDetailId: optionalFormId,
  label: text().trim().min(1).max(200),
  value: z.preprocess((v) => (v === undefined ? '' : v), text().trim().max(2000)),
  valueTr: optionalText(2000),
  valueDe: optionalText(2000),
  valueEn: optionalText(2000),
  order: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1000000).default(0)),
  type: z.preprocess(blankToUndefined, z.enum(ADDITIONAL_DETAIL_TYPES).default('text')),
  /** On update: true drops the stored image (a new file replaces it anyway). */
  removeImage: formBoolean,
};

type FieldsShape = { categoryId?: number; productId?: number; type: AdditionalDetailType; value: string };
const detailRules = <T extends FieldsShape>(v: T, ctx: z.RefinementCtx) => {
  if (v.categoryId === undefined && v.productId === undefined) {
    ctx.addIssue({
      code: 'invalid_type',
      expected: 'number',
      path: ['categoryId'],
      input: undefined,
      message: 'categoryId or productId is required',
    });
  }
  if (v.type === 'link' && !/^https?:\/\/\S+$/i.test(v.value)) {
    ctx.addIssue({ code: 'invalid_format', format: 'url', path: ['value'], input: v.value, message: 'value must be an http(s) address' });
  }
  if (v.type === 'text' && v.value === '') {
    ctx.addIssue({
      code: 'too_small',
      minimum: 1,
      origin: 'string',
      inclusive: true,
      path: ['value'],
      input: v.value,
      message: 'value is required',
    });
  }
};

/** POST /api/catalogs/products/additional-details: form fields; optional file field `image`. */
export const CreateAdditionalDetailFormSchema = z.object(additionalDetailFields).superRefine(detailRules);
export type CreateAdditionalDetailForm = z.infer<typeof CreateAdditionalDetailFormSchema>;
/** PUT: the same fields plus `id`; the whole detail is replaced (the image is kept unless replaced or removed). */
export const UpdateAdditionalDetailFormSchema = z.object({ id: formId, ...additionalDetailFields }).superRefine(detailRules);
export type UpdateAdditionalDetailForm = z.infer<typeof UpdateAdditionalDetailFormSchema>;

export const AdditionalDetailIdParamSchema = z.object({ productAdditionalDetailId: z.coerce.number().int().positive().max(2147483647) });

// ---- category maps ----

/**
 * A category map: the selected customer's own name and code for a portal category (as the dealer's
 * system calls it), with an optional icon. Used to translate the dealer's category codes (imports,
 * stock feeds) and to show the dealer's names.
 */
export const CategoryMapSchema = z.object({
  id: z.number().int(),
  customerId: text(),
  categoryId: z.number().int(),
  categoryName: text(),
  externalCode: text(),
  externalName: text(),
  iconUrl: text().nullable(),
  /** The icon's thumbnail (webp, at most 256 px a side) for lists; null without an icon or for one stored before thumbnails. */
  iconThumbnailUrl: text().nullable(),
  createdAt: text(),
});
export type CategoryMap = z.infer<typeof CategoryMapSchema>;
export const CategoryMapListSchema = z.array(CategoryMapSchema);

const categoryMapFields = {
  categoryId: formId,
  externalCode: text().trim().min(1).max(100),
  externalName: text().trim().min(1).max(200),
  removeIcon: formBoolean,
};
/** POST /api/catalogs/category/map: form fields; optional file field `icon`. */
export const CreateCategoryMapFormSchema = z.object(categoryMapFields);
export type CreateCategoryMapForm = z.infer<typeof CreateCategoryMapFormSchema>;
/** PUT /api/catalogs/category/map: the same plus `id`. */
export const UpdateCategoryMapFormSchema = z.object({ id: formId, ...categoryMapFields });
export type UpdateCategoryMapForm = z.infer<typeof UpdateCategoryMapFormSchema>;

export const CategoryMapIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2147483647) });
