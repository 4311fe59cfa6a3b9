import { SERVER_ADDRESS_PATTERN } from '@dealerport/contract';
import { z } from 'zod';

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
