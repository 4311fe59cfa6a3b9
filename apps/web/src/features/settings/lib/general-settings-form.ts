import { SETTINGS_LANGUAGES, type UpdateGeneralSettingsBody } from '@dealerport/contract';
import { z } from 'zod';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const validTimeZone = (v: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: v });
    return true;
  } catch {
    return false;
  }
};

/** UpdateGeneralSettingsBodySchema with i18n keys as messages. */
export const GeneralSettingsFormSchema = z.object({
  companyName: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
  supportEmail: z
    .string()
    .trim()
    .max(254, 'validation.tooLong')
    .refine((v) => v === '' || EMAIL.test(v), 'validation.email'),
  defaultLanguage: z.enum(SETTINGS_LANGUAGES, 'validation.required'),
  timeZone: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(64, 'validation.tooLong')
    .refine(validTimeZone, 'generalSettings.validation.timeZone'),
});

export function toGeneralSettingsBody(values: z.input<typeof GeneralSettingsFormSchema>): UpdateGeneralSettingsBody {
  return {
    companyName: values.companyName.trim(),
    supportEmail: values.supportEmail.trim(),
    defaultLanguage: values.defaultLanguage,
    timeZone: values.timeZone.trim(),
  };
}

/** The time zones this browser knows (for the picker); a short list where it cannot tell. */
export function knownTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  try {
    const zones = intl.supportedValuesOf?.('timeZone');
    if (zones && zones.length > 0) return zones;
  } catch {
    // older browsers: the short list
  }
  return ['Europe/Istanbul', 'Europe/Berlin', 'Europe/London', 'UTC'];
}
