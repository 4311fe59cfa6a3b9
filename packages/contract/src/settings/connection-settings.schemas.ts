import { z } from 'zod';
import type { Culture } from '../common/cultures';
import { text } from '../common/text';

/*
 * ERP connection and storage server settings (spec 02 §3 "ERP connection", "Storage server settings").
 *
 * Secrets (clientSecret, password) are encrypted at rest and never answered (design.md §4b):
 * - a GET answers each secret field as `null`, with `<field>Set` saying whether one is stored;
 * - a PUT that sends a secret empty, null or not at all keeps the stored one (so the GET's answer can
 *   be sent back as it is); a non-empty value replaces it; `clear<Field>: true` removes it.
 * An empty address or URL means "not configured".
 */

const HTTP_URL = /^https?:\/\/[^\s/?#]+/i;

const parses = (v: string) => {
  try {
    new URL(v);
    return true;
  } catch {
    return false;
  }
};

/** '' (not configured) or an absolute http(s) URL. */
const httpUrlOrEmpty = text()
  .trim()
  .max(500)
  .refine((v) => v === '' || (HTTP_URL.test(v) && parses(v)), { params: { issue: 'HTTP_URL' } });

/** A plain setting value: trimmed, may be empty. */
const plain = (max: number) => text().trim().max(max);

/** A new secret: blank or null keeps the stored one (normalised to null). Not trimmed: spaces may be part of it. */
const newSecret = text()
  .max(500)
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * A server address: a host name, IPv4 or [IPv6] address with an optional port, optionally written with
 * its scheme (ftp://, ftps://, sftp://); '' when not configured.
 */
export const SERVER_ADDRESS_PATTERN =
  /^(?:(?:ftp|ftps|sftp):\/\/)?(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?\/?$/;
const serverAddressOrEmpty = text()
  .trim()
  .max(255)
  .refine((v) => v === '' || SERVER_ADDRESS_PATTERN.test(v), { params: { issue: 'SERVER_ADDRESS' } });

/** GET /api/commons/logoRestSettings: the ERP connection, secrets masked. */
export const LogoRestSettingsSchema = z.object({
  /** The ERP's address: order documents are handed off here (signed with clientSecret, design.md §4). */
  url: z.string(),
  clientId: z.string(),
  /** Always null: never answered. */
  clientSecret: z.null(),
  /** Whether a client secret is stored. */
  clientSecretSet: z.boolean(),
  username: z.string(),
  /** Always null: never answered. */
  password: z.null(),
  passwordSet: z.boolean(),
  companyCode: z.string(),
  /** True when ERP_ORDER_URL is set in the server's environment: the order hand-off uses that, not url. */
  overriddenByEnvironment: z.boolean(),
});
export type LogoRestSettings = z.infer<typeof LogoRestSettingsSchema>;

const setAndCleared = { params: { issue: 'SET_AND_REMOVED' } } as const;

/** PUT (and the test call) /api/commons/logoRestSettings. */
export const UpdateLogoRestSettingsBodySchema = z
  .object({
    url: httpUrlOrEmpty,
    clientId: plain(200).default(''),
    /** Blank or absent: keep the stored secret. Also the HMAC key of the order hand-off. */
    clientSecret: newSecret,
    clearClientSecret: z.boolean().default(false),
    username: plain(200).default(''),
    /** Blank or absent: keep the stored password. */
    password: newSecret,
    clearPassword: z.boolean().default(false),
    companyCode: plain(50).default(''),
  })
  .refine((b) => !(b.clearClientSecret && b.clientSecret), { ...setAndCleared, path: ['clientSecret'] })
  .refine((b) => !(b.clearPassword && b.password), { ...setAndCleared, path: ['password'] });
/** The body as the server reads it (defaults applied, blank secrets as null). */
export type UpdateLogoRestSettingsBody = z.output<typeof UpdateLogoRestSettingsBodySchema>;
/** The body as a client may send it. */
export type UpdateLogoRestSettingsInput = z.input<typeof UpdateLogoRestSettingsBodySchema>;

/** GET /api/commons/ftpSettings: the storage server, password masked. */
export const FtpSettingsSchema = z.object({
  serverAddress: z.string(),
  user: z.string(),
  /** Always null: never answered. */
  password: z.null(),
  passwordSet: z.boolean(),
  /** The folder on the server files go to ('' = the login folder). */
  rootPath: z.string(),
  /** The public address the stored files are served from ('' = none). */
  rootUrl: z.string(),
});
export type FtpSettings = z.infer<typeof FtpSettingsSchema>;

/** PUT (and the test call) /api/commons/ftpSettings. */
export const UpdateFtpSettingsBodySchema = z
  .object({
    serverAddress: serverAddressOrEmpty,
    user: plain(200).default(''),
    /** Blank or absent: keep the stored password. */
    password: newSecret,
    clearPassword: z.boolean().default(false),
    rootPath: plain(500)
      .refine((v) => v === '' || v.startsWith('/'), { params: { issue: 'ROOT_PATH' } })
      .default(''),
    rootUrl: httpUrlOrEmpty.default(''),
  })
  .refine((b) => !(b.clearPassword && b.password), { ...setAndCleared, path: ['password'] });
/** The body as the server reads it (defaults applied, a blank password as null). */
export type UpdateFtpSettingsBody = z.output<typeof UpdateFtpSettingsBodySchema>;
/** The body as a client may send it. */
export type UpdateFtpSettingsInput = z.input<typeof UpdateFtpSettingsBodySchema>;

/**
 * The outcome of a test call: never an error status; `ok` false with a `code` and a message in the
 * caller's language when the server could not be reached or refused.
 */
export const CONNECTION_TEST_CODES = [
  'OK',
  'NOT_CONFIGURED',
  'MAIL_NOT_CONFIGURED',
  'SECRET_UNREADABLE',
  'DNS',
  'UNREACHABLE',
  'TLS',
  'UNAUTHORIZED',
  'HTTP_STATUS',
  'REDIRECT',
  'PROTOCOL',
  'NETWORK',
  'MAIL_SENT',
  'MAIL_REJECTED',
] as const;
export type ConnectionTestCode = (typeof CONNECTION_TEST_CODES)[number];

export const ConnectionTestResultSchema = z.object({
  ok: z.boolean(),
  code: z.enum(CONNECTION_TEST_CODES),
  /** What happened, in the caller's language (x-culture). */
  message: z.string(),
  /** Time until the answer (or the failure), in milliseconds. */
  latencyMs: z.number().int().nonnegative(),
  /** What was checked, one line each (e.g. "TCP ftp.example.com:21", "HEAD https://cdn.example.com/"). */
  checks: z.array(z.object({ target: z.string(), ok: z.boolean(), code: z.enum(CONNECTION_TEST_CODES), message: z.string() })),
});
export type ConnectionTestResult = z.infer<typeof ConnectionTestResultSchema>;

/** The wording of each test outcome; `{target}`, `{detail}` and `{seconds}` are filled in. */
export const CONNECTION_TEST_MESSAGES: Record<ConnectionTestCode, Record<Culture, string>> = {
  OK: { tr: '{target}: yanıt verdi ({detail}).', de: '{target}: hat geantwortet ({detail}).', en: '{target}: answered ({detail}).' },
  NOT_CONFIGURED: {
    tr: 'Test edilecek bir şey yok: {target} girilmemiş.',
    de: 'Nichts zu testen: {target} ist nicht angegeben.',
    en: 'Nothing to test: {target} is not set.',
  },
  MAIL_NOT_CONFIGURED: {
    tr: 'E-posta gönderimi ayarlanmamış: genel ayarların E-posta sekmesinde bir sunucu (SMTP ya da SendGrid) girip etkinleştirin.',
    de: 'Der E-Mail-Versand ist nicht eingerichtet: tragen Sie im Reiter E-Mail der allgemeinen Einstellungen einen Server (SMTP oder SendGrid) ein und aktivieren Sie ihn.',
    en: 'Sending email is not set up: enter a server (SMTP or SendGrid) on the Email tab of the general settings and switch it on.',
  },
  SECRET_UNREADABLE: {
    tr: 'Kayıtlı gizli bilgi çözülemiyor (SECRETS_KEY değişti mi?). Lütfen yeniden girin.',
    de: 'Das gespeicherte Geheimnis lässt sich nicht entschlüsseln (wurde SECRETS_KEY geändert?). Bitte neu eingeben.',
    en: 'The stored secret cannot be decrypted (was SECRETS_KEY changed?). Please enter it again.',
  },
  DNS: {
    tr: '{target}: sunucu adı çözümlenemedi.',
    de: '{target}: der Hostname konnte nicht aufgelöst werden.',
    en: '{target}: the host name could not be resolved.',
  },
  UNREACHABLE: {
    tr: '{target}: {seconds} saniye içinde bağlantı kurulamadı ya da yanıt gelmedi (adres ve portu denetleyin; bir güvenlik duvarı da engelliyor olabilir).',
    de: '{target}: innerhalb von {seconds} Sekunden keine Verbindung oder keine Antwort (prüfen Sie Adresse und Port; auch eine Firewall kann sie blockieren).',
    en: '{target}: no connection or no answer within {seconds} seconds (check the address and port; a firewall may also block it).',
  },
  TLS: {
    tr: '{target}: TLS sertifikası kabul edilmedi ({detail}).',
    de: '{target}: das TLS-Zertifikat wurde nicht akzeptiert ({detail}).',
    en: '{target}: the TLS certificate was not accepted ({detail}).',
  },
  UNAUTHORIZED: {
    tr: '{target}: kimlik bilgileri reddedildi ({detail}).',
    de: '{target}: die Zugangsdaten wurden abgelehnt ({detail}).',
    en: '{target}: the credentials were refused ({detail}).',
  },
  HTTP_STATUS: { tr: '{target}: {detail} yanıtı verdi.', de: '{target}: antwortete mit {detail}.', en: '{target}: answered {detail}.' },
  REDIRECT: {
    tr: '{target}: yönlendirme ile yanıt verdi ({detail}); yönlendirmeler izlenmez.',
    de: '{target}: antwortete mit einer Weiterleitung ({detail}); Weiterleitungen werden nicht verfolgt.',
    en: '{target}: answered with a redirect ({detail}); redirects are not followed.',
  },
  PROTOCOL: {
    tr: '{target}: yanıt verdi, ancak beklenen biçimde değil ({detail}).',
    de: '{target}: hat geantwortet, aber nicht wie erwartet ({detail}).',
    en: '{target}: answered, but not as expected ({detail}).',
  },
  NETWORK: {
    tr: '{target}: bağlantı kurulamadı ({detail}).',
    de: '{target}: die Verbindung ist fehlgeschlagen ({detail}).',
    en: '{target}: the connection failed ({detail}).',
  },
  MAIL_SENT: {
    tr: '{target}: test e-postası {detail} adresine gönderildi.',
    de: '{target}: die Test-E-Mail wurde an {detail} gesendet.',
    en: '{target}: the test email was sent to {detail}.',
  },
  MAIL_REJECTED: {
    tr: '{target}: sunucu e-postayı kabul etmedi ({detail}).',
    de: '{target}: der Server hat die E-Mail abgelehnt ({detail}).',
    en: '{target}: the server refused the email ({detail}).',
  },
};

/** One test outcome worded in `culture`. */
export function connectionTestMessage(
  code: ConnectionTestCode,
  culture: Culture,
  values: { target?: string; detail?: string; seconds?: number } = {},
): string {
  return CONNECTION_TEST_MESSAGES[code][culture].replace(/\{(target|detail|seconds)\}/g, (_, k: 'target' | 'detail' | 'seconds') =>
    String(values[k] ?? ''),
  );
}
