import { CULTURES, type Culture, type Profile, type UpdateProfileBody } from '@dealerport/contract';
import { z } from 'zod';

export type ProfileFormValues = { firstName: string; lastName: string; email: string; language: Culture };

/** The contract's UpdateProfileBodySchema with i18n keys as messages. */
export const ProfileFormSchema = z.object({
  firstName: z.string().trim().max(100, 'validation.tooLong'),
  lastName: z.string().trim().max(100, 'validation.tooLong'),
  email: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong').pipe(z.email('validation.email')),
  language: z.enum(CULTURES, 'validation.required'),
});

export function profileFormValues(profile: Profile | undefined): ProfileFormValues {
  const language = (CULTURES as readonly string[]).includes(profile?.language ?? '') ? (profile?.language as Culture) : 'tr';
  return { firstName: profile?.firstName ?? '', lastName: profile?.lastName ?? '', email: profile?.email ?? '', language };
}

/** Blank names are sent as null (not given). */
export function toProfileBody(values: ProfileFormValues): UpdateProfileBody {
  return {
    firstName: values.firstName.trim() || null,
    lastName: values.lastName.trim() || null,
    email: values.email.trim(),
    language: values.language,
  };
}
