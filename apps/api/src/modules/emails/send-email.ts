import type { EmailEventName } from '@dealerport/contract';
import type { Config } from '../../config/config';
import type { Db } from '../../db/executor';
import { type OutgoingMail, queueMail } from '../../platform/mail/mail';
import { renderEmail } from '../../platform/mail/render';
import { isMailDeliveryConfigured } from '../settings';
import { type EmailSnapshot, effectiveTemplate, emailSnapshot, normalizeCulture } from './email-catalogue';
import { EMAIL_DEFAULTS } from './email-defaults';
import * as repo from './emails.repository';

/** A mail to send for an event (issue 16): rendered from the template in force for the recipient's language. */
export interface MailRequest {
  event: EmailEventName;
  /** null: a mail to the staff (RegistrationReceived): the event setting's cc and bcc are its recipients. */
  to: string | null;
  /** The recipient's language; anything else (or none) is Turkish. */
  language: string | null | undefined;
  vars: Record<string, unknown>;
  /**
   * The categories of the order's lines: an active category variant of the event whose category is one
   * of them (or an ancestor of one) adds its cc/bcc and, where it has its own text, its template.
   */
  categoryIds?: readonly number[];
}

const unique = (list: readonly string[]) => {
  const seen = new Set<string>();
  return list.filter((a) => {
    const k = a.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

/**
 * The mail an event sends, or null when the event is switched off. Reads the templates through the
 * cache (email-catalogue.ts): no round trip on the order path unless the event has category variants.
 * A template that fails to render (it passed the save check, so: a value of an unexpected shape, or the
 * time limit) falls back to the built-in text rather than losing the mail.
 */
export async function composeMail(db: Db, request: MailRequest, given?: EmailSnapshot): Promise<OutgoingMail | null> {
  const snapshot = given ?? (await emailSnapshot(db));
  const language = normalizeCulture(request.language);
  const base = snapshot.settings.find((s) => s.eventName === request.event && s.categoryId === null);
  if (base && !base.isActive) return null;
  let variant: repo.EventSettingRow | undefined;
  const variants = snapshot.settings.filter((s) => s.eventName === request.event && s.categoryId !== null && s.isActive);
  if (variants.length > 0 && request.categoryIds && request.categoryIds.length > 0) {
    const held = new Set(await repo.categoriesWithAncestors(db, request.categoryIds));
    variant = variants.find((v) => held.has(v.categoryId!));
  }
  const chosen = variant ?? base;
  const template = chosen
    ? effectiveTemplate(snapshot, chosen, language)
    : { text: EMAIL_DEFAULTS[request.event][language], version: 0, isDefault: true };
  let rendered: Awaited<ReturnType<typeof renderEmail>>;
  let version = template.version;
  try {
    rendered = await renderEmail(template.text, request.vars);
  } catch {
    rendered = await renderEmail(EMAIL_DEFAULTS[request.event][language], request.vars);
    version = 0;
  }
  let cc = unique([...(base?.cc ?? []), ...(variant?.cc ?? [])]);
  let bcc = unique([...(base?.bcc ?? []), ...(variant?.bcc ?? [])]);
  let to = request.to;
  if (to === null) {
    // The first copy becomes the addressee; nobody to send to: nothing sent.
    to = cc[0] ?? bcc[0] ?? null;
    if (to === null) return null;
    if (cc[0] === to) cc = cc.slice(1);
    else bcc = bcc.slice(1);
  }
  return {
    to,
    ...rendered,
    cc,
    bcc,
    event: request.event,
    templateVersion: version,
    language,
  };
}

/** composeMail for many requests (a sync batch), the templates read once; the events switched off left out. */
export async function composeMails(db: Db, requests: readonly MailRequest[]): Promise<OutgoingMail[]> {
  if (requests.length === 0) return [];
  const snapshot = await emailSnapshot(db);
  const mails: OutgoingMail[] = [];
  for (const request of requests) {
    const mail = await composeMail(db, request, snapshot);
    if (mail) mails.push(mail);
  }
  return mails;
}

/** composeMail, then queued in the caller's transaction (nothing when the event is off). */
export async function sendEmail(db: Db, config: Pick<Config, 'SMTP_URL'>, request: MailRequest): Promise<boolean> {
  const mail = await composeMail(db, request);
  if (!mail) return false;
  await queueMail(db, mail, { smtpConfigured: await isMailDeliveryConfigured(db, config) });
  return true;
}

export { isMailDeliveryConfigured };
