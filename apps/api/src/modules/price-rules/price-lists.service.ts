import type {
  ListPriceListsQuery,
  PagedList,
  PriceGroup,
  PriceListAssignments,
  PriceListAssignmentsBody,
  PriceListDetail,
  PriceListItem,
  PriceListSummary,
} from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import { offsetOf, toPagedList } from '../../lib/paging';
import { writeAudit } from '../../platform/audit/audit';
import type { SignedInContext } from '../../plugins/context';
import * as repo from './price-lists.repository';
import { customersByIds, listPriceGroups as listGroups } from './price-rules.repository';
import { decimalText } from './price-rules-format';

// Price lists and their prices come from the ERP (the sync); here they are read, and who a list is for is
// set by the distributor.

const listFields = (r: repo.PriceListRow) => ({
  id: r.id,
  code: r.code,
  name: r.name,
  currency: r.currency,
  validFrom: r.valid_from,
  validTo: r.valid_to,
  isActive: r.is_active,
  itemCount: r.item_count,
  breakCount: r.break_count,
});

function toSummary(r: repo.PriceListRow): PriceListSummary {
  return { ...listFields(r), assignments: { everyone: r.everyone, customerCount: r.customer_count, priceGroups: r.price_groups } };
}

function toAssignments(rows: readonly repo.AssignmentRow[]): PriceListAssignments {
  return {
    everyone: rows.some((a) => a.customer_id === null && a.price_group === null),
    customers: rows.flatMap((a) => (a.customer_id ? [{ id: a.customer_id, code: a.customer_code, name: a.customer_name ?? '' }] : [])),
    priceGroups: rows.flatMap((a) => (a.price_group ? [a.price_group] : [])),
  };
}

export async function listPriceLists(ctx: SignedInContext, query: ListPriceListsQuery): Promise<PagedList<PriceListSummary>> {
  const { rows, total } = await repo.listPriceLists(ctx.db, query.SearchTerm?.trim() || undefined, {
    limit: query.PageSize,
    offset: offsetOf(query),
  });
  return toPagedList(rows.map(toSummary), total, query);
}

export async function getPriceList(ctx: SignedInContext, id: number): Promise<PriceListDetail> {
  const [row, assignments] = await Promise.all([repo.findPriceList(ctx.db, id), repo.listAssignments(ctx.db, id)]);
  if (!row) throw new AppError('NOT_FOUND', { id });
  return { ...listFields(row), assignments: toAssignments(assignments) };
}

export async function listPriceListItems(ctx: SignedInContext, id: number, query: ListPriceListsQuery): Promise<PagedList<PriceListItem>> {
  const search = query.SearchTerm?.trim() || undefined;
  const [list, { rows, total }] = await Promise.all([
    repo.findPriceList(ctx.db, id),
    repo.listItems(ctx.db, id, search, { limit: query.PageSize, offset: offsetOf(query) }),
  ]);
  if (!list) throw new AppError('NOT_FOUND', { id });
  const items = rows.map((r) => ({
    productId: r.product_id,
    productCode: r.product_code,
    productName: r.product_name,
    minQuantity: r.min_quantity,
    price: decimalText(r.price),
  }));
  return toPagedList(items, total, query);
}

/** What the audit log keeps of who a list is for. */
const audited = (a: PriceListAssignments | PriceListAssignmentsBody) => ({
  everyone: a.everyone,
  customerIds: 'customerIds' in a ? a.customerIds : a.customers.map((c) => c.id),
  priceGroups: a.priceGroups,
});

/** PUT .../assignments: every customer named must exist (a 400 naming the unknown ones). */
export async function updatePriceListAssignments(
  ctx: SignedInContext,
  id: number,
  body: PriceListAssignmentsBody,
): Promise<PriceListDetail> {
  const customerIds = body.customerIds.map((c) => c.toLowerCase());
  const found = new Set((await customersByIds(ctx.db, customerIds)).map((c) => c.id));
  const unknown = customerIds.filter((c) => !found.has(c));
  if (unknown.length > 0) throw new AppError('UNKNOWN_CUSTOMER', { ids: unknown });
  const values = { everyone: body.everyone, customerIds, priceGroups: body.priceGroups };
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.lockPriceList(trx, id))) throw new AppError('NOT_FOUND', { id });
    const before = toAssignments(await repo.listAssignments(trx, id));
    await repo.replaceAssignments(trx, id, values);
    await writeAudit(trx, ctx.actor, {
      action: 'update-assignments',
      entity: 'price-list',
      entityId: id,
      before: audited(before),
      after: audited(values),
    });
  });
  return getPriceList(ctx, id);
}

export async function listPriceGroups(ctx: SignedInContext): Promise<PriceGroup[]> {
  return (await listGroups(ctx.db)).map((g) => ({ priceGroup: g.price_group, customerCount: g.customer_count }));
}
