import {
  type LocalizedText,
  MAX_SOCIAL_ITEMS,
  SETTINGS_LANGUAGES,
  type SettingsLanguage,
  type SiteSettings,
  type SiteSettingsInput,
} from '@dealerport/contract';
import { z } from 'zod';
import type { SiteSettingsFiles } from '../api/update-site-settings';

/*
 * The site settings form (spec 02 §3 "Site info"): the settings as the server answers them, plus the
 * files chosen and not yet sent. A stored file's URL is kept as it is, null removes it; a chosen file
 * replaces it (its own multipart part).
 */

export type SocialItemValues = {
  /** Only this form's: a stable list key while links are added and removed. */
  uid: string;
  title: string;
  logo: string | null;
  href: string;
  target: '_blank' | '_self';
  /** A new logo for this link (sent as socialLogo<index>). */
  logoFile: File | null;
};

export type SiteSettingsFormValues = Omit<SiteSettings, 'footerSettings'> & {
  footerSettings: Omit<SiteSettings['footerSettings'], 'socialMedia'> & {
    socialMedia: { title: LocalizedText; items: SocialItemValues[] };
  };
  /** New files for the header logo, the favicon and the footer logo. */
  files: { logo: File | null; favIcon: File | null; footerLogo: File | null };
};

export function siteSettingsFormValues(s: SiteSettings): SiteSettingsFormValues {
  return {
    ...structuredClone(s),
    footerSettings: {
      ...structuredClone(s.footerSettings),
      socialMedia: {
        title: { ...s.footerSettings.socialMedia.title },
        items: s.footerSettings.socialMedia.items.map((i) => newSocialItem(i)),
      },
    },
    files: { logo: null, favIcon: null, footerLogo: null },
  };
}

let uids = 0;

/** A social link of the form (an empty one to add, or a stored one). */
export function newSocialItem(item?: Omit<SocialItemValues, 'uid' | 'logoFile'>): SocialItemValues {
  uids += 1;
  return { uid: `social-${uids}`, title: '', logo: null, href: '', target: '_blank', ...item, logoFile: null };
}

const LINK = /^(https?:\/\/[^\s/?#]+\S*|mailto:\S+|tel:\+?[\d\s-]+)$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const localized = (max: number, required = false) => {
  const one = required
    ? z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong')
    : z.string().trim().max(max, 'validation.tooLong');
  return z.object({ tr: one, de: one, en: one });
};

/** SiteSettingsInputSchema's rules with i18n keys as messages (the server checks again). */
export const SiteSettingsFormSchema = z.object({
  title: localized(120, true),
  description: localized(300),
  headerSettings: z.object({ title: localized(120) }),
  footerSettings: z.object({
    socialMedia: z.object({
      title: localized(120),
      items: z
        .array(
          z.object({
            title: z.string().trim().max(100, 'validation.tooLong'),
            href: z
              .string()
              .trim()
              .max(500, 'validation.tooLong')
              .refine((v) => LINK.test(v), 'siteSettings.validation.link'),
          }),
        )
        .max(MAX_SOCIAL_ITEMS),
    }),
    contact: z.object({
      title: localized(120),
      phone: z.string().trim().max(40, 'validation.tooLong'),
      email: z
        .string()
        .trim()
        .max(254, 'validation.tooLong')
        .refine((v) => v === '' || EMAIL.test(v), 'validation.email'),
      address: localized(500),
    }),
  }),
  kvkkValue: localized(2000, true),
  communicationValue: localized(2000, true),
});

const trimmed = (t: LocalizedText): LocalizedText => ({ tr: t.tr.trim(), de: t.de.trim(), en: t.en.trim() });

/** The JSON of the field `settings` and the file parts of PUT /api/commons/siteSettings. */
export function toSiteSettingsRequest(v: SiteSettingsFormValues): { settings: SiteSettingsInput; files: SiteSettingsFiles } {
  const f = v.footerSettings;
  const files: SiteSettingsFiles = { logo: v.files.logo, favIcon: v.files.favIcon, footerLogo: v.files.footerLogo };
  f.socialMedia.items.forEach((item, i) => {
    files[`socialLogo${i}`] = item.logoFile;
  });
  return {
    settings: {
      title: trimmed(v.title),
      description: trimmed(v.description),
      favIcon: v.favIcon,
      headerSettings: { logo: v.headerSettings.logo, title: trimmed(v.headerSettings.title) },
      footerSettings: {
        logo: f.logo,
        socialMedia: {
          title: trimmed(f.socialMedia.title),
          items: f.socialMedia.items.map((i) => ({ title: i.title.trim(), logo: i.logo, href: i.href.trim(), target: i.target })),
        },
        contact: {
          title: trimmed(f.contact.title),
          phone: f.contact.phone.trim(),
          email: f.contact.email.trim(),
          address: trimmed(f.contact.address),
        },
      },
      kvkkValue: trimmed(v.kvkkValue),
      communicationValue: trimmed(v.communicationValue),
    },
    files,
  };
}

/** The language whose field a validation error names first (the form then shows that language). */
export function languageOfErrors(errors: Record<string, unknown>): SettingsLanguage | null {
  for (const path of Object.keys(errors)) {
    const lang = path.split('.').pop();
    if (SETTINGS_LANGUAGES.includes(lang as SettingsLanguage)) return lang as SettingsLanguage;
  }
  return null;
}
