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
  VALIDATION_FAILED: { status: 400, tr: 'Gönderilen bilgiler geçersiz.', de: 'Die gesendeten Angaben sind ungültig.', en: 'The data sent is not valid.' },
  BAD_REQUEST: { status: 400, tr: 'İstek anlaşılamadı.', de: 'Die Anfrage konnte nicht verstanden werden.', en: 'The request could not be understood.' },
  INVALID_CREDENTIALS: { status: 400, tr: 'Kullanıcı adı veya şifre hatalı.', de: 'Benutzername oder Passwort ist falsch.', en: 'The user name or password is incorrect.' },
  OLD_PASSWORD_WRONG: { status: 400, tr: 'Mevcut şifreniz hatalı.', de: 'Ihr aktuelles Passwort ist falsch.', en: 'Your current password is incorrect.' },
  TOO_MANY_ATTEMPTS: { status: 429, tr: 'Çok fazla başarısız deneme. Lütfen {minutes} dakika sonra tekrar deneyin.', de: 'Zu viele Fehlversuche. Bitte versuchen Sie es in {minutes} Minuten erneut.', en: 'Too many failed attempts. Please try again in {minutes} minutes.' },
  RATE_LIMITED: { status: 429, tr: 'Çok fazla istek. Lütfen biraz bekleyin.', de: 'Zu viele Anfragen. Bitte warten Sie einen Moment.', en: 'Too many requests. Please wait a moment.' },
  INVALID_REFRESH_TOKEN: { status: 401, tr: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.', de: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.', en: 'Your session has expired. Please sign in again.' },
  UNAUTHORIZED: { status: 401, tr: 'Oturum açmanız gerekiyor.', de: 'Sie müssen angemeldet sein.', en: 'You need to sign in.' },
  FORBIDDEN: { status: 403, tr: 'Bu işlem için yetkiniz yok.', de: 'Sie sind für diese Aktion nicht berechtigt.', en: 'You are not allowed to do this.' },
  CUSTOMER_FORBIDDEN: { status: 403, tr: 'Bu müşteri adına işlem yapamazsınız.', de: 'Sie dürfen nicht für diesen Kunden handeln.', en: 'You may not act for this customer.' },
  CUSTOMER_REQUIRED: { status: 400, tr: 'Lütfen önce bir müşteri seçin.', de: 'Bitte wählen Sie zuerst einen Kunden.', en: 'Please select a customer first.' },
  NOT_FOUND: { status: 404, tr: 'Aradığınız kayıt bulunamadı.', de: 'Der gesuchte Eintrag wurde nicht gefunden.', en: 'The record you are looking for was not found.' },
  ROUTE_NOT_FOUND: { status: 404, tr: 'Böyle bir adres yok.', de: 'Diese Adresse gibt es nicht.', en: 'There is no such address.' },
  RESET_TOKEN_INVALID: { status: 400, tr: 'Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.', de: 'Der Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.', en: 'The reset link is invalid or has expired. Please request a new one.' },
  PASSWORD_POLICY: { status: 400, tr: 'Şifre en az 8 karakter olmalı; büyük harf, küçük harf ve rakam içermelidir.', de: 'Das Passwort muss mindestens 8 Zeichen lang sein und Groß- und Kleinbuchstaben sowie eine Ziffer enthalten.', en: 'The password must be at least 8 characters long and contain an uppercase letter, a lowercase letter and a digit.' },
  PASSWORD_MISMATCH: { status: 400, tr: 'Yeni şifre ile tekrarı aynı değil.', de: 'Das neue Passwort und die Wiederholung stimmen nicht überein.', en: 'The new password and its confirmation do not match.' },
  CALLBACK_URL_INVALID: { status: 400, tr: 'Geri dönüş adresi geçersiz.', de: 'Die Rücksprungadresse ist ungültig.', en: 'The callback address is not valid.' },
  CLIENT_OUTDATED: { status: 426, tr: 'Uygulamanın yeni bir sürümü var. Sayfa yenileniyor.', de: 'Eine neue Version der Anwendung ist verfügbar. Die Seite wird neu geladen.', en: 'A new version of the application is available. The page will reload.' },
  PAYLOAD_TOO_LARGE: { status: 413, tr: 'Gönderilen veri çok büyük.', de: 'Die gesendeten Daten sind zu groß.', en: 'The data sent is too large.' },
  INTERNAL: { status: 500, tr: 'Beklenmeyen bir sunucu hatası oluştu.', de: 'Ein unerwarteter Serverfehler ist aufgetreten.', en: 'An unexpected server error occurred.' },
  UNAVAILABLE: { status: 503, tr: 'Hizmet şu anda kullanılamıyor.', de: 'Der Dienst ist derzeit nicht verfügbar.', en: 'The service is currently unavailable.' },
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
