import { z } from 'zod';
import { ProductImageSchema } from '../catalog/catalog.schemas';
import { text } from '../common/text';

/**
 * The cart (spec 01 §3 Cart, cart line, simplified cart, cart summary; design.md §4 prices). One cart per
 * customer, shared by everyone acting for it. Every line is re-priced and re-checked when read: money is
 * decimal strings with two decimals, exactly as the catalogue shows them.
 */

const Money = text();
const Id = z.coerce.number().int().positive().max(2147483647);

/**
 * Why a line cannot be ordered as it stands (our extension of the cart line; the client shows the message).
 * - NOT_ORDERABLE: the customer's access rules refuse it in the cart (hasBasket false).
 * - PRICE_ON_REQUEST: the customer may not see its price (showPrice false); it cannot be ordered online.
 * - BELOW_MIN / ABOVE_MAX: the quantity is outside the product's order quantities.
 * - INSUFFICIENT_STOCK: more than the stock available to the customer.
 * - INACTIVE: the product was withdrawn.
 */
export const CART_LINE_PROBLEMS = [
  'NOT_ORDERABLE',
  'PRICE_ON_REQUEST',
  'BELOW_MIN',
  'ABOVE_MAX',
  'INSUFFICIENT_STOCK',
  'INACTIVE',
] as const;
export type CartLineProblemCode = (typeof CART_LINE_PROBLEMS)[number];
export const CartLineProblemSchema = z.object({ code: z.enum(CART_LINE_PROBLEMS), message: text() });
export type CartLineProblem = z.infer<typeof CartLineProblemSchema>;

export const CartLineSchema = z.object({
  /** The line's id (stable while the product stays in the cart). */
  id: z.number().int(),
  productId: z.number().int(),
  /** Our extension: the product code, which a parts counter reads first. */
  code: text(),
  name: text(),
  unitCode: text(),
  currencyText: text(),
  /** Unit list price (net); null when the customer may not see prices of this product. */
  salePrice: Money.nullable(),
  /** The running campaign's name in x-culture when one lowers the price, else the product's own campaign label. */
  campaign: text().nullable(),
  /** Our extension: the unit price after every discount without the running campaign, when one lowers it (else null). */
  priceBeforeCampaign: Money.nullable(),
  /** Our extension: the line's unit price comes from a quantity break of this many pieces or more (else null). */
  quantityBreak: z.number().int().nullable(),
  /** The payment method chosen for this line's category (PUT apply-payment-method); the default until then. */
  paymentMethodCode: text().nullable(),
  /** The cascading discounts applied, in order: the customer's, then the payment method's (percent). */
  discountRates: z.array(Money),
  /** The line's expense cost (recycling or environmental fee per unit x quantity), net. */
  expenseCostPrice: Money.nullable(),
  /** Stock available to this customer; null when stock is hidden for it. */
  stock: z.number().int().nullable(),
  categoryId: z.number().int(),
  quantity: z.number().int(),
  vatRate: Money,
  minOrderQuantity: z.number().int(),
  maxOrderQuantity: z.number().int().nullable(),
  images: z.array(ProductImageSchema),
  preSaleText: text().nullable(),
  stockText: text().nullable(),
  /** Unit price after every discount (net). */
  discountedPrice: Money.nullable(),
  /** Our extension: the line's totals (net after discount; VAT on net + expense; gross). */
  lineTotal: Money.nullable(),
  lineVat: Money.nullable(),
  lineTotalWithVat: Money.nullable(),
  /** Our extension: null when the line can be ordered as it is. */
  problem: CartLineProblemSchema.nullable(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/**
 * Cart totals (spec 01 §3 Cart summary), over the priced lines, each line rounded to the cent first:
 * totalPrice = Σ salePrice x qty; totalDiscountedPrice = Σ discountedPrice x qty; totalDiscountPrice =
 * totalPrice - totalDiscountedPrice; totalExpenseCostPrice = Σ expense; totalVatPrice = Σ VAT of
 * (discounted + expense) per line; totalWithVatDiscountedPrice = discounted + expense + VAT.
 */
export const CartSummarySchema = z.object({
  totalPrice: Money,
  totalDiscountedPrice: Money,
  totalDiscountPrice: Money,
  totalVatPrice: Money,
  totalWithVatDiscountedPrice: Money,
  totalExpenseCostPrice: Money,
  /** Our extension: the cart's currency (a cart holds one). */
  currency: text().nullable(),
  /** Our extension: every line can be ordered (no line has a problem and the cart is not empty). */
  canPlaceOrder: z.boolean(),
});
export type CartSummary = z.infer<typeof CartSummarySchema>;

export const CartCustomerSchema = z.object({ id: text(), name: text(), code: text().nullable() });

export const CartSchema = z.object({
  id: text().nullable(),
  customer: CartCustomerSchema,
  /** The customer's default delivery address until one is chosen at checkout. */
  deliveryAddressId: text().nullable(),
  cartSummary: CartSummarySchema,
  cartDetails: z.array(CartLineSchema),
});
export type Cart = z.infer<typeof CartSchema>;

/** The simplified cart of the header dropdown (spec 01 §3). */
export const SimplifiedCartLineSchema = z.object({
  productId: z.number().int(),
  quantity: z.number().int(),
  name: text(),
  unitCode: text(),
  categoryId: z.number().int(),
  images: z.array(ProductImageSchema),
});
export const SimplifiedCartSchema = z.object({
  cartDetails: z.array(SimplifiedCartLineSchema),
  /** The number of lines. */
  itemCount: z.number().int(),
});
export type SimplifiedCart = z.infer<typeof SimplifiedCartSchema>;

/** GET total-item: the number of lines in the cart (the header badge). */
export const CartItemCountSchema = z.object({ totalItem: z.number().int() });

/** Adding a product whose line exists replaces its quantity (spec 01 §4). */
export const AddCartProductBodySchema = z.object({
  productId: Id,
  quantity: z.coerce.number().int().min(1).max(100000),
});
export type AddCartProductBody = z.infer<typeof AddCartProductBodySchema>;

export const RemoveCartProductsBodySchema = z.object({ productIds: z.array(Id).max(1000) });
export type RemoveCartProductsBody = z.infer<typeof RemoveCartProductsBodySchema>;

export const CartProductIdParamSchema = z.object({ productId: Id });
export const PaymentMethodCategoryParamSchema = z.object({ categoryId: Id });

/** A payment method offered for a category (an order parameter, /order-parameters). */
export const PaymentMethodSchema = z.object({
  code: text(),
  name: text(),
  /** Extra cash discount of this method, percent ("2.00"); "0.00" for none. */
  discountRate: Money,
  /** Payment term in days (0: cash). */
  dueDays: z.number().int(),
  /** Paid online after ordering (the order offers the payment page). */
  isOnlinePayment: z.boolean(),
  isDefault: z.boolean(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
export const PaymentMethodListSchema = z.array(PaymentMethodSchema);

/** Applies a payment method to every line of a category (top-level category id of the line). */
export const ApplyPaymentMethodBodySchema = z.object({
  categoryId: Id,
  paymentMethodCode: text().trim().min(1).max(50),
});
export type ApplyPaymentMethodBody = z.infer<typeof ApplyPaymentMethodBodySchema>;

/**
 * Checkout (spec 01 §3 Checkout input). `idempotencyKey` (our extension; also accepted as the
 * Idempotency-Key header) makes a repeated submit answer the first submit's transaction.
 */
export const PlaceOrderBodySchema = z.object({
  customerAddressCode: text().trim().min(1).max(50),
  note: text().trim().max(1000).optional(),
  idempotencyKey: text().trim().min(8).max(100).optional(),
});
export type PlaceOrderBody = z.infer<typeof PlaceOrderBodySchema>;

export const ORDER_TRANSACTION_STATUSES = ['InQueue', 'Completed', 'Failed'] as const;
export type OrderTransactionStatus = (typeof ORDER_TRANSACTION_STATUSES)[number];

/** One created order document (spec 02 §3 Order result). */
export const OrderResultSchema = z.object({
  orderNumber: text(),
  docNumber: text(),
  canPayWithPayPal: z.boolean(),
});
export type OrderResult = z.infer<typeof OrderResultSchema>;

/** Spec 02 §3 Order creation result; also the answer of the transaction status call. */
export const OrderCreationResultSchema = z.object({
  transactionId: text(),
  errorMessage: text().nullable(),
  createdOrders: z.array(OrderResultSchema),
  status: z.enum(ORDER_TRANSACTION_STATUSES),
});
export type OrderCreationResult = z.infer<typeof OrderCreationResultSchema>;

/** The split preview's delivery address (the cart's, else the customer's default, else the first when none is given). */
export const SplitPreviewQuerySchema = z.object({
  customerAddressCode: text().trim().min(1).max(50).optional(),
});
export type SplitPreviewQuery = z.infer<typeof SplitPreviewQuerySchema>;

/** One warehouse's part of a line. */
export const SplitPreviewTakeSchema = z.object({
  warehouseCode: text(),
  warehouseName: text().optional(),
  quantity: z.number().int(),
});

export const SplitPreviewLineSchema = z.object({
  productId: z.number().int(),
  productCode: text(),
  productName: text(),
  quantity: z.number().int(),
  warehouses: z.array(SplitPreviewTakeSchema),
});

/** One order document as the order job would create it: one per payment method, in the order of first use. */
export const SplitPreviewDocumentSchema = z.object({
  paymentMethod: z.object({ code: text(), name: text() }),
  lines: z.array(SplitPreviewLineSchema),
  totals: z.object({ gross: Money, discount: Money, net: Money, expense: Money, vat: Money, total: Money }),
});

/**
 * How the order of the cart as it stands would be split (our extension): documents per payment method,
 * each line over the delivery's warehouses by the order job's own rules. `shortLines` are the lines the
 * eligible warehouses cannot cover (the order would fail on them; their documents then show no warehouses).
 */
export const SplitPreviewSchema = z.object({
  customerAddressCode: text().nullable(),
  documents: z.array(SplitPreviewDocumentSchema),
  shortLines: z.array(z.object({ productId: z.number().int(), requested: z.number().int(), available: z.number().int() })),
  warehouses: z.array(z.object({ code: text(), name: text() })),
});
export type SplitPreview = z.infer<typeof SplitPreviewSchema>;
export type SplitPreviewDocument = z.infer<typeof SplitPreviewDocumentSchema>;

/** "Order again": a past order's lines (all of them, or the chosen ones) into the cart at today's prices. */
export const ReorderBodySchema = z.object({
  docNumber: text().trim().min(1).max(40),
  /** The order detail's line ids to take; none: every line not cancelled. */
  lineIds: z.array(z.number().int().positive()).min(1).max(500).optional(),
});
export type ReorderBody = z.infer<typeof ReorderBodySchema>;

/**
 * What became of each product put into the cart in one go (order again, quick order, a list): added (its
 * quantity on top of the cart's), or why not. One entry per product, in the order first given.
 */
export const CartBatchResultSchema = z.object({
  lines: z.array(
    z.object({
      productId: z.number().int(),
      productCode: text(),
      productName: text(),
      quantity: z.number().int(),
      added: z.boolean(),
      /** The refusal's error code (CART_QUANTITY_ABOVE_MAX, NOT_FOUND, ...) and its message in the caller's language. */
      code: text().nullable(),
      message: text().nullable(),
    }),
  ),
});
export type CartBatchResult = z.infer<typeof CartBatchResultSchema>;
