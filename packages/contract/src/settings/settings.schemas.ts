import { z } from 'zod';
import { text } from '../common/text';

/**
 * The default password pattern: the policy of spec 01 §5 (8+ characters, an uppercase letter, a
 * lowercase letter, a digit) as a regular expression, so the setting starts equal to PasswordSchema.
 */
export const DEFAULT_PASSWORD_PATTERN = '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).{8,}$';

/** Security settings (spec 02 §3): passwordPattern, passwordChangeFrequency. */
export const PasswordSettingsSchema = z.object({
  /** A regular expression every new password must match, in addition to PasswordSchema. */
  passwordPattern: text(),
  /** Days after which a password must be changed; 0 means never. */
  passwordChangeFrequency: z.number().int(),
});
export type PasswordSettings = z.infer<typeof PasswordSettingsSchema>;

/** PUT /api/commons/passwordSettings. The pattern must compile (INVALID_PASSWORD_PATTERN otherwise). */
export const UpdatePasswordSettingsBodySchema = z.object({
  passwordPattern: text().trim().min(1).max(500),
  passwordChangeFrequency: z.number().int().min(0).max(3650),
});
export type UpdatePasswordSettingsBody = z.infer<typeof UpdatePasswordSettingsBodySchema>;
