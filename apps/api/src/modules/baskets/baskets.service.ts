import {
  type AddCartProductBody,
  type ApplyPaymentMethodBody,
  type Cart,
  type CartBatchResult,
  type CartLine,
  type CartLineProblem,
  type Culture,
  errorMessage,
  type PaymentMethod,
  type SimplifiedCart,
} from '@dealerport/contract';
import { AppError, notFound } from '../../lib/app-error';
import { localName } from '../../lib/local-name';
import { decimal, format } from '../../lib/money';
import type { CustomerContext } from '../../plugins/context';
import {
  type CatalogueViewer,
  campaignText,
  flagSql,
  flagsFor,
  type LinePrice,
  listPriceSql,
  loadPricer,
  loadViewer,
  type Pricer,
  priceLine,
  stockText,
  sumLines,
  visibleSql,
} from '../catalog';
import { paymentMethodsForCategories, paymentMethodsForCategory, standardPaymentMethod } from '../order-parameters';
import { deliveryWarehousesSql, loadRouting, type Routing } from '../warehouse-targets';
import type { CartReadLine } from './baskets.repository';
import * as repo from './baskets.repository';

/**
 * The cart (spec 01 §3-§4; design.md §4). One cart per customer, shared by everyone acting for it. A
 * line holds product, quantity and chosen payment method only: every read re-prices and re-checks it
 * against the catalogue as this customer sees it. Lines of products now hidden or withdrawn are deleted.
 */

/** A line as the cart computed it, with what checkout needs beyond the contract's shape. */
export interface EvaluatedLine {
  line: CartLine;
  productCode: string;
  productName: string;
  listPrice: string;
  expenseCost: string;
  currency: string;
  /** Null when the price is hidden (price on request). */
  price: LinePrice | null;
  /** The campaign that lowered the price (the order keeps it). */
  campaign: { code: string; names: Record<string, string> } | null;
  paymentMethod: PaymentMethod;
}

export interface EvaluatedCart {
  cart: Cart;
  lines: EvaluatedLine[];
  /** Warehouses that serve the delivery country, best first. */
  warehouses: string[];
  countryCode: string;
  isExportRegistered: boolean;
}

const customerRates = (viewer: CatalogueViewer) => viewer.discountRates.map((r) => format(r, Math.max(2, r.scale)));

/** The routing for the cart's statements: they look the delivery's warehouses up themselves. */
const routedBy =
  (routing: Routing): repo.WarehousesSql =>
  (countryCode, isExportRegistered) =>
    deliveryWarehousesSql(routing.table, countryCode, isExportRegistered);

function problemOf(
  culture: Culture,
  row: repo.CartLineRow,
  flags: { hasBasket: boolean; showPrice: boolean; showStock: boolean },
  available: number,
): CartLineProblem | null {
  const name = localName(row.names, culture, row.name);
  if (!flags.hasBasket) return { code: 'NOT_ORDERABLE', message: errorMessage('CART_PRODUCT_NOT_ORDERABLE', culture, { name }) };
  if (!flags.showPrice) return { code: 'PRICE_ON_REQUEST', message: errorMessage('CART_PRICE_ON_REQUEST', culture, { name }) };
  if (row.quantity < row.min_order_qty)
    return { code: 'BELOW_MIN', message: errorMessage('CART_QUANTITY_BELOW_MIN', culture, { name, min: row.min_order_qty }) };
  if (row.max_order_qty !== null && row.quantity > row.max_order_qty)
    return { code: 'ABOVE_MAX', message: errorMessage('CART_QUANTITY_ABOVE_MAX', culture, { name, max: row.max_order_qty }) };
  if (row.quantity > available)
    return {
      code: 'INSUFFICIENT_STOCK',
      message: flags.showStock
        ? errorMessage('CART_INSUFFICIENT_STOCK', culture, { name, available })
        : errorMessage('CART_INSUFFICIENT_STOCK_UNDISCLOSED', culture, { name }),
    };
  return null;
}

/**
 * Reads and re-checks the acting customer's cart, in one statement (one more deletes lines that became
 * invisible). `countryCode` checks stock against another delivery country than the cart's address
 * (checkout with a chosen address).
 */
export async function evaluateCart(ctx: CustomerContext, opts: { countryCode?: string } = {}): Promise<EvaluatedCart> {
  const [viewer, routing] = await Promise.all([loadViewer(ctx), loadRouting(ctx.db)]);
  const read = await repo.readCart(ctx.db, {
    customerId: ctx.customer.id,
    countryCode: opts.countryCode ?? null,
    visible: visibleSql(viewer, 'p'),
    price: listPriceSql(viewer.currency),
    warehouses: routedBy(routing),
  });
  const countryCode = read.country;
  const warehouses = read.warehouses;
  const customer = { is_export_registered: read.is_export_registered };
  const cart = read.cart_id ? { id: read.cart_id } : null;
  const address = read.address_id ? { id: read.address_id } : null;
  const customerRef = { id: ctx.customer.id, name: ctx.customer.name, code: ctx.customer.code };
  const empty: EvaluatedCart = {
    cart: {
      id: cart?.id ?? null,
      customer: customerRef,
      deliveryAddressId: address?.id ?? null,
      cartSummary: summaryOf([]),
      cartDetails: [],
    },
    lines: [],
    warehouses,
    countryCode,
    isExportRegistered: customer.is_export_registered,
  };
  if (!cart) return empty;

  const rows = read.lines;
  const hidden = rows.filter((r) => !r.visible);
  if (hidden.length > 0)
    await repo.deleteLinesById(
      ctx.db,
      cart.id,
      hidden.map((r) => r.id),
    );
  const visible = rows.filter((r) => r.visible);
  if (visible.length === 0) return empty;
  const methods = await paymentMethodsForCategories(
    ctx.db,
    visible.map((r) => r.category_id),
    ctx.culture,
  );
  const rates = customerRates(viewer);
  const pricer = await loadPricer(ctx.db, viewer);
  const lines = visible.map((row) => evaluateLine(ctx, viewer, pricer, rates, methods.get(row.category_id) ?? [], row));
  return {
    cart: {
      id: cart.id,
      customer: customerRef,
      deliveryAddressId: address?.id ?? null,
      cartSummary: summaryOf(lines),
      cartDetails: lines.map((l) => l.line),
    },
    lines,
    warehouses,
    countryCode,
    isExportRegistered: customer.is_export_registered,
  };
}

/** One cart line as the cart shows it: price by the customer's rates and the line's payment method, flags, stock and what is wrong with it. */
function evaluateLine(
  ctx: CustomerContext,
  viewer: CatalogueViewer,
  pricer: Pricer,
  rates: ReturnType<typeof customerRates>,
  offered: PaymentMethod[],
  row: CartReadLine,
): EvaluatedLine {
  const flags = flagsFor(viewer, row.detail_ids);
  const available = row.available;
  const method =
    offered.find((m) => m.code === row.payment_method_code) ??
    offered.find((m) => m.isDefault) ??
    offered[0] ??
    standardPaymentMethod(ctx.culture);
  const from = flags.showPrice
    ? pricer.startOf(
        { productId: row.product_id, categoryId: row.category_id, listPrice: row.list_price, currency: row.currency.trim() },
        row.quantity,
      )
    : null;
  const price = from
    ? priceLine({
        listPrice: row.list_price,
        from,
        vatRate: row.vat_rate,
        expenseCost: row.expense_cost,
        quantity: row.quantity,
        customerRates: rates,
        paymentMethodRate: method.discountRate,
      })
    : null;
  return {
    productCode: row.code,
    productName: localName(row.names, ctx.culture, row.name),
    listPrice: row.list_price,
    expenseCost: row.expense_cost,
    currency: row.currency.trim(),
    price,
    campaign: from?.campaign ? { code: from.campaign.code, names: from.campaign.names as Record<string, string> } : null,
    paymentMethod: method,
    line: {
      id: Number(row.id),
      productId: row.product_id,
      code: row.code,
      name: localName(row.names, ctx.culture, row.name),
      unitCode: row.unit_code,
      currencyText: row.currency.trim(),
      salePrice: price?.salePrice ?? null,
      campaign: campaignText(from, row.campaign, ctx.culture),
      priceBeforeCampaign: price?.priceBeforeCampaign ?? null,
      quantityBreak: from?.list && from.list.minQuantity > 1 ? from.list.minQuantity : null,
      paymentMethodCode: method.code,
      discountRates: price?.discountRates ?? [],
      expenseCostPrice: price?.expense ?? null,
      stock: flags.showStock ? available : null,
      categoryId: row.category_id,
      quantity: row.quantity,
      vatRate: format(decimal(row.vat_rate)),
      minOrderQuantity: row.min_order_qty,
      maxOrderQuantity: row.max_order_qty,
      images: row.images,
      preSaleText: row.pre_sale_text,
      stockText: flags.showStock ? stockText(available, ctx.culture) : null,
      discountedPrice: price?.discountedPrice ?? null,
      lineTotal: price ? add2(price.net, price.expense) : null,
      lineVat: price?.vat ?? null,
      lineTotalWithVat: price?.total ?? null,
      problem: problemOf(ctx.culture, row, flags, available),
    },
  };
}

function add2(a: string, b: string): string {
  return sumLines([{ gross: '0', net: a, expense: b, vat: '0' }]).total;
}

function summaryOf(lines: EvaluatedLine[]): Cart['cartSummary'] {
  const priced = lines.filter((l) => l.price !== null).map((l) => l.price!);
  const t = sumLines(priced);
  return {
    totalPrice: t.gross,
    totalDiscountedPrice: t.net,
    totalDiscountPrice: t.discount,
    totalVatPrice: t.vat,
    totalWithVatDiscountedPrice: t.total,
    totalExpenseCostPrice: t.expense,
    currency: lines[0]?.currency ?? null,
    canPlaceOrder: lines.length > 0 && lines.every((l) => l.line.problem === null),
  };
}

export async function getCart(ctx: CustomerContext): Promise<Cart> {
  return (await evaluateCart(ctx)).cart;
}

export async function getSimplifiedCart(ctx: CustomerContext): Promise<SimplifiedCart> {
  const viewer = await loadViewer(ctx);
  const cart = await repo.findCart(ctx.db, ctx.customer.id);
  if (!cart) return { cartDetails: [], itemCount: 0 };
  const rows = (await repo.listCartLines(ctx.db, cart.id, visibleSql(viewer, 'p'), listPriceSql(viewer.currency))).filter((r) => r.visible);
  const images = await repo.listImages(
    ctx.db,
    rows.map((r) => r.product_id),
  );
  return {
    cartDetails: rows.map((r) => ({
      productId: r.product_id,
      quantity: r.quantity,
      name: localName(r.names, ctx.culture, r.name),
      unitCode: r.unit_code,
      categoryId: r.category_id,
      images: images.get(r.product_id) ?? [],
    })),
    itemCount: rows.length,
  };
}

export async function getCartItemCount(ctx: CustomerContext): Promise<{ totalItem: number }> {
  const viewer = await loadViewer(ctx);
  return { totalItem: await repo.countLines(ctx.db, ctx.customer.id, visibleSql(viewer, 'p')) };
}

/** The add's inputs that come from other areas: the viewer's visibility, flags and price, the routing. */
async function addRules(ctx: CustomerContext) {
  const [viewer, routing] = await Promise.all([loadViewer(ctx), loadRouting(ctx.db)]);
  return {
    customerId: ctx.customer.id,
    userId: ctx.actor.userId,
    visible: visibleSql(viewer, 'p'),
    flags: {
      hasBasket: flagSql(viewer, 'hasBasket', 'p'),
      showPrice: flagSql(viewer, 'showPrice', 'p'),
      showStock: flagSql(viewer, 'showStock', 'p'),
    },
    price: listPriceSql(viewer.currency),
    warehouses: routedBy(routing),
  };
}

/** Whether the product passes every check of the add that is about it (not the cart's currency or lock). */
function productPasses(out: repo.AddedLines, p: repo.CheckedProduct | undefined): p is repo.CheckedProduct {
  return (
    p?.visible === true &&
    out.warehouses.length > 0 &&
    p.has_basket &&
    p.show_price &&
    p.quantity >= p.min_order_qty &&
    (p.max_order_qty === null || p.quantity <= p.max_order_qty) &&
    p.quantity <= p.available
  );
}

/**
 * Why the add refused a product, the first check that failed, in this order: hidden or unknown (404,
 * as for a product that does not exist), no warehouse for the delivery, not orderable, price on request,
 * minimum, maximum, stock, an order in flight, and else the cart's currency (`claimed`: the currency the
 * cart holds or took in this add).
 */
function refusalOf(
  ctx: CustomerContext,
  out: repo.AddedLines,
  productId: number,
  p: repo.CheckedProduct | undefined,
  claimed: string | null,
): AppError {
  if (!p?.visible) return notFound({ productId });
  // Said as checkout says it: no warehouse serves the delivery country (not "0 in stock").
  if (out.warehouses.length === 0) return new AppError('NO_WAREHOUSE_FOR_DELIVERY', { country: out.country });
  const name = localName(p.names, ctx.culture, p.name);
  if (!p.has_basket) return new AppError('CART_PRODUCT_NOT_ORDERABLE', { name });
  if (!p.show_price) return new AppError('CART_PRICE_ON_REQUEST', { name });
  if (p.quantity < p.min_order_qty) return new AppError('CART_QUANTITY_BELOW_MIN', { name, min: p.min_order_qty });
  if (p.max_order_qty !== null && p.quantity > p.max_order_qty)
    return new AppError('CART_QUANTITY_ABOVE_MAX', { name, max: p.max_order_qty });
  if (p.quantity > p.available)
    return p.show_stock
      ? new AppError('CART_INSUFFICIENT_STOCK', { name, available: p.available })
      : new AppError('CART_INSUFFICIENT_STOCK_UNDISCLOSED', { name });
  if (out.busy) return new AppError('CART_LOCKED_ORDER_IN_PROGRESS');
  return new AppError('CART_CURRENCY_MISMATCH', { cartCurrency: claimed ?? 'UNKNOWN', currency: p.currency });
}

/** The currency the cart holds, else the one the first passing product claims. */
function claimedCurrency(out: repo.AddedLines): string | null {
  return out.cart_currency ?? out.products.find((p) => productPasses(out, p))?.currency ?? null;
}

/**
 * POST cart/products: the quantity replaces the line of a product already there. One statement checks
 * and writes; when it refused, the first check that failed answers.
 */
export async function addCartProduct(ctx: CustomerContext, body: AddCartProductBody): Promise<void> {
  const out = await repo.addCartLines(ctx.db, { ...(await addRules(ctx)), lines: [body], mode: 'replace' });
  if (out.added.length > 0) return;
  throw refusalOf(ctx, out, body.productId, out.products[0], out.cart_currency);
}

/** A product to put into the cart in a batch; `code`/`name` label it in the answer when the customer may not see it (its own order's line). */
export interface BatchLine {
  productId: number;
  quantity: number;
  code?: string;
  name?: string;
}

/**
 * Products into the cart in one statement (order again, quick order, lists), each quantity on top of the
 * cart's, a product given twice once with the sum, through every check of the cart's own add. Answers per
 * product, in the order first given: added, or the refusal's code and message in the caller's language.
 */
export async function addProductsToCart(ctx: CustomerContext, lines: readonly BatchLine[]): Promise<CartBatchResult> {
  const summed = new Map<number, BatchLine>();
  for (const l of lines) {
    const known = summed.get(l.productId);
    if (known) known.quantity += l.quantity;
    else summed.set(l.productId, { ...l });
  }
  const asked = [...summed.values()];
  if (asked.length === 0) return { lines: [] };
  const out = await repo.addCartLines(ctx.db, {
    ...(await addRules(ctx)),
    lines: asked.map((l) => ({ productId: l.productId, quantity: l.quantity })),
    mode: 'onTop',
  });
  const byId = new Map(out.products.map((p) => [p.id, p]));
  const added = new Set(out.added);
  const claimed = claimedCurrency(out);
  return {
    lines: asked.map((l) => {
      const p = byId.get(l.productId);
      // A product the customer may not see is named only by what the caller already knew.
      const shown = p?.visible
        ? { productCode: p.code, productName: localName(p.names, ctx.culture, p.name) }
        : { productCode: l.code ?? '', productName: l.name ?? '' };
      if (added.has(l.productId)) return { productId: l.productId, ...shown, quantity: l.quantity, added: true, code: null, message: null };
      const err = refusalOf(ctx, out, l.productId, p, claimed);
      return {
        productId: l.productId,
        ...shown,
        quantity: l.quantity,
        added: false,
        code: err.code,
        message: errorMessage(err.code, ctx.culture, err.details),
      };
    }),
  };
}

/**
 * What adding these products on top of the cart would do now, without writing: per product, null when
 * it would go in, else the refusal (hidden and unknown ids are 404s). The quick-order pad's check.
 */
export async function checkProductsForCart(
  ctx: CustomerContext,
  lines: readonly { productId: number; quantity: number }[],
): Promise<Map<number, AppError | null>> {
  if (lines.length === 0) return new Map();
  const out = await repo.addCartLines(ctx.db, { ...(await addRules(ctx)), lines, mode: 'check' });
  const byId = new Map(out.products.map((p) => [p.id, p]));
  const claimed = claimedCurrency(out);
  return new Map(
    lines.map((l) => {
      const p = byId.get(l.productId);
      const passes = productPasses(out, p) && (claimed === null || p.currency === claimed);
      return [l.productId, passes ? null : refusalOf(ctx, out, l.productId, p, claimed)];
    }),
  );
}

/** DELETE cart/products: the listed products; an empty list clears the cart. */
export async function removeCartProducts(ctx: CustomerContext, productIds: number[]): Promise<void> {
  const done = await repo.deleteLinesByProduct(ctx.db, ctx.customer.id, productIds.length === 0 ? 'all' : productIds);
  if (!done) throw new AppError('CART_LOCKED_ORDER_IN_PROGRESS');
}

export async function removeCartProduct(ctx: CustomerContext, productId: number): Promise<void> {
  const done = await repo.deleteLinesByProduct(ctx.db, ctx.customer.id, [productId]);
  if (!done) throw new AppError('CART_LOCKED_ORDER_IN_PROGRESS');
}

export async function listPaymentMethods(ctx: CustomerContext, categoryId: number): Promise<PaymentMethod[]> {
  return paymentMethodsForCategory(ctx.db, categoryId, ctx.culture);
}

/** PUT apply-payment-method: every line of the category's subtree takes the method (it must be offered). */
export async function applyPaymentMethod(ctx: CustomerContext, body: ApplyPaymentMethodBody): Promise<void> {
  const offered = await paymentMethodsForCategory(ctx.db, body.categoryId, ctx.culture);
  const method = offered.find((m) => m.code.toUpperCase() === body.paymentMethodCode.toUpperCase());
  if (!method) throw new AppError('PAYMENT_METHOD_NOT_OFFERED', { code: body.paymentMethodCode });
  const categories = await repo.subtreeOf(ctx.db, body.categoryId);
  if (!(await repo.setPaymentMethod(ctx.db, ctx.customer.id, categories, method.code))) throw new AppError('CART_LOCKED_ORDER_IN_PROGRESS');
}
