import { z } from 'zod';
import { CULTURES } from '../common/cultures';
import { pagedListSchema } from '../common/paging';
import { text } from '../common/text';

/**
 * Banners (spec 01 §3, 02 §3 "Banner", "Localised image"; issue 18; ADR 0045): pictures with a link,
 * shown in groups (`home-main` is the home page's hero carousel) to the customers of a country (or every
 * country), optionally on one category's pages, within an optional window of time, in order. Each has an
 * image per language (tr, de, en); tr is required, since it is what another language falls back to.
 */

export const BANNER_TARGETS = ['_self', '_blank'] as const;
export type BannerTarget = (typeof BANNER_TARGETS)[number];
/** The home page's hero carousel. */
export const HOME_MAIN_BANNER_GROUP = 'home-main';
/** The group of the category pages' banners: /products?category=N shows the group's banners of category N and its group-wide ones. */
export const CATEGORY_BANNER_GROUP = 'category';
/** A group's tag: a lower-case slug (letters, digits, - and _), as it appears in the home call's path. */
export const BANNER_GROUP_TAG = /^[a-z0-9][a-z0-9_-]{0,49}$/;

/**
 * Whether a banner's link may be followed: a path of this site (`/products?category=3`, never `//host`
 * or `/\host`, which browsers read as another host) or an http(s) address. Anything else (`javascript:`,
 * `data:`, `vbscript:`, a bare `www.x.com`) is refused, and so is any blank or control character.
 */
export function isSafeBannerHref(href: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (href.length === 0 || href.length > 2000 || /[\s\u0000-\u001f\u007f\\]/.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  if (!/^https?:\/\/[^/?#]+/i.test(href)) return false;
  try {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A banner's image in one language (spec 02 §3 "Localised image": imageUrl, culture), with its thumbnail for lists. */
export const BannerImageSchema = z.object({
  imageUrl: text(),
  culture: z.enum(CULTURES),
  thumbnailUrl: text(),
});
export type BannerImage = z.infer<typeof BannerImageSchema>;

export const BannerSchema = z.object({
  id: z.number().int(),
  groupTag: text(),
  /** Shown on this category's pages only (with the group's banners for every category); null: not tied to a category. */
  categoryId: z.number().int().nullable(),
  categoryName: text().nullable(),
  /** Shown to the customers of this country only; null: every country. */
  countryCode: text().nullable(),
  title: text(),
  description: text(),
  /** Where a click goes: a path of the portal or an http(s) address; null: not a link. */
  href: text().nullable(),
  target: z.enum(BANNER_TARGETS),
  order: z.number().int(),
  isActive: z.boolean(),
  /** The window it is shown in (ISO 8601 instants); null: open on that side. */
  activeFrom: text().nullable(),
  activeTo: text().nullable(),
  /**
   * Administration calls: every language's image. The home call: the one to show, in the caller's
   * language, else the Turkish one.
   */
  images: z.array(BannerImageSchema),
  updatedOnUtc: text(),
});
export type Banner = z.infer<typeof BannerSchema>;
export const BannerListSchema = z.array(BannerSchema);
export const BannerPageSchema = pagedListSchema(BannerSchema);

/** ColumnFilters of the administration list (a JSON object). */
export const BannerFiltersSchema = z
  .object({
    groupTag: z.string().max(50),
    categoryId: z.number().int().positive(),
    countryCode: z.string().max(2),
  })
  .partial()
  .strict();
export type BannerFilters = z.infer<typeof BannerFiltersSchema>;

const groupTag = text().trim().toLowerCase().regex(BANNER_GROUP_TAG);
export const BannerGroupParamSchema = z.object({ groupTag });
export const BannerIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2147483647) });
export const HomeBannersQuerySchema = z.object({
  categoryId: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().positive().max(2147483647).optional(),
  ),
});
export type HomeBannersQuery = z.infer<typeof HomeBannersQuerySchema>;

// ---- the multipart form of POST and PUT ----

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** "true"/"false" (also 1/0, on/off) in a form; blank is absent. */
const readBoolean = (v: unknown) => {
  const s = typeof v === 'string' ? v.trim().toLowerCase() : v;
  if (s === '' || s === undefined) return undefined;
  if (s === 'true' || s === '1' || s === 'on') return true;
  if (s === 'false' || s === '0' || s === 'off') return false;
  return s;
};
const formBoolean = z.preprocess(readBoolean, z.boolean().optional());
const instant = z.preprocess(blankToUndefined, z.iso.datetime({ offset: true }).optional());

const bannerFields = {
  groupTag,
  categoryId: z.preprocess(blankToUndefined, z.coerce.number().int().positive().max(2147483647).optional()),
  countryCode: z.preprocess(
    blankToUndefined,
    text()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/)
      .optional(),
  ),
  title: text().trim().min(1).max(200),
  description: z.preprocess((v) => (v === undefined ? '' : v), text().trim().max(1000)),
  href: z.preprocess(blankToUndefined, text().trim().max(2000).optional()),
  target: z.preprocess(blankToUndefined, z.enum(BANNER_TARGETS).default('_self')),
  order: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1000000).default(0)),
  isActive: z.preprocess(readBoolean, z.boolean().default(true)),
  activeFrom: instant,
  activeTo: instant,
  /** On update: true drops the stored image of that language (the Turkish one cannot be dropped, only replaced). */
  removeImageDe: formBoolean,
  removeImageEn: formBoolean,
};

type RuleShape = { href?: string; activeFrom?: string; activeTo?: string };
const bannerRules = <T extends RuleShape>(v: T, ctx: z.RefinementCtx) => {
  if (v.href !== undefined && !isSafeBannerHref(v.href)) {
    ctx.addIssue({ code: 'custom', path: ['href'], input: v.href, params: { issue: 'BANNER_HREF' }, message: 'unsafe href' });
  }
  if (v.activeFrom && v.activeTo && Date.parse(v.activeTo) <= Date.parse(v.activeFrom)) {
    ctx.addIssue({
      code: 'custom',
      path: ['activeTo'],
      input: v.activeTo,
      params: { issue: 'DATE_RANGE' },
      message: 'activeTo before activeFrom',
    });
  }
};

/** POST /api/commons/banners: the form fields; the files are imageTr (required), imageDe, imageEn. */
export const CreateBannerFormSchema = z.object(bannerFields).superRefine(bannerRules);
export type CreateBannerForm = z.infer<typeof CreateBannerFormSchema>;
/** PUT /api/commons/banners: the same plus `id`; the whole banner is replaced, its images kept unless replaced or removed. */
export const UpdateBannerFormSchema = z
  .object({ id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().max(2147483647)), ...bannerFields })
  .superRefine(bannerRules);
export type UpdateBannerForm = z.infer<typeof UpdateBannerFormSchema>;

/** The file field of each language's image. */
export const BANNER_IMAGE_FIELDS = { tr: 'imageTr', de: 'imageDe', en: 'imageEn' } as const;
