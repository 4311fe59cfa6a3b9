import { ADDITIONAL_DETAIL_TYPES, type AdditionalDetail, type AdditionalDetailType, type PagedQuery } from '@dealerport/contract';
import { z } from 'zod';
import { toFormData } from '../../../lib/api-client';

/** Upload limits of the server (ADR 0014): png, jpeg, webp or svg, 5 MB. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type AdditionalDetailFormValues = {
  categoryId: string | null;
  propertyId: string | null;
  propertyDetailId: string | null;
  productId: string | null;
  label: string;
  type: AdditionalDetailType;
  value: string;
  valueTr: string;
  valueDe: string;
  valueEn: string;
  order: number | string;
  image: File | null;
  /** Edit only: drop the stored image (a new file replaces it anyway). */
  removeImage: boolean;
};

/**
 * The form's rules: the contract's CreateAdditionalDetailFormSchema with i18n keys as messages (the
 * multipart schema reads text fields and carries zod's English defaults), plus the upload limits and
 * "an image detail needs an image" (IMAGE_REQUIRED on the server), so the form says so before sending.
 */
export function additionalDetailFormSchema(hasStoredImage: boolean) {
  return z
    .object({
      categoryId: z.string().nullable(),
      propertyId: z.string().nullable(),
      propertyDetailId: z.string().nullable(),
      productId: z.string().nullable(),
      label: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
      type: z.enum(ADDITIONAL_DETAIL_TYPES),
      value: z.string().trim().max(2000, 'validation.tooLong'),
      valueTr: z.string().trim().max(2000, 'validation.tooLong'),
      valueDe: z.string().trim().max(2000, 'validation.tooLong'),
      valueEn: z.string().trim().max(2000, 'validation.tooLong'),
      order: z.union([z.number(), z.string()]),
      image: z.instanceof(File).nullable(),
      removeImage: z.boolean(),
    })
    .superRefine((v, ctx) => {
      if (!v.categoryId) ctx.addIssue({ code: 'custom', path: ['categoryId'], message: 'validation.required' });
      const order = Number(v.order);
      if (v.order === '' || !Number.isInteger(order) || order < 0 || order > 1_000_000) {
        ctx.addIssue({ code: 'custom', path: ['order'], message: 'additionalDetails.validation.order' });
      }
      if (v.type === 'text' && v.value.trim() === '') ctx.addIssue({ code: 'custom', path: ['value'], message: 'validation.required' });
      if (v.type === 'link') {
        for (const key of ['value', 'valueTr', 'valueDe', 'valueEn'] as const) {
          const text = v[key].trim();
          if ((key === 'value' || text) && !/^https?:\/\/\S+$/i.test(text)) {
            ctx.addIssue({ code: 'custom', path: [key], message: 'additionalDetails.validation.link' });
          }
        }
      }
      if (v.image) {
        if (!(IMAGE_TYPES as readonly string[]).includes(v.image.type)) {
          ctx.addIssue({ code: 'custom', path: ['image'], message: 'uploads.imageType' });
        } else if (v.image.size > MAX_IMAGE_BYTES) {
          ctx.addIssue({ code: 'custom', path: ['image'], message: 'uploads.imageSize' });
        }
      }
      if (v.type === 'image' && !v.image && (!hasStoredImage || v.removeImage)) {
        ctx.addIssue({ code: 'custom', path: ['image'], message: 'additionalDetails.validation.imageRequired' });
      }
    });
}

export function additionalDetailFormValues(detail?: AdditionalDetail | null): AdditionalDetailFormValues {
  const id = (n: number | null | undefined) => (n === null || n === undefined ? null : String(n));
  return {
    categoryId: id(detail?.categoryId),
    propertyId: id(detail?.propertyId),
    propertyDetailId: id(detail?.propertyDetailId),
    productId: id(detail?.productId),
    label: detail?.label ?? '',
    type: detail?.type ?? 'text',
    // the list answers `value` in the caller's language when it is translated: the contract does not
    // return the untranslated value then, so that is what the form starts with
    value: detail?.baseValue ?? '',
    valueTr: detail?.values.tr ?? '',
    valueDe: detail?.values.de ?? '',
    valueEn: detail?.values.en ?? '',
    order: detail?.order ?? 0,
    image: null,
    removeImage: false,
  };
}

/**
 * The multipart body of POST/PUT. A product narrows the detail to itself and its category is the
 * product's, so categoryId is left out then (the server refuses a category other than the product's,
 * and the product picker also lists the sub-categories' products). Switching away from the image type
 * drops a stored image.
 */
export function toAdditionalDetailForm(values: AdditionalDetailFormValues, id?: number): FormData {
  const trim = (s: string) => s.trim() || undefined;
  return toFormData(
    {
      id,
      categoryId: values.productId ? undefined : (values.categoryId ?? undefined),
      productId: values.productId ?? undefined,
      propertyId: values.propertyId ?? undefined,
      propertyDetailId: values.propertyDetailId ?? undefined,
      label: values.label.trim(),
      type: values.type,
      value: values.value.trim(),
      valueTr: trim(values.valueTr),
      valueDe: trim(values.valueDe),
      valueEn: trim(values.valueEn),
      order: Number(values.order),
      removeImage: id !== undefined && (values.removeImage || values.type !== 'image') ? true : undefined,
    },
    { image: values.type === 'image' ? values.image : null },
  );
}

// ---- the list's query ----

export const DETAIL_PAGE_SIZES = [10, 25, 50] as const;
export const SEARCH_DEBOUNCE_MS = 300;

export interface DetailsTableState {
  page: number;
  pageSize: number;
  search: string;
  sort: { column: string; direction: 'asc' | 'desc' };
  categoryId: string | null;
  type: AdditionalDetailType | null;
}

/** The table's state as the paged query: ColumnFilters is a JSON object ({categoryId, type}). */
export function toDetailsQuery(state: DetailsTableState): PagedQuery {
  const query: PagedQuery = { PageNumber: state.page, PageSize: state.pageSize, OrderBy: `${state.sort.column} ${state.sort.direction}` };
  const search = state.search.trim();
  if (search) query.SearchTerm = search;
  const filters: Record<string, string | number> = {};
  if (state.categoryId) filters.categoryId = Number(state.categoryId);
  if (state.type) filters.type = state.type;
  if (Object.keys(filters).length) query.ColumnFilters = JSON.stringify(filters);
  return query;
}
