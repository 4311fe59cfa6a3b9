import type { PagedList, PagedQuery, Salesman, SalesmanCustomer, SetSalesmanCustomersBody } from '@dealerport/contract';
import { AppError, notFound } from '../../lib/app-error';
import { offsetOf, parseOrderBy, toPagedList } from '../../lib/paging';
import { writeAudit } from '../../platform/audit/audit';
import type { SignedInContext } from '../../plugins/context';
import * as customers from '../customers';
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
  // Like every customer list, only the caller's own customers (a salesman sees his, not another's).
  const rows = await repo.listAssignedCustomers(ctx.db, salesmanId, customers.customerScopeOf(ctx.actor));
  return rows.map((r) => ({ id: r.id, name: r.name, code: r.code, countryCode: r.country_code.trim() }));
}

/**
 * Replaces a salesman's customers (who he may act for: design.md §4). The assignment takes effect on his
 * next request (the scope is checked on every call). Audited with the customer ids before and after.
 */
export async function setSalesmanCustomers(ctx: SignedInContext, salesmanId: string, body: SetSalesmanCustomersBody): Promise<void> {
  const wanted = [...new Set(body.customerIds)];
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.lockSalesman(trx, salesmanId))) throw notFound({ salesmanId });
    const existing = await repo.existingCustomerIds(trx, wanted);
    const unknown = wanted.filter((id) => !existing.has(id));
    if (unknown.length > 0) throw new AppError('UNKNOWN_CUSTOMER', { id: unknown.join(', ') });
    const before = (await repo.listAssignedCustomers(trx, salesmanId)).map((c) => c.id).sort();
    await repo.replaceAssignedCustomers(trx, salesmanId, wanted);
    await writeAudit(trx, ctx.actor, {
      action: 'update',
      entity: 'salesman-customers',
      entityId: salesmanId,
      before: { customerIds: before },
      after: { customerIds: [...wanted].sort() },
    });
  });
}
