import type { CustomerRegistrationBodySchema } from '@dealerport/contract';
import { z } from 'zod';

/** The sector codes a dealer can pick (spec 01 §4 uses LST, JNT, AKU, AKS as category codes). */
export const SECTOR_CODES = ['LST', 'JNT', 'AKU', 'AKS', 'YAG'] as const;

/**
 * Countries offered on the public sign-up page. The country list call needs a signed-in user, so the
 * page uses this fixed list with names from Intl.DisplayNames in the current language.
 */
export const SIGN_UP_COUNTRIES = ['TR', 'DE', 'AT', 'CH', 'NL', 'BE', 'LU', 'FR', 'IT', 'ES', 'PL', 'CZ', 'GB'] as const;

export function countryOptions(language: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  return SIGN_UP_COUNTRIES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, language),
  );
}

export type SignUpFormValues = {
  name: string;
  title: string;
  taxNumber: string;
  taxOffice: string;
  representativePerson: string;
  email: string;
  phoneNumber: string;
  address: string;
  city: string;
  countryCode: string | null;
  customerSectors: string[];
  isKvkkConfirm: boolean;
  isCommunicationConfirm: boolean;
};

export const SIGN_UP_INITIAL_VALUES: SignUpFormValues = {
  name: '',
  title: '',
  taxNumber: '',
  taxOffice: '',
  representativePerson: '',
  email: '',
  phoneNumber: '',
  address: '',
  city: '',
  countryCode: null,
  customerSectors: [],
  isKvkkConfirm: false,
  isCommunicationConfirm: false,
};

const required = (min: number, max: number) =>
  z.string().trim().min(1, 'validation.required').min(min, 'signUp.validation.tooShort').max(max, 'validation.tooLong');
const optional = (max: number) => z.string().trim().max(max, 'validation.tooLong');

/**
 * The contract's CustomerRegistrationBodySchema with i18n keys as messages (the contract's schema
 * carries zod's English defaults); the same limits, so the server only refuses what the form cannot see.
 */
export const SignUpFormSchema = z.object({
  name: required(2, 200),
  title: required(1, 200),
  taxNumber: optional(50),
  taxOffice: optional(100),
  representativePerson: required(2, 200),
  email: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong').pipe(z.email('validation.email')),
  phoneNumber: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .min(5, 'signUp.validation.phone')
    .max(40, 'validation.tooLong')
    .regex(/^[0-9+()\-./ ]+$/, 'signUp.validation.phone'),
  address: optional(500),
  city: optional(100),
  countryCode: z.string().nullable(),
  customerSectors: z.array(z.enum(SECTOR_CODES)),
  // KVKK consent is required (the server answers KVKK_CONSENT_REQUIRED otherwise)
  isKvkkConfirm: z.boolean().refine((v) => v, 'signUp.validation.kvkkRequired'),
  isCommunicationConfirm: z.boolean(),
});

const blankToNull = (value: string) => value.trim() || null;

/** The call's body: trimmed text, blank optional fields as null. */
export function toSignUpBody(values: SignUpFormValues): z.input<typeof CustomerRegistrationBodySchema> {
  return {
    name: values.name.trim(),
    title: values.title.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
    representativePerson: values.representativePerson.trim(),
    isKvkkConfirm: values.isKvkkConfirm,
    isCommunicationConfirm: values.isCommunicationConfirm,
    customerSectors: values.customerSectors,
    taxNumber: blankToNull(values.taxNumber),
    taxOffice: blankToNull(values.taxOffice),
    address: blankToNull(values.address),
    city: blankToNull(values.city),
    countryCode: values.countryCode,
  };
}
