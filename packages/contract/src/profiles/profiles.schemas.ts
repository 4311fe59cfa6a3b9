import { z } from 'zod';
import { CustomerRefSchema, SalesmanRefSchema } from '../auth/auth.schemas';
import { CULTURES } from '../common/errors';

/** GET /api/profiles: the signed-in user's own profile (spec 02 §7 Profiles). */
export const ProfileSchema = z.object({
  id: z.string(),
  accountName: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  language: z.string(),
  /** The dealer's own customer; null for staff and salesmen. */
  customer: CustomerRefSchema.nullable(),
  salesman: SalesmanRefSchema.nullable(),
  roleName: z.string(),
  /** ISO 8601, null when never signed in. */
  lastLoggedOn: z.string().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

const optionalName = z.string().trim().max(100).nullish();

/** PUT /api/profiles: what a user may change of himself (spec 02 §3 User create: firstName, lastName, email, language). */
export const UpdateProfileBodySchema = z.object({
  firstName: optionalName,
  lastName: optionalName,
  email: z.email().max(200),
  language: z.enum(CULTURES),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;
