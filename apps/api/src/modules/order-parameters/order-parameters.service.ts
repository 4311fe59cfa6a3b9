import type { OrderParameter, OrderParameterInput, PagedList, PagedQuery, UpdateOrderParameterBody } from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { offsetOf, toPagedList } from '../../lib/paging';
import { writeAudit } from '../../platform/audit/audit';
import type { SignedInContext } from '../../plugins/context';
import * as repo from './order-parameters.repository';

/** A rate as the column stores it: two decimals ("3" -> "3.00"). */
const rate = (value: string) => {
  const [int, frac = ''] = value.split('.');
  return `${Number(int)}.${frac.padEnd(2, '0').slice(0, 2)}`;
};

const toParameter = (r: repo.ParameterRow, culture: SignedInContext['culture']): OrderParameter => ({
  id: r.id,
  categoryId: r.category_id,
  categoryName: r.category_id === null ? null : r.category_name,
  paymentMethodCode: r.payment_method_code,
  names: { tr: r.names.tr, de: r.names.de, en: r.names.en },
  name: r.names[culture] || r.names.tr,
  discountRate: rate(String(r.discount_rate)),
  dueDays: r.due_days,
  isOnlinePayment: r.is_online,
  isDefault: r.is_default,
  order: r.sort_order,
  isActive: r.is_active,
});

export async function listOrderParameters(ctx: SignedInContext, query: PagedQuery): Promise<PagedList<OrderParameter>> {
  const { rows, total } = await repo.listParameters(ctx.db, ctx.culture, query.SearchTerm?.trim() || undefined, {
    limit: query.PageSize,
    offset: offsetOf(query),
  });
  return toPagedList(
    rows.map((r) => toParameter(r, ctx.culture)),
    total,
    query,
  );
}

async function loadParameter(ctx: SignedInContext, id: number): Promise<OrderParameter> {
  const row = await repo.getParameter(ctx.db, ctx.culture, id);
  if (!row) throw new AppError('NOT_FOUND', { id });
  return toParameter(row, ctx.culture);
}

const valuesOf = (input: OrderParameterInput): repo.ParameterValues => ({
  category_id: input.categoryId,
  payment_method_code: input.paymentMethodCode,
  names: { tr: input.names.tr, de: input.names.de, en: input.names.en },
  discount_rate: rate(input.discountRate),
  due_days: input.dueDays,
  is_online: input.isOnlinePayment,
  is_default: input.isDefault,
  sort_order: input.order,
  is_active: input.isActive,
});

async function checkInput(ctx: SignedInContext, input: OrderParameterInput, exceptId?: number) {
  if (input.categoryId !== null && !(await repo.categoryExists(ctx.db, input.categoryId))) {
    throw new AppError('UNKNOWN_CATEGORY', { categoryId: input.categoryId });
  }
  if (await repo.codeTaken(ctx.db, input.categoryId, input.paymentMethodCode, exceptId)) {
    throw new AppError('ORDER_PARAMETER_TAKEN', { code: input.paymentMethodCode });
  }
}

/** Two requests racing for one code: the unique index decides, the loser gets the same 400. */
const writeError = (err: unknown, input: OrderParameterInput): unknown =>
  uniqueViolation(err) === 'order_parameters_code_key' ? new AppError('ORDER_PARAMETER_TAKEN', { code: input.paymentMethodCode }) : err;

export async function createOrderParameter(ctx: SignedInContext, input: OrderParameterInput): Promise<OrderParameter> {
  await checkInput(ctx, input);
  const values = valuesOf(input);
  let id: number;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      if (values.is_default) await repo.lockDefaults(trx);
      const newId = await repo.insertParameter(trx, values);
      // A new default replaces the old one of the same scope (every category, or this category).
      if (values.is_default) await repo.clearOtherDefaults(trx, values.category_id, newId);
      await writeAudit(trx, ctx.actor, { action: 'create', entity: 'order-parameter', entityId: newId, after: { ...values } });
      return newId;
    });
  } catch (err) {
    throw writeError(err, input);
  }
  return loadParameter(ctx, id);
}

export async function updateOrderParameter(ctx: SignedInContext, input: UpdateOrderParameterBody): Promise<OrderParameter> {
  const before = await repo.findParameterRow(ctx.db, input.id);
  if (!before) throw new AppError('NOT_FOUND', { id: input.id });
  await checkInput(ctx, input, input.id);
  const values = valuesOf(input);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (values.is_default) await repo.lockDefaults(trx);
      await repo.updateParameter(trx, input.id, values);
      if (values.is_default) await repo.clearOtherDefaults(trx, values.category_id, input.id);
      const { created_at: _c, updated_at: _u, ...old } = before;
      await writeAudit(trx, ctx.actor, {
        action: 'update',
        entity: 'order-parameter',
        entityId: input.id,
        before: old,
        after: { ...values },
      });
    });
  } catch (err) {
    throw writeError(err, input);
  }
  return loadParameter(ctx, input.id);
}

/** Orders keep the method they were placed with (they store its code and name); carts fall back to the default. */
export async function deleteOrderParameter(ctx: SignedInContext, id: number): Promise<void> {
  const before = await repo.findParameterRow(ctx.db, id);
  if (!before) throw new AppError('NOT_FOUND', { id });
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteParameter(trx, id);
    const { created_at: _c, updated_at: _u, ...old } = before;
    await writeAudit(trx, ctx.actor, { action: 'delete', entity: 'order-parameter', entityId: id, before: old });
  });
}
