import type { Culture } from './errors';
import { UNSAFE_TEXT_ISSUE } from './text';

/**
 * Validation issues (Zod's) worded in the caller's language, type names included: Zod's own locales
 * leave them in English ("beklenen number"). The server words every 400 VALIDATION_FAILED with this;
 * the client may too.
 */
export interface ValidationIssue {
  code: string;
  /** The value sent at the issue's path (undefined: nothing was sent). */
  input?: unknown;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  exact?: boolean;
  format?: string;
  divisor?: number | bigint;
  keys?: string[];
  values?: unknown[];
  params?: Record<string, unknown>;
}

type Words = Record<Culture, string>;

const TYPE_NAMES: Record<string, Words> = {
  string: { tr: 'metin', de: 'Text', en: 'text' },
  number: { tr: 'sayı', de: 'Zahl', en: 'number' },
  int: { tr: 'tam sayı', de: 'ganze Zahl', en: 'whole number' },
  bigint: { tr: 'tam sayı', de: 'ganze Zahl', en: 'whole number' },
  nan: { tr: 'geçersiz sayı', de: 'ungültige Zahl', en: 'invalid number' },
  boolean: { tr: 'evet/hayır değeri', de: 'Ja/Nein-Wert', en: 'true or false' },
  object: { tr: 'nesne', de: 'Objekt', en: 'object' },
  array: { tr: 'liste', de: 'Liste', en: 'list' },
  null: { tr: 'boş değer', de: 'leerer Wert', en: 'null' },
  date: { tr: 'tarih', de: 'Datum', en: 'date' },
  file: { tr: 'dosya', de: 'Datei', en: 'file' },
  value: { tr: 'değer', de: 'Wert', en: 'value' },
};

/** Refinements of the contract that raise a custom issue with `params: { issue }`. */
export const CUSTOM_ISSUES = {
  [UNSAFE_TEXT_ISSUE]: {
    tr: 'İzin verilmeyen bir karakter içeriyor (NUL veya eşlenmemiş UTF-16 vekil karakteri).',
    de: 'Enthält ein unzulässiges Zeichen (NUL oder ein unvollständiges UTF-16-Ersatzzeichen).',
    en: 'Contains a character that is not allowed (NUL or an unpaired UTF-16 surrogate).',
  },
  DATE_RANGE: {
    tr: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
    de: 'Das Enddatum darf nicht vor dem Anfangsdatum liegen.',
    en: 'The end date cannot be before the start date.',
  },
  PASSWORDS_MUST_MATCH: {
    tr: 'Yeni şifre ile tekrarı aynı değil.',
    de: 'Das neue Passwort und die Wiederholung stimmen nicht überein.',
    en: 'The new password and its confirmation do not match.',
  },
  DUPLICATE_ITEM: {
    tr: 'Aynı kayıt birden fazla kez gönderildi.',
    de: 'Derselbe Eintrag wurde mehrfach gesendet.',
    en: 'The same item was sent more than once.',
  },
  SET_AND_REMOVED: {
    tr: 'Bir kayıt aynı anda hem ayarlanıp hem kaldırılamaz.',
    de: 'Ein Eintrag kann nicht gleichzeitig gesetzt und entfernt werden.',
    en: 'An item cannot be both set and removed.',
  },
  CATEGORY_OR_PRODUCT_REQUIRED: {
    tr: 'Bir kategori veya ürün seçilmelidir.',
    de: 'Eine Kategorie oder ein Produkt muss gewählt werden.',
    en: 'A category or a product is required.',
  },
  HTTP_URL: {
    tr: 'http:// veya https:// ile başlayan geçerli bir adres olmalıdır.',
    de: 'Muss eine gültige Adresse mit http:// oder https:// sein.',
    en: 'Must be a valid address starting with http:// or https://.',
  },
  SERVER_ADDRESS: {
    tr: 'Bir sunucu adı veya IP adresi olmalıdır, isteğe bağlı olarak port ile (ör. ftp.ornek.com:21).',
    de: 'Muss ein Hostname oder eine IP-Adresse sein, optional mit Port (z. B. ftp.beispiel.de:21).',
    en: 'Must be a host name or IP address, optionally with a port (e.g. ftp.example.com:21).',
  },
  ROOT_PATH: {
    tr: 'Klasör yolu / ile başlamalıdır.',
    de: 'Der Ordnerpfad muss mit / beginnen.',
    en: 'The folder path must start with /.',
  },
  THUMBNAIL_LARGER: {
    tr: 'Küçük resim, büyük görselden büyük olamaz.',
    de: 'Das Vorschaubild darf nicht größer als das große Bild sein.',
    en: 'The thumbnail cannot be larger than the large image.',
  },
  EMAIL: { tr: 'Geçerli bir e-posta adresi değil.', de: 'Keine gültige E-Mail-Adresse.', en: 'Not a valid email address.' },
  TIME_ZONE: {
    tr: 'Geçerli bir saat dilimi değil (örneğin Europe/Istanbul).',
    de: 'Keine gültige Zeitzone (z. B. Europe/Berlin).',
    en: 'Not a valid time zone (for example Europe/London).',
  },
  JSON_FIELD: {
    tr: 'Geçerli bir JSON metni olmalıdır.',
    de: 'Muss gültiger JSON-Text sein.',
    en: 'Must be valid JSON text.',
  },
  LINK_URL: {
    tr: 'http://, https://, mailto: veya tel: ile başlayan geçerli bir adres olmalıdır.',
    de: 'Muss eine gültige Adresse mit http://, https://, mailto: oder tel: sein.',
    en: 'Must be a valid address starting with http://, https://, mailto: or tel:.',
  },
  BANNER_HREF: {
    tr: '/ ile başlayan bir yol veya http(s):// adresi olmalıdır.',
    de: 'Muss ein Pfad mit / oder eine http(s)://-Adresse sein.',
    en: 'Must be a path starting with / or an http(s):// address.',
  },
  ORDER_OR_AMOUNT: {
    tr: 'Ya bir sipariş numarası ya da (bakiye ödemesi için) bir tutar gönderin; ikisini birden değil.',
    de: 'Senden Sie entweder eine Belegnummer oder (für eine Saldozahlung) einen Betrag, nicht beides.',
    en: 'Send either a document number or (to pay the balance) an amount, not both.',
  },
  REQUIRED: { tr: 'Bu alan zorunludur.', de: 'Dieses Feld ist erforderlich.', en: 'This field is required.' },
  PIVOT_FIELD_TWICE: {
    tr: 'Bir alan bir eksende yalnızca bir kez kullanılabilir.',
    de: 'Ein Feld kann auf einer Achse nur einmal stehen.',
    en: 'A field can be used only once on an axis.',
  },
  PIVOT_FIELD_ON_BOTH_AXES: {
    tr: 'Bir alan hem satırlarda hem sütunlarda olamaz.',
    de: 'Ein Feld kann nicht zugleich in den Zeilen und in den Spalten stehen.',
    en: 'A field cannot be in both the rows and the columns.',
  },
} as const satisfies Record<string, Words>;
export type CustomIssue = keyof typeof CUSTOM_ISSUES;

const M = {
  required: CUSTOM_ISSUES.REQUIRED,
  invalidType: {
    tr: 'Beklenen: {expected}; gönderilen: {received}.',
    de: 'Erwartet: {expected}; erhalten: {received}.',
    en: 'Expected {expected}, received {received}.',
  },
  stringMin: {
    tr: 'En az {n} karakter olmalı.',
    de: 'Muss mindestens {n} Zeichen lang sein.',
    en: 'Must be at least {n} characters long.',
  },
  stringMax: {
    tr: 'En fazla {n} karakter olabilir.',
    de: 'Darf höchstens {n} Zeichen lang sein.',
    en: 'Must be at most {n} characters long.',
  },
  stringExact: { tr: 'Tam {n} karakter olmalı.', de: 'Muss genau {n} Zeichen lang sein.', en: 'Must be exactly {n} characters long.' },
  notEmpty: { tr: 'Boş bırakılamaz.', de: 'Darf nicht leer sein.', en: 'Must not be empty.' },
  listMin: { tr: 'En az {n} öğe olmalı.', de: 'Muss mindestens {n} Einträge haben.', en: 'Must have at least {n} items.' },
  listMax: { tr: 'En fazla {n} öğe olabilir.', de: 'Darf höchstens {n} Einträge haben.', en: 'Must have at most {n} items.' },
  numberMin: { tr: 'En az {n} olmalı.', de: 'Muss mindestens {n} sein.', en: 'Must be at least {n}.' },
  numberAbove: { tr: '{n} değerinden büyük olmalı.', de: 'Muss größer als {n} sein.', en: 'Must be greater than {n}.' },
  numberMax: { tr: 'En fazla {n} olabilir.', de: 'Darf höchstens {n} sein.', en: 'Must be at most {n}.' },
  numberBelow: { tr: '{n} değerinden küçük olmalı.', de: 'Muss kleiner als {n} sein.', en: 'Must be less than {n}.' },
  multipleOf: { tr: '{n} değerinin katı olmalı.', de: 'Muss ein Vielfaches von {n} sein.', en: 'Must be a multiple of {n}.' },
  email: { tr: 'Geçerli bir e-posta adresi değil.', de: 'Keine gültige E-Mail-Adresse.', en: 'Not a valid email address.' },
  uuid: { tr: 'Geçerli bir kimlik (UUID) değil.', de: 'Keine gültige Kennung (UUID).', en: 'Not a valid identifier (UUID).' },
  date: { tr: 'Geçerli bir tarih değil (YYYY-AA-GG).', de: 'Kein gültiges Datum (JJJJ-MM-TT).', en: 'Not a valid date (YYYY-MM-DD).' },
  datetime: { tr: 'Geçerli bir tarih ve saat değil.', de: 'Kein gültiger Zeitpunkt.', en: 'Not a valid date and time.' },
  url: { tr: 'Geçerli bir adres (URL) değil.', de: 'Keine gültige Adresse (URL).', en: 'Not a valid address (URL).' },
  format: { tr: 'Biçimi geçersiz.', de: 'Das Format ist ungültig.', en: 'The format is not valid.' },
  oneOf: { tr: 'Şunlardan biri olmalı: {values}', de: 'Muss einer dieser Werte sein: {values}', en: 'Must be one of: {values}' },
  unknownKeys: { tr: 'Tanınmayan alan: {keys}', de: 'Unbekanntes Feld: {keys}', en: 'Unknown field: {keys}' },
  invalid: { tr: 'Geçersiz değer.', de: 'Ungültiger Wert.', en: 'Invalid value.' },
} satisfies Record<string, Words>;

function fill(words: Words, culture: Culture, values: Record<string, unknown> = {}): string {
  return words[culture].replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}

function typeName(type: string | undefined, culture: Culture): string {
  return (TYPE_NAMES[type ?? 'value'] ?? TYPE_NAMES.value!)[culture];
}

function receivedType(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number') return Number.isNaN(input) ? 'nan' : 'number';
  return typeof input;
}

const show = (v: unknown) => (typeof v === 'string' ? `"${v}"` : String(v));

/** One issue's message in `culture`, with no English left in tr and de. */
export function validationIssueMessage(issue: ValidationIssue, culture: Culture): string {
  const n = (v: number | bigint | undefined) => ({ n: String(v) });
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return fill(M.required, culture);
      return fill(M.invalidType, culture, {
        expected: typeName(issue.expected, culture),
        received: typeName(receivedType(issue.input), culture),
      });
    case 'too_small': {
      const list = issue.origin === 'array' || issue.origin === 'set';
      if (issue.origin === 'string') {
        if (issue.exact) return fill(M.stringExact, culture, n(issue.minimum));
        return Number(issue.minimum) === 1 ? fill(M.notEmpty, culture) : fill(M.stringMin, culture, n(issue.minimum));
      }
      if (list) return fill(M.listMin, culture, n(issue.minimum));
      return fill(issue.inclusive === false ? M.numberAbove : M.numberMin, culture, n(issue.minimum));
    }
    case 'too_big': {
      if (issue.origin === 'string') return fill(issue.exact ? M.stringExact : M.stringMax, culture, n(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set') return fill(M.listMax, culture, n(issue.maximum));
      return fill(issue.inclusive === false ? M.numberBelow : M.numberMax, culture, n(issue.maximum));
    }
    case 'not_multiple_of':
      return fill(M.multipleOf, culture, n(issue.divisor));
    case 'invalid_format': {
      const format = issue.format ?? '';
      if (format === 'email') return fill(M.email, culture);
      if (format === 'uuid' || format === 'guid' || format.startsWith('uuid')) return fill(M.uuid, culture);
      if (format === 'date') return fill(M.date, culture);
      if (format === 'datetime') return fill(M.datetime, culture);
      if (format === 'url') return fill(M.url, culture);
      return fill(M.format, culture);
    }
    case 'invalid_value':
      return fill(M.oneOf, culture, { values: (issue.values ?? []).map(show).join(', ') });
    case 'unrecognized_keys':
      return fill(M.unknownKeys, culture, { keys: (issue.keys ?? []).join(', ') });
    case 'custom': {
      const key = issue.params?.issue as CustomIssue | undefined;
      if (key && key in CUSTOM_ISSUES) return CUSTOM_ISSUES[key][culture];
      return fill(M.invalid, culture);
    }
    default:
      return fill(M.invalid, culture);
  }
}
