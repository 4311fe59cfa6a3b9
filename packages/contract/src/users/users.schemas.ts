import { z } from 'zod';
import { ROLE_TYPES } from '../access/permissions';
import { CustomerRefSchema } from '../auth/auth.schemas';
import { CULTURES } from '../common/errors';
import { pagedListSchema } from '../common/paging';
import { text } from '../common/text';

export const USER_TYPES = ['staff', 'salesman', 'dealer'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** A user as the administration screens see it (spec 02 §3 User, plus names, type and state). */
export const UserSchema = z.object({
  id: text(),
  accountName: text(),
  email: text(),
  firstName: text().nullable(),
  lastName: text().nullable(),
  language: text(),
  roleId: z.number().int(),
  roleName: text(),
  roleType: z.enum(ROLE_TYPES),
  /** The role type's name in the caller's x-culture. */
  roleTypeName: text(),
  salesmanId: text().nullable(),
  salesmanName: text().nullable(),
  customerId: text().nullable(),
  customerName: text().nullable(),
  userType: z.enum(USER_TYPES),
  isActive: z.boolean(),
  isPasswordChangeRequired: z.boolean(),
  /** ISO 8601, null when never signed in. */
  lastLoggedOn: text().nullable(),
});
export type User = z.infer<typeof UserSchema>;
export const UserListSchema = pagedListSchema(UserSchema);

export const UserOptionSchema = z.object({ id: text(), accountName: text() });
export const UserOptionListSchema = z.array(UserOptionSchema);

export const UserIdParamSchema = z.object({ id: z.uuid() });
export const UserPasswordParamSchema = z.object({ userId: z.uuid() });

const optionalName = text().trim().max(100).nullish();

/**
 * Fields shared by create and update (spec 02 §3 User input). `customerId` is required for dealers,
 * `salesmanId` for salesmen; the other one is cleared. Staff users have neither.
 */
const UserInputFields = {
  accountName: text()
    .trim()
    .min(2)
    .max(100)
    .regex(/^[\p{L}\p{N}._@-]+$/u),
  email: z.email().max(200),
  firstName: optionalName,
  lastName: optionalName,
  roleId: z.number().int().min(1).max(2_147_483_647),
  language: z.enum(CULTURES),
  userType: z.enum(USER_TYPES),
  customerId: z.uuid().nullish(),
  salesmanId: z.uuid().nullish(),
  isActive: z.boolean().optional(),
};

/** POST /api/users. Without `password` a random one is set (the user resets it by email or an admin sets one). */
export const CreateUserBodySchema = z.object({
  ...UserInputFields,
  password: text().min(1).max(128).optional(),
});
export type CreateUserBody = z.infer<typeof CreateUserBodySchema>;

/** PUT /api/users/{id}: the same fields without the password. */
export const UpdateUserBodySchema = z.object({
  ...UserInputFields,
  isPasswordChangeRequired: z.boolean().optional(),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;

/** PUT /api/users/{userId}/update-password: an administrator sets a password (policy: PasswordSchema). */
export const SetUserPasswordBodySchema = z.object({
  newPassword: text().min(1).max(128),
  confirmNewPassword: text().min(1).max(128),
});
export type SetUserPasswordBody = z.infer<typeof SetUserPasswordBodySchema>;

/** ColumnFilters of GET /api/users: a JSON object, e.g. `{"userType":"dealer","isActive":true}`. */
export const UserColumnFiltersSchema = z.strictObject({
  roleId: z.number().int().optional(),
  roleType: z.enum(ROLE_TYPES).optional(),
  userType: z.enum(USER_TYPES).optional(),
  customerId: z.uuid().optional(),
  salesmanId: z.uuid().optional(),
  isActive: z.boolean().optional(),
});
export type UserColumnFilters = z.infer<typeof UserColumnFiltersSchema>;

/** GET /api/users/customers: the customers that have (not deleted) dealer users, for the users filter. */
export const UserCustomerListSchema = z.array(CustomerRefSchema);
