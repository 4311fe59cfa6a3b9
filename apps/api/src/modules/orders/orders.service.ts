import {
  type Culture,
  fallbackImageUrl,
  type ListOrdersQuery,
  type OrderDetail,
  type OrderErpHandOff,
  type OrderItem,
  type OrderLineDetail,
  type OrderListRow,
  type OrderPlaceRef,
  type PagedList,
  type PaymentStatus,
  type ProductOrderRollup,
} from '@dealerport/contract';
import { notFound } from '../../lib/app-error';
import { localDateTime, timeZoneOf } from '../../lib/dates';
import { localName } from '../../lib/local-name';
import { add, decimal, format } from '../../lib/money';
import { offsetOf, parseOrderBy, toPagedList } from '../../lib/paging';
import { ERP_QUEUE } from '../../platform/erp';
import type { CustomerContext, SignedInContext } from '../../plugins/context';
import { paymentMethodNamer } from '../order-parameters';
import { assertMayActFor } from './order-access';
import {
  asOrderStatus,
  asPaymentStatus,
  canPayOnline,
  isCancellablePayment,
  isCancellableStatus,
  isLineCancellablePayment,
  statusNameOf,
  statusTypeOf,
} from './order-status';
import * as repo from './orders.repository';

/**
 * The placed orders, read side (spec 02 §3 Order detail, Document list row, Product order rollup).
 * Calendar days (the list's date filter, an order's date and time) are the customer's: the time zone
 * of its country.
 */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The product's first image, else its top-level category's fallback (spec 01 §9), like the catalogue. */
async function productImages(ctx: SignedInContext, products: ReadonlyArray<{ productId: number; categoryId: number }>) {
  const [images, topCodes] = await Promise.all([
    repo.firstImages(
      ctx.db,
      products.map((p) => p.productId),
    ),
    repo.topCategoryCodes(
      ctx.db,
      products.map((p) => p.categoryId),
    ),
  ]);
  return (productId: number, categoryId: number) => images.get(productId) ?? fallbackImageUrl(topCodes.get(categoryId)?.toUpperCase());
}

/**
 * GET /api/orders: the acting customer's order documents, newest first unless OrderBy says otherwise
 * (date, docNumber, status, totalAmount), filtered and paged. ColumnFilters is not used: Status and
 * the dates are this list's filters.
 */
export async function listOrders(ctx: CustomerContext, query: ListOrdersQuery): Promise<PagedList<OrderListRow>> {
  const filter: repo.ListFilter = {
    customerId: ctx.customer.id,
    timeZone: timeZoneOf(ctx.customer.countryCode),
    search: query.SearchTerm?.trim() || undefined,
    status: query.Status,
    startDate: query.StartDate,
    endDate: query.EndDate,
  };
  const sort = parseOrderBy(query.OrderBy, repo.ORDER_SORT_FIELDS, [{ field: 'date', direction: 'desc' }]);
  const [{ rows, total }, methodName] = await Promise.all([
    repo.listOrders(ctx.db, filter, sort, query.PageSize, offsetOf(query)),
    paymentMethodNamer(ctx.db, ctx.culture),
  ]);
  const items = rows.map((r): OrderListRow => {
    const status = asOrderStatus(r.status);
    return {
      docNumber: r.doc_number,
      date: r.date,
      status,
      statusName: statusNameOf(status, ctx.culture),
      statusType: statusTypeOf(status),
      salesmanCode: r.salesman_code,
      salesmanName: r.salesman_name,
      customerCode: r.customer_code,
      customerName: r.customer_name,
      customerId: r.customer_id,
      totalAmount: r.total_amount,
      currency: r.currency,
      paymentMethodName: methodName(r.payment_method_code, r.payment_method_name),
      paymentStatus: asPaymentStatus(r.payment_status),
      itemCount: r.item_count,
    };
  });
  return toPagedList(items, total, query);
}

/** GET /api/orders/{docNumber}: header, items and their warehouse orders; readers as in order-access. */
export async function getOrder(ctx: SignedInContext, docNumber: string): Promise<OrderDetail> {
  const header = await repo.findOrderByDocNumber(ctx.db, docNumber);
  if (!header) throw notFound({ docNumber });
  await assertMayActFor(ctx, header.customer_id, { docNumber });

  const [lines, details, erpHandOff, methodName] = await Promise.all([
    repo.listOrderLines(ctx.db, header.id),
    repo.listLineDetails(ctx.db, header.id),
    erpHandOffOf(ctx, header.id),
    paymentMethodNamer(ctx.db, ctx.culture),
  ]);
  const imageOf = await productImages(
    ctx,
    lines.map((l) => ({ productId: l.product_id, categoryId: l.category_id })),
  );
  // The method in the reader's language (the order keeps the orderer's: order-parameters paymentMethodNamer).
  const named = { ...header, payment_method_name: methodName(header.payment_method_code, header.payment_method_name) };
  return { ...orderDetailOf(named, lines, details, imageOf, ctx.culture), erpHandOff };
}

/**
 * A past order's lines to order again ("order again", baskets reorder): the acting customer's own order only
 * (another customer's, even one the caller may read elsewhere, is 404 here: the cart is this customer's),
 * the given lines or every line neither cancelled nor deleted by the ERP, in the order's order.
 */
export async function orderLinesToReorder(
  ctx: CustomerContext,
  docNumber: string,
  lineIds?: readonly number[],
): Promise<Array<{ productId: number; productCode: string; productName: string; quantity: number }>> {
  const header = await repo.findOrderByDocNumber(ctx.db, docNumber);
  if (!header || header.customer_id !== ctx.customer.id) throw notFound({ docNumber });
  const wanted = lineIds ? new Set(lineIds.map(String)) : null;
  const lines = (await repo.listOrderLines(ctx.db, header.id)).filter((l) =>
    wanted ? wanted.has(l.id) : l.status !== 'Cancelled' && !l.is_deleted_by_erp,
  );
  if (wanted && lines.length !== wanted.size) throw notFound({ docNumber });
  return lines.map((l) => ({ productId: l.product_id, productCode: l.product_code, productName: l.product_name, quantity: l.quantity }));
}

/**
 * The ERP hand-off of an order, for whoever may read the integration's list of orders the ERP has not
 * taken (integration.list, ADR 0057): the same state and answer, beside the order. Null for anyone else (a
 * dealer is not shown the ERP's raw answer).
 */
async function erpHandOffOf(ctx: SignedInContext, orderId: string): Promise<OrderErpHandOff | null> {
  if (!ctx.actor.permissions.has('integration.list')) return null;
  const row = await repo.findErpHandOff(ctx.db, ERP_QUEUE, orderId);
  if (!row) return null;
  return {
    status: row.erp_status,
    error: row.erp_error,
    inProgress: row.in_progress,
    canResend: (row.erp_status === 'Failed' || row.erp_status === 'Rejected') && !row.in_progress,
  };
}

/** What every item of one order is mapped with. */
interface ItemMapping {
  header: repo.OrderHeaderRow;
  paymentStatus: PaymentStatus;
  /** The document's state allows cancelling items. */
  documentOpen: boolean;
  imageOf: (productId: number, categoryId: number) => string;
  culture: Culture;
}

function orderDetailOf(
  header: repo.OrderHeaderRow,
  lines: repo.OrderLineRow[],
  details: repo.LineDetailRow[],
  imageOf: ItemMapping['imageOf'],
  culture: Culture,
): Omit<OrderDetail, 'erpHandOff'> {
  const status = asOrderStatus(header.status);
  const paymentStatus = asPaymentStatus(header.payment_status);
  // The document's state allows cancelling items; the whole document also needs every item still standing to allow it.
  const documentOpen = isCancellableStatus(status) && isCancellablePayment(paymentStatus);
  const orderCancellable =
    documentOpen && lines.filter((l) => l.status !== 'Cancelled').every((l) => isCancellableStatus(asOrderStatus(l.status)));
  const { date, time } = localDateTime(new Date(header.created_at), timeZoneOf(header.customer_country_code));

  const detailsByLine = new Map<string, repo.LineDetailRow[]>();
  for (const d of details) detailsByLine.set(d.order_line_id, [...(detailsByLine.get(d.order_line_id) ?? []), d]);
  const mapping: ItemMapping = { header, paymentStatus, documentOpen, imageOf, culture };
  const orderItems = lines.map((l) => orderItemOf(l, detailsByLine.get(l.id) ?? [], mapping));

  return {
    id: header.id,
    b2BDocNo: header.doc_number,
    date,
    time,
    customerId: header.customer_id,
    customerCode: header.customer_code,
    customerName: header.customer_name,
    currency: header.currency,
    salesmanCode: header.salesman_code,
    salesmanName: header.salesman_name,
    totalGrossAmount: header.total_gross_amount,
    totalDiscountAmount: header.total_discount_amount,
    totalAmountWithoutTax: header.total_amount_without_tax,
    totalTaxAmount: header.total_tax_amount,
    totalExpenseAmount: header.total_expense_amount,
    totalAmount: header.total_amount,
    status,
    statusName: statusNameOf(status, culture),
    note: header.note,
    createdOnUtc: new Date(header.created_at).toISOString(),
    erpModifiedBy: header.erp_modified_by,
    erpModifiedOn: iso(header.erp_modified_on),
    paymentMethodCode: header.payment_method_code,
    paymentMethodName: header.payment_method_name,
    shippingAddressCaption: header.shipping_address_caption,
    shippingAddress: header.shipping_address,
    orderItems,
    paymentStatus,
    statusType: statusTypeOf(status),
    canCancel: orderCancellable,
    canPayOnline: canPayOnline({ isOnlinePayment: header.is_online_payment, paymentStatus, status }),
    warehouse: onlyOne(details.map((d) => ({ code: d.warehouse_code, name: d.warehouse_name }))),
    division: onlyOne(details.filter((d) => d.division_code !== '').map((d) => ({ code: d.division_code, name: d.division_name }))),
    // The online payment's capture at its provider (modules/payments); null when not paid online.
    captureTransactionId: header.capture_transaction_id,
  };
}

/** The one warehouse (or division) all of a document's warehouse orders share; null for none or several. */
function onlyOne(places: OrderPlaceRef[]): OrderPlaceRef | null {
  const codes = new Set(places.map((p) => p.code));
  return codes.size === 1 ? places[0]! : null;
}

function orderItemOf(l: repo.OrderLineRow, details: repo.LineDetailRow[], m: ItemMapping): OrderItem {
  const lineStatus = asOrderStatus(l.status);
  return {
    id: Number(l.id),
    productId: l.product_id,
    productCode: l.product_code,
    productName: l.product_name,
    productImageUrl: m.imageOf(l.product_id, l.category_id),
    quantity: l.quantity,
    shippedQuantity: l.shipped_quantity,
    unitCode: l.unit_code,
    dueDate: l.due_date,
    salePrice: l.sale_price,
    discountedPrice: l.discounted_price,
    campaign: l.campaign ? localName(l.campaign.names, m.culture, l.campaign.code) : null,
    priceBeforeCampaign: l.price_before_campaign,
    vatRate: l.vat_rate,
    expenseAmount: l.expense_amount,
    // as the cart line's lineTotal: net after discount plus the line's expense, before VAT
    lineTotal: format(add(decimal(l.net_amount), decimal(l.expense_amount))),
    status: lineStatus,
    statusName: statusNameOf(lineStatus, m.culture),
    isDeletedByErp: l.is_deleted_by_erp,
    isAddedByErp: l.is_added_by_erp,
    orders: details.map((d) => warehouseOrderOf(d, l, m)),
    statusType: statusTypeOf(lineStatus),
    // An item of an order paid online: only the whole order may be cancelled (its refund is whole).
    canCancel: m.documentOpen && isCancellableStatus(lineStatus) && isLineCancellablePayment(m.paymentStatus),
  };
}

/** A warehouse order of an item: its own quantities and state, the item's prices, the document's payment. */
function warehouseOrderOf(d: repo.LineDetailRow, l: repo.OrderLineRow, m: ItemMapping): OrderLineDetail {
  const detailStatus = asOrderStatus(d.status);
  return {
    id: Number(d.id),
    number: d.number,
    warehouseCode: d.warehouse_code,
    warehouseName: d.warehouse_name,
    divisionCode: d.division_code,
    divisionName: d.division_name,
    salePrice: l.sale_price,
    discountedPrice: l.discounted_price,
    quantity: d.quantity,
    shippedQuantity: d.shipped_quantity,
    erpModifiedBy: d.erp_modified_by,
    erpModifiedOn: iso(d.erp_modified_on),
    paymentStatus: m.paymentStatus,
    paymentMethodCode: m.header.payment_method_code,
    paymentMethodName: m.header.payment_method_name,
    status: detailStatus,
    statusType: statusTypeOf(detailStatus),
  };
}

/** At most this many products, and this many orders per product (spec 02 §3 Product order rollup). */
const ITEM_DETAILS_LIMIT = 100;
const ITEM_DETAILS_ORDERS_PER_PRODUCT = 20;

/**
 * GET /api/orders/item-details: what the acting customer has ordered, per product. A product the
 * catalogue now hides from the customer is still listed: it is the customer's own history.
 */
export async function listOrderItemDetails(ctx: CustomerContext, query: { Search?: string }): Promise<ProductOrderRollup[]> {
  const timeZone = timeZoneOf(ctx.customer.countryCode);
  const rollups = await repo.listProductRollups(ctx.db, ctx.customer.id, query.Search?.trim() || undefined, ITEM_DETAILS_LIMIT);
  const productIds = rollups.map((r) => r.product_id);
  const [refs, imageOf] = await Promise.all([
    repo.listProductOrderRefs(ctx.db, ctx.customer.id, productIds, ITEM_DETAILS_ORDERS_PER_PRODUCT, timeZone),
    productImages(
      ctx,
      rollups.map((r) => ({ productId: r.product_id, categoryId: r.category_id })),
    ),
  ]);
  const refsByProduct = new Map<number, repo.ProductOrderRefRow[]>();
  for (const r of refs) refsByProduct.set(r.product_id, [...(refsByProduct.get(r.product_id) ?? []), r]);
  return rollups.map((r) => ({
    productId: r.product_id,
    productCode: r.product_code,
    productName: r.product_name,
    categoryId: r.category_id,
    productImageUrl: imageOf(r.product_id, r.category_id),
    quantity: r.quantity,
    unitCode: r.unit_code,
    salePrice: r.sale_price,
    discountedPrice: r.discounted_price,
    taxRate: r.tax_rate,
    currency: r.currency,
    orders: (refsByProduct.get(r.product_id) ?? []).map((o) => ({
      docNumber: o.doc_number,
      date: o.date,
      quantity: o.quantity,
      status: asOrderStatus(o.status),
    })),
  }));
}
