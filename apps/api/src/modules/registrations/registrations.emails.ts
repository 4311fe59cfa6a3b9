import type { Culture } from '@dealerport/contract';
import { renderEmail } from '../../platform/mail/render';

/** Built-in texts of the approval email; admins' editable templates arrive with the email-templates area. */
const APPROVED = {
  tr: {
    subject: 'Dealerport bayi başvurunuz onaylandı',
    body: 'Merhaba {{ person }},\n\n{{ company }} için bayi başvurunuz onaylandı. Kullanıcı adınız: {{ accountName }}\n\nŞifrenizi belirlemek için aşağıdaki bağlantıyı kullanın. Bağlantı {{ days }} gün geçerlidir ve yalnızca bir kez kullanılabilir.\n\n{{ link }}',
  },
  de: {
    subject: 'Ihre Dealerport-Händleranmeldung wurde angenommen',
    body: 'Hallo {{ person }},\n\nIhre Händleranmeldung für {{ company }} wurde angenommen. Ihr Benutzername: {{ accountName }}\n\nÜber den folgenden Link legen Sie Ihr Passwort fest. Er ist {{ days }} Tage gültig und nur einmal verwendbar.\n\n{{ link }}',
  },
  en: {
    subject: 'Your Dealerport dealer application was approved',
    body: 'Hello {{ person }},\n\nyour dealer application for {{ company }} was approved. Your user name: {{ accountName }}\n\nUse the link below to set your password. It is valid for {{ days }} days and can be used once.\n\n{{ link }}',
  },
} satisfies Record<Culture, { subject: string; body: string }>;

export async function renderApprovalEmail(
  culture: Culture,
  vars: { person: string; company: string; accountName: string; link: string; days: number },
) {
  return renderEmail(APPROVED[culture], vars);
}

/** Built-in texts of the rejection email (the reason paragraph only when the administrator gave one). */
const REJECTED = {
  tr: {
    subject: 'Dealerport bayi başvurunuz hakkında',
    body: 'Merhaba {{ person }},\n\n{{ company }} için yaptığınız bayi başvurusunu maalesef onaylayamadık.{% if reason %}\n\nGerekçe: {{ reason }}{% endif %}\n\nSorularınız için bizimle iletişime geçebilir veya daha sonra yeniden başvurabilirsiniz.',
  },
  de: {
    subject: 'Ihre Dealerport-Händleranmeldung',
    body: 'Hallo {{ person }},\n\nleider können wir Ihre Händleranmeldung für {{ company }} nicht annehmen.{% if reason %}\n\nBegründung: {{ reason }}{% endif %}\n\nBei Fragen wenden Sie sich gern an uns; Sie können sich später auch erneut anmelden.',
  },
  en: {
    subject: 'Your Dealerport dealer application',
    body: 'Hello {{ person }},\n\nunfortunately we cannot approve your dealer application for {{ company }}.{% if reason %}\n\nReason: {{ reason }}{% endif %}\n\nIf you have questions, please contact us; you are welcome to apply again later.',
  },
} satisfies Record<Culture, { subject: string; body: string }>;

export async function renderRejectionEmail(culture: Culture, vars: { person: string; company: string; reason: string | null }) {
  return renderEmail(REJECTED[culture], vars, []);
}
