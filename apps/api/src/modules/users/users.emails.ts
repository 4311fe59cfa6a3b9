import type { Culture } from '@dealerport/contract';
import { renderEmail } from '../../platform/mail/render';

/** Built-in texts of the "you are still on the password an administrator set" reminder. */
const DEFAULT_PASSWORD = {
  tr: {
    subject: 'Dealerport: lütfen şifrenizi değiştirin',
    body: 'Merhaba {{ name }},\n\nDealerport hesabınız hâlâ bir yönetici tarafından belirlenen şifreyi kullanıyor. Lütfen {{ signInUrl }} adresinden giriş yapın ve şifrenizi değiştirin.\n\nŞifrenizi bilmiyorsanız giriş sayfasındaki "Şifremi unuttum" bağlantısıyla yeni bir şifre belirleyebilirsiniz: {{ forgotUrl }}',
  },
  de: {
    subject: 'Dealerport: Bitte ändern Sie Ihr Passwort',
    body: 'Hallo {{ name }},\n\nIhr Dealerport-Konto verwendet noch das von einem Administrator vergebene Passwort. Bitte melden Sie sich unter {{ signInUrl }} an und ändern Sie es.\n\nWenn Sie das Passwort nicht kennen, können Sie über „Passwort vergessen“ auf der Anmeldeseite ein neues festlegen: {{ forgotUrl }}',
  },
  en: {
    subject: 'Dealerport: please change your password',
    body: 'Hello {{ name }},\n\nyour Dealerport account still uses the password an administrator set. Please sign in at {{ signInUrl }} and change it.\n\nIf you do not know the password, use "Forgot password" on the sign-in page to set a new one: {{ forgotUrl }}',
  },
} satisfies Record<Culture, { subject: string; body: string }>;

export async function renderDefaultPasswordEmail(culture: Culture, vars: { name: string; publicUrl: string }) {
  const base = vars.publicUrl.replace(/\/+$/, '');
  const data = { name: vars.name, signInUrl: `${base}/sign-in`, forgotUrl: `${base}/forgot-password` };
  return renderEmail(DEFAULT_PASSWORD[culture], data, ['signInUrl', 'forgotUrl']);
}
