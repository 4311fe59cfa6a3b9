import {
  type CreateUserBody,
  CULTURES,
  type Culture,
  PasswordSchema,
  type UpdateUserBody,
  USER_TYPES,
  type User,
  type UserType,
} from '@dealerport/contract';
import { z } from 'zod';

/** The form's values: selects hold strings, empty text means "not given". */
export type UserFormValues = {
  accountName: string;
  email: string;
  firstName: string;
  lastName: string;
  language: Culture;
  roleId: string | null;
  userType: UserType;
  customerId: string | null;
  salesmanId: string | null;
  isActive: boolean;
  /** Create only; empty lets the server set a random one (the user resets it or an admin sets one). */
  password: string;
};

/**
 * The user form's rules: the contract's CreateUserBodySchema / UpdateUserBodySchema with i18n keys as
 * messages (the contract's user schemas carry zod's English defaults), plus the type rules the server
 * checks (CUSTOMER_ID_REQUIRED, SALESMAN_ID_REQUIRED) so the form says so before sending.
 */
export const UserFormSchema = z
  .object({
    accountName: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .min(2, 'users.validation.accountNameMin')
      .max(100, 'validation.tooLong')
      .regex(/^[\p{L}\p{N}._@-]+$/u, 'users.validation.accountNameChars'),
    email: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong').pipe(z.email('validation.email')),
    firstName: z.string().trim().max(100, 'validation.tooLong'),
    lastName: z.string().trim().max(100, 'validation.tooLong'),
    language: z.enum(CULTURES, 'validation.required'),
    roleId: z.string().nullable(),
    userType: z.enum(USER_TYPES, 'validation.required'),
    customerId: z.string().nullable(),
    salesmanId: z.string().nullable(),
    isActive: z.boolean(),
    password: z.string(),
  })
  .superRefine((v, ctx) => {
    if (!v.roleId) ctx.addIssue({ code: 'custom', path: ['roleId'], message: 'validation.required' });
    if (v.userType === 'dealer' && !v.customerId) {
      ctx.addIssue({ code: 'custom', path: ['customerId'], message: 'users.validation.customerRequired' });
    }
    if (v.userType === 'salesman' && !v.salesmanId) {
      ctx.addIssue({ code: 'custom', path: ['salesmanId'], message: 'users.validation.salesmanRequired' });
    }
    if (v.password) {
      const check = PasswordSchema.safeParse(v.password);
      const first = check.success ? undefined : check.error.issues[0];
      if (first) ctx.addIssue({ code: 'custom', path: ['password'], message: first.message });
    }
  });

export function userFormValues(user?: User | null): UserFormValues {
  return {
    accountName: user?.accountName ?? '',
    email: user?.email ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    language: (CULTURES as readonly string[]).includes(user?.language ?? '') ? (user?.language as Culture) : 'tr',
    roleId: user ? String(user.roleId) : null,
    userType: user?.userType ?? 'staff',
    customerId: user?.customerId ?? null,
    salesmanId: user?.salesmanId ?? null,
    isActive: user?.isActive ?? true,
    password: '',
  };
}

function common(values: UserFormValues): UpdateUserBody {
  return {
    accountName: values.accountName.trim(),
    email: values.email.trim(),
    firstName: values.firstName.trim() || null,
    lastName: values.lastName.trim() || null,
    language: values.language,
    roleId: Number(values.roleId),
    userType: values.userType,
    // a user is linked to a customer or a salesman, never both (spec 02 §6)
    customerId: values.userType === 'dealer' ? values.customerId : null,
    salesmanId: values.userType === 'salesman' ? values.salesmanId : null,
    isActive: values.isActive,
  };
}

export function toCreateUserBody(values: UserFormValues): CreateUserBody {
  const body: CreateUserBody = common(values);
  if (values.password) body.password = values.password;
  return body;
}

export function toUpdateUserBody(values: UserFormValues): UpdateUserBody {
  return common(values);
}
