import { z } from 'zod';
import { CULTURES, type Culture } from '../common/cultures';
import { intId } from '../common/fields';
import { PagedQuerySchema, pagedListSchema } from '../common/paging';
import { text } from '../common/text';

/*
 * Email events and templates (spec 02 §3 "Email event setting", "Email template"; 02 §7 Emails; issue 16).
 *
 * An event is a mail the portal sends (EMAIL_EVENTS). Each has one event setting (isActive, cc, bcc) and
 * one template per language (title, body), written in Liquid with the event's variables only. An event may
 * also have a variant per product category (categoryId set): an order whose lines hold that category (or a
 * sub-category of it) takes the variant's cc/bcc and, where the variant has its own text, its template.
 * A template never edited is the built-in default (isDefault true, version 0).
 */

export const EMAIL_LANGUAGES = CULTURES;

/** The events' groups (how the administration screen groups them). */
export const EMAIL_GROUPS = ['account', 'registration', 'order'] as const;
export type EmailGroup = (typeof EMAIL_GROUPS)[number];

type Words = Record<Culture, string>;

interface EmailVariable {
  name: string;
  description: Words;
}

interface EmailEventDefinition {
  eventName: string;
  groupName: EmailGroup;
  name: Words;
  /** Who receives it. */
  recipient: Words;
  /** Whether a category variant means anything (the mail is about an order's lines). */
  categorized: boolean;
  variables: readonly EmailVariable[];
}

const v = (name: string, tr: string, de: string, en: string): EmailVariable => ({ name, description: { tr, de, en } });

const ORDER_LINK = v('link', 'Portaldaki siparişler sayfası', 'Die Bestellseite im Portal', 'The orders page in the portal');
const NAME = v('name', 'Alıcının adı', 'Name des Empfängers', "The recipient's name");
const CUSTOMER = v('customer', 'Bayinin (müşterinin) adı', 'Name des Händlers (Kunden)', "The dealer's (customer's) name");
const DOC = v('doc', 'Sipariş belge numarası', 'Belegnummer der Bestellung', "The order's document number");

/**
 * Every mail the portal sends, with the variables its template may use (a template naming another is
 * refused on save). `documents` of the order confirmation is a list: `{% for d in documents %}`.
 */
export const EMAIL_EVENTS = [
  {
    eventName: 'PasswordReset',
    groupName: 'account',
    name: { tr: 'Şifre sıfırlama', de: 'Passwort zurücksetzen', en: 'Password reset' },
    recipient: { tr: 'Kullanıcı', de: 'Benutzer', en: 'The user' },
    categorized: false,
    variables: [
      NAME,
      v('link', 'Şifre sıfırlama bağlantısı', 'Link zum Zurücksetzen', 'The reset link'),
      v('minutes', 'Bağlantının geçerlilik süresi (dakika)', 'Gültigkeit des Links (Minuten)', 'How long the link is valid (minutes)'),
    ],
  },
  {
    eventName: 'PasswordChanged',
    groupName: 'account',
    name: { tr: 'Şifre değişti', de: 'Passwort geändert', en: 'Password changed' },
    recipient: { tr: 'Kullanıcı', de: 'Benutzer', en: 'The user' },
    categorized: false,
    variables: [NAME, v('link', 'Giriş sayfası', 'Anmeldeseite', 'The sign-in page')],
  },
  {
    eventName: 'DefaultPasswordReminder',
    groupName: 'account',
    name: { tr: 'Varsayılan şifre hatırlatması', de: 'Erinnerung an das Startpasswort', en: 'Default password reminder' },
    recipient: { tr: 'Kullanıcı', de: 'Benutzer', en: 'The user' },
    categorized: false,
    variables: [
      NAME,
      v('signInUrl', 'Giriş sayfası', 'Anmeldeseite', 'The sign-in page'),
      v('forgotUrl', '"Şifremi unuttum" sayfası', 'Seite „Passwort vergessen“', 'The "forgot password" page'),
    ],
  },
  {
    eventName: 'RegistrationReceived',
    groupName: 'registration',
    name: { tr: 'Bayi başvurusu alındı', de: 'Händleranmeldung eingegangen', en: 'Dealer application received' },
    recipient: { tr: 'Yöneticiler (cc/bcc)', de: 'Administratoren (cc/bcc)', en: 'The administrators (cc/bcc)' },
    categorized: false,
    variables: [
      v('person', 'Başvuran kişi', 'Antragsteller', 'The applicant'),
      v('company', 'Firma adı', 'Firmenname', 'The company'),
      v('email', 'Başvuranın e-postası', 'E-Mail des Antragstellers', "The applicant's email"),
      v('link', 'Başvuru listesi', 'Liste der Anmeldungen', 'The applications list'),
    ],
  },
  {
    eventName: 'RegistrationApproved',
    groupName: 'registration',
    name: { tr: 'Bayi başvurusu onaylandı', de: 'Händleranmeldung angenommen', en: 'Dealer application approved' },
    recipient: { tr: 'Başvuran', de: 'Antragsteller', en: 'The applicant' },
    categorized: false,
    variables: [
      v('person', 'Başvuran kişi', 'Antragsteller', 'The applicant'),
      v('company', 'Firma adı', 'Firmenname', 'The company'),
      v('accountName', 'Kullanıcı adı', 'Benutzername', 'The user name'),
      v('link', 'Şifre belirleme bağlantısı', 'Link zum Festlegen des Passworts', 'The set-password link'),
      v('days', 'Bağlantının geçerlilik süresi (gün)', 'Gültigkeit des Links (Tage)', 'How long the link is valid (days)'),
    ],
  },
  {
    eventName: 'RegistrationRejected',
    groupName: 'registration',
    name: { tr: 'Bayi başvurusu reddedildi', de: 'Händleranmeldung abgelehnt', en: 'Dealer application rejected' },
    recipient: { tr: 'Başvuran', de: 'Antragsteller', en: 'The applicant' },
    categorized: false,
    variables: [
      v('person', 'Başvuran kişi', 'Antragsteller', 'The applicant'),
      v('company', 'Firma adı', 'Firmenname', 'The company'),
      v('reason', 'Ret gerekçesi (boş olabilir)', 'Begründung (kann leer sein)', 'The reason (may be empty)'),
    ],
  },
  {
    eventName: 'OrderConfirmation',
    groupName: 'order',
    name: { tr: 'Sipariş onayı', de: 'Bestellbestätigung', en: 'Order confirmation' },
    recipient: { tr: 'Siparişi veren kullanıcı', de: 'Der bestellende Benutzer', en: 'The user who ordered' },
    categorized: true,
    variables: [
      NAME,
      CUSTOMER,
      v('address', 'Teslimat adresi', 'Lieferadresse', 'The delivery address'),
      ORDER_LINK,
      v('docs', 'Belge numaraları, virgülle', 'Belegnummern, durch Kommas getrennt', 'The document numbers, comma separated'),
      v(
        'documents',
        'Belgeler listesi: her biri docNumber, paymentMethod, lines, total, currency',
        'Liste der Belege: je docNumber, paymentMethod, lines, total, currency',
        'The documents: each has docNumber, paymentMethod, lines, total, currency',
      ),
      v('total', 'Tüm belgelerin toplamı', 'Summe aller Belege', 'The total of all documents'),
      v('currency', 'Para birimi', 'Währung', 'The currency'),
    ],
  },
  {
    eventName: 'OrderStatusChanged',
    groupName: 'order',
    name: { tr: 'Sipariş durumu değişti', de: 'Bestellstatus geändert', en: 'Order status changed' },
    recipient: { tr: 'Siparişi veren kullanıcı', de: 'Der bestellende Benutzer', en: 'The user who ordered' },
    categorized: false,
    variables: [NAME, CUSTOMER, DOC, v('status', 'Yeni durum', 'Neuer Status', 'The new status'), ORDER_LINK],
  },
  {
    eventName: 'OrderCancelled',
    groupName: 'order',
    name: { tr: 'Sipariş iptal edildi', de: 'Bestellung storniert', en: 'Order cancelled' },
    recipient: { tr: 'Siparişi veren kullanıcı', de: 'Der bestellende Benutzer', en: 'The user who ordered' },
    categorized: false,
    variables: [
      NAME,
      CUSTOMER,
      DOC,
      v('reason', 'İptal gerekçesi (boş olabilir)', 'Grund (kann leer sein)', 'The reason (may be empty)'),
      ORDER_LINK,
    ],
  },
  {
    eventName: 'PaymentReceived',
    groupName: 'order',
    name: { tr: 'Ödeme alındı', de: 'Zahlung eingegangen', en: 'Payment received' },
    recipient: { tr: 'Siparişi veren kullanıcı', de: 'Der bestellende Benutzer', en: 'The user who ordered' },
    categorized: false,
    variables: [
      NAME,
      CUSTOMER,
      DOC,
      v('amount', 'Ödenen tutar', 'Gezahlter Betrag', 'The amount paid'),
      v('currency', 'Para birimi', 'Währung', 'The currency'),
      ORDER_LINK,
    ],
  },
] as const satisfies readonly EmailEventDefinition[];

export type EmailEventName = (typeof EMAIL_EVENTS)[number]['eventName'];
export const EMAIL_EVENT_NAMES = EMAIL_EVENTS.map((e) => e.eventName) as EmailEventName[];

const EMAIL_ADDRESS = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;
const emailAddress = text()
  .trim()
  .max(254)
  .refine((value) => EMAIL_ADDRESS.test(value), { params: { issue: 'EMAIL' } });
/** A cc or bcc list: at most 20 addresses, no repeats. */
const addressList = z
  .array(emailAddress)
  .max(20)
  .refine((list) => new Set(list.map((a) => a.toLowerCase())).size === list.length, { params: { issue: 'DUPLICATE_ITEM' } });

// ---- answers ----

/** Spec 02 §3 "Email event setting". */
export const EmailEventSettingSchema = z.object({
  id: z.number().int(),
  eventName: z.string(),
  isActive: z.boolean(),
  groupName: z.string(),
  /** null: the event itself; set: its variant for orders holding this product category. */
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  ccList: z.array(z.string()),
  bccList: z.array(z.string()),
});
export type EmailEventSetting = z.infer<typeof EmailEventSettingSchema>;

/** Spec 02 §3 "Email template": the event setting with one language's title and body. */
export const EmailTemplateSchema = EmailEventSettingSchema.extend({
  language: z.enum(EMAIL_LANGUAGES),
  /** The subject, Liquid. */
  title: z.string(),
  /** HTML (or plain text: blank lines make paragraphs), Liquid. */
  body: z.string(),
  /** True while the built-in text is in force (never edited, or reset). */
  isDefault: z.boolean(),
  /** Raised by every save and reset; each outbox mail records the version it was rendered from (0: built-in). */
  version: z.number().int(),
  /** The variables this template may use. */
  variables: z.array(z.string()),
});
export type EmailTemplate = z.infer<typeof EmailTemplateSchema>;

export const EmailTemplateListSchema = pagedListSchema(EmailTemplateSchema);
export const EmailEventSettingListSchema = pagedListSchema(EmailEventSettingSchema);

/** GET /api/emails/templates/types: the events with their variables. */
export const EmailTemplateTypeSchema = z.object({
  eventName: z.string(),
  groupName: z.string(),
  /** In the caller's language. */
  name: z.string(),
  recipient: z.string(),
  /** Whether category variants apply (the mail is about an order's lines). */
  categorized: z.boolean(),
  variables: z.array(z.object({ name: z.string(), description: z.string() })),
});
export const EmailTemplateTypeListSchema = z.array(EmailTemplateTypeSchema);
export type EmailTemplateType = z.infer<typeof EmailTemplateTypeSchema>;

// ---- requests ----

const booleanQuery = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean());

/** GET /api/emails/templates: paged; IsCategorizedEmailTemplate true lists the category variants, false the events. */
export const ListEmailTemplatesQuerySchema = PagedQuerySchema.extend({
  IsCategorizedEmailTemplate: booleanQuery.optional(),
  Language: z.enum(EMAIL_LANGUAGES).optional(),
  EventName: z.enum(EMAIL_EVENT_NAMES as [EmailEventName, ...EmailEventName[]]).optional(),
  CategoryId: intId.optional(),
});
export type ListEmailTemplatesQuery = z.infer<typeof ListEmailTemplatesQuerySchema>;

/** GET /api/emails/groups: paged event settings. */
export const ListEmailGroupsQuerySchema = PagedQuerySchema.extend({
  IsCategorizedEmailTemplate: booleanQuery.optional(),
  GroupName: z.enum(EMAIL_GROUPS).optional(),
});
export type ListEmailGroupsQuery = z.infer<typeof ListEmailGroupsQuerySchema>;

/** PUT /api/emails/templates: one language's text of an event setting (id), or back to the built-in text. */
export const UpdateEmailTemplateBodySchema = z
  .object({
    /** The event setting's id (EmailTemplate.id). */
    id: intId,
    language: z.enum(EMAIL_LANGUAGES),
    title: text().trim().max(300).default(''),
    body: text().max(100_000).default(''),
    /** Drop the edited text: the built-in one is in force again. */
    resetToDefault: z.boolean().default(false),
  })
  .refine((b) => b.resetToDefault || b.title.length > 0, { params: { issue: 'REQUIRED' }, path: ['title'] })
  .refine((b) => b.resetToDefault || b.body.trim().length > 0, { params: { issue: 'REQUIRED' }, path: ['body'] });
export type UpdateEmailTemplateBody = z.output<typeof UpdateEmailTemplateBodySchema>;
export type UpdateEmailTemplateInput = z.input<typeof UpdateEmailTemplateBodySchema>;

/**
 * PUT /api/emails/templates/groups: an event setting (active, cc, bcc). With id: that setting; without:
 * the event's setting for categoryId (null: the event itself), a category variant made when missing.
 */
export const UpdateEmailGroupBodySchema = z.object({
  id: intId.optional(),
  eventName: z.enum(EMAIL_EVENT_NAMES as [EmailEventName, ...EmailEventName[]]),
  categoryId: intId.nullable().default(null),
  isActive: z.boolean(),
  ccList: addressList.default([]),
  bccList: addressList.default([]),
});
export type UpdateEmailGroupBody = z.output<typeof UpdateEmailGroupBodySchema>;
export type UpdateEmailGroupInput = z.input<typeof UpdateEmailGroupBodySchema>;

/**
 * POST /api/emails/templates/preview and /test (extensions): a text as typed in the editor (not saved),
 * rendered for the event setting `id` in `language` with the event's sample data.
 */
export const PreviewEmailTemplateBodySchema = z.object({
  id: intId,
  language: z.enum(EMAIL_LANGUAGES),
  title: text().trim().min(1).max(300),
  body: text()
    .max(100_000)
    .refine((value) => value.trim().length > 0, { params: { issue: 'REQUIRED' } }),
});
export type PreviewEmailTemplateBody = z.output<typeof PreviewEmailTemplateBodySchema>;
export type PreviewEmailTemplateInput = z.input<typeof PreviewEmailTemplateBodySchema>;

/** A rendered template: the subject, the sanitised HTML as sent, and its plain-text part. */
export const EmailPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type EmailPreview = z.infer<typeof EmailPreviewSchema>;

export const EmailTemplateParamsSchema = z.object({ id: intId });
