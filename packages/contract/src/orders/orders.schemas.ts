import { z } from 'zod';
import { intId } from '../common/fields';
import { PagedQuerySchema, pagedListSchema } from '../common/paging';
import { text } from '../common/text';
import { ORDER_STATUSES } from '../definitions/definitions.schemas';
import { ERP_HAND_OFF_STATUSES } from '../integrations/integrations.schemas';

/**
 * Orders (spec 02 §3 Order detail, Order item, Order line detail, Document list row, Product order
 * rollup, Order parameter). Our model (docs/decisions): one order document (b2BDocNo) per place-order
 * transaction and payment method; its items are the products; each item is fulfilled by one or more
 * warehouse orders (the order line details, numbered `{docNumber}-{n}`), split by the warehouse rules.
 * Money: decimal strings with two decimals.
 */

const Money = text();
const Id = intId;
/** A calendar day, YYYY-MM-DD, that exists (2024-02-30 is refused). */
const IsoDate = z.iso.date();
/** A moment: ISO 8601 with its offset ("2026-04-05T12:34:56.000Z"); one without a zone would read as any local time. */
const Instant = z.iso.datetime({ offset: true });

export const OrderStatusSchema = z.enum(ORDER_STATUSES);
/**
 * Payment state of an order document: nothing to pay online, waiting for the online payment, paid, failed,
 * refunded (a cancelled order paid online), or paid in the demo gateway's test mode: no money received,
 * nothing credited (ADR 0047 and its amendments).
 */
export const PAYMENT_STATUSES = ['NotRequired', 'Pending', 'Paid', 'Failed', 'Refunded', 'TestPaid'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** How a status is shown (a colour): info, success, warning, danger, default. */
export const StatusTypeSchema = z.enum(['info', 'success', 'warning', 'danger', 'default']);
export type StatusType = z.infer<typeof StatusTypeSchema>;

/** A row of the order history (spec 02 §3 Document list row, plus the header fields we show). */
export const OrderListRowSchema = z.object({
  docNumber: text(),
  date: text(),
  status: OrderStatusSchema,
  statusName: text(),
  statusType: StatusTypeSchema,
  salesmanCode: text().nullable(),
  salesmanName: text().nullable(),
  customerCode: text().nullable(),
  customerName: text(),
  customerId: text(),
  totalAmount: Money,
  currency: text(),
  paymentMethodName: text(),
  paymentStatus: PaymentStatusSchema,
  itemCount: z.number().int(),
});
export type OrderListRow = z.infer<typeof OrderListRowSchema>;
export const OrderListSchema = pagedListSchema(OrderListRowSchema);

/** The paged query plus filters: status, date range (inclusive, the customer's calendar days). */
export const ListOrdersQuerySchema = PagedQuerySchema.extend({
  Status: OrderStatusSchema.optional(),
  StartDate: IsoDate.optional(),
  EndDate: IsoDate.optional(),
}).refine((q) => !q.StartDate || !q.EndDate || q.StartDate <= q.EndDate, { path: ['EndDate'], params: { issue: 'DATE_RANGE' } });
export type ListOrdersQuery = z.infer<typeof ListOrdersQuerySchema>;

export const OrderLineDetailSchema = z.object({
  id: z.number().int(),
  /** The warehouse order's number, `{docNumber}-{n}`. */
  number: text(),
  warehouseCode: text(),
  warehouseName: text(),
  divisionCode: text(),
  divisionName: text(),
  salePrice: Money,
  discountedPrice: Money,
  quantity: z.number().int(),
  shippedQuantity: z.number().int(),
  erpModifiedBy: text().nullable(),
  erpModifiedOn: Instant.nullable(),
  paymentStatus: PaymentStatusSchema,
  paymentMethodCode: text(),
  paymentMethodName: text(),
  status: OrderStatusSchema,
  statusType: StatusTypeSchema,
});
export type OrderLineDetail = z.infer<typeof OrderLineDetailSchema>;

export const OrderItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productCode: text(),
  productName: text(),
  productImageUrl: text().nullable(),
  quantity: z.number().int(),
  shippedQuantity: z.number().int(),
  unitCode: text(),
  /** Payment due date of the line (order date + the payment method's term). */
  dueDate: text().nullable(),
  salePrice: Money,
  discountedPrice: Money,
  /** Our extension: the campaign that lowered the line's price, in x-culture, and the unit price without it. */
  campaign: text().nullable(),
  priceBeforeCampaign: Money.nullable(),
  /** Our extensions: VAT rate and the line's totals. */
  vatRate: Money,
  /** The line's expense (per-unit expense cost x quantity), net. */
  expenseAmount: Money,
  /** Net after discount plus expenseAmount, before VAT: the cart line's lineTotal. */
  lineTotal: Money,
  status: OrderStatusSchema,
  statusName: text(),
  isDeletedByErp: z.boolean(),
  isAddedByErp: z.boolean(),
  /** The warehouse orders fulfilling this item. */
  orders: z.array(OrderLineDetailSchema),
  statusType: StatusTypeSchema,
  canCancel: z.boolean(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** A warehouse or a division as a Cart order names it (spec 02 §3): its code and name. */
export const OrderPlaceRefSchema = z.object({ code: text(), name: text() });
export type OrderPlaceRef = z.infer<typeof OrderPlaceRefSchema>;

/**
 * Our extension (ADR 0057): where the order's hand-off to the ERP stands, as the integration settings'
 * list of orders the ERP has not taken shows it (GET /api/integrations/order-hand-offs).
 */
export const OrderErpHandOffSchema = z.object({
  status: z.enum(ERP_HAND_OFF_STATUSES),
  /** The ERP's answer (Rejected) or the last error (Failed). */
  error: text().nullable(),
  /** A delivery to the ERP is queued or running now. */
  inProgress: z.boolean(),
  /** It may be sent again (Failed or Rejected, nothing in progress): POST /api/integrations/order-hand-offs/{orderId}/resend. */
  canResend: z.boolean(),
});
export type OrderErpHandOff = z.infer<typeof OrderErpHandOffSchema>;

/**
 * GET /api/orders/{docNumber}: the spec's Order detail (02 §3), which also answers the Cart order's fields
 * (02 §3 Cart order: its customer, salesman, payment method and items are the detail's customer*,
 * salesman*, paymentMethod* and orderItems; ADR 0032).
 */
export const OrderDetailSchema = z.object({
  /** Our extension: the order's id (the cancellation call of a line takes it). */
  id: text(),
  b2BDocNo: text(),
  /**
   * The order's calendar day and wall-clock time (YYYY-MM-DD, HH:mm) in its customer's country: no zone,
   * so not a moment. The moment is createdOnUtc (ISO 8601 with Z), shown in the reader's own zone.
   */
  date: text(),
  time: text(),
  customerId: text(),
  customerCode: text().nullable(),
  customerName: text(),
  currency: text(),
  salesmanCode: text().nullable(),
  salesmanName: text().nullable(),
  totalGrossAmount: Money,
  totalDiscountAmount: Money,
  totalAmountWithoutTax: Money,
  totalTaxAmount: Money,
  totalExpenseAmount: Money,
  totalAmount: Money,
  status: OrderStatusSchema,
  statusName: text(),
  note: text().nullable(),
  createdOnUtc: Instant,
  erpModifiedBy: text().nullable(),
  erpModifiedOn: Instant.nullable(),
  paymentMethodCode: text(),
  paymentMethodName: text(),
  shippingAddressCaption: text(),
  shippingAddress: text(),
  orderItems: z.array(OrderItemSchema),
  paymentStatus: PaymentStatusSchema,
  statusType: StatusTypeSchema,
  canCancel: z.boolean(),
  canPayOnline: z.boolean(),
  /**
   * Cart order (spec 02 §3): the warehouse every item of the document is taken from; null when its items
   * come from several warehouses (each item's `orders` then say which) or it has none.
   */
  warehouse: OrderPlaceRefSchema.nullable(),
  /** Cart order: the division of those warehouses, when they all belong to one; null otherwise. */
  division: OrderPlaceRefSchema.nullable(),
  /**
   * Cart order: the online payment's capture at the payment provider (modules/payments, ADR 0047); null
   * until the order is paid online, and for an order paid otherwise.
   */
  captureTransactionId: text().nullable(),
  /** The ERP hand-off, for a caller holding `integration.list` (administration); null for anyone else. */
  erpHandOff: OrderErpHandOffSchema.nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

export const DocNumberParamSchema = z.object({ docNumber: text().trim().min(1).max(40) });
export const TransactionIdParamSchema = z.object({ transactionId: z.uuid() });
export const OrderLineParamSchema = z.object({ orderId: z.uuid(), orderLineId: Id });

/**
 * Optional reason of a cancellation (kept in the audit log). The body itself may be left out: the
 * server sees a missing body as null, hence nullish.
 */
export const CancellationBodySchema = z.object({ reason: text().trim().max(500).optional() }).nullish();

/** GET item-details?Search: the acting customer's ordered products, rolled up (spec 02 §3 Product order rollup). */
export const ItemDetailsQuerySchema = z.object({ Search: text().trim().max(100).optional() });
export const ProductOrderRefSchema = z.object({
  docNumber: text(),
  date: text(),
  quantity: z.number().int(),
  status: OrderStatusSchema,
});
export const ProductOrderRollupSchema = z.object({
  productId: z.number().int(),
  productCode: text(),
  productName: text(),
  categoryId: z.number().int(),
  productImageUrl: text().nullable(),
  quantity: z.number().int(),
  unitCode: text(),
  /** The latest order's unit prices. */
  salePrice: Money,
  discountedPrice: Money,
  taxRate: Money,
  currency: text(),
  orders: z.array(ProductOrderRefSchema),
});
export type ProductOrderRollup = z.infer<typeof ProductOrderRollupSchema>;
export const ProductOrderRollupListSchema = z.array(ProductOrderRollupSchema);
