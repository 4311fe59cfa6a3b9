import { PasswordSchema } from '@dealerport/contract';
import { z } from 'zod';

/**
 * The reset form: the change-password form's rules without the old password (spec 01 §5).
 * ChangePasswordFormSchema is refined, so it cannot be `.omit`ted; ask for a shared
 * ResetPasswordFormSchema in the contract and import it here instead.
 */
export const ResetPasswordFormSchema = z
  .object({
    newPassword: z.string().min(1, 'validation.required').pipe(PasswordSchema),
    confirmNewPassword: z.string().min(1, 'validation.required'),
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    path: ['confirmNewPassword'],
    message: 'validation.passwordsMustMatch',
  });
