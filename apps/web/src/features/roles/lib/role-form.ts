import { ROLE_TYPES, type RoleBody, type RoleType } from '@dealerport/contract';
import { z } from 'zod';

export type RoleFormValues = { name: string; roleType: RoleType; permissions: string[] };

/** RoleBodySchema with i18n keys as messages. */
export const RoleFormSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  roleType: z.enum(ROLE_TYPES, 'validation.required'),
  permissions: z.array(z.string()),
});

export function toRoleBody(values: RoleFormValues, ordered: (selected: string[]) => string[]): RoleBody {
  return { name: values.name.trim(), roleType: values.roleType, permissions: ordered(values.permissions) };
}
