import { BUNDLE_MAX_PRODUCTS, BUNDLE_TAG, type Bundle, type CreateBundleInput, type Culture, type PagedQuery } from '@dealerport/contract';
import { z } from 'zod';

export const BUNDLE_CULTURES = ['tr', 'de', 'en'] as const satisfies readonly Culture[];
/** The language names as each language writes its own (they label the tabs whatever the interface language). */
export const CULTURE_NAMES: Record<Culture, string> = { tr: 'Türkçe', de: 'Deutsch', en: 'English' };

/** A product picked for the bundle: its code is what is sent, its name what is shown. */
export interface PickedProduct {
  code: string;
  name: string;
  isActive: boolean;
}

export type BundleFormValues = {
  tag: string;
  titles: Record<Culture, string>;
  descriptions: Record<Culture, string>;
  isActive: boolean;
  products: PickedProduct[];
};

/** The form's rules: the contract's (tag, the Turkish title, lengths, at most 100 products) with i18n keys as messages. */
export const bundleFormSchema = z
  .object({
    tag: z.string().trim().min(1, 'validation.required').max(50, 'validation.tooLong'),
    titles: z.object({
      tr: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
      de: z.string().trim().max(200, 'validation.tooLong'),
      en: z.string().trim().max(200, 'validation.tooLong'),
    }),
    descriptions: z.object({
      tr: z.string().trim().max(1000, 'validation.tooLong'),
      de: z.string().trim().max(1000, 'validation.tooLong'),
      en: z.string().trim().max(1000, 'validation.tooLong'),
    }),
    isActive: z.boolean(),
    products: z
      .array(z.object({ code: z.string(), name: z.string(), isActive: z.boolean() }))
      .max(BUNDLE_MAX_PRODUCTS, 'bundles.validation.tooMany'),
  })
  .superRefine((v, ctx) => {
    if (v.tag.trim() && !BUNDLE_TAG.test(v.tag.trim().toLowerCase())) {
      ctx.addIssue({ code: 'custom', path: ['tag'], message: 'bundles.validation.tag' });
    }
  });

export function bundleFormValues(bundle?: Bundle | null): BundleFormValues {
  return {
    tag: bundle?.tag ?? '',
    titles: { tr: bundle?.titles.tr ?? '', de: bundle?.titles.de ?? '', en: bundle?.titles.en ?? '' },
    descriptions: { tr: bundle?.descriptions.tr ?? '', de: bundle?.descriptions.de ?? '', en: bundle?.descriptions.en ?? '' },
    isActive: bundle?.isActive ?? true,
    products: (bundle?.products ?? []).map((p) => ({ code: p.code, name: p.name, isActive: p.isActive })),
  };
}

const trimmed = (texts: Record<Culture, string>) => ({ tr: texts.tr.trim(), de: texts.de.trim(), en: texts.en.trim() });

/** The body of POST/PUT: the products as codes, in the form's order. */
export function toBundleBody(values: BundleFormValues): CreateBundleInput {
  return {
    tag: values.tag.trim().toLowerCase(),
    titles: trimmed(values.titles),
    descriptions: trimmed(values.descriptions),
    isActive: values.isActive,
    productCodes: values.products.map((p) => p.code),
  };
}

// The reordering helpers are shared with the banners' order (lib/reorder.ts).
export { moved, movedTo } from '../../../lib/reorder';

// ---- the list's query ----

export const BUNDLE_PAGE_SIZES = [10, 25, 50] as const;
export const SEARCH_DEBOUNCE_MS = 300;

export interface BundlesTableState {
  page: number;
  pageSize: number;
  search: string;
  sort: { column: string; direction: 'asc' | 'desc' };
}

export function toBundlesQuery(state: BundlesTableState): PagedQuery {
  const query: PagedQuery = { PageNumber: state.page, PageSize: state.pageSize, OrderBy: `${state.sort.column} ${state.sort.direction}` };
  const search = state.search.trim();
  if (search) query.SearchTerm = search;
  return query;
}
