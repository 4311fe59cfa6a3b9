import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { escapeHtml, type PaymentProviderAdapter, type ProviderPayment, sameAmount, type Verification } from './provider';

/**
 * The demo gateway (docs/payments.md): a hosted payment page the portal serves itself, speaking the same
 * redirect-and-return protocol as a real gateway, so the whole flow works with no account anywhere. It is
 * a test mode: it takes no money, so the payments module records its approvals as test payments that
 * credit nothing (ADR 0047, amendment "safe payment defaults"), and its page says so.
 *
 * - The portal sends the payer to GET /api/payments/demo-gateway/{id}?t=<session>: the session token
 *   carries the payment's id, amount, currency and return address, signed (HS256) with a key derived from
 *   the portal's JWT secret, so the page needs no database and nobody can change the amount.
 * - The card form posts back to the gateway; the test card decides: 4242 4242 4242 4242 approves,
 *   4000 0000 0000 0002 declines; "cancel" gives up.
 * - The gateway sends the payer to the return address with ?token=<result>: the payment's id, amount,
 *   currency, the outcome and a transaction id, signed the same way, valid for 15 minutes. processPayment
 *   believes only that signature, and only for this payment, amount and currency.
 */

export const DEMO_TEST_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
} as const;

const ISSUER = 'dealerport-demo-gateway';
const SESSION_AUDIENCE = 'demo-gateway-session';
const RESULT_AUDIENCE = 'demo-gateway-result';
const SESSION_TTL = '30m';
const RESULT_TTL = '15m';
export const DEMO_GATEWAY_PATH = '/api/payments/demo-gateway';

export type DemoOutcome = 'approved' | 'declined' | 'cancelled';

interface Session {
  paymentId: string;
  amount: string;
  currency: string;
  docNumber: string;
  returnUrl: string;
  cancelUrl: string;
}

/** The gateway's own key: derived from the portal's JWT secret, never usable as an access token's. */
function keyOf(jwtSecret: string): Uint8Array {
  return createHash('sha256').update(`dealerport:demo-gateway:${jwtSecret}`).digest();
}

export function createDemoGateway(opts: { jwtSecret: string; now?: () => number }) {
  const key = keyOf(opts.jwtSecret);
  const currentDate = () => new Date(opts.now ? opts.now() : Date.now());

  async function sessionToken(payment: ProviderPayment): Promise<string> {
    return new SignJWT({
      amt: payment.amount,
      cur: payment.currency,
      doc: payment.docNumber,
      ret: payment.returnUrl,
      cnl: payment.cancelUrl,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(payment.id)
      .setIssuer(ISSUER)
      .setAudience(SESSION_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(SESSION_TTL)
      .sign(key);
  }

  /** The session of a gateway page (null: forged, expired or for another payment). */
  async function readSession(paymentId: string, token: string): Promise<Session | null> {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        audience: SESSION_AUDIENCE,
        algorithms: ['HS256'],
        currentDate: currentDate(),
      });
      if (payload.sub !== paymentId) return null;
      return {
        paymentId,
        amount: String(payload.amt),
        currency: String(payload.cur),
        docNumber: String(payload.doc),
        returnUrl: String(payload.ret),
        cancelUrl: String(payload.cnl),
      };
    } catch {
      return null;
    }
  }

  /** The signed result the gateway sends the payer back with. */
  async function resultToken(session: Session, outcome: DemoOutcome): Promise<string> {
    return new SignJWT({ amt: session.amount, cur: session.currency, outcome, txn: `demo_${randomBytes(9).toString('hex')}` })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.paymentId)
      .setIssuer(ISSUER)
      .setAudience(RESULT_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(RESULT_TTL)
      .setJti(randomBytes(12).toString('hex'))
      .sign(key);
  }

  /** Where the gateway sends the payer with an outcome. */
  async function returnAddress(session: Session, outcome: DemoOutcome): Promise<string> {
    const url = new URL(session.returnUrl);
    url.searchParams.set('token', await resultToken(session, outcome));
    return url.toString();
  }

  /** What a card number does on the demo gateway (null: not a test card). */
  function outcomeOfCard(cardNumber: string): 'approved' | 'declined' | null {
    const digits = cardNumber.replace(/[\s-]/g, '');
    if (digits === DEMO_TEST_CARDS.approve) return 'approved';
    if (digits === DEMO_TEST_CARDS.decline) return 'declined';
    return null;
  }

  const adapter: PaymentProviderAdapter = {
    async createPayment(payment) {
      const gatewayUrl = `${DEMO_GATEWAY_PATH}/${payment.id}?t=${encodeURIComponent(await sessionToken(payment))}`;
      return { htmlFormContent: null, redirectGateway: true, gatewayUrl, providerReference: null };
    },
    async verify(payment, callback): Promise<Verification> {
      const token = callback.token;
      if (!token) return { outcome: 'rejected', reason: 'no token' };
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: RESULT_AUDIENCE,
          algorithms: ['HS256'],
          currentDate: currentDate(),
        }));
      } catch (err) {
        const reason = err instanceof errors.JWTExpired ? 'token expired' : 'signature invalid';
        return { outcome: 'rejected', reason };
      }
      if (payload.sub !== payment.id) return { outcome: 'rejected', reason: 'token of another payment' };
      if (typeof payload.amt !== 'string' || !sameAmount(payload.amt, payment.amount))
        return { outcome: 'rejected', reason: 'wrong amount' };
      if (payload.cur !== payment.currency) return { outcome: 'rejected', reason: 'wrong currency' };
      if (payload.outcome === 'approved' && typeof payload.txn === 'string') return { outcome: 'paid', captureTransactionId: payload.txn };
      if (payload.outcome === 'declined') return { outcome: 'failed', reason: 'card declined' };
      if (payload.outcome === 'cancelled') return { outcome: 'cancelled', reason: 'cancelled by the payer' };
      return { outcome: 'rejected', reason: 'unknown outcome' };
    },
    async refund(payment) {
      return { refundId: `demo_refund_${payment.captureTransactionId ?? payment.id}` };
    },
  };

  return { adapter, sessionToken, readSession, resultToken, returnAddress, outcomeOfCard };
}
export type DemoGateway = ReturnType<typeof createDemoGateway>;

const PAGE_TEXT = {
  tr: {
    title: 'Demo ödeme sayfası (test modu)',
    testMode: 'TEST MODU',
    intro:
      'Bu, portalın demo ödeme sayfasıdır: para çekilmez. Burada yapılan ödeme bir test ödemesidir; sipariş ödenmiş sayılmaz ve cari hesabınıza alacak olarak işlenmez.',
    order: 'Sipariş',
    balance: 'Cari hesap bakiyesine ödeme',
    amount: 'Tutar',
    card: 'Kart numarası',
    expiry: 'Son kullanma (AA/YY)',
    cvc: 'Güvenlik kodu',
    pay: 'Öde',
    cancel: 'Vazgeç ve geri dön',
    cards: 'Test kartları: 4242 4242 4242 4242 onaylanır, 4000 0000 0000 0002 reddedilir.',
    unknownCard: 'Bu kart demo ağ geçidinde tanınmıyor; bir test kartı kullanın.',
    expired: 'Ödeme oturumu geçersiz veya süresi dolmuş. Siparişe dönüp ödemeyi yeniden başlatın.',
  },
  de: {
    title: 'Demo-Zahlungsseite (Testmodus)',
    testMode: 'TESTMODUS',
    intro:
      'Dies ist die Demo-Zahlungsseite des Portals: Es wird kein Geld abgebucht. Eine Zahlung hier ist eine Testzahlung; die Bestellung gilt nicht als bezahlt, und Ihrem Konto wird nichts gutgeschrieben.',
    order: 'Bestellung',
    balance: 'Zahlung auf den offenen Saldo',
    amount: 'Betrag',
    card: 'Kartennummer',
    expiry: 'Gültig bis (MM/JJ)',
    cvc: 'Prüfnummer',
    pay: 'Bezahlen',
    cancel: 'Abbrechen und zurück',
    cards: 'Testkarten: 4242 4242 4242 4242 wird genehmigt, 4000 0000 0000 0002 abgelehnt.',
    unknownCard: 'Diese Karte kennt das Demo-Gateway nicht; bitte eine Testkarte verwenden.',
    expired: 'Die Zahlungssitzung ist ungültig oder abgelaufen. Bitte zur Bestellung zurückkehren und die Zahlung neu starten.',
  },
  en: {
    title: 'Demo payment page (test mode)',
    testMode: 'TEST MODE',
    intro:
      'This is the portal’s demo payment page: no money is taken. A payment made here is a test payment; the order does not count as paid, and nothing is credited to your account.',
    order: 'Order',
    balance: 'Payment towards the open balance',
    amount: 'Amount',
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code',
    pay: 'Pay',
    cancel: 'Cancel and go back',
    cards: 'Test cards: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined.',
    unknownCard: 'The demo gateway does not know this card; please use a test card.',
    expired: 'The payment session is not valid or has expired. Go back to the order and start the payment again.',
  },
} as const;
type PageCulture = keyof typeof PAGE_TEXT;

const STYLE = `body{font-family:system-ui,sans-serif;background:#f1f3f5;color:#212529;margin:0;padding:2rem}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.4rem;margin-top:0}label{display:block;margin-top:.8rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem;border:1px solid #868e96;border-radius:4px}
button{margin-top:1.2rem;width:100%;padding:.7rem;font-size:1rem;background:#1864ab;color:#fff;border:0;border-radius:4px;cursor:pointer}
.note{color:#495057;font-size:.9rem}.test{background:#fff3bf;border:2px solid #e67700;color:#7a3e00;border-radius:6px;padding:.6rem .8rem;margin:0 0 1rem}.test strong{display:block;letter-spacing:.08em}.error{color:#c92a2a;font-weight:600}a{color:#1864ab}dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}dt{font-weight:600}dd{margin:0}`;

/** What the payments module names a payment of the open balance (no order) where a document number is asked. */
const BALANCE_REFERENCE = 'BALANCE';

/** An amount (a decimal string) as the payer's language writes money: 19.778,26 TL, 1.514,48 €, €1,514.48. */
function money(amount: string, currency: string, culture: string): string {
  try {
    return new Intl.NumberFormat(culture in PAGE_TEXT ? culture : 'tr', { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}

/** The gateway's card page (or its "session expired" page when `session` is null). */
export function demoGatewayPage(opts: {
  culture: string;
  paymentId: string;
  sessionToken: string;
  session: Session | null;
  error?: 'unknownCard';
  cancelHref?: string;
}): string {
  const t = PAGE_TEXT[(opts.culture in PAGE_TEXT ? opts.culture : 'tr') as PageCulture];
  const e = escapeHtml;
  const head = `<!doctype html><html lang="${e(opts.culture)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(t.title)}</title><style>${STYLE}</style></head><body><main>`;
  if (!opts.session) return `${head}<h1>${e(t.title)}</h1><p class="error" role="alert">${e(t.expired)}</p></main></body></html>`;
  const s = opts.session;
  const action = `${DEMO_GATEWAY_PATH}/${encodeURIComponent(opts.paymentId)}`;
  return `${head}<h1>${e(t.title)}</h1><p class="test" role="note"><strong>${e(t.testMode)}</strong>${e(t.intro)}</p>
<dl><dt>${e(t.order)}</dt><dd>${e(s.docNumber === BALANCE_REFERENCE ? t.balance : s.docNumber)}</dd><dt>${e(t.amount)}</dt><dd>${e(money(s.amount, s.currency, opts.culture))}</dd></dl>
${opts.error ? `<p class="error" role="alert">${e(t[opts.error])}</p>` : ''}
<form method="post" action="${e(action)}">
<input type="hidden" name="t" value="${e(opts.sessionToken)}">
<label for="cardNumber">${e(t.card)}</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">${e(t.expiry)}</label><input id="expiry" name="expiry" autocomplete="cc-exp" required>
<label for="cvc">${e(t.cvc)}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required>
<button type="submit">${e(t.pay)}</button></form>
<p class="note">${e(t.cards)}</p>
<p><a href="${e(opts.cancelHref ?? `${action}/cancel?t=${encodeURIComponent(opts.sessionToken)}`)}">${e(t.cancel)}</a></p>
</main></body></html>`;
}
