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

export function sampleVariables(language: Culture): Samples {
  const name = NAMES[language];
  const customer = 'Örnek Lastik A.Ş.';
  const documents = [
    { docNumber: 'SIP-2026-000123', paymentMethod: PAYMENT[language], lines: 3, total: '12.450,00', currency: 'TRY' },
    { docNumber: 'SIP-2026-000124', paymentMethod: PAYMENT[language], lines: 1, total: '2.300,00', currency: 'TRY' },
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
      total: '14.750,00',
      currency: 'TRY',
    },
    OrderStatusChanged: { name, customer, doc: 'SIP-2026-000123', status: STATUS[language], link: `${PORTAL}/orders` },
    OrderCancelled: { name, customer, doc: 'SIP-2026-000123', reason: REASON[language], link: `${PORTAL}/orders` },
    PaymentReceived: { name, customer, doc: 'SIP-2026-000123', amount: '12.450,00', currency: 'TRY', link: `${PORTAL}/orders` },
  };
}

/** The sample data of one event in a language. */
export const samplesOf = (eventName: EmailEventName, language: Culture) => sampleVariables(language)[eventName];
