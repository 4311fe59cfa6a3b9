import { z } from 'zod';

/** UpdatePasswordSettingsBodySchema with i18n keys as messages; the pattern must compile here as on the server. */
export const PasswordSettingsFormSchema = z.object({
  passwordPattern: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(500, 'validation.tooLong')
    .refine((pattern) => {
      try {
        new RegExp(pattern);
        return true;
      } catch {
        return false;
      }
    }, 'settings.validation.invalidPattern'),
  passwordChangeFrequency: z
    .number('validation.required')
    .int('settings.validation.wholeDays')
    .min(0, 'settings.validation.frequencyRange')
    .max(3650, 'settings.validation.frequencyRange'),
});
export type PasswordSettingsFormValues = z.infer<typeof PasswordSettingsFormSchema>;
