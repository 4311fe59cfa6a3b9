import type {
  Campaign,
  CampaignBody,
  Culture,
  ListCampaignsQuery,
  PagedList,
  PriceRuleCategory,
  PriceRuleCustomer,
  PriceRuleProduct,
} from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { localName } from '../../lib/local-name';
import { offsetOf, parseOrderBy, toPagedList } from '../../lib/paging';
import { writeAudit } from '../../platform/audit/audit';
import type { SignedInContext } from '../../plugins/context';
import { distributorDay } from '../settings';
import * as repo from './campaigns.repository';
import { customersByIds } from './price-rules.repository';
import { decimalText, textsOf } from './price-rules-format';

/** The customers, products and categories the campaigns name, by id (one query each for all of them). */
interface Refs {
  customers: Map<string, PriceRuleCustomer>;
  products: Map<number, PriceRuleProduct>;
  categories: Map<number, PriceRuleCategory>;
}

async function refsOf(ctx: SignedInContext, rows: readonly repo.CampaignRow[]): Promise<Refs> {
  const [customers, products, categories] = await Promise.all([
    customersByIds(ctx.db, [...new Set(rows.flatMap((r) => r.customer_ids))]),
    repo.productsByIds(ctx.db, [...new Set(rows.flatMap((r) => r.product_ids))]),
    repo.categoriesByIds(ctx.db, [...new Set(rows.flatMap((r) => r.category_ids))]),
  ]);
  return {
    customers: new Map(customers.map((c) => [c.id, c])),
    products: new Map(products.map((p) => [p.id, p])),
    categories: new Map(categories.map((c) => [c.id, { id: c.id, name: localName(c.names, ctx.culture) }])),
  };
}

/** What is named and gone since (a customer, product or category deleted): left out of the answer. */
const present = <K, V>(ids: readonly K[], byId: Map<K, V>): V[] => ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));

function toCampaign(r: repo.CampaignRow, refs: Refs, culture: Culture): Campaign {
  const names = textsOf(r.names);
  return {
    id: r.id,
    code: r.code,
    name: localName(names, culture),
    names,
    startsOn: r.starts_on,
    endsOn: r.ends_on,
    kind: r.kind,
    value: decimalText(r.value),
    currency: r.currency,
    customers: present(r.customer_ids, refs.customers),
    priceGroups: r.price_groups,
    products: present(r.product_ids, refs.products),
    categories: present(r.category_ids, refs.categories),
    isActive: r.is_active,
    status: r.status,
    updatedOnUtc: new Date(r.updated_at).toISOString(),
  };
}

async function toCampaigns(ctx: SignedInContext, rows: repo.CampaignRow[]): Promise<Campaign[]> {
  const refs = await refsOf(ctx, rows);
  return rows.map((r) => toCampaign(r, refs, ctx.culture));
}

export async function listCampaigns(ctx: SignedInContext, query: ListCampaignsQuery): Promise<PagedList<Campaign>> {
  const sort = parseOrderBy(query.OrderBy, repo.CAMPAIGN_SORT_FIELDS, [{ field: 'startsOn', direction: 'desc' }]);
  const day = await distributorDay(ctx.db);
  const { rows, total } = await repo.listCampaigns(
    ctx.db,
    day,
    { search: query.SearchTerm?.trim() || undefined, status: query.status },
    sort,
    { limit: query.PageSize, offset: offsetOf(query) },
  );
  return toPagedList(await toCampaigns(ctx, rows), total, query);
}

export async function getCampaign(ctx: SignedInContext, id: number): Promise<Campaign> {
  const row = await repo.findCampaign(ctx.db, id, await distributorDay(ctx.db));
  if (!row) throw new AppError('NOT_FOUND', { id });
  return (await toCampaigns(ctx, [row]))[0]!;
}

/** The body's values; every customer, product and category named must exist (a 400 naming the unknown ones). */
async function valuesOf(ctx: SignedInContext, body: CampaignBody): Promise<repo.CampaignValues> {
  const [customers, products, categories] = await Promise.all([
    customersByIds(ctx.db, body.customerIds),
    repo.productsByIds(ctx.db, body.productIds),
    repo.categoriesByIds(ctx.db, body.categoryIds),
  ]);
  const missing = <K>(ids: readonly K[], found: ReadonlySet<K>) => ids.filter((id) => !found.has(id));
  const unknownCustomers = missing(
    body.customerIds.map((id) => id.toLowerCase()),
    new Set(customers.map((c) => c.id)),
  );
  if (unknownCustomers.length > 0) throw new AppError('UNKNOWN_CUSTOMER', { ids: unknownCustomers });
  const unknownProducts = missing(body.productIds, new Set(products.map((p) => p.id)));
  if (unknownProducts.length > 0) throw new AppError('UNKNOWN_PRODUCT', { ids: unknownProducts });
  const unknownCategories = missing(body.categoryIds, new Set(categories.map((c) => c.id)));
  if (unknownCategories.length > 0) throw new AppError('UNKNOWN_CATEGORY', { ids: unknownCategories });
  return {
    code: body.code,
    names: { tr: body.names.tr, de: body.names.de, en: body.names.en },
    starts_on: body.startsOn,
    ends_on: body.endsOn,
    kind: body.kind,
    value: body.value,
    currency: body.currency,
    customer_ids: body.customerIds.map((id) => id.toLowerCase()),
    price_groups: body.priceGroups,
    product_ids: body.productIds,
    category_ids: body.categoryIds,
    is_active: body.isActive,
  };
}

/** What the audit log keeps of a campaign: its values under the contract's names. */
const audited = (v: Omit<repo.CampaignValues, 'names'> & { names: Partial<repo.CampaignTexts> }) => ({
  code: v.code,
  names: v.names,
  startsOn: v.starts_on,
  endsOn: v.ends_on,
  kind: v.kind,
  value: decimalText(v.value),
  currency: v.currency,
  customerIds: v.customer_ids,
  priceGroups: v.price_groups,
  productIds: v.product_ids,
  categoryIds: v.category_ids,
  isActive: v.is_active,
});

/** Two requests racing for one code: the unique index decides, the loser gets the same 409. */
const writeError = (err: unknown, code: string): unknown =>
  uniqueViolation(err) === 'campaigns_code' ? new AppError('CAMPAIGN_CODE_TAKEN', { code }) : err;

export async function createCampaign(ctx: SignedInContext, body: CampaignBody): Promise<Campaign> {
  if (await repo.codeTaken(ctx.db, body.code)) throw new AppError('CAMPAIGN_CODE_TAKEN', { code: body.code });
  const values = await valuesOf(ctx, body);
  let id: number;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      const created = await repo.insertCampaign(trx, values);
      await writeAudit(trx, ctx.actor, { action: 'create', entity: 'campaign', entityId: created, after: audited(values) });
      return created;
    });
  } catch (err) {
    throw writeError(err, body.code);
  }
  return getCampaign(ctx, id);
}

export async function updateCampaign(ctx: SignedInContext, id: number, body: CampaignBody): Promise<Campaign> {
  if (await repo.codeTaken(ctx.db, body.code, id)) throw new AppError('CAMPAIGN_CODE_TAKEN', { code: body.code });
  const values = await valuesOf(ctx, body);
  const day = await distributorDay(ctx.db);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const before = await repo.lockCampaign(trx, id, day);
      if (!before) throw new AppError('NOT_FOUND', { id });
      await repo.updateCampaign(trx, id, values);
      await writeAudit(trx, ctx.actor, {
        action: 'update',
        entity: 'campaign',
        entityId: id,
        before: audited(before),
        after: audited(values),
      });
    });
  } catch (err) {
    throw writeError(err, body.code);
  }
  return getCampaign(ctx, id);
}

export async function deleteCampaign(ctx: SignedInContext, id: number): Promise<void> {
  const day = await distributorDay(ctx.db);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.lockCampaign(trx, id, day);
    if (!row) throw new AppError('NOT_FOUND', { id });
    await repo.deleteCampaign(trx, id);
    await writeAudit(trx, ctx.actor, { action: 'delete', entity: 'campaign', entityId: id, before: audited(row) });
  });
}
