import type {
  CreatePaymentBody,
  OrderStatus,
  PagedList,
  PagedQuery,
  PaymentAvailability,
  PaymentAvailabilityQuery,
  PaymentOrder,
  PaymentProvider,
  PaymentRedirect,
  PaymentSettings,
  PosConfig,
  PosConfigBody,
  ProcessPaymentBody,
  UpdatePaymentSettingsBody,
} from '@dealerport/contract';
import { PosConfigFiltersSchema } from '@dealerport/contract';
import type { Config } from '../../config/config';
import { AppError, notFound } from '../../lib/app-error';
import { offsetOf, parseColumnFilters, parseOrderBy, toPagedList } from '../../lib/paging';
import { writeAudit } from '../../platform/audit/audit';
import { queueErpDelivery } from '../../platform/erp';
import {
  createDemoGateway,
  createPayPalProvider,
  createVirtualPosProvider,
  type DemoGateway,
  PAYPAL_LIVE_URL,
  PAYPAL_SANDBOX_URL,
  type PaymentProviderAdapter,
  PaymentProviderError,
  type ProviderPayment,
  posFormFields,
  type Verification,
} from '../../platform/payments';
import type { RequestContext, SignedInContext } from '../../plugins/context';
import { resolveActingCustomer } from '../customers';
import { queuePaymentReceivedMail } from '../emails';
import { canPayOnline } from '../orders';
import {
  distributorDay,
  getPaymentProviderSettings,
  type PaymentProviderSettings,
  readPaymentSettings,
  updatePaymentSettings,
} from '../settings';
import * as repo from './payments.repository';

/*
 * Online payments (issue 17; design.md §4 "Payment"; ADR 0047; docs/payments.md). The amount is always
 * the order's open amount as stored here; the client names only the order. processPayment verifies with
 * the provider and decides under the order's row lock, so the same callback twice, two tabs or a replay
 * change nothing the second time; a refused callback is logged (payment_events and the log) and changes
 * nothing else.
 */

export const POS_CALLBACK_PATH = '/api/payments/pos-callback';
/** What a balance payment (no order) is called where a provider wants a document number. */
const BALANCE_REFERENCE = 'BALANCE';
export const POS_FORM_PATH = '/api/payments/pos-form';

// ---- settings ----

export const getSettings = (ctx: SignedInContext): Promise<PaymentSettings> => readPaymentSettings(ctx);
export const putSettings = (ctx: SignedInContext, body: UpdatePaymentSettingsBody): Promise<PaymentSettings> =>
  updatePaymentSettings(ctx, body);

// ---- providers ----

const demoGateways = new Map<string, DemoGateway>();
/** The demo gateway of this portal (its key derives from JWT_SECRET). */
export function demoGatewayOf(config: Pick<Config, 'JWT_SECRET'>): DemoGateway {
  let gateway = demoGateways.get(config.JWT_SECRET);
  if (!gateway) {
    gateway = createDemoGateway({ jwtSecret: config.JWT_SECRET });
    demoGateways.set(config.JWT_SECRET, gateway);
  }
  return gateway;
}

/** Whether a provider can take payments with these settings (the demo gateway needs none). */
function isConfigured(provider: PaymentProvider, s: PaymentProviderSettings): boolean {
  if (provider === 'paypal') return Boolean(s.payPal.clientId && s.payPal.clientSecret);
  if (provider === 'virtual-pos') return Boolean(s.virtualPos.serviceUrl && s.virtualPos.merchantId && s.virtualPos.storeKey);
  return true;
}

/**
 * Whether a provider may take this customer's payments: PayPal and the virtual POS once their settings are
 * filled in; the demo gateway (a test mode) only where an administrator chose it, as the default provider
 * or in a POS entry of the customer or of every customer, so that nobody can name it on a portal that
 * never offered it (ADR 0047, amendment "safe payment defaults").
 */
async function isOffered(db: SignedInContext['db'], provider: PaymentProvider, s: PaymentProviderSettings, customerId: string) {
  if (provider === 'demo') return s.defaultProvider === 'demo' || (await repo.posNamesProvider(db, customerId, 'demo'));
  return isConfigured(provider, s);
}

/**
 * The provider of a payment: the one `paymentMethod` names, else the customer's POS configuration by
 * amount, else the settings' default provider. null: online payment is off for this payment (no POS
 * entry serves it and the default provider is `none`).
 */
async function chooseProvider(
  db: SignedInContext['db'],
  s: PaymentProviderSettings,
  method: CreatePaymentBody['paymentMethod'],
  customerId: string,
  amount: string,
): Promise<PaymentProvider | null> {
  const chosen = providerOfMethod(method) ?? (await repo.choosePos(db, customerId, amount)) ?? s.defaultProvider;
  return chosen === 'none' ? null : chosen;
}

/** The adapter of a provider; `origin` is the portal's address the payer's browser uses (the POS posts back there). */
function adapterOf(config: Config, provider: PaymentProvider, s: PaymentProviderSettings, origin: string): PaymentProviderAdapter {
  if (provider === 'paypal') {
    return createPayPalProvider({
      clientId: s.payPal.clientId,
      clientSecret: s.payPal.clientSecret ?? '',
      baseUrl: config.PAYPAL_API_URL ?? (s.payPal.useSandbox ? PAYPAL_SANDBOX_URL : PAYPAL_LIVE_URL),
      ...(config.NODE_ENV === 'test' ? { retryDelayMs: 5 } : {}),
    });
  }
  if (provider === 'virtual-pos') {
    return createVirtualPosProvider({
      serviceUrl: s.virtualPos.serviceUrl,
      merchantId: s.virtualPos.merchantId,
      storeKey: s.virtualPos.storeKey ?? '',
      callbackUrlOf: (id) => `${origin}${POS_CALLBACK_PATH}/${id}`,
      formPageUrlOf: (id) => `${POS_FORM_PATH}/${id}`,
    });
  }
  return demoGatewayOf(config).adapter;
}

const providerSettings = (ctx: Pick<RequestContext, 'db' | 'config' | 'log'>) =>
  getPaymentProviderSettings(ctx.db, ctx.config, (field) => ctx.log.warn({ field }, 'payment setting secret cannot be opened'));

const asProviderPayment = (p: repo.PaymentRow): ProviderPayment => ({
  id: p.id,
  amount: p.amount,
  currency: p.currency,
  docNumber: p.doc_number ?? BALANCE_REFERENCE,
  returnUrl: p.return_url,
  cancelUrl: p.cancel_url,
  providerReference: p.provider_reference,
  captureTransactionId: p.capture_transaction_id,
});

/** The portal's own origins only (PUBLIC_URL, CALLBACK_ORIGINS): a payer is never sent elsewhere. */
function ownUrl(ctx: RequestContext, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AppError('CALLBACK_URL_INVALID');
  }
  if (!ctx.config.callbackOrigins.includes(url.origin)) throw new AppError('CALLBACK_URL_INVALID');
  return url;
}

/** Whoever may act for the order's customer may pay it; anyone else: NOT_FOUND (nothing leaks). */
async function assertMayActFor(ctx: SignedInContext, customerId: string, details: Record<string, unknown>) {
  try {
    await resolveActingCustomer(ctx.db, ctx.actor, customerId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'CUSTOMER_FORBIDDEN') throw notFound(details);
    throw error;
  }
}

const isPayable = (o: repo.PayableOrderRow) =>
  canPayOnline({ isOnlinePayment: o.is_online_payment, paymentStatus: o.payment_status, status: o.status as OrderStatus });

function providerOfMethod(method: CreatePaymentBody['paymentMethod']): PaymentProvider | null {
  if (method === 'PayPal') return 'paypal';
  if (method === 'VirtualPos') return 'virtual-pos';
  if (method === 'Demo') return 'demo';
  return null;
}

// ---- POST /api/payments ----

export async function createPayment(ctx: SignedInContext, body: CreatePaymentBody): Promise<PaymentRedirect> {
  const callbackUrl = ownUrl(ctx, body.callbackUrl);
  ownUrl(ctx, body.cancelUrl);
  const settings = await providerSettings(ctx);
  // The return page: callbackUrl (…/paypal/{docNumber}/) followed by the payment's id.
  const returnBase = callbackUrl.toString().endsWith('/') ? callbackUrl.toString() : `${callbackUrl.toString()}/`;

  const planned = body.docNumber !== undefined ? await planOrderPayment(ctx, body.docNumber) : await planBalancePayment(ctx, body.amount!);
  const provider = await chooseProvider(ctx.db, settings, body.paymentMethod, planned.customerId, planned.amount);
  if (!provider) throw new AppError('ONLINE_PAYMENT_OFF');
  if (!(await isOffered(ctx.db, provider, settings, planned.customerId)))
    throw new AppError('PAYMENT_PROVIDER_NOT_CONFIGURED', { provider });

  const paymentId = await ctx.db.transaction().execute(async (trx) => {
    const { amount, currency } = await planned.recheck(trx);
    const id = await repo.insertPayment(trx, {
      orderId: planned.orderId,
      customerId: planned.customerId,
      userId: ctx.actor.userId,
      provider,
      isTest: provider === 'demo',
      amount,
      currency,
      returnUrlBase: returnBase,
      cancelUrl: body.cancelUrl,
    });
    await repo.addEvent(trx, id, 'created', { provider, amount, currency, by: ctx.actor.userId, balance: planned.orderId === null });
    return id;
  });

  const payment = (await repo.findPayment(ctx.db, paymentId))!;
  let started: Awaited<ReturnType<PaymentProviderAdapter['createPayment']>>;
  try {
    started = await adapterOf(ctx.config, provider, settings, callbackUrl.origin).createPayment(asProviderPayment(payment));
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    ctx.log.warn({ paymentId, provider, err: err.message, detail: err.detail }, 'payment provider did not start the payment');
    await repo.settlePayment(ctx.db, paymentId, { status: 'Failed', reason: err.message });
    await repo.addEvent(ctx.db, paymentId, 'provider-error', { step: 'create', message: err.message });
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
  }
  if (started.providerReference) await repo.setProviderReference(ctx.db, paymentId, started.providerReference);
  return {
    htmlFormContent: started.htmlFormContent,
    redirectGateway: started.redirectGateway,
    gatewayUrl: started.gatewayUrl,
    paymentOrderId: paymentId,
    provider,
    amount: payment.amount,
    currency: payment.currency,
  };
}

/** What a payment pays: whose, which order (null: the balance), and the amount checked again under a lock. */
interface PlannedPayment {
  customerId: string;
  orderId: string | null;
  amount: string;
  recheck(trx: SignedInContext['db']): Promise<{ amount: string; currency: string }>;
}

/** An order's open amount, for whoever may act for its customer, while the order can be paid. */
async function planOrderPayment(ctx: SignedInContext, docNumber: string): Promise<PlannedPayment> {
  const order = await repo.findOrderByDocNumber(ctx.db, docNumber);
  if (!order) throw notFound({ docNumber });
  await assertMayActFor(ctx, order.customer_id, { docNumber });
  if (!isPayable(order)) throw new AppError('PAYMENT_NOT_PAYABLE', { docNumber: order.doc_number });
  return {
    customerId: order.customer_id,
    orderId: order.id,
    amount: order.total_amount,
    async recheck(trx) {
      const locked = await repo.lockOrder(trx, order.id);
      if (!locked || !isPayable(locked)) throw new AppError('PAYMENT_NOT_PAYABLE', { docNumber: order.doc_number });
      return { amount: locked.total_amount, currency: locked.currency.trim() };
    },
  };
}

/** Our extension: an amount of the acting customer's open balance (more than 0, at most the balance). */
async function planBalancePayment(ctx: SignedInContext, amount: string): Promise<PlannedPayment> {
  if (!ctx.customer) throw new AppError('CUSTOMER_REQUIRED');
  const customerId = ctx.customer.id;
  const normalized = Number(amount).toFixed(2);
  const check = async (db: SignedInContext['db']) => {
    const open = await repo.openBalance(db, customerId);
    if (!open) throw notFound({ customerId });
    if (!(Number(normalized) > 0) || Number(normalized) > Number(open.balance)) {
      throw new AppError('PAYMENT_AMOUNT_INVALID', { max: open.balance, currency: open.currency });
    }
    return { amount: normalized, currency: open.currency };
  };
  await check(ctx.db);
  return {
    customerId,
    orderId: null,
    amount: normalized,
    async recheck(trx) {
      await repo.lockCustomer(trx, customerId);
      return check(trx);
    },
  };
}

// ---- POST /api/payments/processPayment/{paymentOrderId} ----

/** Customer ledger wording of an online payment, in the customer's country's language. */
function ficheTypeOf(countryCode: string): string {
  if (countryCode === 'TR') return 'Online Ödeme';
  if (countryCode === 'DE' || countryCode === 'AT' || countryCode === 'CH') return 'Online-Zahlung';
  return 'Online payment';
}
/** The ledger's fiche type id of an online (card) payment (the ERP's credit card slip). */
export const ONLINE_PAYMENT_FICHE_TYPE_ID = 70;

export type ProcessOutcome = 'paid' | 'failed' | 'cancelled' | 'rejected' | 'unchanged' | 'order-not-payable';

export async function processPayment(ctx: SignedInContext, paymentId: string, body: ProcessPaymentBody): Promise<ProcessOutcome> {
  const found = await repo.findPayment(ctx.db, paymentId);
  if (!found) throw notFound({ paymentOrderId: paymentId });
  await assertMayActFor(ctx, found.customer_id, { paymentOrderId: paymentId });
  if (found.status !== 'Created') return 'unchanged';

  const settings = await providerSettings(ctx);
  const origin = new URL(found.return_url).origin;
  const day = await distributorDay(ctx.db);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      // The order's row (a balance payment: the customer's) first, then the payment's: every decision
      // about an order's payments queues here.
      const order = found.order_id ? ((await repo.lockOrder(trx, found.order_id)) ?? null) : null;
      const customer = found.order_id ? null : ((await repo.lockCustomer(trx, found.customer_id)) ?? null);
      const payment = await repo.lockPayment(trx, paymentId);
      if ((!order && !customer) || !payment) throw notFound({ paymentOrderId: paymentId });
      if (payment.status !== 'Created') {
        await repo.addEvent(trx, paymentId, 'repeated', { status: payment.status });
        return 'unchanged';
      }
      if (order && !isPayable(order)) {
        await repo.settlePayment(trx, paymentId, { status: 'Cancelled', reason: 'order no longer payable' });
        await repo.addEvent(trx, paymentId, 'cancelled', { reason: 'order no longer payable', paymentStatus: order.payment_status });
        return 'order-not-payable';
      }
      // The POS's answer is the form the bank posted to the portal (stored), never what the browser sends.
      const callback = payment.provider === 'virtual-pos' ? storedCallback(payment.callback) : body.callback;
      const adapter = adapterOf(ctx.config, payment.provider, settings, origin);
      const verdict: Verification = await adapter.verify(asProviderPayment(payment), callback);
      return applyVerdict(ctx, trx, { order, countryCode: order?.customer_country_code ?? customer!.country_code, day }, payment, verdict);
    });
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    ctx.log.warn({ paymentId, err: err.message, detail: err.detail }, 'payment provider did not answer the verification');
    await repo.addEvent(ctx.db, paymentId, 'provider-error', { step: 'verify', message: err.message });
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
  }
}

function storedCallback(value: unknown): Record<string, string> {
  const parsed = typeof value === 'string' ? safeJson(value) : value;
  if (!parsed || typeof parsed !== 'object') return {};
  return Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}
function safeJson(v: string): unknown {
  try {
    return JSON.parse(v);
  } catch {
    return null;
  }
}

async function applyVerdict(
  ctx: SignedInContext,
  trx: SignedInContext['db'],
  paid: { order: repo.PayableOrderRow | null; countryCode: string; day: string },
  payment: repo.PaymentRow,
  verdict: Verification,
): Promise<ProcessOutcome> {
  const { order } = paid;
  if (verdict.outcome === 'rejected') {
    ctx.log.warn({ paymentId: payment.id, reason: verdict.reason, provider: payment.provider }, 'payment callback refused');
    await repo.addEvent(trx, payment.id, 'rejected', { reason: verdict.reason, by: ctx.actor.userId, ip: ctx.ip });
    return 'rejected';
  }
  if (verdict.outcome !== 'paid') {
    await repo.settlePayment(trx, payment.id, { status: verdict.outcome === 'failed' ? 'Failed' : 'Cancelled', reason: verdict.reason });
    await repo.addEvent(trx, payment.id, verdict.outcome, { reason: verdict.reason });
    return verdict.outcome;
  }
  // The demo gateway is a test mode: it took no money, so its payment is a test payment (also one started
  // before test payments existed), its order reads TestPaid, and nothing reaches the ledger, the ERP or the
  // payer's mailbox as money received (ADR 0047, amendment "safe payment defaults").
  const test = payment.provider === 'demo';
  await repo.settlePayment(trx, payment.id, { status: 'Paid', captureTransactionId: verdict.captureTransactionId, isTest: test });
  const paymentStatus = test ? 'TestPaid' : 'Paid';
  if (order) await repo.markOrderPaid(trx, order.id, verdict.captureTransactionId, paymentStatus);
  if (!test) {
    await repo.insertLedgerEntry(
      trx,
      {
        customerId: payment.customer_id,
        ficheNo: `PAY-${payment.id}`,
        ficheType: ficheTypeOf(paid.countryCode),
        ficheTypeId: ONLINE_PAYMENT_FICHE_TYPE_ID,
        description: `${order?.doc_number ?? BALANCE_REFERENCE} (${payment.provider} ${verdict.captureTransactionId})`,
        amount: payment.amount,
        currency: payment.currency,
        day: paid.day,
      },
      -1,
    );
  }
  await repo.addEvent(trx, payment.id, 'paid', {
    captureTransactionId: verdict.captureTransactionId,
    by: ctx.actor.userId,
    ...(test ? { testMode: true } : {}),
  });
  if (!order) return 'paid';
  if (!test) {
    // The ERP hears of it through the order hand-off (after the order's creation has reached it).
    await queueErpDelivery(trx, { kind: 'order.paid', orderId: order.id });
    // "Payment received" to whoever ordered (an email event, off until an administrator switches it on).
    await queuePaymentReceivedMail(trx, ctx.config, { orderId: order.id, amount: Number(payment.amount), currency: payment.currency });
  }
  await writeAudit(trx, ctx.actor, {
    action: 'update',
    entity: 'order',
    entityId: order.id,
    before: { paymentStatus: order.payment_status },
    after: {
      paymentStatus,
      paymentOrderId: payment.id,
      provider: payment.provider,
      captureTransactionId: verdict.captureTransactionId,
    },
  });
  return 'paid';
}

// ---- GET /api/payments/availability (our extension) ----

/**
 * Whether online payment is on for an order (docNumber; whoever may act for its customer, else 404) or for
 * the acting customer's open balance (judged for the whole balance, the amount the client proposes): the
 * provider a payment with `paymentMethod: Online` would go to, as POST /api/payments chooses it. The client
 * offers "Pay online" / "Pay balance" only when it is on.
 */
export async function getPaymentAvailability(ctx: SignedInContext, query: PaymentAvailabilityQuery): Promise<PaymentAvailability> {
  let customerId: string;
  let amount: string;
  if (query.docNumber !== undefined) {
    const order = await repo.findOrderByDocNumber(ctx.db, query.docNumber);
    if (!order) throw notFound({ docNumber: query.docNumber });
    await assertMayActFor(ctx, order.customer_id, { docNumber: query.docNumber });
    customerId = order.customer_id;
    amount = order.total_amount;
  } else {
    if (!ctx.customer) throw new AppError('CUSTOMER_REQUIRED');
    customerId = ctx.customer.id;
    const open = await repo.openBalance(ctx.db, customerId);
    if (!open) throw notFound({ customerId });
    amount = open.balance;
  }
  const settings = await providerSettings(ctx);
  const chosen = await chooseProvider(ctx.db, settings, 'Online', customerId, amount);
  const provider = chosen && (await isOffered(ctx.db, chosen, settings, customerId)) ? chosen : null;
  return { online: provider !== null, provider, testMode: provider === 'demo' };
}

// ---- GET /api/payments/{paymentOrderId} (our extension) ----

export async function getPaymentOrder(ctx: SignedInContext, paymentId: string): Promise<PaymentOrder> {
  const payment = await repo.findPayment(ctx.db, paymentId);
  if (!payment) throw notFound({ paymentOrderId: paymentId });
  await assertMayActFor(ctx, payment.customer_id, { paymentOrderId: paymentId });
  return {
    paymentOrderId: payment.id,
    docNumber: payment.doc_number,
    provider: payment.provider,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    captureTransactionId: payment.capture_transaction_id,
    createdOnUtc: new Date(payment.created_at).toISOString(),
    paidOnUtc: payment.paid_at ? new Date(payment.paid_at).toISOString() : null,
    testMode: payment.is_test,
  };
}

// ---- the portal-served pages (demo gateway, POS form and callback) ----

/** Keeps the bank's posted answer on an open POS payment; answers where to send the payer (null: unknown payment). */
export async function receivePosCallback(ctx: RequestContext, paymentId: string, fields: Record<string, string>): Promise<string | null> {
  const payment = await repo.findPayment(ctx.db, paymentId);
  if (payment?.provider !== 'virtual-pos') return null;
  // Only a post whose hash verifies is kept (a forged one cannot overwrite the bank's); processPayment
  // verifies the kept one again before believing it.
  const settings = await providerSettings(ctx);
  const verdict = isConfigured('virtual-pos', settings)
    ? await adapterOf(ctx.config, 'virtual-pos', settings, new URL(payment.return_url).origin).verify(asProviderPayment(payment), fields)
    : ({ outcome: 'rejected', reason: 'virtual POS not configured' } as const);
  if (verdict.outcome === 'rejected') {
    ctx.log.warn({ paymentId, reason: verdict.reason }, 'virtual POS callback refused');
    await repo.addEvent(ctx.db, paymentId, 'callback-rejected', { reason: verdict.reason, ip: ctx.ip });
    return payment.return_url;
  }
  const kept = await repo.storeCallback(ctx.db, paymentId, fields);
  await repo.addEvent(ctx.db, paymentId, kept ? 'callback-received' : 'callback-ignored', { status: fields.status ?? null });
  return payment.return_url;
}

/** The POS form page of an open payment (a fresh hash each time), or null. */
export async function posFormOf(
  ctx: RequestContext,
  paymentId: string,
): Promise<{ serviceUrl: string; fields: Record<string, string> } | null> {
  const payment = await repo.findPayment(ctx.db, paymentId);
  if (payment?.provider !== 'virtual-pos' || payment.status !== 'Created') return null;
  const settings = await providerSettings(ctx);
  if (!isConfigured('virtual-pos', settings)) return null;
  const origin = new URL(payment.return_url).origin;
  const fields = posFormFields(
    {
      serviceUrl: settings.virtualPos.serviceUrl,
      merchantId: settings.virtualPos.merchantId,
      storeKey: settings.virtualPos.storeKey ?? '',
      callbackUrlOf: (id) => `${origin}${POS_CALLBACK_PATH}/${id}`,
      formPageUrlOf: (id) => `${POS_FORM_PATH}/${id}`,
    },
    { id: payment.id, amount: payment.amount, currency: payment.currency },
  );
  return { serviceUrl: settings.virtualPos.serviceUrl, fields };
}

// ---- refunds of cancelled orders (the payments.refund job; ADR 0047, docs/payments.md "Refunds") ----

/** What the refund job needs: no request, no caller (the cancellation's caller is in its audit row). */
export type JobContext = Pick<RequestContext, 'db' | 'config' | 'log'>;

/** Customer ledger wording of a refunded online payment, in the customer's country's language. */
function refundFicheTypeOf(countryCode: string): string {
  if (countryCode === 'TR') return 'Online Ödeme İadesi';
  if (countryCode === 'DE' || countryCode === 'AT' || countryCode === 'CH') return 'Erstattung Online-Zahlung';
  return 'Online payment refund';
}

export type RefundOutcome = 'refunded' | 'nothing-to-refund' | 'unchanged';

/**
 * Refunds the captured payment of a cancelled order: the provider's refund first (a network call, outside
 * any transaction; PayPal's carries PayPal-Request-Id `refund-{paymentId}`, so a repeat after a lost answer
 * is not a second refund), then in one transaction, with the order's and the payment's rows locked and only
 * while the payment is still Paid: the payment Refunded, the ledger's debit reversing its credit
 * (REF-{paymentId}, written once; none for a test payment, which credited nothing), the order's
 * paymentStatus Refunded (from Paid or TestPaid), a payment event and an audit row.
 * A provider failure throws: the job queue retries with back-off; `lastAttempt` logs 'refund-failed' first
 * (the payment stays Paid, the order Paid and Cancelled, for an administrator to settle).
 */
export async function refundCancelledOrder(ctx: JobContext, orderId: string, opts: { lastAttempt: boolean }): Promise<RefundOutcome> {
  const payment = await repo.findPaidPaymentOfOrder(ctx.db, orderId);
  if (!payment) return 'nothing-to-refund';
  const settings = await providerSettings(ctx);
  let refundId: string;
  try {
    const adapter = adapterOf(ctx.config, payment.provider, settings, new URL(payment.return_url).origin);
    ({ refundId } = await adapter.refund(asProviderPayment(payment)));
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    ctx.log.warn({ paymentId: payment.id, orderId, err: message, lastAttempt: opts.lastAttempt }, 'payment refund failed');
    await repo.addEvent(ctx.db, payment.id, opts.lastAttempt ? 'refund-failed' : 'provider-error', { step: 'refund', message });
    throw err;
  }
  const day = await distributorDay(ctx.db);
  return ctx.db.transaction().execute(async (trx) => {
    // The order's row first, then the payment's, as processPayment takes them.
    const order = await repo.lockOrder(trx, orderId);
    const locked = await repo.lockPayment(trx, payment.id);
    if (!order || locked?.status !== 'Paid') {
      await repo.addEvent(trx, payment.id, 'refund-repeated', { refundId, status: locked?.status ?? null });
      return 'unchanged';
    }
    await repo.markRefunded(trx, payment.id);
    if (!locked.is_test) {
      await repo.insertLedgerEntry(
        trx,
        {
          customerId: locked.customer_id,
          ficheNo: `REF-${locked.id}`,
          ficheType: refundFicheTypeOf(order.customer_country_code),
          ficheTypeId: ONLINE_PAYMENT_FICHE_TYPE_ID,
          description: `${order.doc_number} (${locked.provider} ${refundId})`,
          amount: locked.amount,
          currency: locked.currency,
          day,
        },
        1,
      );
    }
    await repo.markOrderRefunded(trx, orderId);
    await repo.addEvent(trx, locked.id, 'refunded', { refundId, ...(locked.is_test ? { testMode: true } : {}) });
    await writeAudit(trx, null, {
      action: 'update',
      entity: 'order',
      entityId: orderId,
      before: { paymentStatus: order.payment_status },
      after: { paymentStatus: 'Refunded', paymentOrderId: locked.id, provider: locked.provider, refundId },
    });
    return 'refunded';
  });
}

/**
 * A refund job given up because its worker died on the last attempt: the payment stays Paid, and
 * `refund-failed` says so as when the provider failed.
 */
export function refundAbandonedHandler(ctx: JobContext) {
  return async (job: { payload: unknown }) => {
    const payment = await repo.findPaidPaymentOfOrder(ctx.db, String((job.payload as { orderId?: unknown }).orderId ?? ''));
    if (!payment) return;
    ctx.log.warn({ paymentId: payment.id }, 'payment refund abandoned');
    await repo.addEvent(ctx.db, payment.id, 'refund-failed', { step: 'refund', message: 'the worker stopped on the last attempt' });
  };
}

/** The payments.refund queue's handler (registered in app.ts). */
export function refundJobHandler(ctx: JobContext) {
  return async (job: { payload: unknown; attempts: number; max_attempts: number }) => {
    const orderId = String((job.payload as { orderId?: unknown }).orderId ?? '');
    return refundCancelledOrder(ctx, orderId, { lastAttempt: job.attempts >= job.max_attempts });
  };
}

// ---- customer POS configuration ----

function toPosConfig(r: repo.PosConfigRow): PosConfig {
  return {
    id: r.id,
    posId: r.pos_id,
    amount: r.amount,
    priority: r.priority,
    description: r.description,
    createdOn: new Date(r.created_at).toISOString(),
    updatedOn: new Date(r.updated_at).toISOString(),
    createdBy: r.created_by,
    modifiedBy: r.modified_by,
    customer: r.customer_id ? { id: r.customer_id, code: r.customer_code, name: r.customer_name ?? '' } : null,
  };
}

export async function listPosConfigs(ctx: SignedInContext, query: PagedQuery): Promise<PagedList<PosConfig>> {
  const sort = parseOrderBy(query.OrderBy, repo.POS_SORT_FIELDS, [{ field: 'priority', direction: 'asc' }]);
  const filters = parseColumnFilters(query.ColumnFilters, PosConfigFiltersSchema);
  const { rows, total } = await repo.listPosConfigs(ctx.db, { ...filters, search: query.SearchTerm?.trim() || undefined }, sort, {
    limit: query.PageSize,
    offset: offsetOf(query),
  });
  return toPagedList(rows.map(toPosConfig), total, query);
}

async function checkCustomer(ctx: SignedInContext, body: PosConfigBody) {
  if (body.customerId && !(await repo.customerExists(ctx.db, body.customerId))) {
    throw new AppError('POS_CONFIG_CUSTOMER_UNKNOWN', { customerId: body.customerId });
  }
}

export async function createPosConfig(ctx: SignedInContext, body: PosConfigBody): Promise<PosConfig> {
  await checkCustomer(ctx, body);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const created = await repo.insertPosConfig(trx, body, ctx.actor.userId);
    await writeAudit(trx, ctx.actor, { action: 'create', entity: 'customer-pos-config', entityId: String(created), after: body });
    return created;
  });
  return toPosConfig((await repo.findPosConfig(ctx.db, id))!);
}

export async function updatePosConfig(ctx: SignedInContext, id: number, body: PosConfigBody): Promise<PosConfig> {
  await checkCustomer(ctx, body);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.findPosConfig(trx, id);
    if (!before || !(await repo.updatePosConfig(trx, id, body, ctx.actor.userId))) throw notFound({ id });
    await writeAudit(trx, ctx.actor, {
      action: 'update',
      entity: 'customer-pos-config',
      entityId: String(id),
      before: toPosConfig(before),
      after: body,
    });
  });
  return toPosConfig((await repo.findPosConfig(ctx.db, id))!);
}

export async function deletePosConfig(ctx: SignedInContext, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.findPosConfig(trx, id);
    if (!before || !(await repo.deletePosConfig(trx, id))) throw notFound({ id });
    await writeAudit(trx, ctx.actor, {
      action: 'delete',
      entity: 'customer-pos-config',
      entityId: String(id),
      before: toPosConfig(before),
    });
  });
}
