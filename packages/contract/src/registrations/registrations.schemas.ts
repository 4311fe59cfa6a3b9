import { z } from 'zod';
import type { Culture } from '../common/errors';
import { countryCode, optionalText } from '../common/fields';
import { pagedListSchema } from '../common/paging';
import { text } from '../common/text';

// ---- customer registrations (design.md §4 sign-up) ----

/** POST /api/customers/customer-registration and POST /api/auths/sign-up. */
export const CustomerRegistrationBodySchema = z.object({
  /** Company name. */
  name: text().trim().min(2).max(200),
  title: text().trim().min(1).max(200),
  email: z.email().max(200),
  phoneNumber: text()
    .trim()
    .min(5)
    .max(40)
    .regex(/^[0-9+()\-./ ]+$/),
  representativePerson: text().trim().min(2).max(200),
  /** Must be true (KVKK consent); false answers KVKK_CONSENT_REQUIRED. */
  isKvkkConfirm: z.boolean(),
  isCommunicationConfirm: z.boolean().default(false),
  customerSectors: z.array(text().trim().min(1).max(100)).max(20).default([]),
  taxNumber: optionalText(50),
  taxOffice: optionalText(100),
  address: optionalText(500),
  city: optionalText(100),
  countryCode: countryCode.nullish().transform((v) => v ?? null),
});
export type CustomerRegistrationBody = z.infer<typeof CustomerRegistrationBodySchema>;

/**
 * Answer of both registration calls. The spec's sign-up answer carries `data.token`/`data.user`;
 * here sign-up creates a registration awaiting approval (design.md §4), so `data` holds its id and
 * `message` says (in x-culture) that the application will be reviewed.
 */
export const RegistrationReceivedSchema = z.object({
  data: z.object({ registrationId: text() }),
  message: text(),
});
export type RegistrationReceived = z.infer<typeof RegistrationReceivedSchema>;

export const REGISTRATION_RECEIVED_MESSAGE: Record<Culture, string> = {
  tr: 'Başvurunuz alındı. İncelendikten sonra size e-posta ile bilgi verilecektir.',
  de: 'Ihre Anmeldung ist eingegangen. Nach der Prüfung erhalten Sie eine E-Mail von uns.',
  en: 'Your application was received and will be reviewed. We will email you once it is approved.',
};

export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** A row of GET /api/customers/customer-registration (the /dealer-register-list screen). */
export const CustomerRegistrationSchema = z.object({
  id: text(),
  name: text(),
  title: text(),
  email: text(),
  phoneNumber: text(),
  representativePerson: text(),
  taxNumber: text().nullable(),
  taxOffice: text().nullable(),
  address: text().nullable(),
  city: text().nullable(),
  countryCode: text().nullable(),
  customerSectors: z.array(text()),
  language: text(),
  isKvkkConfirm: z.boolean(),
  isCommunicationConfirm: z.boolean(),
  /** ISO 8601: when the consents were given. */
  consentAt: text(),
  status: z.enum(REGISTRATION_STATUSES),
  /** The customer created on approval. */
  customerId: text().nullable(),
  createdAt: text(),
  decidedAt: text().nullable(),
  /** Why it was rejected, when the administrator gave a reason. */
  rejectionReason: text().nullable(),
});
export type CustomerRegistration = z.infer<typeof CustomerRegistrationSchema>;
export const CustomerRegistrationListSchema = pagedListSchema(CustomerRegistrationSchema);

/** ColumnFilters of GET /api/customers/customer-registration, e.g. `{"status":"pending"}`. */
export const RegistrationColumnFiltersSchema = z.strictObject({
  status: z.enum(REGISTRATION_STATUSES).optional(),
  countryCode: text().length(2).optional(),
});
export type RegistrationColumnFilters = z.infer<typeof RegistrationColumnFiltersSchema>;

export const RegistrationIdParamSchema = z.object({ id: z.uuid() });

/** Approving a registration (an extension call): optionally with a dealer role other than the default. */
export const ApproveRegistrationBodySchema = z.object({ roleId: z.number().int().positive().optional() });
export const ApprovedRegistrationSchema = z.object({
  registrationId: text(),
  customerId: text(),
  customerCode: text(),
  userId: text(),
  accountName: text(),
});
export type ApprovedRegistration = z.infer<typeof ApprovedRegistrationSchema>;

/**
 * Rejecting a registration (an extension call): an optional reason, kept with the registration; with
 * `notify` (the default) the applicant is emailed the decision, with the reason, in the language they applied in.
 */
export const RejectRegistrationBodySchema = z.object({
  reason: text()
    .trim()
    .max(1000)
    .optional()
    .transform((v) => v || undefined),
  notify: z.boolean().default(true),
});
export type RejectRegistrationBody = z.infer<typeof RejectRegistrationBodySchema>;
