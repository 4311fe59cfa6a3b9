import type { Culture } from '@dealerport/contract';
import { renderEmail } from '../../platform/mail/render';

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
  return renderEmail(RESET[culture], vars);
}
