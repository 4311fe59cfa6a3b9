import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';
import { JobDeferred, type JobRow } from '../jobs/queue';
import type { OutboundGuard } from '../outbound';
import { findOrderErpStatus, markOrderFailed, markOrderRejected, markOrderSent, markOrderStandalone } from './erp.repository';
import type { ErpDeliveryPayload, ErpEventKind } from './queue';

/**
 * The ERP boundary for orders (design.md §4). Standalone (the default) keeps orders in the portal; the
 * HTTP connector POSTs each order document as JSON signed with HMAC-SHA256 over `timestamp.body`:
 *   X-Dealerport-Timestamp: <unix seconds>
 *   X-Dealerport-Signature: sha256=<hex of HMAC(secret, "<timestamp>.<body>")>
 *   X-Dealerport-Event: order.created | order.cancelled
 * A 2xx answer is delivery; its JSON `reference` (or `erpReference`, `id`) is kept as the ERP's reference.
 * A 4xx other than 408, 425 and 429 is the ERP refusing the order for good (ErpRejectedError): no retry, the
 * order is Rejected with the ERP's answer for an administrator. Anything else (network, time-out, 5xx,
 * 408/425/429) throws, and the job queue retries with back-off.
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

/** The ERP refused the document for good: sending it again cannot succeed (a 4xx other than 408, 425, 429). */
export class ErpRejectedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ErpRejectedError';
  }
}

/** 408 Request Timeout, 425 Too Early and 429 Too Many Requests say "later", not "never". */
export const isPermanentErpStatus = (status: number) => status >= 400 && status < 500 && ![408, 425, 429].includes(status);

/** What is kept of an error on the order (erp_error): the message, at most 500 characters. */
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

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
      if (!res.ok) {
        const message = `ERP answered ${res.status}: ${text.slice(0, 200)}`;
        throw isPermanentErpStatus(res.status) ? new ErpRejectedError(res.status, message) : new Error(message);
      }
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

/** Where the hand-off goes and the key it signs with. */
export interface ErpTarget {
  url: string;
  secret: string;
}

/** The connector to use for the next delivery (the ERP connection settings may change at any time). */
export type ErpConnectorSource = () => Promise<ErpConnector>;

/**
 * The hand-off's connector: ERP_ORDER_URL and ERP_SECRET when the environment sets them (they win; the
 * operator's address is not guarded); else the target `fromSettings` answers (the ERP connection settings:
 * url and clientSecret; it caches, so a delivery reads no row), reached only through the outbound guard
 * (platform/outbound: a refused address fails the delivery; redirects are not followed), standalone while
 * it answers null.
 */
export function connectorFromConfig(
  config: { ERP_ORDER_URL?: string; ERP_SECRET?: string },
  fromSettings?: { target: () => Promise<ErpTarget | null>; guard: OutboundGuard },
): ErpConnectorSource {
  if (config.ERP_ORDER_URL && config.ERP_SECRET) {
    const fixed = httpConnector({ url: config.ERP_ORDER_URL, secret: config.ERP_SECRET });
    return async () => fixed;
  }
  if (!fromSettings) return async () => standaloneConnector;
  const { guard } = fromSettings;
  let last: { target: ErpTarget; connector: ErpConnector } | null = null;
  return async () => {
    const target = await fromSettings.target();
    if (!target) return standaloneConnector;
    if (!last || last.target.url !== target.url || last.target.secret !== target.secret) {
      last = { target, connector: httpConnector({ ...target, fetchImpl: guard.fetch as typeof fetch }) };
    }
    return last.connector;
  };
}

/** How long a cancellation waits before looking again whether its order has reached the ERP. */
const ERP_CANCELLATION_WAIT_SECONDS = 30;

/**
 * The ERP job: sends one order event. Standalone marks a created order Standalone. An order the ERP refuses
 * for good (ErpRejectedError) becomes Rejected with the ERP's answer in erp_error, and is not retried (nor
 * by the retry job); a refused cancellation keeps the order's status and records the answer. Other failures
 * retry; on the last attempt the order's erp_status becomes Failed with the last error (the retry job
 * queues it again later).
 * Events of one order reach the ERP in order: a cancellation waits (JobDeferred, no attempt used) while
 * the order's creation is still being delivered, and is not sent for an order the ERP never received
 * (its creation failed for good: whoever sends it again sends it with its cancelled status).
 * `loadOrder` reads the document (the orders area's loadErpOrder, handed in by app.ts); `source` answers
 * the connector per delivery (connectorFromConfig), so a change of the ERP connection settings applies
 * to the next delivery.
 */
export function erpDeliveryHandler(db: Db, source: ErpConnector | ErpConnectorSource, loadOrder: ErpOrderLoader) {
  return async (job: JobRow) => {
    const payload = job.payload as ErpDeliveryPayload;
    const connector = typeof source === 'function' ? await source() : source;
    if (connector.kind === 'standalone') {
      if (payload.kind === 'order.created') await markOrderStandalone(db, payload.orderId);
      return;
    }
    // A later event (a cancellation, a payment) waits for the order's creation to reach the ERP.
    if (payload.kind === 'order.cancelled' || payload.kind === 'order.paid') {
      const erpStatus = await findOrderErpStatus(db, payload.orderId);
      if (erpStatus === 'Pending') throw new JobDeferred(ERP_CANCELLATION_WAIT_SECONDS, 'waiting for the order to reach the ERP');
      if (erpStatus === 'Failed' || erpStatus === 'Rejected' || erpStatus === 'Standalone') return;
    }
    const order = await loadOrder(db, payload.orderId);
    if (!order) return;
    try {
      const { reference } = await connector.deliver({ event: payload.kind, sentAt: new Date().toISOString(), order });
      await markOrderSent(db, payload.orderId, reference);
    } catch (err) {
      if (err instanceof ErpRejectedError) {
        await markOrderRejected(db, payload.orderId, payload.kind === 'order.created', errorText(err));
        return;
      }
      if (job.attempts >= job.max_attempts) await markOrderFailed(db, payload.orderId, errorText(err));
      throw err;
    }
  };
}
