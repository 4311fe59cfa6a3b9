import { type Culture, normalizeCulture } from '@dealerport/contract';
import { renderEmail } from '../../platform/mail/render';

/** Built-in texts of the order confirmation (admins' editable templates arrive with the email-templates area). */
const CONFIRMATION = {
  tr: {
    subject: 'Siparişiniz alındı: {{ docs }}',
    body: 'Merhaba {{ name }},\n\n{{ customer }} adına verdiğiniz sipariş alındı.\n\n{{ documents }}\n\nTeslimat adresi: {{ address }}\n\nSiparişlerinizi portalda izleyebilirsiniz: {{ link }}',
  },
  de: {
    subject: 'Ihre Bestellung ist eingegangen: {{ docs }}',
    body: 'Hallo {{ name }},\n\nIhre Bestellung für {{ customer }} ist eingegangen.\n\n{{ documents }}\n\nLieferadresse: {{ address }}\n\nIhre Bestellungen im Portal: {{ link }}',
  },
  en: {
    subject: 'Your order was received: {{ docs }}',
    body: 'Hello {{ name }},\n\nyour order for {{ customer }} was received.\n\n{{ documents }}\n\nDelivery address: {{ address }}\n\nFollow your orders in the portal: {{ link }}',
  },
} satisfies Record<Culture, { subject: string; body: string }>;

const LINE = {
  tr: (d: EmailDocument) => `${d.docNumber} (${d.paymentMethod}): ${d.lines} kalem, toplam ${d.total} ${d.currency}`,
  de: (d: EmailDocument) => `${d.docNumber} (${d.paymentMethod}): ${d.lines} Positionen, gesamt ${d.total} ${d.currency}`,
  en: (d: EmailDocument) => `${d.docNumber} (${d.paymentMethod}): ${d.lines} items, total ${d.total} ${d.currency}`,
} satisfies Record<Culture, (d: EmailDocument) => string>;

export interface EmailDocument {
  docNumber: string;
  paymentMethod: string;
  lines: number;
  total: string;
  currency: string;
}

export async function renderOrderConfirmation(
  language: string | null,
  vars: { name: string; customer: string; address: string; link: string; documents: EmailDocument[] },
) {
  const culture = normalizeCulture(language);
  const docs = vars.documents.map((d) => d.docNumber).join(', ');
  const mail = await renderEmail(CONFIRMATION[culture], { ...vars, docs, documents: vars.documents.map(LINE[culture]).join('\n') });
  return { ...mail, subject: mail.subject.replace('{{ docs }}', docs) };
}
