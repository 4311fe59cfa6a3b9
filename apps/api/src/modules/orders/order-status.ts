import {
  type Culture,
  ORDER_STATUS_NAMES,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
  type StatusType,
} from '@dealerport/contract';

/**
 * How order states read and what they allow (spec 02 §4 leaves the server-side transitions open; this
 * is our rule, written down in docs/architecture.md "Orders").
 */

/** A stored status the contract does not know (an ERP may write its own) reads as Processing: in the back office, not cancellable. */
export function asOrderStatus(value: string): OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value) ? (value as OrderStatus) : 'Processing';
}

/** The colour of a status: waiting (info), being worked on (warning), done (success), stopped (danger). */
const STATUS_TYPES: Record<OrderStatus, StatusType> = {
  Pending: 'info',
  Approved: 'warning',
  Processing: 'warning',
  PartiallyShipped: 'warning',
  Shipped: 'success',
  Delivered: 'success',
  Cancelled: 'danger',
  Rejected: 'danger',
};

export const statusTypeOf = (status: OrderStatus): StatusType => STATUS_TYPES[status] ?? 'default';
export const statusNameOf = (status: OrderStatus, culture: Culture): string => ORDER_STATUS_NAMES[status][culture];

/** Cancellation is possible only before the warehouse starts on the order. */
const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['Pending', 'Approved'];
export const isCancellableStatus = (status: string): boolean => (CANCELLABLE_STATUSES as readonly string[]).includes(status);

/**
 * The whole of an order paid online may be cancelled: the cancellation queues the refund through the
 * payment's provider (the payments module's payments.refund job; ADR 0047). A single item of it may not:
 * partial refunds are not offered, so the caller is told to cancel the whole order. An order paid in the
 * demo gateway's test mode (TestPaid) is treated the same way. Anything else (nothing to pay, waiting for
 * the payment, payment failed) may be cancelled either way.
 */
export const isCancellablePayment = (paymentStatus: string): boolean => paymentStatus !== 'Refunded';
export const isLineCancellablePayment = (paymentStatus: string): boolean =>
  paymentStatus !== 'Paid' && paymentStatus !== 'TestPaid' && paymentStatus !== 'Refunded';
/** A captured payment whose cancellation queues a refund: Paid, or TestPaid (the refund then moves no money). */
export const isRefundablePayment = (paymentStatus: string): boolean => paymentStatus === 'Paid' || paymentStatus === 'TestPaid';

const PAYMENT_STATUS_NAMES: Record<PaymentStatus, Record<Culture, string>> = {
  NotRequired: { tr: 'Ödeme gerekmiyor', de: 'Keine Zahlung nötig', en: 'No payment required' },
  Pending: { tr: 'Ödeme bekleniyor', de: 'Zahlung ausstehend', en: 'Payment pending' },
  Paid: { tr: 'Ödendi', de: 'Bezahlt', en: 'Paid' },
  Failed: { tr: 'Ödeme başarısız', de: 'Zahlung fehlgeschlagen', en: 'Payment failed' },
  Refunded: { tr: 'İade edildi', de: 'Erstattet', en: 'Refunded' },
  TestPaid: {
    tr: 'Test ödemesi (para alınmadı)',
    de: 'Testzahlung (kein Geld eingegangen)',
    en: 'Test payment (no money received)',
  },
};
export const paymentStatusNameOf = (status: PaymentStatus, culture: Culture): string => PAYMENT_STATUS_NAMES[status][culture];

export function asPaymentStatus(value: string): PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value) ? (value as PaymentStatus) : 'NotRequired';
}

/** The online payment button: an online method, still waiting for its payment, on an order that stands. */
export function canPayOnline(order: { isOnlinePayment: boolean; paymentStatus: string; status: OrderStatus }): boolean {
  return order.isOnlinePayment && order.paymentStatus === 'Pending' && order.status !== 'Cancelled' && order.status !== 'Rejected';
}
