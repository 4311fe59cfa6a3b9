import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { escapeHtml, type PaymentProviderAdapter, PaymentProviderError, sameAmount } from './provider';

/**
 * The virtual POS (3-D Secure "3D Pay" form model; docs/payments.md): the payer's browser posts an
 * auto-submitting form to the bank's serviceUrl; the bank runs 3-D Secure, takes the money and posts the
 * result back to the portal's POS callback (okUrl/failUrl), which keeps the fields and sends the payer to
 * the return page; processPayment then believes them only when their hash verifies.
 *
 * Request hash:  base64(HMAC-SHA256(storeKey, merchantId|orderId|amount|currency|okUrl|failUrl|rnd))
 * Response hash: base64(HMAC-SHA256(storeKey, merchantId|orderId|amount|currency|status|transId|rnd))
 * status is Approved or Declined; orderId is the payment order's id; amount has two decimals.
 */

export interface VirtualPosOptions {
  serviceUrl: string;
  merchantId: string;
  storeKey: string;
  /** The portal's POS callback for a payment (absolute). */
  callbackUrlOf: (paymentId: string) => string;
  /** The portal page that holds the form (what the browser is sent to). */
  formPageUrlOf: (paymentId: string) => string;
}

export const POS_REQUEST_FIELDS = ['merchantId', 'orderId', 'amount', 'currency', 'okUrl', 'failUrl', 'rnd'] as const;
export const POS_RESPONSE_FIELDS = ['merchantId', 'orderId', 'amount', 'currency', 'status', 'transId', 'rnd'] as const;

export function posHash(storeKey: string, values: readonly string[]): string {
  return createHmac('sha256', storeKey).update(values.join('|')).digest('base64');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The form's fields for a payment (hash included). */
export function posFormFields(opts: VirtualPosOptions, payment: { id: string; amount: string; currency: string }) {
  const callback = opts.callbackUrlOf(payment.id);
  const fields: Record<string, string> = {
    merchantId: opts.merchantId,
    orderId: payment.id,
    amount: payment.amount,
    currency: payment.currency,
    okUrl: callback,
    failUrl: callback,
    rnd: randomBytes(12).toString('hex'),
  };
  fields.hash = posHash(
    opts.storeKey,
    POS_REQUEST_FIELDS.map((f) => fields[f]!),
  );
  return fields;
}

/** The auto-submitting form (the spec's htmlFormContent); the script carries `nonce` when given. */
export function posFormHtml(serviceUrl: string, fields: Record<string, string>, nonce?: string): string {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return `<form id="dealerport-pos-form" method="post" action="${escapeHtml(serviceUrl)}">${inputs}<noscript><button type="submit">Continue</button></noscript></form><script${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>document.getElementById('dealerport-pos-form').submit();</script>`;
}

export function createVirtualPosProvider(opts: VirtualPosOptions): PaymentProviderAdapter {
  return {
    async createPayment(payment) {
      const fields = posFormFields(opts, payment);
      return {
        htmlFormContent: posFormHtml(opts.serviceUrl, fields),
        redirectGateway: false,
        gatewayUrl: opts.formPageUrlOf(payment.id),
        providerReference: null,
      };
    },
    async verify(payment, callback) {
      const missing = [...POS_RESPONSE_FIELDS, 'hash'].filter((f) => typeof callback[f] !== 'string');
      if (missing.length > 0) return { outcome: 'rejected', reason: `missing ${missing.join(', ')}` };
      const expected = posHash(
        opts.storeKey,
        POS_RESPONSE_FIELDS.map((f) => callback[f]!),
      );
      if (!sameHash(expected, callback.hash!)) return { outcome: 'rejected', reason: 'hash invalid' };
      if (callback.merchantId !== opts.merchantId) return { outcome: 'rejected', reason: 'another merchant' };
      if (callback.orderId !== payment.id) return { outcome: 'rejected', reason: 'another payment' };
      if (!sameAmount(callback.amount!, payment.amount)) return { outcome: 'rejected', reason: 'wrong amount' };
      if (callback.currency !== payment.currency) return { outcome: 'rejected', reason: 'wrong currency' };
      if (callback.status === 'Approved') return { outcome: 'paid', captureTransactionId: callback.transId! };
      if (callback.status === 'Declined') return { outcome: 'failed', reason: 'declined by the bank' };
      return { outcome: 'rejected', reason: 'unknown status' };
    },
    async refund() {
      throw new PaymentProviderError('the virtual POS refunds through the bank’s back office');
    },
  };
}
