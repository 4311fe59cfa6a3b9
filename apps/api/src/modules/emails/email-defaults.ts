import type { Culture, EmailEventName } from '@dealerport/contract';
import type { EmailText } from '../../platform/mail/render';

/**
 * The built-in texts of every email (issue 16): what a template reads as until an administrator edits it,
 * and again after "reset to default". They were the fixed texts of the modules (`*.emails.ts`) before the
 * templates moved to the database. Plain text: blank lines make paragraphs, web addresses become links.
 */
export const EMAIL_DEFAULTS: Record<EmailEventName, Record<Culture, EmailText>> = {
  PasswordReset: {
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
  },
  PasswordChanged: {
    tr: {
      subject: 'Dealerport şifreniz değiştirildi',
      body: 'Merhaba {{ name }},\n\nDealerport hesabınızın şifresi değiştirildi. Bunu siz yapmadıysanız hemen yöneticinize başvurun.\n\n{{ link }}',
    },
    de: {
      subject: 'Ihr Dealerport-Passwort wurde geändert',
      body: 'Hallo {{ name }},\n\ndas Passwort Ihres Dealerport-Kontos wurde geändert. Wenn Sie das nicht waren, wenden Sie sich bitte sofort an Ihren Administrator.\n\n{{ link }}',
    },
    en: {
      subject: 'Your Dealerport password was changed',
      body: 'Hello {{ name }},\n\nthe password of your Dealerport account was changed. If this was not you, contact your administrator at once.\n\n{{ link }}',
    },
  },
  DefaultPasswordReminder: {
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
  },
  RegistrationReceived: {
    tr: {
      subject: 'Yeni bayi başvurusu: {{ company }}',
      body: 'Yeni bir bayi başvurusu alındı.\n\nFirma: {{ company }}\nKişi: {{ person }}\nE-posta: {{ email }}\n\nBaşvurular: {{ link }}',
    },
    de: {
      subject: 'Neue Händleranmeldung: {{ company }}',
      body: 'Eine neue Händleranmeldung ist eingegangen.\n\nFirma: {{ company }}\nPerson: {{ person }}\nE-Mail: {{ email }}\n\nAnmeldungen: {{ link }}',
    },
    en: {
      subject: 'New dealer application: {{ company }}',
      body: 'A new dealer application was received.\n\nCompany: {{ company }}\nPerson: {{ person }}\nEmail: {{ email }}\n\nApplications: {{ link }}',
    },
  },
  RegistrationApproved: {
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
  },
  RegistrationRejected: {
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
  },
  OrderConfirmation: {
    tr: {
      subject: 'Siparişiniz alındı: {{ docs }}',
      body: 'Merhaba {{ name }},\n\n{{ customer }} adına verdiğiniz sipariş alındı.\n\n{% for d in documents %}{{ d.docNumber }} ({{ d.paymentMethod }}): {{ d.lines }} kalem, toplam {{ d.total }} {{ d.currency }}\n{% endfor %}\nTeslimat adresi: {{ address }}\n\nSiparişlerinizi portalda izleyebilirsiniz: {{ link }}',
    },
    de: {
      subject: 'Ihre Bestellung ist eingegangen: {{ docs }}',
      body: 'Hallo {{ name }},\n\nIhre Bestellung für {{ customer }} ist eingegangen.\n\n{% for d in documents %}{{ d.docNumber }} ({{ d.paymentMethod }}): {{ d.lines }} Positionen, gesamt {{ d.total }} {{ d.currency }}\n{% endfor %}\nLieferadresse: {{ address }}\n\nIhre Bestellungen im Portal: {{ link }}',
    },
    en: {
      subject: 'Your order was received: {{ docs }}',
      body: 'Hello {{ name }},\n\nyour order for {{ customer }} was received.\n\n{% for d in documents %}{{ d.docNumber }} ({{ d.paymentMethod }}): {{ d.lines }} items, total {{ d.total }} {{ d.currency }}\n{% endfor %}\nDelivery address: {{ address }}\n\nFollow your orders in the portal: {{ link }}',
    },
  },
  OrderStatusChanged: {
    tr: {
      subject: 'Siparişinizin durumu: {{ status }} ({{ doc }})',
      body: 'Merhaba {{ name }},\n\n{{ customer }} adına verilen {{ doc }} numaralı siparişin durumu değişti: {{ status }}.\n\nSiparişlerinizi portalda izleyebilirsiniz: {{ link }}',
    },
    de: {
      subject: 'Status Ihrer Bestellung: {{ status }} ({{ doc }})',
      body: 'Hallo {{ name }},\n\nder Status der Bestellung {{ doc }} für {{ customer }} hat sich geändert: {{ status }}.\n\nIhre Bestellungen im Portal: {{ link }}',
    },
    en: {
      subject: 'Your order status: {{ status }} ({{ doc }})',
      body: 'Hello {{ name }},\n\nthe status of order {{ doc }} for {{ customer }} changed: {{ status }}.\n\nFollow your orders in the portal: {{ link }}',
    },
  },
  OrderCancelled: {
    tr: {
      subject: 'Siparişiniz iptal edildi ({{ doc }})',
      body: 'Merhaba {{ name }},\n\n{{ customer }} adına verilen {{ doc }} numaralı sipariş iptal edildi.{% if reason %}\n\nGerekçe: {{ reason }}{% endif %}\n\nSiparişlerinizi portalda izleyebilirsiniz: {{ link }}',
    },
    de: {
      subject: 'Ihre Bestellung wurde storniert ({{ doc }})',
      body: 'Hallo {{ name }},\n\ndie Bestellung {{ doc }} für {{ customer }} wurde storniert.{% if reason %}\n\nGrund: {{ reason }}{% endif %}\n\nIhre Bestellungen im Portal: {{ link }}',
    },
    en: {
      subject: 'Your order was cancelled ({{ doc }})',
      body: 'Hello {{ name }},\n\norder {{ doc }} for {{ customer }} was cancelled.{% if reason %}\n\nReason: {{ reason }}{% endif %}\n\nFollow your orders in the portal: {{ link }}',
    },
  },
  PaymentReceived: {
    tr: {
      subject: 'Ödemeniz alındı ({{ doc }})',
      body: 'Merhaba {{ name }},\n\n{{ customer }} adına {{ doc }} numaralı sipariş için {{ amount }} {{ currency }} tutarındaki ödemeniz alındı.\n\nSiparişlerinizi portalda izleyebilirsiniz: {{ link }}',
    },
    de: {
      subject: 'Ihre Zahlung ist eingegangen ({{ doc }})',
      body: 'Hallo {{ name }},\n\nIhre Zahlung über {{ amount }} {{ currency }} für die Bestellung {{ doc }} ({{ customer }}) ist eingegangen.\n\nIhre Bestellungen im Portal: {{ link }}',
    },
    en: {
      subject: 'Your payment was received ({{ doc }})',
      body: 'Hello {{ name }},\n\nyour payment of {{ amount }} {{ currency }} for order {{ doc }} ({{ customer }}) was received.\n\nFollow your orders in the portal: {{ link }}',
    },
  },
};
