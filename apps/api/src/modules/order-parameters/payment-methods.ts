import type { Culture, PaymentMethod } from '@dealerport/contract';
import type { Kysely } from 'kysely';
import { tableCache } from '../../db/change-signal';
import type { Database, LocalisedNames } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { localName } from '../../lib/local-name';
import { decimal, format } from '../../lib/money';
import { type Subscriber, TABLES_CHANNEL } from '../../platform/jobs/listener';
import { type OfferedParameterRow, readPaymentSetup } from './order-parameters.repository';

type Executor = Kysely<Database>;

/** A payment method as the cart and the order pipeline use it (the contract's shape plus nothing). */
export type OfferedPaymentMethod = PaymentMethod;

/** Offered when no order parameter exists at all: paying on the customer's account, no discount. */
const STANDARD_PAYMENT_METHOD_CODE = 'STANDARD';
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

const toMethod = (r: OfferedParameterRow, culture: Culture): OfferedPaymentMethod => ({
  code: r.payment_method_code,
  name: r.names?.[culture] || r.names?.tr || r.payment_method_code,
  discountRate: format(decimal(String(r.discount_rate))),
  dueDays: r.due_days,
  isOnlinePayment: r.is_online,
  isDefault: r.is_default,
});

/** Default first, then sort order, then code; when none is marked default, the first one is. */
function ordered(rows: OfferedParameterRow[], culture: Culture): OfferedPaymentMethod[] {
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

/** The category tree and the active order parameters: what choosing a payment method needs. */
interface PaymentSetup {
  parentOf: Map<number, number | null>;
  byCategory: Map<number | null, OfferedParameterRow[]>;
}

/**
 * Kept per database until a write to order parameters or categories: this process's at once
 * (db/change-signal.ts), another's through paymentSetupSubscriber (migration 0037); SETUP_TTL_MS bounds it
 * anyway. Every cart read and place-order needs it.
 */
const SETUP_TTL_MS = 60_000;
const setupCache = tableCache<PaymentSetup>(['order_parameters', 'categories'], SETUP_TTL_MS);

/** What app.ts subscribes to the database's notifications: off while this process can't hear them. */
export function paymentSetupSubscriber(db: Executor): Subscriber {
  return setupCache.subscriber(db, TABLES_CHANNEL);
}

async function readSetup(db: Executor): Promise<PaymentSetup> {
  const loaded = await readPaymentSetup(db);
  const parentOf = new Map<number, number | null>((loaded?.tree ?? []).map(([id, parent]) => [id, parent]));
  const byCategory = new Map<number | null, OfferedParameterRow[]>();
  for (const p of loaded?.params ?? []) byCategory.set(p.category_id, [...(byCategory.get(p.category_id) ?? []), p]);
  return { parentOf, byCategory };
}

async function paymentSetup(db: Executor, categoryIds: readonly number[]): Promise<PaymentSetup> {
  const setup = await setupCache.get(db, () => readSetup(db));
  if (categoryIds.every((id) => setup.parentOf.has(id))) return setup;
  // A category this copy doesn't know (made since, by another process): read afresh once.
  setupCache.invalidate(db);
  return setupCache.get(db, () => readSetup(db));
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
  const { parentOf, byCategory } = await paymentSetup(db, ids);
  for (const id of ids) {
    if (!parentOf.has(id)) continue;
    // The category, then its ancestors (at most 20 up, as a guard against a cycle).
    let own: OfferedParameterRow[] | undefined;
    for (let c: number | null | undefined = id, depth = 0; c != null && depth <= 20 && !own; c = parentOf.get(c), depth++) {
      const rows = byCategory.get(c);
      if (rows && rows.length > 0) own = rows;
    }
    const rows = own ?? byCategory.get(null) ?? [];
    result.set(id, rows.length > 0 ? ordered(rows, culture) : [standardPaymentMethod(culture)]);
  }
  return result;
}

/**
 * Names a payment method by its code as a reader of `culture` reads it: an order keeps the name its method
 * had in the language of whoever placed it, and is read in other languages (ADR 0062). The active order
 * parameters' names (a global one's first), the built-in STANDARD's; else `fallback`, the order's own.
 */
export async function paymentMethodNamer(db: Executor, culture: Culture): Promise<(code: string, fallback: string) => string> {
  const setup = await setupCache.get(db, () => readSetup(db));
  const byCode = new Map<string, LocalisedNames>([[STANDARD_PAYMENT_METHOD_CODE, STANDARD_NAMES]]);
  const global = setup.byCategory.get(null) ?? [];
  for (const rows of [global, ...setup.byCategory.values()])
    for (const r of rows) if (r.names && !byCode.has(r.payment_method_code)) byCode.set(r.payment_method_code, r.names);
  return (code, fallback) => localName(byCode.get(code), culture, fallback);
}

/** GET /api/baskets/paymentMethods/{categoryId}: the methods offered for a category, default first; unknown 404. */
export async function paymentMethodsForCategory(db: Executor, categoryId: number, culture: Culture): Promise<OfferedPaymentMethod[]> {
  const methods = (await paymentMethodsForCategories(db, [categoryId], culture)).get(categoryId);
  if (!methods) throw notFound({ categoryId });
  return methods;
}
