import type { EvaluatedCart } from './baskets.service';

/** The validated order request stored in order_transactions.request (what the pipeline orders). */
export interface SnapshotLine {
  productId: number;
  productCode: string;
  productName: string;
  categoryId: number;
  unitCode: string;
  quantity: number;
  salePrice: string;
  discountedPrice: string;
  discountRates: string[];
  /** The campaign that lowered the price, and the unit price without it (absent in requests stored before campaigns). */
  campaign?: { code: string; names: Record<string, string> } | null;
  priceBeforeCampaign?: string | null;
  vatRate: string;
  expenseCost: string;
  gross: string;
  discount: string;
  net: string;
  expense: string;
  vat: string;
  total: string;
  paymentMethod: { code: string; name: string; discountRate: string; dueDays: number; isOnlinePayment: boolean };
}

export interface OrderSnapshot {
  version: 1;
  customer: { id: string; code: string | null; name: string; isExportRegistered: boolean };
  currency: string;
  address: { id: string; code: string; caption: string; text: string; countryCode: string };
  note: string | null;
  salesman: { id: string; code: string } | null;
  /** What the idempotency key was used for (a different request with the same key is refused). */
  fingerprint: { customerAddressCode: string; note: string | null };
  lines: SnapshotLine[];
}

/** What the order job starts from (place-order.repository readOrderContext, or place-order's own insert). */
export interface OrderContext {
  status: string;
  request: OrderSnapshot;
  user_id: string;
  customer_id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  account_name: string;
  language: string | null;
  /** The ordered products' stock rows (every warehouse), as read: not locked. */
  stock: Array<{ product_id: number; warehouse_code: string; quantity: number }> | null;
  /** Document numbers reserved for this attempt, one per payment method, in the order of first use. */
  doc_numbers: string[] | null;
}

/**
 * The order lines of an evaluated cart, as place-order stores them for the job (and the split preview
 * plans them): every line must have its price (place-order refuses a cart with problems first).
 */
export function snapshotLines(evaluated: Pick<EvaluatedCart, 'lines'>): SnapshotLine[] {
  return evaluated.lines.map((l) => ({
    productId: l.line.productId,
    productCode: l.productCode,
    productName: l.productName,
    categoryId: l.line.categoryId,
    unitCode: l.line.unitCode,
    quantity: l.line.quantity,
    salePrice: l.price!.salePrice,
    discountedPrice: l.price!.discountedPrice,
    discountRates: l.price!.discountRates,
    campaign: l.campaign,
    priceBeforeCampaign: l.price!.priceBeforeCampaign,
    vatRate: l.line.vatRate,
    expenseCost: l.expenseCost,
    gross: l.price!.gross,
    discount: l.price!.discount,
    net: l.price!.net,
    expense: l.price!.expense,
    vat: l.price!.vat,
    total: l.price!.total,
    paymentMethod: {
      code: l.paymentMethod.code,
      name: l.paymentMethod.name,
      discountRate: l.paymentMethod.discountRate,
      dueDays: l.paymentMethod.dueDays,
      isOnlinePayment: l.paymentMethod.isOnlinePayment,
    },
  }));
}
