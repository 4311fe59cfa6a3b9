import { normalizeCulture } from '@dealerport/contract';
import type { Config } from '../../config/config';
import type { Db } from '../../db/executor';
import * as repo from './emails.repository';
import { sendEmail } from './send-email';

/*
 * The mails about an order that other modules queue by its id (issue 16): the order cancelled (modules/
 * orders' cancellation) and a payment received (for modules/payments to call). Each goes, like the
 * order status mail, to the user who placed the order while active, else the customer's address, in the
 * customer's language, else the user's; through the outbox in the caller's transaction, and only when
 * the event is switched on (/mail-template-management). The answer: whether a mail was queued.
 */

type MailConfig = Pick<Config, 'SMTP_URL' | 'PUBLIC_URL'>;

const ordersLink = (config: MailConfig) => `${String(config.PUBLIC_URL ?? '').replace(/\/$/, '')}/orders`;

async function recipientOf(db: Db, orderId: string) {
  const order = await repo.findOrderRecipient(db, orderId);
  if (!order) return null;
  const to = order.userEmail ?? order.customerEmail;
  if (!to) return null;
  return {
    order,
    to,
    language: normalizeCulture(order.customerLanguage ?? order.userLanguage),
    name: (order.userEmail ? order.userName : null) ?? order.customerName,
  };
}

/** OrderCancelled: the whole order was cancelled (by the dealer, a salesman or the staff); `reason` may be empty. */
export async function queueOrderCancelledMail(
  db: Db,
  config: MailConfig,
  input: { orderId: string; reason?: string | null },
): Promise<boolean> {
  const r = await recipientOf(db, input.orderId);
  if (!r) return false;
  return sendEmail(db, config, {
    event: 'OrderCancelled',
    to: r.to,
    language: r.language,
    vars: { name: r.name, customer: r.order.customerName, doc: r.order.docNumber, reason: input.reason ?? '', link: ordersLink(config) },
  });
}

/**
 * PaymentReceived: a payment for the order was received. `amount` is written in the recipient's language
 * with two decimals (a string is used as given); `currency` defaults to the order's.
 */
export async function queuePaymentReceivedMail(
  db: Db,
  config: MailConfig,
  input: { orderId: string; amount: number | string; currency?: string },
): Promise<boolean> {
  const r = await recipientOf(db, input.orderId);
  if (!r) return false;
  const amount =
    typeof input.amount === 'number'
      ? new Intl.NumberFormat(r.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(input.amount)
      : input.amount;
  return sendEmail(db, config, {
    event: 'PaymentReceived',
    to: r.to,
    language: r.language,
    vars: {
      name: r.name,
      customer: r.order.customerName,
      doc: r.order.docNumber,
      amount,
      currency: input.currency ?? r.order.currency,
      link: ordersLink(config),
    },
  });
}
