import { CustomerColumnFiltersSchema, type CustomerListItem, type PagedList, type PagedQuery } from '@dealerport/contract';
import { offsetOf, parseColumnFilters, parseOrderBy, toPagedList } from '../../lib/paging';
import type { SignedInContext } from '../../plugins/context';
import { customerScopeOf } from './customer-scope.service';
import * as repo from './customers.repository';

type CustomerRow = Awaited<ReturnType<typeof repo.findCustomersByName>>[number];

function toListItem(row: CustomerRow): CustomerListItem {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    title: row.title,
    email: row.email,
    phoneNumber: row.phone_number,
    representativePerson: row.representative_person,
    isKvkkConfirm: row.is_kvkk_confirm,
    isCommunicationConfirm: row.is_communication_confirm,
    customerSectors: row.customer_sectors ?? [],
    countryCode: row.country_code.trim(),
    currency: row.currency.trim(),
    language: row.language,
    isActive: row.is_active,
  };
}

/**
 * Which customers the list shows: the customers area's scope (customerScopeOf): a salesman only his
 * assigned ones, a dealer only its own; staff holding customer.list see every customer, active or not.
 */
const listScope = (ctx: SignedInContext) => customerScopeOf(ctx.actor);

export async function listCustomers(ctx: SignedInContext, query: PagedQuery): Promise<PagedList<CustomerListItem>> {
  const sort = parseOrderBy(query.OrderBy, repo.CUSTOMER_SORT_FIELDS, [{ field: 'name', direction: 'asc' }]);
  const filters = parseColumnFilters(query.ColumnFilters, CustomerColumnFiltersSchema);
  const search = query.SearchTerm?.trim() || undefined;
  const { rows, total } = await repo.listCustomers(ctx.db, listScope(ctx), { ...filters, search }, sort, query.PageSize, offsetOf(query));
  return toPagedList(rows.map(toListItem), total, query);
}

const NAME_SEARCH_LIMIT = 50;

export async function findCustomersByName(ctx: SignedInContext, name: string): Promise<CustomerListItem[]> {
  const rows = await repo.findCustomersByName(ctx.db, listScope(ctx), name, NAME_SEARCH_LIMIT);
  return rows.map(toListItem);
}
