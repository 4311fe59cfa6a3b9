import { z } from 'zod';
import { CustomerRefSchema, SalesmanRefSchema } from '../auth/auth.schemas';
import { CULTURES } from '../common/errors';
import { text } from '../common/text';

/** GET /api/profiles: the signed-in user's own profile (spec 02 §7 Profiles). */
export const ProfileSchema = z.object({
  id: text(),
  accountName: text(),
  email: text(),
  firstName: text().nullable(),
  lastName: text().nullable(),
  language: text(),
  /** The dealer's own customer; null for staff and salesmen. */
  customer: CustomerRefSchema.nullable(),
  salesman: SalesmanRefSchema.nullable(),
  roleName: text(),
  /** ISO 8601, null when never signed in. */
  lastLoggedOn: text().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

const optionalName = text().trim().max(100).nullish();

/** PUT /api/profiles: what a user may change of himself (spec 02 §3 User create: firstName, lastName, email, language). */
export const UpdateProfileBodySchema = z.object({
  firstName: optionalName,
  lastName: optionalName,
  email: z.email().max(200),
  language: z.enum(CULTURES),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;
