import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';
import { JobDeferred, type JobRow } from '../jobs/queue';
import { findOrderErpStatus, markOrderFailed, markOrderSent, markOrderStandalone } from './erp.repository';
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
  order: ErpOrderDocument;
}

/** The order document as the ERP receives it: header, items and their warehouse orders. */
export type ErpOrderDocument = Record<string, unknown>;

/**
 * Reads the document of one order (null if there is none). The orders area owns the order's tables and
 * their reading, so the app factory hands the loader in (platform imports no module).
 */
export type ErpOrderLoader = (db: Db, orderId: string) => Promise<ErpOrderDocument | null>;

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

const standaloneConnector: ErpConnector = {
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

/** How long a cancellation waits before looking again whether its order has reached the ERP. */
const ERP_CANCELLATION_WAIT_SECONDS = 30;

/**
 * The ERP job: sends one order event. Standalone marks a created order Standalone. On the last failed
 * attempt the order's erp_status becomes Failed (visible to the back office); earlier failures retry.
 * Events of one order reach the ERP in order: a cancellation waits (JobDeferred, no attempt used) while
 * the order's creation is still being delivered, and is not sent for an order the ERP never received
 * (its creation failed for good: whoever sends it again sends it with its cancelled status).
 * `loadOrder` reads the document (the orders area's loadErpOrder, handed in by app.ts).
 */
export function erpDeliveryHandler(db: Db, connector: ErpConnector, loadOrder: ErpOrderLoader) {
  return async (job: JobRow) => {
    const payload = job.payload as ErpDeliveryPayload;
    if (connector.kind === 'standalone') {
      if (payload.kind === 'order.created') await markOrderStandalone(db, payload.orderId);
      return;
    }
    if (payload.kind === 'order.cancelled') {
      const erpStatus = await findOrderErpStatus(db, payload.orderId);
      if (erpStatus === 'Pending') throw new JobDeferred(ERP_CANCELLATION_WAIT_SECONDS, 'waiting for the order to reach the ERP');
      if (erpStatus === 'Failed' || erpStatus === 'Standalone') return;
    }
    const order = await loadOrder(db, payload.orderId);
    if (!order) return;
    try {
      const { reference } = await connector.deliver({ event: payload.kind, sentAt: new Date().toISOString(), order });
      await markOrderSent(db, payload.orderId, reference);
    } catch (err) {
      if (job.attempts >= job.max_attempts) await markOrderFailed(db, payload.orderId);
      throw err;
    }
  };
}
