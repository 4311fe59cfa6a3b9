import type {
  AccessCategory,
  AccessProperty,
  AccessPropertyDetail,
  AccessSearchQuery,
  CategoryAccessGroup,
  CustomerAccesses,
  CustomerAccessGroup,
  CustomerAccessItem,
  SetCategoryAccessBody,
  UpdateCustomerAccessesBody,
  WarehouseAdminItem,
} from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../platform/audit/audit';
import type { SignedInContext } from '../../plugins/context';
import * as repo from './access.repository';

/** The detail picker answers at most this many values (a search term narrows it). */
const DETAIL_PICKER_LIMIT = 1000;

const searchOf = (query: AccessSearchQuery) => query.SearchTerm?.trim() || undefined;

const toFlags = (f: {
  hasList: boolean;
  hasBasket: boolean;
  showPrice: boolean;
  showStock: boolean;
  showXmlStock: boolean;
}): repo.RuleFlags => ({
  has_list: f.hasList,
  has_basket: f.hasBasket,
  show_price: f.showPrice,
  show_stock: f.showStock,
  show_xml_stock: f.showXmlStock,
});
const fromFlags = (r: repo.RuleFlags) => ({
  hasList: r.has_list,
  hasBasket: r.has_basket,
  showPrice: r.show_price,
  showStock: r.show_stock,
  showXmlStock: r.show_xml_stock,
});

// ---- pickers ----

export async function listAccessCategories(ctx: SignedInContext): Promise<AccessCategory[]> {
  const rows = await repo.listCategoriesWithProperties(ctx.db, ctx.culture);
  const byId = new Map<number, AccessCategory>();
  for (const r of rows) {
    let category = byId.get(r.category_id);
    if (!category) {
      category = { id: r.category_id, name: r.category_name, properties: [] };
      byId.set(r.category_id, category);
    }
    category.properties.push({ id: r.property_id, name: r.property_name });
  }
  return [...byId.values()];
}

export async function listAccessProperties(ctx: SignedInContext, categoryId: number, query: AccessSearchQuery): Promise<AccessProperty[]> {
  if (!(await repo.categoryExists(ctx.db, categoryId))) throw new AppError('NOT_FOUND', { categoryId });
  return repo.listCategoryProperties(ctx.db, categoryId, ctx.culture, searchOf(query));
}

export async function listAccessPropertyDetails(
  ctx: SignedInContext,
  propertyId: number,
  query: AccessSearchQuery,
): Promise<AccessPropertyDetail[]> {
  if (!(await repo.propertyExists(ctx.db, propertyId))) throw new AppError('NOT_FOUND', { propertyId });
  return repo.listPropertyDetails(ctx.db, propertyId, ctx.culture, searchOf(query), DETAIL_PICKER_LIMIT);
}

// ---- who may see and change a customer's rules ----

/**
 * Reads follow the customer scope (design.md §4): a dealer its own customer, a salesman his
 * assigned ones, staff any. Out of scope is CUSTOMER_FORBIDDEN, whether the customer exists or not.
 */
async function assertMayRead(ctx: SignedInContext, customerId: string) {
  const { actor } = ctx;
  if (actor.userType === 'dealer' && actor.customerId !== customerId) throw new AppError('CUSTOMER_FORBIDDEN');
  if (actor.userType === 'salesman' && !(actor.salesmanId && (await repo.isAssignedToSalesman(ctx.db, actor.salesmanId, customerId)))) {
    throw new AppError('CUSTOMER_FORBIDDEN');
  }
  if ((await repo.existingCustomerIds(ctx.db, [customerId])).size === 0) throw new AppError('NOT_FOUND', { customerId });
}

/**
 * Rules are the distributor's policy: only staff change them, whatever permission a dealer's or a
 * salesman's role was given (a dealer must not un-hide products for itself).
 */
function assertMayWrite(ctx: SignedInContext) {
  if (ctx.actor.userType !== 'staff') throw new AppError('FORBIDDEN');
}

async function assertDetailsExist(ctx: SignedInContext, ids: readonly number[]) {
  const found = await repo.existingDetailIds(ctx.db, ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new AppError('UNKNOWN_PROPERTY_DETAIL', { ids: missing.slice(0, 20).join(', ') });
}

// ---- writes ----

/** POST /api/accesses/access-category: the same flags for every customer x detail pair. */
export async function setCategoryAccess(ctx: SignedInContext, body: SetCategoryAccessBody): Promise<void> {
  assertMayWrite(ctx);
  const found = await repo.existingCustomerIds(ctx.db, body.customerIds);
  const missingCustomers = body.customerIds.filter((id) => !found.has(id));
  if (missingCustomers.length > 0) throw new AppError('UNKNOWN_CUSTOMER', { customerIds: missingCustomers.slice(0, 20) });
  await assertDetailsExist(ctx, body.propertyDetailIds);
  const flags = toFlags(body);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.upsertRulesForPairs(trx, body.customerIds, body.propertyDetailIds, flags);
    for (const customerId of body.customerIds) {
      await writeAudit(trx, ctx.actor, {
        action: 'set-access',
        entity: 'customer-access',
        entityId: customerId,
        after: { propertyDetailIds: body.propertyDetailIds, ...fromFlags(flags) },
      });
    }
  });
}

/** PUT /api/customers/{customerId}/accesses: write the listed rules, drop the removed ones. */
export async function updateCustomerAccesses(
  ctx: SignedInContext,
  customerId: string,
  body: UpdateCustomerAccessesBody,
): Promise<CustomerAccesses> {
  assertMayWrite(ctx);
  if ((await repo.existingCustomerIds(ctx.db, [customerId])).size === 0) throw new AppError('NOT_FOUND', { customerId });
  const setIds = body.items.map((i) => i.accessPropertyDetailId);
  const removedIds = [...new Set(body.removedPropertyDetailIds)];
  await assertDetailsExist(ctx, setIds);
  const touched = [...setIds, ...removedIds];
  if (touched.length > 0) {
    await ctx.db.transaction().execute(async (trx) => {
      const before = await repo.findRules(trx, customerId, touched);
      await repo.deleteRules(trx, customerId, removedIds);
      await repo.upsertRules(
        trx,
        customerId,
        body.items.map((i) => ({ property_detail_id: i.accessPropertyDetailId, ...toFlags(i) })),
      );
      await writeAudit(trx, ctx.actor, {
        action: 'update-access',
        entity: 'customer-access',
        entityId: customerId,
        before: { rules: before.map((r) => ({ propertyDetailId: r.property_detail_id, ...fromFlags(r) })) },
        after: {
          rules: body.items.map((i) => ({ propertyDetailId: i.accessPropertyDetailId, ...fromFlags(toFlags(i)) })),
          removedPropertyDetailIds: removedIds,
        },
      });
    });
  }
  return loadCustomerAccesses(ctx, customerId);
}

// ---- reads ----

export async function getCustomerAccesses(ctx: SignedInContext, customerId: string): Promise<CustomerAccesses> {
  await assertMayRead(ctx, customerId);
  return loadCustomerAccesses(ctx, customerId);
}

/**
 * Groups the rules twice (spec 01 §3): by property name across categories (customerAccesses; two
 * categories' "Brand" properties form one group), and by category, then property.
 */
async function loadCustomerAccesses(ctx: SignedInContext, customerId: string): Promise<CustomerAccesses> {
  const rows = await repo.listCustomerRules(ctx.db, customerId, ctx.culture);
  const byPropertyName = new Map<string, CustomerAccessGroup>();
  const byCategory = new Map<number, { group: CategoryAccessGroup; properties: Map<number, CustomerAccessGroup> }>();
  for (const r of rows) {
    const item: CustomerAccessItem = {
      accessPropertyDetailId: r.property_detail_id,
      accessCustomerPropertyDetailId: Number(r.id),
      propertyDetailName: r.detail_name,
      ...fromFlags(r),
    };
    let named = byPropertyName.get(r.property_name);
    if (!named) {
      named = { propertyName: r.property_name, items: [] };
      byPropertyName.set(r.property_name, named);
    }
    named.items.push(item);

    let category = byCategory.get(r.category_id);
    if (!category) {
      category = { group: { categoryName: r.category_name, properties: [] }, properties: new Map() };
      byCategory.set(r.category_id, category);
    }
    let property = category.properties.get(r.property_id);
    if (!property) {
      property = { propertyName: r.property_name, items: [] };
      category.properties.set(r.property_id, property);
      category.group.properties.push(property);
    }
    property.items.push({ ...item });
  }
  return {
    customerAccesses: [...byPropertyName.values()],
    categoryAccessProperties: [...byCategory.values()].map((c) => c.group),
  };
}

// ---- warehouses ----

export async function listAdminWarehouses(ctx: SignedInContext): Promise<WarehouseAdminItem[]> {
  const rows = await repo.listWarehouses(ctx.db);
  return rows.map((r) => ({ code: r.code, name: r.name, divisionId: r.division_id, priority: r.priority }));
}
