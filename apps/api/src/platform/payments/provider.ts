/**
 * The payment provider boundary (design.md §4 "Payment"; ADR 0047; docs/payments.md): the demo gateway,
 * PayPal Orders v2 and the virtual POS answer the same three questions. Nothing here reads the database:
 * the payments module hands each call the payment and the settings it needs.
 */

/** A payment order as a provider sees it. Amounts are exact decimal strings with two decimals. */
export interface ProviderPayment {
  id: string;
  amount: string;
  currency: string;
  docNumber: string;
  /** The portal's return page for this payment (callbackUrl + the payment's id). */
  returnUrl: string;
  cancelUrl: string;
  /** The payment's id at the provider (PayPal's order id), once created. */
  providerReference: string | null;
  captureTransactionId: string | null;
}

/** What the payer's browser does next (the spec's Payment redirect). */
export interface StartedPayment {
  htmlFormContent: string | null;
  redirectGateway: boolean;
  gatewayUrl: string;
  providerReference: string | null;
}

/**
 * The provider's word on a payment, verified server-side:
 * - paid: the money is taken (captureTransactionId), for exactly the payment's amount and currency;
 * - failed / cancelled: it is not, and will not be for this payment order (the order stays payable);
 * - rejected: the callback is not to be believed (forged, stale, for another payment, wrong amount or
 *   currency): nothing changes, and the refusal is logged.
 */
export type Verification =
  | { outcome: 'paid'; captureTransactionId: string }
  | { outcome: 'failed' | 'cancelled'; reason: string }
  | { outcome: 'rejected'; reason: string };

export interface PaymentProviderAdapter {
  createPayment(payment: ProviderPayment): Promise<StartedPayment>;
  /** `callback`: what the provider sent back (the return page's query, or the POS's stored form post). */
  verify(payment: ProviderPayment, callback: Readonly<Record<string, string>>): Promise<Verification>;
  refund(payment: ProviderPayment): Promise<{ refundId: string }>;
}

/** The provider could not be reached or answered something unusable (after its retries): try again later. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** Equal decimal amounts ("12.3" and "12.30" are equal), compared in cents. */
export function sameAmount(a: string, b: string): boolean {
  const cents = (v: string) => {
    const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(v.trim());
    return m ? BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0') || '0') : null;
  };
  const x = cents(a);
  const y = cents(b);
  return x !== null && x === y;
}

/** HTML-escapes a value for a text node or a double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
