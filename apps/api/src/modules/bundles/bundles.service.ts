import {
  type Bundle,
  BundleFiltersSchema,
  type BundleProduct,
  type CreateBundleBody,
  type Culture,
  type HomeBundle,
  type PagedList,
  type PagedQuery,
  type UpdateBundleBody,
} from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { offsetOf, parseColumnFilters, parseOrderBy, toPagedList } from '../../lib/paging';
import { writeAudit } from '../../platform/audit/audit';
import type { CustomerContext, SignedInContext } from '../../plugins/context';
import { listProductItemsByIds } from '../catalog';
import { cachedActiveBundles } from './bundle-cache';
import * as repo from './bundles.repository';

/** A text in the caller's language, else the Turkish one (spec 01 §1: tr is the fallback). */
const localText = (texts: repo.BundleTexts, culture: Culture) => texts[culture]?.trim() || texts.tr || '';

const textsOf = (texts: Partial<repo.BundleTexts> | null | undefined): repo.BundleTexts => ({
  tr: texts?.tr ?? '',
  de: texts?.de ?? '',
  en: texts?.en ?? '',
});

function toBundle(r: repo.BundleRow, products: BundleProduct[], culture: Culture): Bundle {
  const titles = textsOf(r.titles);
  const descriptions = textsOf(r.descriptions);
  return {
    id: r.id,
    tag: r.tag,
    title: localText(titles, culture),
    description: localText(descriptions, culture),
    titles,
    descriptions,
    isActive: r.is_active,
    products,
    updatedOnUtc: new Date(r.updated_at).toISOString(),
  };
}

/** The bundles with their products (one query for all of them). */
async function withProducts(ctx: SignedInContext, rows: repo.BundleRow[]): Promise<Bundle[]> {
  const links = await repo.listBundleProducts(
    ctx.db,
    rows.map((r) => r.id),
  );
  const byBundle = new Map<number, BundleProduct[]>();
  for (const l of links) {
    const product = { productId: l.product_id, code: l.code, name: l.name, isActive: l.is_active };
    byBundle.set(l.bundle_id, [...(byBundle.get(l.bundle_id) ?? []), product]);
  }
  return rows.map((r) => toBundle(r, byBundle.get(r.id) ?? [], ctx.culture));
}

// ---- administration ----

export async function listBundles(ctx: SignedInContext, query: PagedQuery): Promise<PagedList<Bundle>> {
  const sort = parseOrderBy(query.OrderBy, repo.BUNDLE_SORT_FIELDS, [{ field: 'tag', direction: 'asc' }]);
  const filters = parseColumnFilters(query.ColumnFilters, BundleFiltersSchema);
  const { rows, total } = await repo.listBundles(ctx.db, { ...filters, search: query.SearchTerm?.trim() || undefined }, sort, {
    limit: query.PageSize,
    offset: offsetOf(query),
  });
  return toPagedList(await withProducts(ctx, rows), total, query);
}

export async function getBundle(ctx: SignedInContext, tag: string): Promise<Bundle> {
  const row = await repo.findBundleByTag(ctx.db, tag);
  if (!row) throw new AppError('NOT_FOUND', { tag });
  return (await withProducts(ctx, [row]))[0]!;
}

async function loadBundle(ctx: SignedInContext, id: number): Promise<Bundle> {
  const row = await repo.findBundle(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', { id });
  return (await withProducts(ctx, [row]))[0]!;
}

/** The body's values: each product code once and every one known (a clear 400 naming the codes otherwise). */
async function valuesOf(ctx: SignedInContext, body: CreateBundleBody): Promise<repo.BundleValues> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const code of body.productCodes) (seen.has(code) ? repeated : seen).add(code);
  if (repeated.size > 0) throw new AppError('BUNDLE_PRODUCT_REPEATED', { codes: [...repeated].join(', ') });
  const ids = await repo.productIdsByCode(ctx.db, body.productCodes);
  const unknown = body.productCodes.filter((c) => !ids.has(c));
  if (unknown.length > 0) throw new AppError('BUNDLE_PRODUCT_UNKNOWN', { codes: unknown.join(', ') });
  return {
    tag: body.tag,
    titles: body.titles,
    descriptions: body.descriptions,
    is_active: body.isActive,
    product_ids: body.productCodes.map((c) => ids.get(c)!),
  };
}

/** What the audit log keeps of a bundle: its values, the products as codes in order. */
const audited = (v: { tag: string; titles: unknown; descriptions: unknown; is_active: boolean }, productCodes: readonly string[]) => ({
  tag: v.tag,
  titles: v.titles,
  descriptions: v.descriptions,
  isActive: v.is_active,
  productCodes,
});

/** Two requests racing for one tag: the unique index decides, the loser gets the same 400. */
const writeError = (err: unknown, tag: string): unknown =>
  uniqueViolation(err) === 'bundles_tag_key' ? new AppError('BUNDLE_TAG_TAKEN', { tag }) : err;

export async function createBundle(ctx: SignedInContext, body: CreateBundleBody): Promise<Bundle> {
  if (await repo.tagTaken(ctx.db, body.tag)) throw new AppError('BUNDLE_TAG_TAKEN', { tag: body.tag });
  const values = await valuesOf(ctx, body);
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      const created = await repo.insertBundle(trx, values, ctx.actor.userId);
      await writeAudit(trx, ctx.actor, {
        action: 'create',
        entity: 'bundle',
        entityId: String(created),
        after: audited(values, body.productCodes),
      });
      return created;
    });
    return loadBundle(ctx, id);
  } catch (err) {
    throw writeError(err, body.tag);
  }
}

export async function updateBundle(ctx: SignedInContext, body: UpdateBundleBody): Promise<Bundle> {
  if (await repo.tagTaken(ctx.db, body.tag, body.id)) throw new AppError('BUNDLE_TAG_TAKEN', { tag: body.tag });
  const values = await valuesOf(ctx, body);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const before = await repo.lockBundle(trx, body.id);
      if (!before) throw new AppError('NOT_FOUND', { id: body.id });
      const beforeCodes = (await repo.listBundleProducts(trx, [body.id])).map((p) => p.code);
      await repo.updateBundle(trx, body.id, values, ctx.actor.userId);
      await writeAudit(trx, ctx.actor, {
        action: 'update',
        entity: 'bundle',
        entityId: String(body.id),
        before: audited(before, beforeCodes),
        after: audited(values, body.productCodes),
      });
    });
  } catch (err) {
    throw writeError(err, body.tag);
  }
  return loadBundle(ctx, body.id);
}

export async function deleteBundle(ctx: SignedInContext, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.lockBundle(trx, id);
    if (!row) throw new AppError('NOT_FOUND', { id });
    const codes = (await repo.listBundleProducts(trx, [id])).map((p) => p.code);
    await repo.deleteBundle(trx, id);
    await writeAudit(trx, ctx.actor, { action: 'delete', entity: 'bundle', entityId: String(id), before: audited(row, codes) });
  });
}

// ---- the home page ----

/**
 * GET /api/home/bundles/{tag} (spec 02 §7 Home): a switched-on bundle (from this process's cache,
 * bundle-cache.ts) in the caller's language with its products as the acting customer sees them. The
 * products are the catalogue's product list items (modules/catalog listProductItemsByIds: its visibility,
 * prices, stock and basket flags for this customer), so a product the customer may not see is left out
 * exactly as the product list leaves it out. No such bundle, or one switched off: 404.
 */
export async function getHomeBundle(ctx: CustomerContext, tag: string): Promise<HomeBundle> {
  const bundles = await cachedActiveBundles(ctx.db, () => repo.listActiveBundles(ctx.db));
  const bundle = bundles.get(tag);
  if (!bundle) throw new AppError('NOT_FOUND', { tag });
  const titles = textsOf(bundle.titles);
  const descriptions = textsOf(bundle.descriptions);
  return {
    id: bundle.id,
    tag: bundle.tag,
    title: localText(titles, ctx.culture),
    description: localText(descriptions, ctx.culture),
    products: await listProductItemsByIds(ctx, [...bundle.product_ids]),
  };
}
