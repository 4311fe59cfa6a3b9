import type { Db } from '../../db/database';
import * as repo from './orders.repository';

/**
 * The order document as the ERP receives it (design.md §4): header, items and their warehouse orders.
 * platform/erp sends it; this area reads it, with the header and line selects the portal's order
 * detail uses. Its JSON is the ERP's contract: a field renamed or reordered here changes what they parse.
 */
export type ErpOrderDocument = ReturnType<typeof erpOrderDocumentOf>;

/** The document of one order by its id, or null if there is none (the erpDeliveryHandler's loader). */
export async function loadErpOrder(db: Db, orderId: string): Promise<ErpOrderDocument | null> {
  const header = await repo.findErpOrderHeader(db, orderId);
  if (!header) return null;
  const [lines, details] = await Promise.all([repo.listErpOrderLines(db, orderId), repo.listLineDetails(db, orderId)]);
  return erpOrderDocumentOf(header, lines, details);
}

const isoOrNull = (at: Date | null) => (at ? new Date(at).toISOString() : null);

function erpOrderDocumentOf(order: repo.ErpOrderHeaderRow, lines: repo.ErpOrderLineRow[], details: repo.LineDetailRow[]) {
  return {
    docNumber: order.doc_number,
    transactionId: order.transaction_id,
    customerCode: order.customer_code,
    customerName: order.customer_name,
    salesmanCode: order.salesman_code,
    paymentMethodCode: order.payment_method_code,
    isOnlinePayment: order.is_online_payment,
    dueDays: order.due_days,
    currency: order.currency,
    status: order.status,
    note: order.note,
    shippingAddress: { caption: order.shipping_address_caption, address: order.shipping_address, countryCode: order.shipping_country_code },
    totals: {
      gross: order.total_gross_amount,
      discount: order.total_discount_amount,
      withoutTax: order.total_amount_without_tax,
      tax: order.total_tax_amount,
      expense: order.total_expense_amount,
      total: order.total_amount,
    },
    createdAt: new Date(order.created_at).toISOString(),
    cancelledAt: isoOrNull(order.cancelled_at),
    /**
     * NotRequired, Pending, Paid, Failed, Refunded or TestPaid (the demo gateway's test mode: no money
     * received); with Paid, the online payment's capture at its provider (ADR 0047).
     */
    paymentStatus: order.payment_status,
    captureTransactionId: order.capture_transaction_id,
    lines: lines.map((l) => erpOrderLineOf(l, details)),
  };
}

function erpOrderLineOf(l: repo.ErpOrderLineRow, details: repo.LineDetailRow[]) {
  return {
    lineNo: l.line_no,
    productCode: l.product_code,
    productName: l.product_name,
    unitCode: l.unit_code,
    quantity: l.quantity,
    salePrice: l.sale_price,
    discountedPrice: l.discounted_price,
    discountRates: l.discount_rates,
    vatRate: l.vat_rate,
    net: l.net_amount,
    expense: l.expense_amount,
    tax: l.tax_amount,
    total: l.total_amount,
    dueDate: l.due_date,
    status: l.status,
    cancelledAt: isoOrNull(l.cancelled_at),
    // In the order they were written (by id), as the ERP has always received them; the portal lists them by number.
    warehouseOrders: details
      .filter((d) => d.order_line_id === l.id)
      .sort((a, b) => Number(a.id) - Number(b.id))
      .map((d) => ({ number: d.number, warehouseCode: d.warehouse_code, quantity: d.quantity })),
  };
}
