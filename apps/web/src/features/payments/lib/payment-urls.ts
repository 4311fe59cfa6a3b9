/**
 * The addresses a payment is started with (spec 01 §7 Payments): the provider sends the payer back to
 * origin + /paypal/{docNumber}/ (the server appends the payment order's id), and a payer who gives up
 * to origin + /orders/{docNumber}.
 */
export function paymentUrls(docNumber: string, origin = window.location.origin) {
  const doc = encodeURIComponent(docNumber);
  return { callbackUrl: `${origin}/paypal/${doc}/`, cancelUrl: `${origin}/orders/${doc}` };
}

/** The return path of a balance payment (no order): /paypal/balance/{paymentOrderId}; giving up returns to the ledger. */
export const BALANCE_RETURN = 'balance';
export function balanceUrls(origin = window.location.origin) {
  return { callbackUrl: `${origin}/paypal/${BALANCE_RETURN}/`, cancelUrl: `${origin}/customer-finance` };
}

/** What the provider put in the return address (PayPal: token, PayerID; the demo gateway: token). */
export function callbackOf(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(search)) if (Object.keys(out).length < 50 && k.length <= 100) out[k] = v.slice(0, 4000);
  return out;
}

/** Sends the browser to the payment page (an assignable seam for tests). */
export const browser = {
  go(url: string) {
    window.location.assign(url);
  },
};
