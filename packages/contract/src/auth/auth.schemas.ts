import { z } from 'zod';
import { ROLE_TYPES } from '../access/permissions';
import { text } from '../common/text';

export const SignInBodySchema = z.object({
  /** Account name or email (design.md §4). */
  userName: text().trim().min(1).max(200),
  password: text().min(1).max(200),
  language: text().max(10).optional(),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

export const AuthResultSchema = z.object({
  schema: z.literal('Bearer'),
  token: text(),
  refreshToken: text(),
  /** When the access token expires (ISO 8601). */
  expiresIn: text(),
});
export type AuthResult = z.infer<typeof AuthResultSchema>;

export const RefreshBodySchema = z.object({ refreshToken: text().min(10).max(500) });
export type RefreshBody = z.infer<typeof RefreshBodySchema>;

export const ForgottenPasswordQuerySchema = z.object({
  /** Where the emailed link points; the token is appended as the last path segment. */
  callBackUrl: text().min(1).max(500),
});
export const ForgottenPasswordBodySchema = z.object({
  /** Account name or email. */
  email: text().trim().min(1).max(200),
});
export type ForgottenPasswordBody = z.infer<typeof ForgottenPasswordBodySchema>;

/** Password rules of spec 01 §5, shared by the server and the forms. Messages are i18n keys. */
export const PasswordSchema = text()
  .min(8, 'validation.passwordMin')
  .max(128, 'validation.passwordMax')
  .regex(/[A-Z]/, 'validation.passwordUpper')
  .regex(/[a-z]/, 'validation.passwordLower')
  .regex(/[0-9]/, 'validation.passwordDigit');

export const ResetPasswordParamsSchema = z.object({ token: text().min(10).max(200) });
export const ResetPasswordBodySchema = z.object({
  newPassword: text().min(1).max(128),
  confirmNewPassword: text().min(1).max(128),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const ChangePasswordBodySchema = z.object({
  oldPassword: text().min(1).max(128),
  newPassword: text().min(1).max(128),
  confirmNewPassword: text().min(1).max(128),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

const passwordsMatch = {
  check: (v: { newPassword: string; confirmNewPassword: string }) => v.newPassword === v.confirmNewPassword,
  params: { path: ['confirmNewPassword'], message: 'validation.passwordsMustMatch', params: { issue: 'PASSWORDS_MUST_MATCH' } },
};

/** The client change-password form (spec 01 §5): each rule with its own message key. */
export const ChangePasswordFormSchema = z
  .object({
    oldPassword: text().min(1, 'validation.required'),
    newPassword: text().min(1, 'validation.required').pipe(PasswordSchema),
    confirmNewPassword: text().min(1, 'validation.required'),
  })
  .refine(passwordsMatch.check, passwordsMatch.params);

/** The reset form: the same rules without the old password. */
export const ResetPasswordFormSchema = z
  .object({
    newPassword: text().min(1, 'validation.required').pipe(PasswordSchema),
    confirmNewPassword: text().min(1, 'validation.required'),
  })
  .refine(passwordsMatch.check, passwordsMatch.params);

export const CustomerRefSchema = z.object({ id: text(), name: text(), code: text().nullable() });
export type CustomerRef = z.infer<typeof CustomerRefSchema>;

export const SalesmanRefSchema = z.object({ id: text(), name: text(), code: text() });

export const IdentitySchema = z.object({
  id: text(),
  accountName: text(),
  email: text(),
  firstName: text().nullable(),
  lastName: text().nullable(),
  language: text(),
  isPasswordChangeRequired: z.boolean(),
  role: z.object({
    id: z.number().int(),
    name: text(),
    roleType: z.enum(ROLE_TYPES),
    permissions: z.array(text()),
  }),
  /** The dealer's own customer; null for staff and salesmen. */
  customer: CustomerRefSchema.nullable(),
  salesman: SalesmanRefSchema.nullable(),
  /**
   * Country code of the user's own customer (dealers); null for staff and salesmen, who have none. The
   * de-only pages (spec 01 §2) follow it for dealers; for staff and salesmen the client uses the selected
   * customer's country code instead (its selection list carries it), so they see those pages while
   * acting for a German customer.
   */
  countryCode: text().nullable(),
});
export type Identity = z.infer<typeof IdentitySchema>;
