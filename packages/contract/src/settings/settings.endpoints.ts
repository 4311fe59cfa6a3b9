import { defineEndpoint } from '../common/endpoint';
import {
  ConnectionTestResultSchema,
  FtpSettingsSchema,
  LogoRestSettingsSchema,
  UpdateFtpSettingsBodySchema,
  UpdateLogoRestSettingsBodySchema,
} from './connection-settings.schemas';
import { MailSettingsSchema, UpdateMailSettingsBodySchema } from './mail-settings.schemas';
import { PasswordSettingsSchema, UpdatePasswordSettingsBodySchema } from './settings.schemas';
import {
  GeneralSettingsSchema,
  ImageSettingsSchema,
  SettingListSchema,
  SITE_SETTINGS_FILES,
  SiteSettingsSchema,
  UpdateGeneralSettingsBodySchema,
  UpdateImageSettingsBodySchema,
  UpdateSiteSettingsBodySchema,
} from './site-settings.schemas';

export const listSettings = defineEndpoint({
  id: 'listSettings',
  method: 'GET',
  path: '/api/commons/settings',
  tag: 'settings',
  summary: 'Every stored setting (id, key, value as JSON with secrets masked, description, isStatic, isActive, version)',
  auth: { anyOf: ['setting.list'] },
  status: 200,
  response: SettingListSchema,
});

export const getGeneralSettings = defineEndpoint({
  id: 'getGeneralSettings',
  method: 'GET',
  path: '/api/commons/generalSettings',
  tag: 'settings',
  summary: 'General settings: company name, support email, default language, time zone',
  auth: { anyOf: ['setting.list'] },
  status: 200,
  response: GeneralSettingsSchema,
});

export const updateGeneralSettings = defineEndpoint({
  id: 'updateGeneralSettings',
  method: 'PUT',
  path: '/api/commons/generalSettings',
  tag: 'settings',
  summary: 'Change the general settings (audited; 400 SETTING_STATIC when the operator fixed them)',
  auth: { anyOf: ['setting.update'] },
  body: UpdateGeneralSettingsBodySchema,
  status: 200,
  response: GeneralSettingsSchema,
});

export const getImageSettings = defineEndpoint({
  id: 'getImageSettings',
  method: 'GET',
  path: '/api/commons/imageSettings',
  tag: 'settings',
  summary: 'Image settings: largest upload, accepted kinds, sizes and WebP quality of the large image and the thumbnail',
  auth: { anyOf: ['setting.list'] },
  status: 200,
  response: ImageSettingsSchema,
});

export const updateImageSettings = defineEndpoint({
  id: 'updateImageSettings',
  method: 'PUT',
  path: '/api/commons/imageSettings',
  tag: 'settings',
  summary: 'Change the image settings; the next upload follows them (audited; bounds in IMAGE_SETTING_BOUNDS)',
  auth: { anyOf: ['setting.update'] },
  body: UpdateImageSettingsBodySchema,
  status: 200,
  response: ImageSettingsSchema,
});

export const getSiteSettings = defineEndpoint({
  id: 'getSiteSettings',
  method: 'GET',
  path: '/api/commons/siteSettings',
  tag: 'settings',
  summary: 'Site settings in every language: title, description, favicon, header, footer (social links, contact), consent texts',
  auth: { anyOf: ['configuration-site.list'] },
  status: 200,
  response: SiteSettingsSchema,
});

export const updateSiteSettings = defineEndpoint({
  id: 'updateSiteSettings',
  method: 'PUT',
  path: '/api/commons/siteSettings',
  tag: 'settings',
  summary:
    'Change the site settings: the field `settings` holds them as JSON (a stored file URL kept, null removes it), the file parts replace logos and the favicon (checked by the image settings). Audited; /api/home/site-infos answers the change at once',
  auth: { anyOf: ['configuration-site.update'] },
  bodyType: 'multipart',
  body: UpdateSiteSettingsBodySchema,
  files: SITE_SETTINGS_FILES,
  status: 200,
  response: SiteSettingsSchema,
});

export const getPasswordSettings = defineEndpoint({
  id: 'getPasswordSettings',
  method: 'GET',
  path: '/api/commons/passwordSettings',
  tag: 'settings',
  summary: 'Password settings: the pattern new passwords must match and the change frequency in days (0 = never)',
  auth: { anyOf: ['configuration-password-setting.list'] },
  status: 200,
  response: PasswordSettingsSchema,
});

export const updatePasswordSettings = defineEndpoint({
  id: 'updatePasswordSettings',
  method: 'PUT',
  path: '/api/commons/passwordSettings',
  tag: 'settings',
  summary: 'Change the password settings; they apply to the next password set (reset, own change, administrator)',
  auth: { anyOf: ['configuration-password-setting.update'] },
  body: UpdatePasswordSettingsBodySchema,
  status: 200,
  response: PasswordSettingsSchema,
});

export const getLogoRestSettings = defineEndpoint({
  id: 'getLogoRestSettings',
  method: 'GET',
  path: '/api/commons/logoRestSettings',
  tag: 'settings',
  summary: 'ERP connection settings; clientSecret and password are never answered (null, with clientSecretSet/passwordSet)',
  auth: { anyOf: ['configuration-logo-rest.list'] },
  status: 200,
  response: LogoRestSettingsSchema,
});

export const updateLogoRestSettings = defineEndpoint({
  id: 'updateLogoRestSettings',
  method: 'PUT',
  path: '/api/commons/logoRestSettings',
  tag: 'settings',
  summary:
    'Change the ERP connection; a blank secret keeps the stored one while url (and, for the password, username) stay as they were (otherwise 400 SECRET_NOT_FOR_DESTINATION: type it again), clearClientSecret/clearPassword remove it; a loopback, link-local or reserved url host is 400 OUTBOUND_DESTINATION_REFUSED (OUTBOUND_ALLOW). The order hand-off uses url and clientSecret unless ERP_ORDER_URL is set',
  auth: { anyOf: ['configuration-logo-rest.update'] },
  body: UpdateLogoRestSettingsBodySchema,
  status: 200,
  response: LogoRestSettingsSchema,
});

export const testLogoRestSettings = defineEndpoint({
  id: 'testLogoRestSettings',
  extension: true,
  method: 'POST',
  path: '/api/commons/logoRestSettings/test',
  tag: 'settings',
  summary:
    'Test the ERP connection as given (blank secret: the stored one, only for the url it was saved with, else 400 SECRET_NOT_FOR_DESTINATION) without saving: a signed test message to url, as the order hand-off sends, through the outbound guard (400 OUTBOUND_DESTINATION_REFUSED for loopback, link-local and reserved addresses); 5 s time-out; the outcome is in the answer (a closed and a silent port both UNREACHABLE, at the time-out)',
  auth: { anyOf: ['configuration-logo-rest.update'] },
  body: UpdateLogoRestSettingsBodySchema,
  status: 200,
  response: ConnectionTestResultSchema,
});

export const getFtpSettings = defineEndpoint({
  id: 'getFtpSettings',
  method: 'GET',
  path: '/api/commons/ftpSettings',
  tag: 'settings',
  summary: 'Storage server settings; the password is never answered (null, with passwordSet)',
  auth: { anyOf: ['configuration-ftp.list'] },
  status: 200,
  response: FtpSettingsSchema,
});

export const updateFtpSettings = defineEndpoint({
  id: 'updateFtpSettings',
  method: 'PUT',
  path: '/api/commons/ftpSettings',
  tag: 'settings',
  summary:
    'Change the storage server settings; a blank password keeps the stored one while scheme, host, port and user stay as they were (otherwise 400 SECRET_NOT_FOR_DESTINATION), clearPassword removes it; 400 OUTBOUND_DESTINATION_REFUSED for a loopback, link-local or reserved server',
  auth: { anyOf: ['configuration-ftp.update'] },
  body: UpdateFtpSettingsBodySchema,
  status: 200,
  response: FtpSettingsSchema,
});

export const testFtpSettings = defineEndpoint({
  id: 'testFtpSettings',
  extension: true,
  method: 'POST',
  path: '/api/commons/ftpSettings/test',
  tag: 'settings',
  summary:
    'Test the storage server as given (blank password: the stored one, only for the server and user it was saved with, else 400 SECRET_NOT_FOR_DESTINATION) without saving: a TCP connection to serverAddress with the FTP greeting and sign-in when the server speaks plain FTP, and a HEAD of rootUrl, through the outbound guard (400 OUTBOUND_DESTINATION_REFUSED); 5 s time-outs; a closed and a silent port both answer UNREACHABLE at the time-out',
  auth: { anyOf: ['configuration-ftp.update'] },
  body: UpdateFtpSettingsBodySchema,
  status: 200,
  response: ConnectionTestResultSchema,
});

export const getMailSettings = defineEndpoint({
  id: 'getMailSettings',
  method: 'GET',
  path: '/api/commons/mailSettings',
  tag: 'settings',
  summary:
    'Email settings: sender, provider (Smtp, or SendGrid over its SMTP relay), SMTP server; the SMTP password and the SendGrid key are never answered (null, with passwordSet/apiKeySet)',
  auth: { anyOf: ['configuration-email.list'] },
  status: 200,
  response: MailSettingsSchema,
});

export const updateMailSettings = defineEndpoint({
  id: 'updateMailSettings',
  method: 'PUT',
  path: '/api/commons/mailSettings',
  tag: 'settings',
  summary:
    'Change the email settings; a blank secret keeps the stored one (the SMTP password only while server, port, SSL and user stay as they were, otherwise 400 SECRET_NOT_FOR_DESTINATION), clearPassword/clearApiKey remove it; 400 OUTBOUND_DESTINATION_REFUSED for a loopback, link-local or reserved server; the next mail goes through them unless SMTP_URL is set (audited, secrets by name only)',
  auth: { anyOf: ['configuration-email.update'] },
  body: UpdateMailSettingsBodySchema,
  status: 200,
  response: MailSettingsSchema,
});

export const testMailSettings = defineEndpoint({
  id: 'testMailSettings',
  extension: true,
  method: 'POST',
  path: '/api/commons/mailSettings/test',
  tag: 'settings',
  summary:
    "Send a test email to the caller's own address through the settings as given (blank secrets: the stored ones, the SMTP password only for the server it was saved with, else 400 SECRET_NOT_FOR_DESTINATION; SendGrid over its relay), nothing saved, synchronously (20 s at most), through the outbound guard (400 OUTBOUND_DESTINATION_REFUSED); the outcome (sent, refused, unreachable, credentials refused) is in the answer in the caller's language; MAIL_TEST_NO_ADDRESS when the caller has no email",
  auth: { anyOf: ['configuration-email.update'] },
  body: UpdateMailSettingsBodySchema,
  status: 200,
  response: ConnectionTestResultSchema,
});

export const settingsEndpoints = [
  getMailSettings,
  updateMailSettings,
  testMailSettings,
  listSettings,
  getGeneralSettings,
  updateGeneralSettings,
  getImageSettings,
  updateImageSettings,
  getSiteSettings,
  updateSiteSettings,
  getPasswordSettings,
  updatePasswordSettings,
  getLogoRestSettings,
  updateLogoRestSettings,
  testLogoRestSettings,
  getFtpSettings,
  updateFtpSettings,
  testFtpSettings,
];
