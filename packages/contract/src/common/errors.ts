import { z } from 'zod';

/** Error body of every non-2xx answer (design.md §4). `message` is in the caller's x-culture. */
export const ErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export type Culture = 'tr' | 'de' | 'en';
export const CULTURES = ['tr', 'de', 'en'] as const;
export const DEFAULT_CULTURE: Culture = 'tr';

type Messages = Record<Culture, string>;

/**
 * Every error code the server raises, its HTTP status and its message per language.
 * Messages may hold `{name}` placeholders filled from the error's details.
 */
export const ERRORS = {
  VALIDATION_FAILED: {
    status: 400,
    tr: 'Gönderilen bilgiler geçersiz.',
    de: 'Die gesendeten Angaben sind ungültig.',
    en: 'The data sent is not valid.',
  },
  BAD_REQUEST: {
    status: 400,
    tr: 'İstek anlaşılamadı.',
    de: 'Die Anfrage konnte nicht verstanden werden.',
    en: 'The request could not be understood.',
  },
  INVALID_CREDENTIALS: {
    status: 400,
    tr: 'Kullanıcı adı veya şifre hatalı.',
    de: 'Benutzername oder Passwort ist falsch.',
    en: 'The user name or password is incorrect.',
  },
  OLD_PASSWORD_WRONG: {
    status: 400,
    tr: 'Mevcut şifreniz hatalı.',
    de: 'Ihr aktuelles Passwort ist falsch.',
    en: 'Your current password is incorrect.',
  },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    tr: 'Çok fazla başarısız deneme. Lütfen {minutes} dakika sonra tekrar deneyin.',
    de: 'Zu viele Fehlversuche. Bitte versuchen Sie es in {minutes} Minuten erneut.',
    en: 'Too many failed attempts. Please try again in {minutes} minutes.',
  },
  RATE_LIMITED: {
    status: 429,
    tr: 'Çok fazla istek. Lütfen biraz bekleyin.',
    de: 'Zu viele Anfragen. Bitte warten Sie einen Moment.',
    en: 'Too many requests. Please wait a moment.',
  },
  INVALID_REFRESH_TOKEN: {
    status: 401,
    tr: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
    de: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    en: 'Your session has expired. Please sign in again.',
  },
  UNAUTHORIZED: { status: 401, tr: 'Oturum açmanız gerekiyor.', de: 'Sie müssen angemeldet sein.', en: 'You need to sign in.' },
  FORBIDDEN: {
    status: 403,
    tr: 'Bu işlem için yetkiniz yok.',
    de: 'Sie sind für diese Aktion nicht berechtigt.',
    en: 'You are not allowed to do this.',
  },
  CUSTOMER_FORBIDDEN: {
    status: 403,
    tr: 'Bu müşteri adına işlem yapamazsınız.',
    de: 'Sie dürfen nicht für diesen Kunden handeln.',
    en: 'You may not act for this customer.',
  },
  CUSTOMER_REQUIRED: {
    status: 400,
    tr: 'Lütfen önce bir müşteri seçin.',
    de: 'Bitte wählen Sie zuerst einen Kunden.',
    en: 'Please select a customer first.',
  },
  NOT_FOUND: {
    status: 404,
    tr: 'Aradığınız kayıt bulunamadı.',
    de: 'Der gesuchte Eintrag wurde nicht gefunden.',
    en: 'The record you are looking for was not found.',
  },
  ROUTE_NOT_FOUND: { status: 404, tr: 'Böyle bir adres yok.', de: 'Diese Adresse gibt es nicht.', en: 'There is no such address.' },
  RESET_TOKEN_INVALID: {
    status: 400,
    tr: 'Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
    de: 'Der Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    en: 'The reset link is invalid or has expired. Please request a new one.',
  },
  PASSWORD_POLICY: {
    status: 400,
    tr: 'Şifre en az 8 karakter olmalı; büyük harf, küçük harf ve rakam içermelidir.',
    de: 'Das Passwort muss mindestens 8 Zeichen lang sein und Groß- und Kleinbuchstaben sowie eine Ziffer enthalten.',
    en: 'The password must be at least 8 characters long and contain an uppercase letter, a lowercase letter and a digit.',
  },
  PASSWORD_MISMATCH: {
    status: 400,
    tr: 'Yeni şifre ile tekrarı aynı değil.',
    de: 'Das neue Passwort und die Wiederholung stimmen nicht überein.',
    en: 'The new password and its confirmation do not match.',
  },
  INVALID_PASSWORD_PATTERN: {
    status: 400,
    tr: 'Şifre deseni geçerli bir düzenli ifade değil.',
    de: 'Das Passwortmuster ist kein gültiger regulärer Ausdruck.',
    en: 'The password pattern is not a valid regular expression.',
  },
  UNSAFE_PATTERN: {
    status: 400,
    tr: 'Bu desen güvenle denetlenemez: iç içe tekrarlar (ör. (a+)+), geri başvurular veya baştaki (?=…) dışında ileri/geri bakışlar içeriyor. Lütfen sadeleştirin.',
    de: 'Dieses Muster lässt sich nicht sicher prüfen: Es enthält verschachtelte Wiederholungen (z. B. (a+)+), Rückverweise oder Lookarounds außer (?=…) am Anfang. Bitte vereinfachen Sie es.',
    en: 'This pattern cannot be checked safely: it has nested repetition (e.g. (a+)+), back-references or look-arounds other than (?=…) at the start. Please simplify it.',
  },
  CALLBACK_URL_INVALID: {
    status: 400,
    tr: 'Geri dönüş adresi geçersiz.',
    de: 'Die Rücksprungadresse ist ungültig.',
    en: 'The callback address is not valid.',
  },
  CLIENT_OUTDATED: {
    status: 426,
    tr: 'Uygulamanın yeni bir sürümü var. Sayfa yenileniyor.',
    de: 'Eine neue Version der Anwendung ist verfügbar. Die Seite wird neu geladen.',
    en: 'A new version of the application is available. The page will reload.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    tr: 'Gönderilen veri çok büyük.',
    de: 'Die gesendeten Daten sind zu groß.',
    en: 'The data sent is too large.',
  },
  INVALID_SORT: {
    status: 400,
    tr: 'Sıralama alanı geçersiz: {orderBy}',
    de: 'Ungültiges Sortierfeld: {orderBy}',
    en: 'Invalid sort field: {orderBy}',
  },
  INVALID_FILTER: {
    status: 400,
    tr: 'Sütun filtresi geçersiz.',
    de: 'Der Spaltenfilter ist ungültig.',
    en: 'The column filter is not valid.',
  },
  ROLE_NAME_TAKEN: {
    status: 400,
    tr: '"{name}" adında bir rol zaten var.',
    de: 'Es gibt bereits eine Rolle mit dem Namen „{name}“.',
    en: 'A role named "{name}" already exists.',
  },
  ROLE_IN_USE: {
    status: 400,
    tr: 'Bu rol {count} kullanıcıya atanmış; önce kullanıcıların rolünü değiştirin.',
    de: 'Diese Rolle ist {count} Benutzern zugewiesen; ändern Sie zuerst deren Rolle.',
    en: 'This role is assigned to {count} users; change their role first.',
  },
  UNKNOWN_PERMISSION: {
    status: 400,
    tr: 'Bilinmeyen yetki kodu: {codes}',
    de: 'Unbekannter Berechtigungscode: {codes}',
    en: 'Unknown permission code: {codes}',
  },
  UNKNOWN_ROLE: {
    status: 400,
    tr: 'Seçilen rol bulunamadı.',
    de: 'Die gewählte Rolle wurde nicht gefunden.',
    en: 'The selected role does not exist.',
  },
  UNKNOWN_CUSTOMER: {
    status: 400,
    tr: 'Seçilen müşteri bulunamadı.',
    de: 'Der gewählte Kunde wurde nicht gefunden.',
    en: 'The selected customer does not exist.',
  },
  UNKNOWN_SALESMAN: {
    status: 400,
    tr: 'Seçilen plasiyer bulunamadı.',
    de: 'Der gewählte Verkäufer wurde nicht gefunden.',
    en: 'The selected salesman does not exist.',
  },
  CUSTOMER_ID_REQUIRED: {
    status: 400,
    tr: 'Bayi kullanıcısı için bir müşteri seçilmelidir.',
    de: 'Für einen Händlerbenutzer muss ein Kunde gewählt werden.',
    en: 'A dealer user needs a customer.',
  },
  SALESMAN_ID_REQUIRED: {
    status: 400,
    tr: 'Plasiyer kullanıcısı için bir plasiyer seçilmelidir.',
    de: 'Für einen Verkäuferbenutzer muss ein Verkäufer gewählt werden.',
    en: 'A salesman user needs a salesman.',
  },
  USER_NAME_TAKEN: {
    status: 400,
    tr: '"{accountName}" kullanıcı adı zaten kullanılıyor.',
    de: 'Der Benutzername „{accountName}“ ist bereits vergeben.',
    en: 'The user name "{accountName}" is already taken.',
  },
  EMAIL_TAKEN: {
    status: 400,
    tr: '"{email}" e-posta adresi zaten kullanılıyor.',
    de: 'Die E-Mail-Adresse „{email}“ wird bereits verwendet.',
    en: 'The email address "{email}" is already in use.',
  },
  CANNOT_CHANGE_OWN_ACCOUNT: {
    status: 400,
    tr: 'Kendi hesabınızı silemez veya pasif hale getiremezsiniz.',
    de: 'Sie können Ihr eigenes Konto nicht löschen oder deaktivieren.',
    en: 'You cannot delete or disable your own account.',
  },
  // "You can't grant what you don't hold" (docs/decisions/0021)
  CANNOT_CHANGE_OWN_ROLE: {
    status: 403,
    tr: 'Kendi rolünüzü değiştiremezsiniz.',
    de: 'Sie können Ihre eigene Rolle nicht ändern.',
    en: 'You cannot change your own role.',
  },
  PERMISSION_NOT_HELD: {
    status: 403,
    tr: 'Kendinizde olmayan yetkileri veremez veya kaldıramazsınız: {codes}',
    de: 'Berechtigungen, die Sie selbst nicht haben, können Sie weder vergeben noch entziehen: {codes}',
    en: 'You cannot grant or remove permissions you do not hold yourself: {codes}',
  },
  ADMIN_ROLE_REQUIRED: {
    status: 403,
    tr: 'Yönetici rollerini yalnızca yöneticiler oluşturabilir, değiştirebilir veya silebilir.',
    de: 'Nur Administratoren können Administratorrollen anlegen, ändern oder löschen.',
    en: 'Only administrators can create, change or delete administrator roles.',
  },
  ROLE_NOT_GRANTABLE: {
    status: 403,
    tr: 'Bu rolü atayamazsınız: rolde sizde olmayan yetkiler var.',
    de: 'Sie können diese Rolle nicht zuweisen: Sie enthält Berechtigungen, die Sie selbst nicht haben.',
    en: 'You cannot assign this role: it has permissions you do not hold yourself.',
  },
  USER_NOT_MANAGEABLE: {
    status: 403,
    tr: 'Bu kullanıcıyı değiştiremezsiniz: rolünde sizde olmayan yetkiler var.',
    de: 'Sie können diesen Benutzer nicht ändern: Seine Rolle enthält Berechtigungen, die Sie selbst nicht haben.',
    en: 'You cannot change this user: their role has permissions you do not hold yourself.',
  },
  ADDRESS_CODE_TAKEN: {
    status: 400,
    tr: '"{code}" kodlu bir teslimat adresi zaten var.',
    de: 'Es gibt bereits eine Lieferadresse mit dem Code „{code}“.',
    en: 'A delivery address with the code "{code}" already exists.',
  },
  KVKK_CONSENT_REQUIRED: {
    status: 400,
    tr: 'Başvuru için KVKK aydınlatma metnini onaylamanız gerekiyor.',
    de: 'Für die Anmeldung müssen Sie der Datenschutzerklärung zustimmen.',
    en: 'You must accept the privacy notice (KVKK) to apply.',
  },
  REGISTRATION_EXISTS: {
    status: 400,
    tr: 'Bu e-posta adresiyle bekleyen bir başvuru veya bir kullanıcı zaten var.',
    de: 'Für diese E-Mail-Adresse gibt es bereits eine offene Anmeldung oder ein Benutzerkonto.',
    en: 'There is already a pending application or an account with this email address.',
  },
  REGISTRATION_NOT_PENDING: {
    status: 400,
    tr: 'Bu başvuru zaten sonuçlandırılmış.',
    de: 'Über diese Anmeldung wurde bereits entschieden.',
    en: 'This application has already been decided.',
  },
  PAGE_TOO_DEEP: {
    status: 400,
    tr: 'Bu kadar ileri sayfaya gidilemez (en fazla {max} kayıt). Lütfen aramayı daraltın.',
    de: 'So weit kann nicht geblättert werden (höchstens {max} Einträge). Bitte grenzen Sie die Suche ein.',
    en: 'Paging cannot go this deep (at most {max} rows). Please narrow the search.',
  },
  SEARCH_TEXT_TOO_SHORT: {
    status: 400,
    tr: 'Arama için en az {min} karakter girin.',
    de: 'Bitte geben Sie mindestens {min} Zeichen für die Suche ein.',
    en: 'Please enter at least {min} characters to search.',
  },
  MULTIPART_REQUIRED: {
    status: 400,
    tr: 'Bu istek bir dosya yükleme formu (multipart/form-data) olarak gönderilmelidir.',
    de: 'Diese Anfrage muss als Formular mit Datei-Upload (multipart/form-data) gesendet werden.',
    en: 'This request must be sent as a file upload form (multipart/form-data).',
  },
  FILE_TYPE_NOT_ALLOWED: {
    status: 400,
    tr: 'Bu dosya türü kabul edilmiyor: {filename}. Yalnızca PNG, JPEG, WEBP veya SVG görseller yüklenebilir.',
    de: 'Dieser Dateityp wird nicht angenommen: {filename}. Nur PNG-, JPEG-, WEBP- oder SVG-Bilder können hochgeladen werden.',
    en: 'This file type is not accepted: {filename}. Only PNG, JPEG, WEBP or SVG images can be uploaded.',
  },
  UNEXPECTED_FILE: {
    status: 400,
    tr: 'Beklenmeyen dosya alanı: {field}',
    de: 'Unerwartetes Dateifeld: {field}',
    en: 'Unexpected file field: {field}',
  },
  IMAGE_REQUIRED: {
    status: 400,
    tr: 'Görsel türündeki bir ek bilgi için bir görsel yükleyin.',
    de: 'Für eine Zusatzangabe vom Typ Bild laden Sie bitte ein Bild hoch.',
    en: 'Please upload an image for an additional detail of type image.',
  },
  UNKNOWN_CATEGORY: {
    status: 400,
    tr: 'Seçilen kategori bulunamadı.',
    de: 'Die gewählte Kategorie wurde nicht gefunden.',
    en: 'The selected category does not exist.',
  },
  UNKNOWN_PRODUCT: {
    status: 400,
    tr: 'Seçilen ürün bulunamadı.',
    de: 'Das gewählte Produkt wurde nicht gefunden.',
    en: 'The selected product does not exist.',
  },
  UNKNOWN_PROPERTY: {
    status: 400,
    tr: 'Seçilen özellik bu kategoride bulunamadı.',
    de: 'Die gewählte Eigenschaft gibt es in dieser Kategorie nicht.',
    en: 'The selected property does not exist in this category.',
  },
  PRODUCT_CATEGORY_MISMATCH: {
    status: 400,
    tr: 'Seçilen ürün seçilen kategoride değil.',
    de: 'Das gewählte Produkt gehört nicht zur gewählten Kategorie.',
    en: 'The selected product is not in the selected category.',
  },
  CATEGORY_MAP_TAKEN: {
    status: 400,
    tr: '"{externalCode}" kodu için zaten bir kategori eşleştirmesi var.',
    de: 'Für den Code „{externalCode}“ gibt es bereits eine Kategoriezuordnung.',
    en: 'There is already a category map for the code "{externalCode}".',
  },
  UNKNOWN_PROPERTY_DETAIL: {
    status: 400,
    tr: 'Seçilen özellik değerleri bulunamadı: {ids}',
    de: 'Die gewählten Eigenschaftswerte wurden nicht gefunden: {ids}',
    en: 'The selected property values do not exist: {ids}',
  },
  CART_PRODUCT_NOT_ORDERABLE: {
    status: 400,
    tr: 'Bu ürün sepete eklenemez: {name}',
    de: 'Dieses Produkt kann nicht in den Warenkorb gelegt werden: {name}',
    en: 'This product cannot be added to the cart: {name}',
  },
  CART_PRICE_ON_REQUEST: {
    status: 400,
    tr: 'Bu ürünün fiyatı için temsilcinizle görüşün; çevrim içi sipariş verilemez: {name}',
    de: 'Den Preis dieses Produkts erfahren Sie von Ihrem Ansprechpartner; es kann nicht online bestellt werden: {name}',
    en: 'Ask your representative for the price of this product; it cannot be ordered online: {name}',
  },
  CART_QUANTITY_BELOW_MIN: {
    status: 400,
    tr: '{name} için en az {min} adet sipariş verilebilir.',
    de: 'Von {name} können mindestens {min} Stück bestellt werden.',
    en: 'At least {min} of {name} must be ordered.',
  },
  CART_QUANTITY_ABOVE_MAX: {
    status: 400,
    tr: '{name} için en fazla {max} adet sipariş verilebilir.',
    de: 'Von {name} können höchstens {max} Stück bestellt werden.',
    en: 'At most {max} of {name} can be ordered.',
  },
  CART_INSUFFICIENT_STOCK: {
    status: 400,
    tr: '{name} için yeterli stok yok (mevcut: {available}).',
    de: 'Für {name} ist nicht genug Bestand vorhanden (verfügbar: {available}).',
    en: 'There is not enough stock of {name} (available: {available}).',
  },
  CART_INSUFFICIENT_STOCK_UNDISCLOSED: {
    status: 400,
    tr: '{name} için yeterli stok yok.',
    de: 'Für {name} ist nicht genug Bestand vorhanden.',
    en: 'There is not enough stock of {name}.',
  },
  CART_CURRENCY_MISMATCH: {
    status: 400,
    tr: 'Sepette {cartCurrency} fiyatlı ürünler var; {currency} fiyatlı bir ürün ayrı bir siparişle verilmelidir.',
    de: 'Der Warenkorb enthält Produkte in {cartCurrency}; ein Produkt in {currency} muss separat bestellt werden.',
    en: 'The cart holds products priced in {cartCurrency}; a product priced in {currency} must be ordered separately.',
  },
  CART_EMPTY: {
    status: 400,
    tr: 'Sepetiniz boş.',
    de: 'Ihr Warenkorb ist leer.',
    en: 'Your cart is empty.',
  },
  CART_HAS_PROBLEMS: {
    status: 400,
    tr: 'Sepetteki bazı ürünler bu haliyle sipariş edilemez; lütfen işaretli satırları düzeltin.',
    de: 'Einige Produkte im Warenkorb können so nicht bestellt werden; bitte korrigieren Sie die markierten Zeilen.',
    en: 'Some products in the cart cannot be ordered as they are; please correct the marked lines.',
  },
  PAYMENT_METHOD_NOT_OFFERED: {
    status: 400,
    tr: 'Bu ödeme şekli bu kategori için sunulmuyor: {code}',
    de: 'Diese Zahlungsart wird für diese Kategorie nicht angeboten: {code}',
    en: 'This payment method is not offered for this category: {code}',
  },
  UNKNOWN_DELIVERY_ADDRESS: {
    status: 400,
    tr: 'Teslimat adresi bulunamadı: {code}',
    de: 'Die Lieferadresse wurde nicht gefunden: {code}',
    en: 'The delivery address does not exist: {code}',
  },
  SALESMAN_LIMIT_EXCEEDED: {
    status: 400,
    tr: '{name} için plasiyer limiti yetersiz (kalan: {available}).',
    de: 'Das Verkäuferlimit für {name} reicht nicht aus (verbleibend: {available}).',
    en: 'The salesman limit for {name} is not enough (remaining: {available}).',
  },
  NO_WAREHOUSE_FOR_DELIVERY: {
    status: 400,
    tr: '{country} ülkesine teslimat yapan bir depo yok.',
    de: 'Kein Lager beliefert das Land {country}.',
    en: 'No warehouse delivers to {country}.',
  },
  ORDER_PROCESSING_FAILED: {
    status: 500,
    tr: 'Sipariş işlenemedi; sepetiniz korunuyor. Lütfen tekrar deneyin.',
    de: 'Die Bestellung konnte nicht verarbeitet werden; Ihr Warenkorb bleibt erhalten. Bitte versuchen Sie es erneut.',
    en: 'The order could not be processed; your cart is kept. Please try again.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 400,
    tr: 'Bu işlem anahtarı başka bir sipariş için kullanıldı.',
    de: 'Dieser Vorgangsschlüssel wurde bereits für eine andere Bestellung verwendet.',
    en: 'This idempotency key was already used for another order.',
  },
  ORDER_IN_PROGRESS: {
    status: 400,
    tr: 'Bu sepetin bir siparişi şu anda işleniyor; lütfen sonucunu bekleyin.',
    de: 'Eine Bestellung dieses Warenkorbs wird gerade verarbeitet; bitte warten Sie auf das Ergebnis.',
    en: 'An order of this cart is being processed right now; please wait for its result.',
  },
  CART_LOCKED_ORDER_IN_PROGRESS: {
    status: 400,
    tr: 'Sepetiniz, verilen sipariş işlenirken değiştirilemez; birkaç saniye sonra tekrar deneyin.',
    de: 'Der Warenkorb kann nicht geändert werden, während die Bestellung verarbeitet wird; bitte versuchen Sie es in einigen Sekunden erneut.',
    en: 'The cart cannot be changed while its order is being processed; please try again in a few seconds.',
  },
  ORDER_NOT_CANCELLABLE: {
    status: 400,
    tr: 'Bu sipariş artık iptal edilemez (durum: {status}).',
    de: 'Diese Bestellung kann nicht mehr storniert werden (Status: {status}).',
    en: 'This order can no longer be cancelled (status: {status}).',
  },
  ORDER_PARAMETER_TAKEN: {
    status: 400,
    tr: 'Bu kategori için bu ödeme şekli kodu zaten tanımlı: {code}',
    de: 'Dieser Zahlungsartcode ist für diese Kategorie bereits angelegt: {code}',
    en: 'This payment method code is already defined for this category: {code}',
  },
  UNKNOWN_WAREHOUSE: {
    status: 400,
    tr: 'Depo bulunamadı: {code}',
    de: 'Das Lager wurde nicht gefunden: {code}',
    en: 'The warehouse does not exist: {code}',
  },
  COUNTRY_BOTH_ACCEPTED_AND_REJECTED: {
    status: 400,
    tr: 'Bir ülke hem kabul hem ret listesinde olamaz: {codes}',
    de: 'Ein Land kann nicht zugleich zugelassen und ausgeschlossen sein: {codes}',
    en: 'A country cannot be both accepted and rejected: {codes}',
  },
  LIMIT_UPLOAD_INVALID: {
    status: 400,
    tr: 'Dosyada hatalı satırlar var; hiçbir satır içe aktarılmadı ({count} hata).',
    de: 'Die Datei enthält fehlerhafte Zeilen; es wurde nichts importiert ({count} Fehler).',
    en: 'The file has invalid rows; nothing was imported ({count} errors).',
  },
  SPREADSHEET_UNREADABLE: {
    status: 400,
    tr: 'Dosya okunamadı; xlsx veya csv biçiminde bir tablo yükleyin.',
    de: 'Die Datei konnte nicht gelesen werden; laden Sie eine Tabelle im Format xlsx oder csv hoch.',
    en: 'The file could not be read; upload a spreadsheet in xlsx or csv format.',
  },
  SPREADSHEET_TOO_LARGE: {
    status: 400,
    tr: 'Tablo okunamayacak kadar büyük ({limit} sınırı: {max}); daha küçük dosyalara bölün.',
    de: 'Die Tabelle ist zu groß zum Einlesen (Grenze {limit}: {max}); teilen Sie sie in kleinere Dateien auf.',
    en: 'The spreadsheet is too large to read (limit {limit}: {max}); split it into smaller files.',
  },
  FILE_REQUIRED: {
    status: 400,
    tr: 'Lütfen yüklenecek bir dosya seçin ({field}).',
    de: 'Bitte wählen Sie eine Datei zum Hochladen ({field}).',
    en: 'Please choose a file to upload ({field}).',
  },
  INTERNAL: {
    status: 500,
    tr: 'Beklenmeyen bir sunucu hatası oluştu.',
    de: 'Ein unerwarteter Serverfehler ist aufgetreten.',
    en: 'An unexpected server error occurred.',
  },
  UNAVAILABLE: {
    status: 503,
    tr: 'Hizmet şu anda kullanılamıyor.',
    de: 'Der Dienst ist derzeit nicht verfügbar.',
    en: 'The service is currently unavailable.',
  },
} as const satisfies Record<string, Messages & { status: number }>;

export type ErrorCode = keyof typeof ERRORS;

export function errorMessage(code: ErrorCode, culture: Culture, details?: Record<string, unknown>): string {
  const entry = ERRORS[code];
  const template = entry[culture] ?? entry[DEFAULT_CULTURE];
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (details && name in details ? String(details[name]) : m));
}

export function normalizeCulture(value: string | undefined | null): Culture {
  const lang = (value ?? '').toLowerCase().slice(0, 2);
  return (CULTURES as readonly string[]).includes(lang) ? (lang as Culture) : DEFAULT_CULTURE;
}
