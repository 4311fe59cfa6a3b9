import type { Culture, PaymentMethod } from '@dealerport/contract';
import { type Kysely, sql } from 'kysely';
import type { Database, LocalisedNames } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { decimal, format } from '../../lib/money';

type Executor = Kysely<Database>;

/** A payment method as the cart and the order pipeline use it (the contract's shape plus nothing). */
export type OfferedPaymentMethod = PaymentMethod;

/** Offered when no order parameter exists at all: paying on the customer's account, no discount. */
export const STANDARD_PAYMENT_METHOD_CODE = 'STANDARD';
const STANDARD_NAMES: LocalisedNames = { tr: 'Cari hesap', de: 'Auf Rechnung', en: 'On account' };

export function standardPaymentMethod(culture: Culture): OfferedPaymentMethod {
  return {
    code: STANDARD_PAYMENT_METHOD_CODE,
    name: STANDARD_NAMES[culture],
    discountRate: '0.00',
    dueDays: 0,
    isOnlinePayment: false,
    isDefault: true,
  };
}

interface ParameterRow {
  category_id: number | null;
  payment_method_code: string;
  names: LocalisedNames;
  discount_rate: string;
  due_days: number;
  is_online: boolean;
  is_default: boolean;
  sort_order: number;
}

const toMethod = (r: ParameterRow, culture: Culture): OfferedPaymentMethod => ({
  code: r.payment_method_code,
  name: r.names?.[culture] || r.names?.tr || r.payment_method_code,
  discountRate: format(decimal(String(r.discount_rate))),
  dueDays: r.due_days,
  isOnlinePayment: r.is_online,
  isDefault: r.is_default,
});

/** Default first, then sort order, then code; when none is marked default, the first one is. */
function ordered(rows: ParameterRow[], culture: Culture): OfferedPaymentMethod[] {
  const methods = [...rows]
    .sort(
      (a, b) =>
        Number(b.is_default) - Number(a.is_default) ||
        a.sort_order - b.sort_order ||
        a.payment_method_code.localeCompare(b.payment_method_code),
    )
    .map((r) => toMethod(r, culture));
  if (methods.length > 0 && !methods.some((m) => m.isDefault)) methods[0] = { ...methods[0]!, isDefault: true };
  return methods;
}

/**
 * The payment methods offered for several categories at once (the cart's lines), keyed by category id:
 * the active order parameters of the category or of its nearest ancestor that has any, else the global
 * ones (category null), else the built-in STANDARD method. Unknown categories are absent from the map.
 */
export async function paymentMethodsForCategories(
  db: Executor,
  categoryIds: readonly number[],
  culture: Culture,
): Promise<Map<number, OfferedPaymentMethod[]>> {
  const result = new Map<number, OfferedPaymentMethod[]>();
  const ids = [...new Set(categoryIds)];
  if (ids.length === 0) return result;
  // One round trip: the ancestor chain of each category, and the active parameters.
  const loaded = await sql<{ chains: Array<{ start_id: number; id: number; depth: number }> | null; params: ParameterRow[] | null }>`
    with recursive chain as (
      select c.id as start_id, c.id, c.parent_id, 0 as depth from categories c where c.id = any(${ids}::int[])
      union all
      select chain.start_id, p.id, p.parent_id, chain.depth + 1 from categories p join chain on p.id = chain.parent_id
      where chain.depth < 20
    )
    select
      (select json_agg(json_build_object('start_id', start_id, 'id', id, 'depth', depth) order by start_id, depth) from chain) as chains,
      (select json_agg(json_build_object('category_id', category_id, 'payment_method_code', payment_method_code, 'names', names,
        'discount_rate', discount_rate::text, 'due_days', due_days, 'is_online', is_online, 'is_default', is_default, 'sort_order', sort_order))
        from order_parameters where is_active) as params`.execute(db);
  const chains = { rows: loaded.rows[0]?.chains ?? [] };
  const params = loaded.rows[0]?.params ?? [];
  const byCategory = new Map<number | null, ParameterRow[]>();
  for (const p of params as ParameterRow[]) byCategory.set(p.category_id, [...(byCategory.get(p.category_id) ?? []), p]);
  const chainOf = new Map<number, number[]>();
  for (const r of chains.rows) chainOf.set(r.start_id, [...(chainOf.get(r.start_id) ?? []), r.id]);
  for (const id of ids) {
    const chain = chainOf.get(id);
    if (!chain) continue;
    const own = chain.map((c) => byCategory.get(c)).find((rows) => rows && rows.length > 0);
    const rows = own ?? byCategory.get(null) ?? [];
    result.set(id, rows.length > 0 ? ordered(rows, culture) : [standardPaymentMethod(culture)]);
  }
  return result;
}

/** GET /api/baskets/paymentMethods/{categoryId}: the methods offered for a category, default first; unknown 404. */
export async function paymentMethodsForCategory(db: Executor, categoryId: number, culture: Culture): Promise<OfferedPaymentMethod[]> {
  const methods = (await paymentMethodsForCategories(db, [categoryId], culture)).get(categoryId);
  if (!methods) throw notFound({ categoryId });
  return methods;
}
