import {
  type AdditionalDetail,
  AdditionalDetailFiltersSchema,
  type AdminProductItem,
  type AdminProductListQuery,
  type CategoryMap,
  type CreateAdditionalDetailForm,
  type CreateCategoryMapForm,
  type PagedList,
  type PagedQuery,
  type UpdateAdditionalDetailForm,
  type UpdateCategoryMapForm,
} from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { fileOf, type MultipartInput } from '../../lib/multipart';
import { offsetOf, parseColumnFilters, parseOrderBy, toPagedList } from '../../lib/paging';
import { writeAudit } from '../../platform/audit/audit';
import { checkImage, removeStored, type StoredImage, saveImage } from '../../platform/storage/storage';
import type { CustomerContext, SignedInContext } from '../../plugins/context';
import { invalidateCatalogueCaches } from '../catalog';
import { getImageSettings } from '../settings';
import * as repo from './catalog-admin.repository';

const iso = (d: Date | string) => new Date(d).toISOString();

// ---- admin product list ----

/** Every product (inactive ones too), without customer visibility: the admin screens pick from it. */
export async function listAdminProducts(ctx: SignedInContext, query: AdminProductListQuery): Promise<PagedList<AdminProductItem>> {
  const page = { PageNumber: query.Page, PageSize: query.Size };
  const { rows, total } = await repo.listAdminProducts(
    ctx.db,
    { categoryId: query.CategoryId, search: query.SearchText?.trim() || undefined },
    { limit: page.PageSize, offset: offsetOf(page) },
  );
  const items = rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    categoryId: r.category_id,
    imageUrl: r.image_url,
    isActive: r.is_active,
  }));
  return toPagedList(items, total, page);
}

// ---- additional details ----

type DetailRow = NonNullable<Awaited<ReturnType<typeof repo.getAdditionalDetail>>>;
const toAdditionalDetail = (r: DetailRow): AdditionalDetail => ({
  id: r.id,
  categoryId: r.category_id,
  categoryName: r.category_name,
  propertyId: r.property_id,
  propertyName: r.property_name,
  propertyDetailId: r.property_detail_id,
  propertyDetailName: r.property_detail_name,
  productId: r.product_id,
  productCode: r.product_code,
  label: r.label,
  value: r.value_in_culture,
  baseValue: r.value,
  values: r.localised_values ?? {},
  imageUrl: r.image_url,
  imageThumbnailUrl: r.image_url ? r.image_thumbnail_url : null,
  order: r.sort_order,
  type: r.type,
  createdBy: r.created_by,
  createdByName: r.created_by_name,
  createdOnUtc: iso(r.created_at),
});

export async function listAdditionalDetails(ctx: SignedInContext, query: PagedQuery): Promise<PagedList<AdditionalDetail>> {
  const sort = parseOrderBy(query.OrderBy, repo.ADDITIONAL_DETAIL_SORT_FIELDS, [
    { field: 'categoryName', direction: 'asc' },
    { field: 'order', direction: 'asc' },
  ]);
  const filters = parseColumnFilters(query.ColumnFilters, AdditionalDetailFiltersSchema);
  const { rows, total } = await repo.listAdditionalDetails(
    ctx.db,
    ctx.culture,
    { ...filters, search: query.SearchTerm?.trim() || undefined },
    sort,
    { limit: query.PageSize, offset: offsetOf(query) },
  );
  return toPagedList(rows.map(toAdditionalDetail), total, query);
}

async function loadAdditionalDetail(ctx: SignedInContext, id: number): Promise<AdditionalDetail> {
  const row = await repo.getAdditionalDetail(ctx.db, ctx.culture, id);
  if (!row) throw new AppError('NOT_FOUND', { id });
  return toAdditionalDetail(row);
}

/**
 * Where a detail attaches: a product (its category is the product's), else a category; optionally
 * narrowed to a property value, whose property must be the category's or an ancestor's.
 */
async function resolveTarget(ctx: SignedInContext, f: CreateAdditionalDetailForm) {
  let categoryId = f.categoryId;
  if (f.productId !== undefined) {
    const product = await repo.findProduct(ctx.db, f.productId);
    if (!product) throw new AppError('UNKNOWN_PRODUCT', { productId: f.productId });
    if (categoryId !== undefined && categoryId !== product.category_id) throw new AppError('PRODUCT_CATEGORY_MISMATCH');
    categoryId = product.category_id;
  } else if (categoryId === undefined || !(await repo.categoryExists(ctx.db, categoryId))) {
    throw new AppError('UNKNOWN_CATEGORY', { categoryId });
  }
  let propertyId = f.propertyId ?? null;
  let propertyDetailId: number | null = null;
  if (f.propertyDetailId !== undefined) {
    const detail = await repo.findPropertyDetail(ctx.db, f.propertyDetailId);
    if (!detail || (propertyId !== null && detail.property_id !== propertyId)) {
      throw new AppError('UNKNOWN_PROPERTY_DETAIL', { ids: String(f.propertyDetailId) });
    }
    propertyId = detail.property_id;
    propertyDetailId = detail.id;
  }
  if (propertyId !== null && !(await repo.propertyInCategoryChain(ctx.db, propertyId, categoryId!))) {
    throw new AppError('UNKNOWN_PROPERTY', { propertyId });
  }
  return { category_id: categoryId!, product_id: f.productId ?? null, property_id: propertyId, property_detail_id: propertyDetailId };
}

/** The image a detail keeps: a new upload, the stored one, or none. */
type DetailImage = { url: string; thumbnailUrl: string | null } | null;

function detailValues(f: CreateAdditionalDetailForm, target: Awaited<ReturnType<typeof resolveTarget>>, image: DetailImage) {
  const localisedValues: Record<string, string> = {};
  if (f.valueTr) localisedValues.tr = f.valueTr;
  if (f.valueDe) localisedValues.de = f.valueDe;
  if (f.valueEn) localisedValues.en = f.valueEn;
  return {
    ...target,
    label: f.label,
    value: f.value,
    localised_values: localisedValues,
    type: f.type,
    image_url: image?.url ?? null,
    image_thumbnail_url: image?.thumbnailUrl ?? null,
    sort_order: f.order,
  } satisfies repo.AdditionalDetailValues;
}

/** The values an audit row keeps of a detail. */
const auditOf = (v: repo.AdditionalDetailValues) => ({ ...v });

export async function createAdditionalDetail(
  ctx: SignedInContext,
  input: MultipartInput<CreateAdditionalDetailForm>,
): Promise<AdditionalDetail> {
  const f = input.fields;
  const image = fileOf(input, 'image');
  // The image settings decide what is accepted and how it is stored (spec 01 §7).
  const rules = image ? await getImageSettings(ctx.db) : undefined;
  if (image) checkImage(image, rules);
  const target = await resolveTarget(ctx, f);
  if (f.type === 'image' && !image) throw new AppError('IMAGE_REQUIRED');
  const stored = image ? await saveImage(ctx.config, 'additional-details', image, rules) : null;
  let id: number;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      const values = detailValues(f, target, stored);
      const newId = await repo.insertAdditionalDetail(trx, values, ctx.actor.userId);
      await writeAudit(trx, ctx.actor, { action: 'create', entity: 'product-additional-detail', entityId: newId, after: auditOf(values) });
      return newId;
    });
  } catch (err) {
    await removeStored(ctx.config, stored?.url, stored?.thumbnailUrl);
    throw err;
  }
  invalidateCatalogueCaches(ctx.db);
  return loadAdditionalDetail(ctx, id);
}

export async function updateAdditionalDetail(
  ctx: SignedInContext,
  input: MultipartInput<UpdateAdditionalDetailForm>,
): Promise<AdditionalDetail> {
  const f = input.fields;
  const before = await repo.findAdditionalDetailRow(ctx.db, f.id);
  if (!before) throw new AppError('NOT_FOUND', { id: f.id });
  const image = fileOf(input, 'image');
  // The image settings decide what is accepted and how it is stored (spec 01 §7).
  const rules = image ? await getImageSettings(ctx.db) : undefined;
  if (image) checkImage(image, rules);
  const target = await resolveTarget(ctx, f);
  const kept: DetailImage = f.removeImage || !before.image_url ? null : { url: before.image_url, thumbnailUrl: before.image_thumbnail_url };
  if (f.type === 'image' && !image && !kept) throw new AppError('IMAGE_REQUIRED');
  const stored: StoredImage | null = image ? await saveImage(ctx.config, 'additional-details', image, rules) : null;
  const next: DetailImage = stored ?? kept;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const values = detailValues(f, target, next);
      await repo.updateAdditionalDetail(trx, f.id, values);
      const { created_at: _c, updated_at: _u, created_by: _b, id: _i, ...old } = before;
      await writeAudit(trx, ctx.actor, {
        action: 'update',
        entity: 'product-additional-detail',
        entityId: f.id,
        before: old,
        after: auditOf(values),
      });
    });
  } catch (err) {
    await removeStored(ctx.config, stored?.url, stored?.thumbnailUrl);
    throw err;
  }
  if (before.image_url && before.image_url !== next?.url) await removeStored(ctx.config, before.image_url, before.image_thumbnail_url);
  invalidateCatalogueCaches(ctx.db);
  return loadAdditionalDetail(ctx, f.id);
}

export async function deleteAdditionalDetail(ctx: SignedInContext, id: number): Promise<void> {
  const before = await repo.findAdditionalDetailRow(ctx.db, id);
  if (!before) throw new AppError('NOT_FOUND', { id });
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteAdditionalDetail(trx, id);
    const { created_at: _c, updated_at: _u, ...old } = before;
    await writeAudit(trx, ctx.actor, { action: 'delete', entity: 'product-additional-detail', entityId: id, before: old });
  });
  await removeStored(ctx.config, before.image_url, before.image_thumbnail_url);
  invalidateCatalogueCaches(ctx.db);
}

// ---- category maps (always the selected customer's) ----

type MapRow = NonNullable<Awaited<ReturnType<typeof repo.getCategoryMap>>>;
const toCategoryMap = (r: MapRow): CategoryMap => ({
  id: r.id,
  customerId: r.customer_id,
  categoryId: r.category_id,
  categoryName: r.category_name,
  externalCode: r.external_code,
  externalName: r.external_name,
  iconUrl: r.icon_url,
  iconThumbnailUrl: r.icon_url ? r.icon_thumbnail_url : null,
  createdAt: iso(r.created_at),
});

export async function listCategoryMaps(ctx: CustomerContext): Promise<CategoryMap[]> {
  return (await repo.listCategoryMaps(ctx.db, ctx.culture, ctx.customer.id)).map(toCategoryMap);
}

async function loadCategoryMap(ctx: CustomerContext, id: number): Promise<CategoryMap> {
  const row = await repo.getCategoryMap(ctx.db, ctx.culture, ctx.customer.id, id);
  if (!row) throw new AppError('NOT_FOUND', { id });
  return toCategoryMap(row);
}

async function checkMapInput(ctx: CustomerContext, f: CreateCategoryMapForm, exceptId?: number) {
  if (!(await repo.categoryExists(ctx.db, f.categoryId))) throw new AppError('UNKNOWN_CATEGORY', { categoryId: f.categoryId });
  if (await repo.externalCodeTaken(ctx.db, ctx.customer.id, f.externalCode, exceptId)) {
    throw new AppError('CATEGORY_MAP_TAKEN', { externalCode: f.externalCode });
  }
}

/** Two requests racing for one code: the unique index decides, the loser gets the same 400. */
function mapWriteError(err: unknown, f: CreateCategoryMapForm): unknown {
  return uniqueViolation(err) === 'category_maps_code_key' ? new AppError('CATEGORY_MAP_TAKEN', { externalCode: f.externalCode }) : err;
}

export async function createCategoryMap(ctx: CustomerContext, input: MultipartInput<CreateCategoryMapForm>): Promise<CategoryMap> {
  const f = input.fields;
  const icon = fileOf(input, 'icon');
  // The image settings decide what is accepted and how it is stored (spec 01 §7).
  const rules = icon ? await getImageSettings(ctx.db) : undefined;
  if (icon) checkImage(icon, rules);
  await checkMapInput(ctx, f);
  const stored = icon ? await saveImage(ctx.config, 'category-maps', icon, rules) : null;
  let id: number;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      const values = {
        category_id: f.categoryId,
        external_code: f.externalCode,
        external_name: f.externalName,
        icon_url: stored?.url ?? null,
        icon_thumbnail_url: stored?.thumbnailUrl ?? null,
      };
      const newId = await repo.insertCategoryMap(trx, ctx.customer.id, values);
      await writeAudit(trx, ctx.actor, {
        action: 'create',
        entity: 'category-map',
        entityId: newId,
        after: { customer_id: ctx.customer.id, ...values },
      });
      return newId;
    });
  } catch (err) {
    await removeStored(ctx.config, stored?.url, stored?.thumbnailUrl);
    throw mapWriteError(err, f);
  }
  return loadCategoryMap(ctx, id);
}

export async function updateCategoryMap(ctx: CustomerContext, input: MultipartInput<UpdateCategoryMapForm>): Promise<CategoryMap> {
  const f = input.fields;
  const before = await repo.findCategoryMapRow(ctx.db, ctx.customer.id, f.id);
  if (!before) throw new AppError('NOT_FOUND', { id: f.id });
  const icon = fileOf(input, 'icon');
  // The image settings decide what is accepted and how it is stored (spec 01 §7).
  const rules = icon ? await getImageSettings(ctx.db) : undefined;
  if (icon) checkImage(icon, rules);
  await checkMapInput(ctx, f, f.id);
  const stored = icon ? await saveImage(ctx.config, 'category-maps', icon, rules) : null;
  const keep = !stored && !f.removeIcon;
  const iconUrl = stored?.url ?? (keep ? before.icon_url : null);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const values = {
        category_id: f.categoryId,
        external_code: f.externalCode,
        external_name: f.externalName,
        icon_url: iconUrl,
        icon_thumbnail_url: stored?.thumbnailUrl ?? (keep ? before.icon_thumbnail_url : null),
      };
      await repo.updateCategoryMap(trx, ctx.customer.id, f.id, values);
      const { created_at: _c, updated_at: _u, ...old } = before;
      await writeAudit(trx, ctx.actor, {
        action: 'update',
        entity: 'category-map',
        entityId: f.id,
        before: old,
        after: { customer_id: ctx.customer.id, ...values },
      });
    });
  } catch (err) {
    await removeStored(ctx.config, stored?.url, stored?.thumbnailUrl);
    throw mapWriteError(err, f);
  }
  if (before.icon_url && before.icon_url !== iconUrl) await removeStored(ctx.config, before.icon_url, before.icon_thumbnail_url);
  return loadCategoryMap(ctx, f.id);
}

export async function deleteCategoryMap(ctx: CustomerContext, id: number): Promise<void> {
  const before = await repo.findCategoryMapRow(ctx.db, ctx.customer.id, id);
  if (!before) throw new AppError('NOT_FOUND', { id });
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteCategoryMap(trx, ctx.customer.id, id);
    const { created_at: _c, updated_at: _u, ...old } = before;
    await writeAudit(trx, ctx.actor, { action: 'delete', entity: 'category-map', entityId: id, before: old });
  });
  await removeStored(ctx.config, before.icon_url, before.icon_thumbnail_url);
}
