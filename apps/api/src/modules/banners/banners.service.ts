import {
  BANNER_IMAGE_FIELDS,
  type Banner,
  BannerFiltersSchema,
  type BannerImage,
  type CreateBannerForm,
  CULTURES,
  type Culture,
  DEFAULT_CULTURE,
  type HomeBannersQuery,
  isSafeBannerHref,
  type PagedList,
  type PagedQuery,
  type UpdateBannerForm,
} from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import { fileOf, type MultipartInput, type UploadedFile } from '../../lib/multipart';
import { offsetOf, parseColumnFilters, parseOrderBy, toPagedList } from '../../lib/paging';
import { writeAudit } from '../../platform/audit/audit';
import { checkImage, removeStored, saveImage } from '../../platform/storage/storage';
import type { SignedInContext } from '../../plugins/context';
import { getImageSettings } from '../settings';
import { cachedActiveBanners } from './banner-cache';
import * as repo from './banners.repository';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function imagesOf(images: repo.BannerImages, only?: Culture): BannerImage[] {
  return CULTURES.filter((c) => images[c] && (!only || c === only)).map((c) => ({
    imageUrl: images[c]!.url,
    culture: c,
    thumbnailUrl: images[c]!.thumbnailUrl,
  }));
}

const toBanner = (r: repo.BannerRow, onlyCulture?: Culture): Banner => ({
  id: r.id,
  groupTag: r.group_tag,
  categoryId: r.category_id,
  categoryName: r.category_id === null ? null : r.category_name,
  countryCode: r.country_code,
  title: r.title,
  description: r.description,
  href: r.href,
  target: r.target,
  order: r.sort_order,
  isActive: r.is_active,
  activeFrom: iso(r.active_from),
  activeTo: iso(r.active_to),
  images: imagesOf(r.images, onlyCulture),
  updatedOnUtc: iso(r.updated_at)!,
});

// ---- administration ----

export async function listBanners(ctx: SignedInContext, query: PagedQuery): Promise<PagedList<Banner>> {
  const sort = parseOrderBy(query.OrderBy, repo.BANNER_SORT_FIELDS, [
    { field: 'groupTag', direction: 'asc' },
    { field: 'order', direction: 'asc' },
  ]);
  const filters = parseColumnFilters(query.ColumnFilters, BannerFiltersSchema);
  const { rows, total } = await repo.listBanners(ctx.db, ctx.culture, { ...filters, search: query.SearchTerm?.trim() || undefined }, sort, {
    limit: query.PageSize,
    offset: offsetOf(query),
  });
  return toPagedList(
    rows.map((r) => toBanner(r)),
    total,
    query,
  );
}

export async function getBannerGroup(ctx: SignedInContext, groupTag: string): Promise<Banner[]> {
  return (await repo.listGroup(ctx.db, ctx.culture, groupTag)).map((r) => toBanner(r));
}

async function loadBanner(ctx: SignedInContext, id: number): Promise<Banner> {
  const row = await repo.findBanner(ctx.db, ctx.culture, id);
  if (!row) throw new AppError('NOT_FOUND', { id });
  return toBanner(row);
}

/** The category and the country must exist (the table's keys would refuse them less politely). */
async function checkReferences(ctx: SignedInContext, f: CreateBannerForm): Promise<void> {
  if (f.categoryId !== undefined && !(await repo.categoryExists(ctx.db, f.categoryId))) {
    throw new AppError('UNKNOWN_CATEGORY', { categoryId: f.categoryId });
  }
  if (f.countryCode !== undefined && !(await repo.countryExists(ctx.db, f.countryCode))) {
    throw new AppError('BANNER_COUNTRY_UNKNOWN', { countryCode: f.countryCode });
  }
}

/** The image uploads of a form by language, each checked against the image settings before anything is stored. */
async function uploadsOf(ctx: SignedInContext, input: MultipartInput<unknown>) {
  const files = new Map<Culture, UploadedFile>();
  for (const culture of CULTURES) {
    const file = fileOf(input, BANNER_IMAGE_FIELDS[culture]);
    if (file) files.set(culture, file);
  }
  const rules = files.size > 0 ? await getImageSettings(ctx.db) : undefined;
  for (const file of files.values()) checkImage(file, rules);
  return { files, rules };
}

/** Stores the uploads (webp and thumbnail, ADR 0022); on a failure removes what it stored. */
async function storeUploads(ctx: SignedInContext, uploads: Awaited<ReturnType<typeof uploadsOf>>): Promise<repo.BannerImages> {
  const stored: repo.BannerImages = {};
  try {
    for (const [culture, file] of uploads.files) {
      const image = await saveImage(ctx.config, 'banners', file, uploads.rules);
      stored[culture] = { url: image.url, thumbnailUrl: image.thumbnailUrl };
    }
  } catch (err) {
    await removeImages(ctx, stored);
    throw err;
  }
  return stored;
}

const removeImages = (ctx: SignedInContext, images: repo.BannerImages) =>
  removeStored(ctx.config, ...Object.values(images).flatMap((i) => [i?.url, i?.thumbnailUrl]));

function valuesOf(f: CreateBannerForm, images: repo.BannerImages): repo.BannerValues {
  // The contract checked the link; the service checks again, as nothing unsafe may ever be stored.
  if (f.href !== undefined && !isSafeBannerHref(f.href)) throw new AppError('VALIDATION_FAILED');
  return {
    group_tag: f.groupTag,
    category_id: f.categoryId ?? null,
    country_code: f.countryCode ?? null,
    title: f.title,
    description: f.description,
    href: f.href ?? null,
    target: f.target,
    sort_order: f.order,
    is_active: f.isActive,
    active_from: f.activeFrom ?? null,
    active_to: f.activeTo ?? null,
    images,
  };
}

/** What the audit log keeps of a banner: its values, the images as their URLs. */
const audited = (v: repo.BannerValues | repo.BannerRow) => ({
  groupTag: v.group_tag,
  categoryId: v.category_id,
  countryCode: v.country_code,
  title: v.title,
  description: v.description,
  href: v.href,
  target: v.target,
  order: v.sort_order,
  isActive: v.is_active,
  activeFrom: iso(v.active_from),
  activeTo: iso(v.active_to),
  images: Object.fromEntries(Object.entries(v.images).map(([c, i]) => [c, i?.url])),
});

export async function createBanner(ctx: SignedInContext, input: MultipartInput<CreateBannerForm>): Promise<Banner> {
  const f = input.fields;
  const uploads = await uploadsOf(ctx, input);
  if (!uploads.files.has(DEFAULT_CULTURE)) throw new AppError('BANNER_IMAGE_REQUIRED');
  await checkReferences(ctx, f);
  const images = await storeUploads(ctx, uploads);
  let id: number;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      const values = valuesOf(f, images);
      const newId = await repo.insertBanner(trx, values, ctx.actor.userId);
      await writeAudit(trx, ctx.actor, { action: 'create', entity: 'banner', entityId: String(newId), after: audited(values) });
      return newId;
    });
  } catch (err) {
    await removeImages(ctx, images);
    throw err;
  }
  return loadBanner(ctx, id);
}

export async function updateBanner(ctx: SignedInContext, input: MultipartInput<UpdateBannerForm>): Promise<Banner> {
  const f = input.fields;
  const current = await repo.findBanner(ctx.db, ctx.culture, f.id);
  if (!current) throw new AppError('NOT_FOUND', { id: f.id });
  const uploads = await uploadsOf(ctx, input);
  await checkReferences(ctx, f);
  const stored = await storeUploads(ctx, uploads);
  let dropped: repo.BannerImages = {};
  try {
    dropped = await ctx.db.transaction().execute(async (trx) => {
      const before = await repo.lockBanner(trx, f.id);
      if (!before) throw new AppError('NOT_FOUND', { id: f.id });
      const images: repo.BannerImages = { ...before.images };
      const gone: repo.BannerImages = {};
      const removed: Partial<Record<Culture, boolean>> = { de: f.removeImageDe === true, en: f.removeImageEn === true };
      for (const culture of CULTURES) {
        if (stored[culture] || removed[culture]) {
          if (images[culture]) gone[culture] = images[culture];
          if (stored[culture]) images[culture] = stored[culture];
          else delete images[culture];
        }
      }
      const values = valuesOf(f, images);
      await repo.updateBanner(trx, f.id, values, ctx.actor.userId);
      await writeAudit(trx, ctx.actor, {
        action: 'update',
        entity: 'banner',
        entityId: String(f.id),
        before: audited(before),
        after: audited(values),
      });
      return gone;
    });
  } catch (err) {
    await removeImages(ctx, stored);
    throw err;
  }
  await removeImages(ctx, dropped);
  return loadBanner(ctx, f.id);
}

export async function deleteBanner(ctx: SignedInContext, id: number): Promise<void> {
  const before = await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.lockBanner(trx, id);
    if (!row) throw new AppError('NOT_FOUND', { id });
    await repo.deleteBanner(trx, id);
    await writeAudit(trx, ctx.actor, { action: 'delete', entity: 'banner', entityId: String(id), before: audited(row) });
    return row;
  });
  await removeImages(ctx, before.images);
}

// ---- the home page ----

/** A group's switched-on banners, through this process's cache (banner-cache.ts). */
async function activeGroup(ctx: SignedInContext, groupTag: string): Promise<readonly repo.BannerRow[]> {
  const byGroup = await cachedActiveBanners(ctx.db, () => repo.listActiveBanners(ctx.db));
  return byGroup.get(groupTag) ?? [];
}

/**
 * GET /api/home/banners/{groupTag} (spec 02 §7 Home): the group's banners shown now, to the acting
 * customer's country (a caller acting for nobody sees only those for every country), with a category
 * the category's and the group-wide ones, in order; each with the image of the caller's language, else
 * the Turkish one.
 */
export async function listHomeBanners(ctx: SignedInContext, groupTag: string, query: HomeBannersQuery): Promise<Banner[]> {
  const rows = await activeGroup(ctx, groupTag);
  const now = Date.now();
  const country = ctx.customer?.countryCode?.toUpperCase() ?? null;
  const culture = ctx.culture;
  return rows
    .filter(
      (r) =>
        (r.active_from === null || new Date(r.active_from).getTime() <= now) &&
        (r.active_to === null || new Date(r.active_to).getTime() > now) &&
        (r.country_code === null || r.country_code === country) &&
        (query.categoryId === undefined || r.category_id === null || r.category_id === query.categoryId),
    )
    .map((r) => toBanner(r, r.images[culture] ? culture : DEFAULT_CULTURE))
    .filter((b) => b.images.length > 0);
}
