import { z } from 'zod';
import { text } from '../common/text';

/*
 * The settings groups of spec 01 §7 "Common settings" (design.md §4b: one typed schema per group, stored
 * as a JSON row with a version): the settings list, general, image and site settings, and the site info
 * the client shows before and after sign-in (spec 02 §3 "Site info", §4 "Site info load").
 */

/** A row of GET /api/commons/settings (spec 01 §3 "Setting"). `value` is the group's JSON, secrets masked. */
export const SettingSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  value: z.string(),
  description: z.string(),
  /** A static setting is fixed by the operator: its group's PUT answers 400 SETTING_STATIC. */
  isStatic: z.boolean(),
  /** An inactive setting is not applied: its group reads as its defaults. */
  isActive: z.boolean(),
  /** Raised by every change. */
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Setting = z.infer<typeof SettingSchema>;
export const SettingListSchema = z.array(SettingSchema);

// ---- general settings ----

export const SETTINGS_LANGUAGES = ['tr', 'de', 'en'] as const;
export type SettingsLanguage = (typeof SETTINGS_LANGUAGES)[number];

/** General settings (fields not shown by the spec; ours: who runs the portal and its defaults). */
export const GeneralSettingsSchema = z.object({
  /** The distributor's legal name (documents, emails). */
  companyName: z.string(),
  /** Where dealers write for help ('' = none). */
  supportEmail: z.string(),
  /** The language of a visitor who has not chosen one. */
  defaultLanguage: z.enum(SETTINGS_LANGUAGES),
  /** IANA time zone of the distributor (cut-off times, reports). */
  timeZone: z.string(),
});
export type GeneralSettings = z.infer<typeof GeneralSettingsSchema>;

export const DEFAULT_GENERAL_SETTINGS: GeneralSettings = {
  companyName: 'Dealerport',
  supportEmail: '',
  defaultLanguage: 'tr',
  timeZone: 'Europe/Istanbul',
};

const validTimeZone = (v: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: v });
    return true;
  } catch {
    return false;
  }
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** PUT /api/commons/generalSettings. */
export const UpdateGeneralSettingsBodySchema = z.object({
  companyName: text().trim().min(1).max(200),
  supportEmail: text()
    .trim()
    .max(254)
    .refine((v) => v === '' || EMAIL.test(v), { params: { issue: 'EMAIL' } })
    .default(''),
  defaultLanguage: z.enum(SETTINGS_LANGUAGES),
  timeZone: text()
    .trim()
    .min(1)
    .max(64)
    .refine(validTimeZone, { params: { issue: 'TIME_ZONE' } }),
});
export type UpdateGeneralSettingsBody = z.output<typeof UpdateGeneralSettingsBodySchema>;

// ---- image settings ----

export const IMAGE_TYPES = ['png', 'jpg', 'webp', 'svg'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The bounds an administrator may set (sane for a web shop's pictures; the server's upload limit is 5 MiB). */
export const IMAGE_SETTING_BOUNDS = {
  maxUploadKb: { min: 16, max: 5120 },
  largeMaxSide: { min: 256, max: 4096 },
  thumbnailMaxSide: { min: 32, max: 1024 },
  quality: { min: 30, max: 100 },
} as const;

/** Image settings: what the image pipeline accepts and what it makes of an upload. */
export const ImageSettingsSchema = z.object({
  /** The largest upload accepted, in KiB. */
  maxUploadKb: z.number().int(),
  /** The kinds accepted (checked by the file's bytes, not its name). */
  allowedTypes: z.array(z.enum(IMAGE_TYPES)),
  /** The longest side of the stored (large) image, in pixels. */
  largeMaxSide: z.number().int(),
  /** The longest side of the thumbnail, in pixels. */
  thumbnailMaxSide: z.number().int(),
  /** WebP quality of the large image (30–100). */
  quality: z.number().int(),
  /** WebP quality of the thumbnail (30–100). */
  thumbnailQuality: z.number().int(),
});
export type ImageSettings = z.infer<typeof ImageSettingsSchema>;

/** What the pipeline did before these settings existed (ADR 0022). */
export const DEFAULT_IMAGE_SETTINGS: ImageSettings = {
  maxUploadKb: 5120,
  allowedTypes: ['png', 'jpg', 'webp', 'svg'],
  largeMaxSide: 1600,
  thumbnailMaxSide: 256,
  quality: 82,
  thumbnailQuality: 75,
};

const bounded = (b: { min: number; max: number }) => z.number().int().min(b.min).max(b.max);
const B = IMAGE_SETTING_BOUNDS;

/** PUT /api/commons/imageSettings. */
export const UpdateImageSettingsBodySchema = z
  .object({
    maxUploadKb: bounded(B.maxUploadKb),
    allowedTypes: z
      .array(z.enum(IMAGE_TYPES))
      .min(1)
      .max(IMAGE_TYPES.length)
      .transform((v) => IMAGE_TYPES.filter((t) => v.includes(t))),
    largeMaxSide: bounded(B.largeMaxSide),
    thumbnailMaxSide: bounded(B.thumbnailMaxSide),
    quality: bounded(B.quality),
    thumbnailQuality: bounded(B.quality),
  })
  .refine((b) => b.thumbnailMaxSide <= b.largeMaxSide, { path: ['thumbnailMaxSide'], params: { issue: 'THUMBNAIL_LARGER' } });
export type UpdateImageSettingsBody = z.output<typeof UpdateImageSettingsBodySchema>;

// ---- site settings ----

/** A text in each interface language. */
export const LocalizedTextSchema = z.object({ tr: z.string(), de: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

export const LINK_TARGETS = ['_blank', '_self'] as const;

/** Site settings (spec 02 §3 "Site info", every text per language): header, footer, favicon, consents. */
export const SiteSettingsSchema = z.object({
  /** The document title and the copyright line's service title. */
  title: LocalizedTextSchema,
  /** The line under the logo on the sign-in pages. */
  description: LocalizedTextSchema,
  /** null: the built-in icon. */
  favIcon: z.string().nullable(),
  headerSettings: z.object({ logo: z.string().nullable(), title: LocalizedTextSchema }),
  footerSettings: z.object({
    logo: z.string().nullable(),
    socialMedia: z.object({
      title: LocalizedTextSchema,
      items: z.array(z.object({ title: z.string(), logo: z.string().nullable(), href: z.string(), target: z.enum(LINK_TARGETS) })),
    }),
    contact: z.object({ title: LocalizedTextSchema, phone: z.string(), email: z.string(), address: LocalizedTextSchema }),
  }),
  /** The privacy (KVKK) consent of the sign-up form. */
  kvkkValue: LocalizedTextSchema,
  /** The commercial communication consent of the sign-up form. */
  communicationValue: LocalizedTextSchema,
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

const same = (v: string): LocalizedText => ({ tr: v, de: v, en: v });

/** The texts the portal showed before these settings existed (apps/web lib/site.ts and the language files). */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  title: same('Dealerport'),
  description: { tr: 'Bayi sipariş portalı', de: 'Händler-Bestellportal', en: 'Dealer ordering portal' },
  favIcon: null,
  headerSettings: { logo: null, title: same('Dealerport') },
  footerSettings: {
    logo: null,
    socialMedia: { title: { tr: 'Bizi takip edin', de: 'Folgen Sie uns', en: 'Follow us' }, items: [] },
    contact: {
      title: { tr: 'Bize ulaşın', de: 'Kontakt', en: 'Contact us' },
      phone: '+90 850 000 00 00',
      email: '',
      address: same(''),
    },
  },
  kvkkValue: {
    tr: 'KVKK aydınlatma metnini okudum; kişisel verilerimin bu başvuru için işlenmesine onay veriyorum.',
    de: 'Ich habe die Datenschutzhinweise (KVKK) gelesen und willige in die Verarbeitung meiner personenbezogenen Daten für diese Registrierung ein.',
    en: 'I have read the privacy notice (KVKK) and consent to my personal data being processed for this application.',
  },
  communicationValue: {
    tr: 'Ürünler ve kampanyalar hakkında ticari elektronik ileti (e-posta, SMS) almak istiyorum.',
    de: 'Ich möchte Werbenachrichten (E-Mail, SMS) zu Produkten und Aktionen erhalten.',
    en: 'I would like to receive commercial messages (email, SMS) about products and campaigns.',
  },
};

/** The most social links the footer shows (each may have its own logo file: socialLogo0 … socialLogo7). */
export const MAX_SOCIAL_ITEMS = 8;

const localized = (max: number, required = false) => {
  const one = required ? text().trim().min(1).max(max) : text().trim().max(max);
  return z.object({ tr: one, de: one, en: one });
};

const LINK = /^(https?:\/\/[^\s/?#]+\S*|mailto:\S+|tel:\+?[\d\s-]+)$/i;

/**
 * A stored file: a URL the server answered (kept as it is) or null (removed). A new file replaces it
 * through its file part; any other URL is refused (files come only through the storage boundary).
 */
const storedFile = text().max(500).startsWith('/uploads/site/').nullable();

/** The site settings as PUT sends them (the JSON of the multipart field `settings`). */
export const SiteSettingsInputSchema = z.object({
  title: localized(120, true),
  description: localized(300),
  favIcon: storedFile,
  headerSettings: z.object({ logo: storedFile, title: localized(120) }),
  footerSettings: z.object({
    logo: storedFile,
    socialMedia: z.object({
      title: localized(120),
      items: z
        .array(
          z.object({
            title: text().trim().max(100),
            logo: storedFile,
            href: text()
              .trim()
              .max(500)
              .refine((v) => LINK.test(v), { params: { issue: 'LINK_URL' } }),
            target: z.enum(LINK_TARGETS),
          }),
        )
        .max(MAX_SOCIAL_ITEMS),
    }),
    contact: z.object({
      title: localized(120),
      phone: text().trim().max(40),
      email: text()
        .trim()
        .max(254)
        .refine((v) => v === '' || EMAIL.test(v), { params: { issue: 'EMAIL' } }),
      address: localized(500),
    }),
  }),
  kvkkValue: localized(2000, true),
  communicationValue: localized(2000, true),
});
export type SiteSettingsInput = z.output<typeof SiteSettingsInputSchema>;

/** A multipart text field holding JSON, checked by `schema` (issues at their paths under the field). */
const jsonField = <S extends z.ZodType>(schema: S) =>
  text()
    .max(100_000)
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', params: { issue: 'JSON_FIELD' } });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** PUT /api/commons/siteSettings (multipart): the settings as JSON, the files as their parts. */
export const UpdateSiteSettingsBodySchema = z.object({ settings: jsonField(SiteSettingsInputSchema) });
export type UpdateSiteSettingsBody = z.output<typeof UpdateSiteSettingsBodySchema>;

/** The file parts of the site settings' PUT. */
export const SITE_SETTINGS_FILES = {
  logo: { description: 'The header logo (png, jpeg, webp or svg, per the image settings); replaces the stored one' },
  favIcon: { description: 'The favicon (png, webp or svg; square); replaces the stored one' },
  footerLogo: { description: 'The footer logo; replaces the stored one' },
  ...Object.fromEntries(
    Array.from({ length: MAX_SOCIAL_ITEMS }, (_, i) => [`socialLogo${i}`, { description: `The logo of social link ${i} (items[${i}])` }]),
  ),
} as Readonly<Record<string, { description: string }>>;

// ---- site info (public) ----

/**
 * GET /api/home/site-infos: the site settings in the caller's language, as the spec's "Site info". The
 * contact's phone is `phoneNumber`, the spec's name (the settings keep it as `phone`).
 */
export const SiteInfoSchema = z.object({
  title: z.string(),
  description: z.string(),
  favIcon: z.string().nullable(),
  headerSettings: z.object({ logo: z.string().nullable(), title: z.string() }),
  footerSettings: z.object({
    logo: z.string().nullable(),
    socialMedia: z.object({
      title: z.string(),
      items: z.array(z.object({ title: z.string(), logo: z.string().nullable(), href: z.string(), target: z.enum(LINK_TARGETS) })),
    }),
    contact: z.object({ title: z.string(), phoneNumber: z.string(), email: z.string(), address: z.string() }),
  }),
  kvkkValue: z.string(),
  communicationValue: z.string(),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;

/** The site info of `settings` in `language`. */
export function siteInfoOf(settings: SiteSettings, language: SettingsLanguage): SiteInfo {
  const f = settings.footerSettings;
  return {
    title: settings.title[language],
    description: settings.description[language],
    favIcon: settings.favIcon,
    headerSettings: { logo: settings.headerSettings.logo, title: settings.headerSettings.title[language] },
    footerSettings: {
      logo: f.logo,
      socialMedia: { title: f.socialMedia.title[language], items: f.socialMedia.items.map((i) => ({ ...i })) },
      contact: {
        title: f.contact.title[language],
        phoneNumber: f.contact.phone,
        email: f.contact.email,
        address: f.contact.address[language],
      },
    },
    kvkkValue: settings.kvkkValue[language],
    communicationValue: settings.communicationValue[language],
  };
}
