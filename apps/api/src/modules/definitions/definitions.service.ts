import {
  type AdminCategory,
  type CategoryIconItem,
  type CategoryPropertyDefinition,
  CONFIG_DATA_TYPE_NAMES,
  CONFIG_DATA_TYPES,
  type Country,
  type Culture,
  type CustomerRef,
  type LookupItem,
  ORDER_STATUS_NAMES,
  ORDER_STATUSES,
  type PagedList,
  type PagedQuery,
  PRODUCT_SORT_PARAMS,
  ROLE_TYPES,
  type RoleLookup,
  type RoleType,
  type SortParam,
} from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import { localName } from '../../lib/local-name';
import { offsetOf, parseOrderBy, toPagedList } from '../../lib/paging';
import { foldTurkish } from '../../lib/turkish';
import type { RequestContext, SignedInContext } from '../../plugins/context';
import { customerScopeOf } from '../customers';
import * as repo from './definitions.repository';

/** Name lookups (customers/{name}, salesmen/{name}) answer at most this many, best for pickers. */
const NAME_LOOKUP_LIMIT = 50;

const asRoleType = (value: string): RoleType => ((ROLE_TYPES as readonly string[]).includes(value) ? (value as RoleType) : 'staff');
const searchOf = (query: PagedQuery) => query.SearchTerm?.trim() || undefined;
const pageOf = (query: PagedQuery) => ({ limit: query.PageSize, offset: offsetOf(query) });

// ---- roles ----

/** A built-in role's name in the reader's language (ADR 0062). */
const toRole = (
  r: { id: number; name: string; names: Partial<Record<Culture, string>> | null; role_type: string },
  culture: Culture,
): RoleLookup => ({
  id: r.id,
  name: localName(r.names, culture, r.name),
  roleType: asRoleType(r.role_type),
});

export async function listRoles(ctx: SignedInContext, query: PagedQuery): Promise<PagedList<RoleLookup>> {
  const sort = parseOrderBy(query.OrderBy, repo.ROLE_SORT_FIELDS, [{ field: 'name', direction: 'asc' }]);
  const { rows, total } = await repo.listRoles(ctx.db, searchOf(query), sort, pageOf(query));
  return toPagedList(
    rows.map((r) => toRole(r, ctx.culture)),
    total,
    query,
  );
}

export async function listAllRoles(ctx: SignedInContext): Promise<RoleLookup[]> {
  return (await repo.listAllRoles(ctx.db)).map((r) => toRole(r, ctx.culture));
}

// ---- users ----

export async function listUsers(ctx: SignedInContext, query: PagedQuery) {
  const sort = parseOrderBy(query.OrderBy, repo.USER_SORT_FIELDS, [{ field: 'accountName', direction: 'asc' }]);
  const { rows, total } = await repo.listUsers(ctx.db, searchOf(query), sort, pageOf(query));
  return toPagedList(
    rows.map((r) => ({ id: r.id, accountName: r.account_name })),
    total,
    query,
  );
}

export async function listAllUsers(ctx: SignedInContext) {
  return (await repo.listAllUsers(ctx.db)).map((r) => ({ id: r.id, accountName: r.account_name }));
}

// ---- customers: the caller's own (the customers area's scope: a dealer its own, a salesman his assigned ones, staff all) ----

const toCustomer = (r: { id: string; name: string; code: string | null }): CustomerRef => ({ id: r.id, name: r.name, code: r.code });

export async function listCustomers(ctx: SignedInContext, query: PagedQuery): Promise<PagedList<CustomerRef>> {
  const sort = parseOrderBy(query.OrderBy, repo.NAME_CODE_SORT_FIELDS, [{ field: 'name', direction: 'asc' }]);
  const { rows, total } = await repo.listByNameOrCode(
    ctx.db,
    'customers',
    customerScopeOf(ctx.actor),
    searchOf(query),
    sort,
    pageOf(query),
  );
  return toPagedList(rows.map(toCustomer), total, query);
}

export async function findCustomersByName(ctx: SignedInContext, name: string): Promise<CustomerRef[]> {
  return (await repo.findCustomersByName(ctx.db, customerScopeOf(ctx.actor), name, NAME_LOOKUP_LIMIT)).map(toCustomer);
}

// ---- salesmen ----

const toSalesman = (r: { id: string; name: string; code: string }) => ({ id: r.id, name: r.name, code: r.code });

export async function listSalesmen(ctx: SignedInContext, query: PagedQuery) {
  const sort = parseOrderBy(query.OrderBy, repo.NAME_CODE_SORT_FIELDS, [{ field: 'name', direction: 'asc' }]);
  const { rows, total } = await repo.listByNameOrCode(ctx.db, 'salesmen', undefined, searchOf(query), sort, pageOf(query));
  return toPagedList(rows.map(toSalesman), total, query);
}

export async function findSalesmenByName(ctx: SignedInContext, name: string) {
  return (await repo.findSalesmenByName(ctx.db, name, NAME_LOOKUP_LIMIT)).map(toSalesman);
}

// ---- countries: a small fixed table, named, searched and sorted in the caller's language ----

async function countriesIn(ctx: RequestContext): Promise<Country[]> {
  const rows = await repo.listCountries(ctx.db);
  const nameOf = (r: (typeof rows)[number]) => ({ tr: r.name_tr, de: r.name_de, en: r.name_en })[ctx.culture];
  const collator = new Intl.Collator(ctx.culture);
  return rows.map((r) => ({ id: r.code.trim(), name: nameOf(r) })).sort((a, b) => collator.compare(a.name, b.name));
}

export async function listAllCountries(ctx: SignedInContext): Promise<Country[]> {
  return countriesIn(ctx);
}

export async function listCountries(ctx: SignedInContext, query: PagedQuery): Promise<PagedList<Country>> {
  const sort = parseOrderBy(query.OrderBy, ['id', 'name'] as const, [{ field: 'name', direction: 'asc' }]);
  let countries = await countriesIn(ctx);
  const search = searchOf(query);
  if (search) {
    const term = foldTurkish(search);
    countries = countries.filter((c) => foldTurkish(c.id).includes(term) || foldTurkish(c.name).includes(term));
  }
  const collator = new Intl.Collator(ctx.culture);
  countries.sort((a, b) => {
    for (const s of sort) {
      const order = collator.compare(a[s.field], b[s.field]);
      if (order !== 0) return s.direction === 'desc' ? -order : order;
    }
    return a.id.localeCompare(b.id);
  });
  const offset = offsetOf(query);
  return toPagedList(countries.slice(offset, offset + query.PageSize), countries.length, query);
}

// ---- constant lookups ----

const named = <K extends string>(ids: readonly K[], names: Record<K, Record<Culture, string>>, culture: Culture): LookupItem[] =>
  ids.map((id) => ({ id, name: names[id][culture] }));

export function listOrderStatuses(ctx: SignedInContext): LookupItem[] {
  return named(ORDER_STATUSES, ORDER_STATUS_NAMES, ctx.culture);
}

export function listProductSortParams(ctx: SignedInContext): SortParam[] {
  return PRODUCT_SORT_PARAMS.map((p) => ({ id: p.id, title: p.title[ctx.culture], column: p.column, direction: p.direction }));
}

export function listConfigDataTypes(ctx: SignedInContext): LookupItem[] {
  return named(CONFIG_DATA_TYPES, CONFIG_DATA_TYPE_NAMES, ctx.culture);
}

// ---- categories (spec 02 §7 Definitions categories) ----

/** The tree from flat rows (already in sibling order); a row whose parent is missing becomes a root. */
function buildCategoryTree(rows: Awaited<ReturnType<typeof repo.listAllCategories>>): AdminCategory[] {
  const nodes = new Map<number, AdminCategory>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      name: r.name,
      order: r.sort_order,
      parentCategoryId: r.parent_id,
      icon: r.icon,
      refCode: r.ref_code,
      isActive: r.is_active,
      children: [],
    });
  }
  const roots: AdminCategory[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export async function listAdminCategories(ctx: SignedInContext): Promise<AdminCategory[]> {
  return buildCategoryTree(await repo.listAllCategories(ctx.db, ctx.culture));
}

/** Icon items of the active categories (an inactive parent hides its subtree), in tree order. */
export async function listCategoryIcons(ctx: SignedInContext): Promise<CategoryIconItem[]> {
  const items: CategoryIconItem[] = [];
  const walk = (nodes: AdminCategory[]) => {
    for (const n of nodes) {
      if (!n.isActive) continue;
      items.push({ id: n.id, name: n.name, icon: n.icon });
      walk(n.children);
    }
  };
  walk(await listAdminCategories(ctx));
  return items;
}

export async function listCategoryProperties(
  ctx: SignedInContext,
  categoryId: number,
  opts: { withDetailsOnly?: boolean } = {},
): Promise<CategoryPropertyDefinition[]> {
  if (!(await repo.categoryExists(ctx.db, categoryId))) throw new AppError('NOT_FOUND', { categoryId });
  const properties = await repo.listPropertiesOfCategory(ctx.db, categoryId, ctx.culture);
  const details = await repo.listDetailsOfProperties(
    ctx.db,
    properties.map((p) => p.id),
    ctx.culture,
  );
  const byProperty = new Map<number, CategoryPropertyDefinition['details']>();
  for (const d of details) {
    const list = byProperty.get(d.property_id) ?? [];
    list.push({ id: d.id, code: d.code, name: d.name });
    byProperty.set(d.property_id, list);
  }
  const result = properties.map((p) => ({
    id: p.id,
    key: p.key,
    name: p.name,
    categoryId: p.category_id,
    isFacet: p.is_facet,
    details: byProperty.get(p.id) ?? [],
  }));
  // An additional detail is attached to a property value, so a property without values can't take one.
  return opts.withDetailsOnly ? result.filter((p) => p.details.length > 0) : result;
}
