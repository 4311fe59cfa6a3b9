import { type PaymentProviderAdapter, PaymentProviderError, type ProviderPayment, sameAmount, type Verification } from './provider';

/**
 * PayPal Orders v2 over REST (no SDK; docs/payments.md): OAuth2 client credentials
 * (POST /v1/oauth2/token), an order created with intent CAPTURE for the payment's amount and currency
 * (POST /v2/checkout/orders), the payer sent to its approval link, and the capture when the payer comes
 * back (POST /v2/checkout/orders/{id}/capture), believed only when it is COMPLETED for exactly the
 * payment's amount and currency. Refund: POST /v2/payments/captures/{id}/refund.
 *
 * Every write carries PayPal-Request-Id (the payment's id per step), so a retry after a lost answer is
 * the same request to PayPal. Network errors and 5xx answers are retried a few times.
 */

export const PAYPAL_LIVE_URL = 'https://api-m.paypal.com';
export const PAYPAL_SANDBOX_URL = 'https://api-m.sandbox.paypal.com';

export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  /** The REST base URL (sandbox or live; a test's local server). */
  baseUrl: string;
  /** Attempts per call (network error or 5xx); default 3. */
  attempts?: number;
  /** Delay before a retry, times the attempt number (ms); default 300. */
  retryDelayMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface Link {
  href: string;
  rel: string;
}
interface Capture {
  id: string;
  status: string;
  amount?: { currency_code: string; value: string };
}
interface PayPalOrder {
  id: string;
  status: string;
  links?: Link[];
  purchase_units?: Array<{ reference_id?: string; payments?: { captures?: Capture[] } }>;
}
interface PayPalErrorBody {
  name?: string;
  details?: Array<{ issue?: string; description?: string }>;
}

const tokens = new Map<string, { token: string; expiresAt: number }>();

export function createPayPalProvider(opts: PayPalOptions): PaymentProviderAdapter {
  const doFetch = opts.fetch ?? fetch;
  const attempts = opts.attempts ?? 3;
  const delay = opts.retryDelayMs ?? 300;
  const base = opts.baseUrl.replace(/\/+$/, '');

  /** One call with retries on network errors and 5xx; answers the status and the parsed body. */
  async function call(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let last: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const res = await doFetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000) });
        const text = await res.text();
        let body: unknown = null;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          body = text;
        }
        if (res.status < 500) return { status: res.status, body };
        last = new PaymentProviderError(`PayPal answered ${res.status}`, { path, status: res.status });
      } catch (err) {
        last = err;
      }
      if (attempt < attempts) await new Promise((r) => setTimeout(r, delay * attempt));
    }
    if (last instanceof PaymentProviderError) throw last;
    throw new PaymentProviderError('PayPal cannot be reached', { path, cause: String(last) });
  }

  async function accessToken(): Promise<string> {
    const cacheKey = `${base}|${opts.clientId}`;
    const cached = tokens.get(cacheKey);
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const res = await call('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const body = res.body as { access_token?: string; expires_in?: number } | null;
    if (res.status !== 200 || !body?.access_token) {
      throw new PaymentProviderError('PayPal refused the client credentials', { status: res.status });
    }
    tokens.set(cacheKey, { token: body.access_token, expiresAt: Date.now() + Math.max(0, (body.expires_in ?? 0) - 60) * 1000 });
    return body.access_token;
  }

  async function authed(path: string, method: 'GET' | 'POST', requestId: string | null, payload?: unknown) {
    const token = await accessToken();
    return call(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json',
        prefer: 'return=representation',
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    });
  }

  /** The capture of an order answered by capture or GET: believed only COMPLETED, for this amount and currency. */
  function verdictOf(payment: ProviderPayment, order: PayPalOrder): Verification {
    const captures = (order.purchase_units ?? []).flatMap((u) => u.payments?.captures ?? []);
    const capture = captures[0];
    if (!capture) return { outcome: 'rejected', reason: `no capture (order ${order.status})` };
    if (capture.status === 'DECLINED' || capture.status === 'FAILED') return { outcome: 'failed', reason: `capture ${capture.status}` };
    if (order.status !== 'COMPLETED' || capture.status !== 'COMPLETED') {
      // PENDING (e.g. an eCheck or a review): the money is not there yet; not paid, not failed.
      return { outcome: 'rejected', reason: `capture ${capture.status}, order ${order.status}` };
    }
    if (!capture.amount || !sameAmount(capture.amount.value, payment.amount)) return { outcome: 'rejected', reason: 'wrong amount' };
    if (capture.amount.currency_code !== payment.currency) return { outcome: 'rejected', reason: 'wrong currency' };
    return { outcome: 'paid', captureTransactionId: capture.id };
  }

  return {
    async createPayment(payment) {
      const res = await authed('/v2/checkout/orders', 'POST', `create-${payment.id}`, {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: payment.id,
            custom_id: payment.id,
            invoice_id: `${payment.docNumber}-${payment.id.slice(0, 8)}`,
            description: payment.docNumber,
            amount: { currency_code: payment.currency, value: payment.amount },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: payment.returnUrl,
              cancel_url: payment.cancelUrl,
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
            },
          },
        },
      });
      const order = res.body as PayPalOrder | null;
      if ((res.status !== 200 && res.status !== 201) || !order?.id) {
        throw new PaymentProviderError('PayPal did not create the order', { status: res.status, body: res.body });
      }
      const approve = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (!approve) throw new PaymentProviderError('PayPal answered no approval link', { orderId: order.id });
      return { htmlFormContent: null, redirectGateway: true, gatewayUrl: approve.href, providerReference: order.id };
    },

    async verify(payment, callback) {
      const orderId = payment.providerReference;
      if (!orderId) return { outcome: 'rejected', reason: 'no PayPal order' };
      // PayPal sends the payer back with ?token=<order id>&PayerID=...: another order's token is a forgery.
      if (callback.token !== undefined && callback.token !== orderId) return { outcome: 'rejected', reason: 'token of another order' };
      const res = await authed(`/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, 'POST', `capture-${payment.id}`, {});
      if (res.status === 200 || res.status === 201) return verdictOf(payment, res.body as PayPalOrder);
      const error = (res.body ?? {}) as PayPalErrorBody;
      const issue = error.details?.[0]?.issue ?? error.name ?? `HTTP ${res.status}`;
      if (issue === 'ORDER_ALREADY_CAPTURED') {
        const current = await authed(`/v2/checkout/orders/${encodeURIComponent(orderId)}`, 'GET', null);
        if (current.status === 200) return verdictOf(payment, current.body as PayPalOrder);
        throw new PaymentProviderError('PayPal order cannot be read', { status: current.status });
      }
      // Not approved yet (the payer came back without approving), or declined: not paid.
      if (issue === 'INSTRUMENT_DECLINED' || issue === 'TRANSACTION_REFUSED') return { outcome: 'failed', reason: issue };
      if (issue === 'ORDER_NOT_APPROVED' || issue === 'PAYER_ACTION_REQUIRED') return { outcome: 'cancelled', reason: issue };
      if (res.status === 404) return { outcome: 'rejected', reason: 'PayPal order not found' };
      return { outcome: 'failed', reason: issue };
    },

    async refund(payment) {
      if (!payment.captureTransactionId) throw new PaymentProviderError('nothing captured to refund');
      const res = await authed(
        `/v2/payments/captures/${encodeURIComponent(payment.captureTransactionId)}/refund`,
        'POST',
        `refund-${payment.id}`,
        {},
      );
      const body = res.body as { id?: string; status?: string } | null;
      // COMPLETED, or PENDING (PayPal finishes it later): the refund is PayPal's now. FAILED / CANCELLED: not.
      if ((res.status !== 200 && res.status !== 201) || !body?.id || body.status === 'FAILED' || body.status === 'CANCELLED') {
        throw new PaymentProviderError('PayPal did not refund', { status: res.status, body: res.body });
      }
      return { refundId: body.id };
    },
  };
}

/** Forgets the cached access tokens (tests). */
export function forgetPayPalTokens(): void {
  tokens.clear();
}
