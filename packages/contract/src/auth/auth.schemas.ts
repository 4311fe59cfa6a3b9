import { z } from 'zod';
import { ROLE_TYPES } from '../access/permissions';

export const SignInBodySchema = z.object({
  /** Account name or email (design.md §4). */
  userName: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(200),
  language: z.string().max(10).optional(),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

export const AuthResultSchema = z.object({
  schema: z.literal('Bearer'),
  token: z.string(),
  refreshToken: z.string(),
  /** When the access token expires (ISO 8601). */
  expiresIn: z.string(),
});
export type AuthResult = z.infer<typeof AuthResultSchema>;

export const RefreshBodySchema = z.object({ refreshToken: z.string().min(10).max(500) });
export type RefreshBody = z.infer<typeof RefreshBodySchema>;

export const ForgottenPasswordQuerySchema = z.object({
  /** Where the emailed link points; the token is appended as the last path segment. */
  callBackUrl: z.string().min(1).max(500),
});
export const ForgottenPasswordBodySchema = z.object({
  /** Account name or email. */
  email: z.string().trim().min(1).max(200),
});
export type ForgottenPasswordBody = z.infer<typeof ForgottenPasswordBodySchema>;

/** Password rules of spec 01 §5, shared by the server and the forms. Messages are i18n keys. */
export const PasswordSchema = z
  .string()
  .min(8, 'validation.passwordMin')
  .max(128, 'validation.passwordMax')
  .regex(/[A-Z]/, 'validation.passwordUpper')
  .regex(/[a-z]/, 'validation.passwordLower')
  .regex(/[0-9]/, 'validation.passwordDigit');

export const ResetPasswordParamsSchema = z.object({ token: z.string().min(10).max(200) });
export const ResetPasswordBodySchema = z.object({
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const ChangePasswordBodySchema = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

const passwordsMatch = {
  check: (v: { newPassword: string; confirmNewPassword: string }) => v.newPassword === v.confirmNewPassword,
  params: { path: ['confirmNewPassword'], message: 'validation.passwordsMustMatch' },
};

/** The client change-password form (spec 01 §5): each rule with its own message key. */
export const ChangePasswordFormSchema = z
  .object({
    oldPassword: z.string().min(1, 'validation.required'),
    newPassword: z.string().min(1, 'validation.required').pipe(PasswordSchema),
    confirmNewPassword: z.string().min(1, 'validation.required'),
  })
  .refine(passwordsMatch.check, passwordsMatch.params);

/** The reset form: the same rules without the old password. */
export const ResetPasswordFormSchema = z
  .object({
    newPassword: z.string().min(1, 'validation.required').pipe(PasswordSchema),
    confirmNewPassword: z.string().min(1, 'validation.required'),
  })
  .refine(passwordsMatch.check, passwordsMatch.params);

export const CustomerRefSchema = z.object({ id: z.string(), name: z.string(), code: z.string().nullable() });
export type CustomerRef = z.infer<typeof CustomerRefSchema>;

export const SalesmanRefSchema = z.object({ id: z.string(), name: z.string(), code: z.string() });

export const IdentitySchema = z.object({
  id: z.string(),
  accountName: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  language: z.string(),
  isPasswordChangeRequired: z.boolean(),
  role: z.object({
    id: z.number().int(),
    name: z.string(),
    roleType: z.enum(ROLE_TYPES),
    permissions: z.array(z.string()),
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
  countryCode: z.string().nullable(),
});
export type Identity = z.infer<typeof IdentitySchema>;
