import type { PagedList, PagedQuery, Salesman, SalesmanCustomer } from '@dealerport/contract';
import { notFound } from '../../lib/app-error';
import { offsetOf, parseOrderBy, toPagedList } from '../../lib/paging';
import type { SignedInContext } from '../../plugins/context';
import * as repo from './salesmen.repository';

export async function listSalesmen(ctx: SignedInContext, query: PagedQuery): Promise<PagedList<Salesman>> {
  const sort = parseOrderBy(query.OrderBy, repo.SALESMAN_SORT_FIELDS, [{ field: 'name', direction: 'asc' }]);
  const search = query.SearchTerm?.trim() || undefined;
  const { rows, total } = await repo.listSalesmen(ctx.db, { search, sort, limit: query.PageSize, offset: offsetOf(query) });
  return toPagedList(
    rows.map((r) => ({ id: r.id, code: r.code, name: r.name, email: r.email, customerCount: Number(r.customer_count) })),
    total,
    query,
  );
}

export async function listSalesmanCustomers(ctx: SignedInContext, salesmanId: string): Promise<SalesmanCustomer[]> {
  if (!(await repo.salesmanExists(ctx.db, salesmanId))) throw notFound({ salesmanId });
  const rows = await repo.listAssignedCustomers(ctx.db, salesmanId);
  return rows.map((r) => ({ id: r.id, name: r.name, code: r.code, countryCode: r.country_code.trim() }));
}
