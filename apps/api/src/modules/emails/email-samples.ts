import type { Culture, EmailEventName } from '@dealerport/contract';

/*
 * The sample data of each event (issue 16): what the template editor's preview and "send a test to
 * myself" render with, and what a template is rendered with on save, so a loop item's field that does
 * not exist (`{{ d.docNumbr }}`) is refused with its line like an unknown variable. Every variable of
 * EMAIL_EVENTS has a value here, of the shape the sending code gives (documents: a list of objects).
 * Described in ADR 0049.
 */

const PORTAL = 'https://portal.example.com';

type Samples = Record<EmailEventName, Record<string, unknown>>;

const STATUS: Record<Culture, string> = { tr: 'Sevk edildi', de: 'Versendet', en: 'Shipped' };
const PAYMENT: Record<Culture, string> = { tr: 'Havale', de: 'Überweisung', en: 'Bank transfer' };
const REASON: Record<Culture, string> = {
  tr: 'Örnek gerekçe: vergi levhası eksik.',
  de: 'Beispielgrund: der Steuerbescheid fehlt.',
  en: 'Sample reason: the tax certificate is missing.',
};
const NAMES: Record<Culture, string> = { tr: 'Ayşe Yılmaz', de: 'Anna Schmidt', en: 'Jane Smith' };

/** A document number as the order job numbers them: B2B, the year's two digits, six digits of the series. */
const sampleDocNumber = (n: number) => `B2B${String(new Date().getUTCFullYear()).slice(2)}${String(n).padStart(6, '0')}`;

/** An amount as the mails write it in `language` (12.450,00 in Turkish and German, 12,450.00 in English). */
const amount = (value: number, language: Culture) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

export function sampleVariables(language: Culture): Samples {
  const name = NAMES[language];
  const customer = 'Örnek Lastik A.Ş.';
  const doc = sampleDocNumber(601);
  const documents = [
    { docNumber: doc, paymentMethod: PAYMENT[language], lines: 3, total: amount(12450, language), currency: 'TRY' },
    { docNumber: sampleDocNumber(602), paymentMethod: PAYMENT[language], lines: 1, total: amount(2300, language), currency: 'TRY' },
  ];
  return {
    PasswordReset: { name, link: `${PORTAL}/reset-password?token=sample`, minutes: 30 },
    PasswordChanged: { name, link: `${PORTAL}/sign-in` },
    DefaultPasswordReminder: { name, signInUrl: `${PORTAL}/sign-in`, forgotUrl: `${PORTAL}/forgot-password` },
    RegistrationReceived: { person: name, company: customer, email: 'ayse@example.com', link: `${PORTAL}/registrations` },
    RegistrationApproved: {
      person: name,
      company: customer,
      accountName: 'ornek.lastik',
      link: `${PORTAL}/set-password?token=sample`,
      days: 7,
    },
    RegistrationRejected: { person: name, company: customer, reason: REASON[language] },
    OrderConfirmation: {
      name,
      customer,
      address: 'Atatürk Cad. 1, 34000 İstanbul',
      link: `${PORTAL}/orders`,
      docs: documents.map((d) => d.docNumber).join(', '),
      documents,
      total: amount(14750, language),
      currency: 'TRY',
    },
    OrderStatusChanged: { name, customer, doc, status: STATUS[language], link: `${PORTAL}/orders` },
    OrderCancelled: { name, customer, doc, reason: REASON[language], link: `${PORTAL}/orders` },
    PaymentReceived: { name, customer, doc, amount: amount(12450, language), currency: 'TRY', link: `${PORTAL}/orders` },
  };
}

/** The sample data of one event in a language. */
export const samplesOf = (eventName: EmailEventName, language: Culture) => sampleVariables(language)[eventName];
