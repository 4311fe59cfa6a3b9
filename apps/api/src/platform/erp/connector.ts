import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import { JobDeferred, type JobRow } from '../jobs/queue';
import type { ErpDeliveryPayload, ErpEventKind } from './queue';

/**
 * The ERP boundary for orders (design.md §4). Standalone (the default) keeps orders in the portal; the
 * HTTP connector POSTs each order document as JSON signed with HMAC-SHA256 over `timestamp.body`:
 *   X-Dealerport-Timestamp: <unix seconds>
 *   X-Dealerport-Signature: sha256=<hex of HMAC(secret, "<timestamp>.<body>")>
 *   X-Dealerport-Event: order.created | order.cancelled
 * A 2xx answer is delivery; its JSON `reference` (or `erpReference`, `id`) is kept as the ERP's reference.
 * Anything else throws, and the job queue retries with back-off.
 */
export interface ErpOrderMessage {
  event: ErpEventKind;
  sentAt: string;
  order: Record<string, unknown>;
}

export interface ErpConnector {
  readonly kind: 'standalone' | 'http';
  deliver(message: ErpOrderMessage): Promise<{ reference: string | null }>;
}

export const SIGNATURE_HEADER = 'x-dealerport-signature';
export const TIMESTAMP_HEADER = 'x-dealerport-timestamp';

export function signErpBody(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** For receivers (and tests): checks a signature in constant time. */
export function verifyErpSignature(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(signErpBody(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const standaloneConnector: ErpConnector = {
  kind: 'standalone',
  async deliver() {
    return { reference: null };
  },
};

export function httpConnector(opts: { url: string; secret: string; timeoutMs?: number; fetchImpl?: typeof fetch }): ErpConnector {
  const doFetch = opts.fetchImpl ?? fetch;
  return {
    kind: 'http',
    async deliver(message) {
      const body = JSON.stringify(message);
      const timestamp = String(Math.floor(Date.now() / 1000));
      const res = await doFetch(opts.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: timestamp,
          [SIGNATURE_HEADER]: signErpBody(opts.secret, timestamp, body),
          'x-dealerport-event': message.event,
        },
        body,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`ERP answered ${res.status}: ${text.slice(0, 200)}`);
      let reference: string | null = null;
      try {
        const json = JSON.parse(text) as Record<string, unknown>;
        const r = json.reference ?? json.erpReference ?? json.id;
        if (typeof r === 'string' || typeof r === 'number') reference = String(r).slice(0, 200);
      } catch {
        /* a 2xx without JSON is still a delivery */
      }
      return { reference };
    },
  };
}

export function connectorFromConfig(config: { ERP_ORDER_URL?: string; ERP_SECRET?: string }): ErpConnector {
  return config.ERP_ORDER_URL && config.ERP_SECRET
    ? httpConnector({ url: config.ERP_ORDER_URL, secret: config.ERP_SECRET })
    : standaloneConnector;
}

/** The order document as the ERP receives it: header, items and their warehouse orders. */
export async function loadErpOrder(db: Kysely<Database>, orderId: string): Promise<Record<string, unknown> | null> {
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .leftJoin('salesmen as s', 's.id', 'o.salesman_id')
    .select([
      'o.id',
      'o.doc_number',
      'o.transaction_id',
      'c.code as customer_code',
      'c.name as customer_name',
      's.code as salesman_code',
      'o.payment_method_code',
      'o.is_online_payment',
      'o.due_days',
      'o.currency',
      'o.status',
      'o.note',
      'o.shipping_address_caption',
      'o.shipping_address',
      'o.shipping_country_code',
      sql<string>`o.total_gross_amount::text`.as('total_gross_amount'),
      sql<string>`o.total_discount_amount::text`.as('total_discount_amount'),
      sql<string>`o.total_amount_without_tax::text`.as('total_amount_without_tax'),
      sql<string>`o.total_tax_amount::text`.as('total_tax_amount'),
      sql<string>`o.total_expense_amount::text`.as('total_expense_amount'),
      sql<string>`o.total_amount::text`.as('total_amount'),
      'o.created_at',
      'o.cancelled_at',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!order) return null;
  const lines = await db
    .selectFrom('order_lines')
    .select([
      'id',
      'line_no',
      'product_code',
      'product_name',
      'unit_code',
      'quantity',
      sql<string>`sale_price::text`.as('sale_price'),
      sql<string>`discounted_price::text`.as('discounted_price'),
      sql<string[]>`discount_rates::text[]`.as('discount_rates'),
      sql<string>`vat_rate::text`.as('vat_rate'),
      sql<string>`net_amount::text`.as('net_amount'),
      sql<string>`expense_amount::text`.as('expense_amount'),
      sql<string>`tax_amount::text`.as('tax_amount'),
      sql<string>`total_amount::text`.as('total_amount'),
      sql<string | null>`due_date::text`.as('due_date'),
      'status',
      'cancelled_at',
    ])
    .where('order_id', '=', orderId)
    .orderBy('line_no')
    .execute();
  const details = lines.length
    ? await db
        .selectFrom('order_line_details')
        .select(['order_line_id', 'number', 'warehouse_code', 'quantity'])
        .where(
          'order_line_id',
          'in',
          lines.map((l) => l.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return {
    docNumber: order.doc_number,
    transactionId: order.transaction_id,
    customerCode: order.customer_code,
    customerName: order.customer_name,
    salesmanCode: order.salesman_code,
    paymentMethodCode: order.payment_method_code,
    isOnlinePayment: order.is_online_payment,
    dueDays: order.due_days,
    currency: order.currency.trim(),
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
    cancelledAt: order.cancelled_at ? new Date(order.cancelled_at).toISOString() : null,
    lines: lines.map((l) => ({
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
      cancelledAt: l.cancelled_at ? new Date(l.cancelled_at).toISOString() : null,
      warehouseOrders: details
        .filter((d) => String(d.order_line_id) === String(l.id))
        .map((d) => ({ number: d.number, warehouseCode: d.warehouse_code, quantity: d.quantity })),
    })),
  };
}

/** How long a cancellation waits before looking again whether its order has reached the ERP. */
export const ERP_CANCELLATION_WAIT_SECONDS = 30;

/**
 * The ERP job: sends one order event. Standalone marks a created order Standalone. On the last failed
 * attempt the order's erp_status becomes Failed (visible to the back office); earlier failures retry.
 * Events of one order reach the ERP in order: a cancellation waits (JobDeferred, no attempt used) while
 * the order's creation is still being delivered, and is not sent for an order the ERP never received
 * (its creation failed for good: whoever sends it again sends it with its cancelled status).
 */
export function erpDeliveryHandler(db: Kysely<Database>, connector: ErpConnector) {
  return async (job: JobRow) => {
    const payload = job.payload as ErpDeliveryPayload;
    if (connector.kind === 'standalone') {
      if (payload.kind === 'order.created')
        await db
          .updateTable('orders')
          .set({ erp_status: 'Standalone' })
          .where('id', '=', payload.orderId)
          .where('erp_status', '=', 'Pending')
          .execute();
      return;
    }
    if (payload.kind === 'order.cancelled') {
      const row = await db.selectFrom('orders').select('erp_status').where('id', '=', payload.orderId).executeTakeFirst();
      if (row?.erp_status === 'Pending') throw new JobDeferred(ERP_CANCELLATION_WAIT_SECONDS, 'waiting for the order to reach the ERP');
      if (row?.erp_status === 'Failed' || row?.erp_status === 'Standalone') return;
    }
    const order = await loadErpOrder(db, payload.orderId);
    if (!order) return;
    try {
      const { reference } = await connector.deliver({ event: payload.kind, sentAt: new Date().toISOString(), order });
      await db
        .updateTable('orders')
        .set({
          erp_status: 'Sent',
          ...(reference ? { erp_reference: reference } : {}),
          updated_at: sql`now()`,
        })
        .where('id', '=', payload.orderId)
        .execute();
    } catch (err) {
      if (job.attempts >= job.max_attempts) {
        await db.updateTable('orders').set({ erp_status: 'Failed', updated_at: sql`now()` }).where('id', '=', payload.orderId).execute();
      }
      throw err;
    }
  };
}
