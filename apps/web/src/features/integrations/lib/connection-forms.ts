import { SERVER_ADDRESS_PATTERN } from '@dealerport/contract';
import { z } from 'zod';

/**
 * A secret field of a form: kept as stored (`keep`, the value is never known here), replaced by a new
 * value (`change`; empty also keeps), or removed on save (`clear`). The server's rules
 * (connection-settings.schemas.ts): blank or null keeps, a value replaces, `clear<Field>` removes.
 */
export type SecretMode = 'keep' | 'change' | 'clear';
export interface SecretState {
  mode: SecretMode;
  value: string;
}

/** A stored secret starts kept; a missing one starts as an empty input. */
export const initialSecret = (isSet: boolean): SecretState => ({ mode: isSet ? 'keep' : 'change', value: '' });

/** The body fields of one secret. */
export function secretBody(state: SecretState): { value: string | null; clear: boolean } {
  return { value: state.mode === 'change' && state.value ? state.value : null, clear: state.mode === 'clear' };
}

const isHttpUrl = (v: string) => {
  if (!/^https?:\/\/[^\s/?#]+/i.test(v)) return false;
  try {
    new URL(v);
    return true;
  } catch {
    return false;
  }
};

const httpUrlOrEmpty = z
  .string()
  .trim()
  .max(500, 'validation.tooLong')
  .refine((v) => v === '' || isHttpUrl(v), 'integrationSettings.validation.httpUrl');

/** The ERP form's plain fields (messages are i18n keys). */
export const ErpFormSchema = z.object({
  url: httpUrlOrEmpty,
  clientId: z.string().trim().max(200, 'validation.tooLong'),
  username: z.string().trim().max(200, 'validation.tooLong'),
  companyCode: z.string().trim().max(50, 'validation.tooLong'),
});

/** The storage server form's plain fields (messages are i18n keys). */
export const FtpFormSchema = z.object({
  serverAddress: z
    .string()
    .trim()
    .max(255, 'validation.tooLong')
    .refine((v) => v === '' || SERVER_ADDRESS_PATTERN.test(v), 'integrationSettings.validation.serverAddress'),
  user: z.string().trim().max(200, 'validation.tooLong'),
  rootPath: z
    .string()
    .trim()
    .max(500, 'validation.tooLong')
    .refine((v) => v === '' || v.startsWith('/'), 'integrationSettings.validation.rootPath'),
  rootUrl: httpUrlOrEmpty,
});
