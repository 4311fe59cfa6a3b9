import {
  BANNER_GROUP_TAG,
  BANNER_TARGETS,
  type Banner,
  type BannerTarget,
  type Culture,
  isSafeBannerHref,
  type PagedQuery,
} from '@dealerport/contract';
import { z } from 'zod';
import { toFormData } from '../../../lib/api-client';

/** Upload limits of the server (ADR 0014): png, jpeg, webp or svg, 5 MB. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const BANNER_CULTURES = ['tr', 'de', 'en'] as const satisfies readonly Culture[];
/** The language names as each language writes its own (they label the image fields whatever the interface language). */
export const CULTURE_NAMES: Record<Culture, string> = { tr: 'Türkçe', de: 'Deutsch', en: 'English' };

export type BannerFormValues = {
  groupTag: string;
  title: string;
  description: string;
  href: string;
  target: BannerTarget;
  categoryId: string | null;
  countryCode: string | null;
  order: number | string;
  isActive: boolean;
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone (a datetime-local input), or ''. */
  activeFrom: string;
  activeTo: string;
  imageTr: File | null;
  imageDe: File | null;
  imageEn: File | null;
  /** Edit only: drop the stored image of that language (the Turkish one can only be replaced). */
  removeImageDe: boolean;
  removeImageEn: boolean;
};

export const IMAGE_FIELD: Record<Culture, 'imageTr' | 'imageDe' | 'imageEn'> = { tr: 'imageTr', de: 'imageDe', en: 'imageEn' };

/** An instant as a datetime-local value in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the browser's zone) as an ISO instant, or undefined when blank or unreadable. */
export function fromLocalInput(value: string): string | undefined {
  if (!value.trim()) return undefined;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/**
 * The form's rules: the contract's (group tag, link, window) with i18n keys as messages, the upload
 * limits, and "the Turkish image is required" (BANNER_IMAGE_REQUIRED on the server), so the form says so
 * before sending.
 */
export function bannerFormSchema(hasStoredTrImage: boolean) {
  return z
    .object({
      groupTag: z.string().trim().min(1, 'validation.required').max(50, 'validation.tooLong'),
      title: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
      description: z.string().trim().max(1000, 'validation.tooLong'),
      href: z.string().trim(),
      target: z.enum(BANNER_TARGETS),
      categoryId: z.string().nullable(),
      countryCode: z.string().nullable(),
      order: z.union([z.number(), z.string()]),
      isActive: z.boolean(),
      activeFrom: z.string(),
      activeTo: z.string(),
      imageTr: z.instanceof(File).nullable(),
      imageDe: z.instanceof(File).nullable(),
      imageEn: z.instanceof(File).nullable(),
      removeImageDe: z.boolean(),
      removeImageEn: z.boolean(),
    })
    .superRefine((v, ctx) => {
      if (v.groupTag.trim() && !BANNER_GROUP_TAG.test(v.groupTag.trim().toLowerCase())) {
        ctx.addIssue({ code: 'custom', path: ['groupTag'], message: 'banners.validation.groupTag' });
      }
      if (v.href.trim() && !isSafeBannerHref(v.href.trim())) {
        ctx.addIssue({ code: 'custom', path: ['href'], message: 'banners.validation.href' });
      }
      const order = Number(v.order);
      if (v.order === '' || !Number.isInteger(order) || order < 0 || order > 1_000_000) {
        ctx.addIssue({ code: 'custom', path: ['order'], message: 'banners.validation.order' });
      }
      const from = fromLocalInput(v.activeFrom);
      const to = fromLocalInput(v.activeTo);
      if (from && to && Date.parse(to) <= Date.parse(from)) {
        ctx.addIssue({ code: 'custom', path: ['activeTo'], message: 'banners.validation.window' });
      }
      for (const field of ['imageTr', 'imageDe', 'imageEn'] as const) {
        const file = v[field];
        if (!file) continue;
        if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
          ctx.addIssue({ code: 'custom', path: [field], message: 'uploads.imageType' });
        } else if (file.size > MAX_IMAGE_BYTES) {
          ctx.addIssue({ code: 'custom', path: [field], message: 'uploads.imageSize' });
        }
      }
      if (!v.imageTr && !hasStoredTrImage) ctx.addIssue({ code: 'custom', path: ['imageTr'], message: 'banners.validation.imageTr' });
    });
}

export function bannerFormValues(banner?: Banner | null, defaults: { groupTag?: string } = {}): BannerFormValues {
  return {
    groupTag: banner?.groupTag ?? defaults.groupTag ?? '',
    title: banner?.title ?? '',
    description: banner?.description ?? '',
    href: banner?.href ?? '',
    target: banner?.target ?? '_self',
    categoryId: banner?.categoryId == null ? null : String(banner.categoryId),
    countryCode: banner?.countryCode ?? null,
    order: banner?.order ?? 0,
    isActive: banner?.isActive ?? true,
    activeFrom: toLocalInput(banner?.activeFrom ?? null),
    activeTo: toLocalInput(banner?.activeTo ?? null),
    imageTr: null,
    imageDe: null,
    imageEn: null,
    removeImageDe: false,
    removeImageEn: false,
  };
}

/** The multipart body of POST/PUT (blank fields left out: the server reads them as absent). */
export function toBannerForm(values: BannerFormValues, id?: number): FormData {
  const editing = id !== undefined;
  return toFormData(
    {
      id,
      groupTag: values.groupTag.trim().toLowerCase(),
      title: values.title.trim(),
      description: values.description.trim(),
      href: values.href.trim() || undefined,
      target: values.target,
      categoryId: values.categoryId ?? undefined,
      countryCode: values.countryCode ?? undefined,
      order: Number(values.order),
      isActive: values.isActive,
      activeFrom: fromLocalInput(values.activeFrom),
      activeTo: fromLocalInput(values.activeTo),
      removeImageDe: editing && values.removeImageDe && !values.imageDe ? true : undefined,
      removeImageEn: editing && values.removeImageEn && !values.imageEn ? true : undefined,
    },
    { imageTr: values.imageTr, imageDe: values.imageDe, imageEn: values.imageEn },
  );
}

/**
 * The PUT body that gives a saved banner a new place in its group and changes nothing else: its fields as
 * they are (the window's instants exactly, not through the minute-precise form), no file, no removal.
 */
export function toOrderForm(banner: Banner, order: number): FormData {
  return toFormData({
    id: banner.id,
    groupTag: banner.groupTag,
    title: banner.title,
    description: banner.description,
    href: banner.href ?? undefined,
    target: banner.target,
    categoryId: banner.categoryId ?? undefined,
    countryCode: banner.countryCode ?? undefined,
    order,
    isActive: banner.isActive,
    activeFrom: banner.activeFrom ?? undefined,
    activeTo: banner.activeTo ?? undefined,
  });
}

/** The banners whose place changed, with their new order (their position, counted from 0). */
export function orderChanges(banners: readonly Banner[]): Array<{ banner: Banner; order: number }> {
  return banners.map((banner, order) => ({ banner, order })).filter(({ banner, order }) => banner.order !== order);
}

/** Whether a banner is shown now by its switch and window (the list's state badge; country and category aside). */
export function bannerState(
  banner: Pick<Banner, 'isActive' | 'activeFrom' | 'activeTo'>,
  now = Date.now(),
): 'off' | 'scheduled' | 'ended' | 'live' {
  if (!banner.isActive) return 'off';
  if (banner.activeFrom && Date.parse(banner.activeFrom) > now) return 'scheduled';
  if (banner.activeTo && Date.parse(banner.activeTo) <= now) return 'ended';
  return 'live';
}

// ---- the list's query ----

export const BANNER_PAGE_SIZES = [10, 25, 50] as const;
export const SEARCH_DEBOUNCE_MS = 300;

export interface BannersTableState {
  page: number;
  pageSize: number;
  search: string;
  sort: { column: string; direction: 'asc' | 'desc' };
  groupTag: string;
  categoryId: string | null;
  countryCode: string | null;
}

/** The table's state as the paged query: ColumnFilters is a JSON object ({groupTag, categoryId, countryCode}). */
export function toBannersQuery(state: BannersTableState): PagedQuery {
  const query: PagedQuery = { PageNumber: state.page, PageSize: state.pageSize, OrderBy: `${state.sort.column} ${state.sort.direction}` };
  const search = state.search.trim();
  if (search) query.SearchTerm = search;
  const filters: Record<string, string | number> = {};
  if (state.groupTag.trim()) filters.groupTag = state.groupTag.trim().toLowerCase();
  if (state.categoryId) filters.categoryId = Number(state.categoryId);
  if (state.countryCode) filters.countryCode = state.countryCode;
  if (Object.keys(filters).length) query.ColumnFilters = JSON.stringify(filters);
  return query;
}
