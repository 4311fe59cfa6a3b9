import {
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
import { offsetOf, parseOrderBy, toPagedList } from '../../lib/paging';
import { foldTurkish } from '../../lib/turkish';
import type { RequestContext, SignedInContext } from '../../plugins/context';
import * as repo from './definitions.repository';

/** Name lookups (customers/{name}, salesmen/{name}) answer at most this many, best for pickers. */
export const NAME_LOOKUP_LIMIT = 50;

const asRoleType = (value: string): RoleType => ((ROLE_TYPES as readonly string[]).includes(value) ? (value as RoleType) : 'staff');
const searchOf = (query: PagedQuery) => query.SearchTerm?.trim() || undefined;
const pageOf = (query: PagedQuery) => ({ limit: query.PageSize, offset: offsetOf(query) });

// ---- roles ----

const toRole = (r: { id: number; name: string; role_type: string }): RoleLookup => ({
  id: r.id,
  name: r.name,
  roleType: asRoleType(r.role_type),
});

export async function listRoles(ctx: SignedInContext, query: PagedQuery): Promise<PagedList<RoleLookup>> {
  const sort = parseOrderBy(query.OrderBy, repo.ROLE_SORT_FIELDS, [{ field: 'name', direction: 'asc' }]);
  const { rows, total } = await repo.listRoles(ctx.db, searchOf(query), sort, pageOf(query));
  return toPagedList(rows.map(toRole), total, query);
}

export async function listAllRoles(ctx: SignedInContext): Promise<RoleLookup[]> {
  return (await repo.listAllRoles(ctx.db)).map(toRole);
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

// ---- customers ----

const toCustomer = (r: { id: string; name: string; code: string | null }): CustomerRef => ({ id: r.id, name: r.name, code: r.code });

export async function listCustomers(ctx: SignedInContext, query: PagedQuery): Promise<PagedList<CustomerRef>> {
  const sort = parseOrderBy(query.OrderBy, repo.CUSTOMER_SORT_FIELDS, [{ field: 'name', direction: 'asc' }]);
  const { rows, total } = await repo.listCustomers(ctx.db, searchOf(query), sort, pageOf(query));
  return toPagedList(rows.map(toCustomer), total, query);
}

export async function findCustomersByName(ctx: SignedInContext, name: string): Promise<CustomerRef[]> {
  return (await repo.findCustomersByName(ctx.db, name, NAME_LOOKUP_LIMIT)).map(toCustomer);
}

// ---- salesmen ----

const toSalesman = (r: { id: string; name: string; code: string }) => ({ id: r.id, name: r.name, code: r.code });

export async function listSalesmen(ctx: SignedInContext, query: PagedQuery) {
  const sort = parseOrderBy(query.OrderBy, repo.SALESMAN_SORT_FIELDS, [{ field: 'name', direction: 'asc' }]);
  const { rows, total } = await repo.listSalesmen(ctx.db, searchOf(query), sort, pageOf(query));
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
