import type { Culture } from '@dealerport/contract';
import { Liquid } from 'liquidjs';

const textEngine = new Liquid();
const htmlEngine = new Liquid({ outputEscape: 'escape' });

/** Built-in texts of the reset email; admins' editable templates arrive with the email-templates area. */
const RESET = {
  tr: {
    subject: 'Dealerport şifre sıfırlama',
    body: 'Merhaba {{ name }},\n\nŞifrenizi sıfırlamak için aşağıdaki bağlantıyı kullanın. Bağlantı {{ minutes }} dakika geçerlidir ve yalnızca bir kez kullanılabilir.\n\n{{ link }}\n\nBu isteği siz yapmadıysanız bu e-postayı dikkate almayın.',
  },
  de: {
    subject: 'Dealerport: Passwort zurücksetzen',
    body: 'Hallo {{ name }},\n\nüber den folgenden Link können Sie Ihr Passwort zurücksetzen. Er ist {{ minutes }} Minuten gültig und nur einmal verwendbar.\n\n{{ link }}\n\nWenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail.',
  },
  en: {
    subject: 'Reset your Dealerport password',
    body: 'Hello {{ name }},\n\nuse the link below to reset your password. It is valid for {{ minutes }} minutes and can be used once.\n\n{{ link }}\n\nIf you did not ask for this, ignore this email.',
  },
} satisfies Record<Culture, { subject: string; body: string }>;

export async function renderResetEmail(culture: Culture, vars: { name: string; link: string; minutes: number }) {
  const t = RESET[culture];
  const text = await textEngine.parseAndRender(t.body, vars);
  const htmlBody = await htmlEngine.parseAndRender(t.body.replace('{{ link }}', '<a href="{{ link }}">{{ link }}</a>'), vars);
  const paragraphs = htmlBody
    .split('\n\n')
    .map((p: string) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('');
  const html = `<div style="font-family:system-ui,sans-serif;font-size:14px;line-height:1.5">${paragraphs}</div>`;
  return { subject: t.subject, text, html };
}
