import { defineEndpoint } from '../common/endpoint';
import { ConnectionTestResultSchema } from '../settings/connection-settings.schemas';
import {
  EmailEventSettingListSchema,
  EmailEventSettingSchema,
  EmailPreviewSchema,
  EmailTemplateListSchema,
  EmailTemplateSchema,
  EmailTemplateTypeListSchema,
  ListEmailGroupsQuerySchema,
  ListEmailTemplatesQuerySchema,
  PreviewEmailTemplateBodySchema,
  UpdateEmailGroupBodySchema,
  UpdateEmailTemplateBodySchema,
} from './emails.schemas';

export const listEmailTemplates = defineEndpoint({
  id: 'listEmailTemplates',
  method: 'GET',
  path: '/api/emails/templates',
  tag: 'emails',
  summary:
    'Email templates, one per event setting and language (the built-in text where never edited); IsCategorizedEmailTemplate true lists the category variants, false the events; SearchTerm finds an event, a title or a body',
  auth: { anyOf: ['email-template.list'] },
  query: ListEmailTemplatesQuerySchema,
  status: 200,
  response: EmailTemplateListSchema,
});

export const updateEmailTemplate = defineEndpoint({
  id: 'updateEmailTemplate',
  method: 'PUT',
  path: '/api/emails/templates',
  tag: 'emails',
  summary:
    "Change one language's title and body of an event setting (Liquid; only the event's variables; HTML sanitised), or resetToDefault; a template that does not parse or names an unknown variable is refused with its line; audited; the next mail uses it",
  auth: { anyOf: ['email-template.update'] },
  body: UpdateEmailTemplateBodySchema,
  status: 200,
  response: EmailTemplateSchema,
});

export const updateEmailGroup = defineEndpoint({
  id: 'updateEmailGroup',
  method: 'PUT',
  path: '/api/emails/templates/groups',
  tag: 'emails',
  summary:
    "Change an event setting: isActive (an inactive event sends nothing; an inactive category variant is not applied), cc and bcc lists; without id, the event's setting for categoryId, a category variant made when missing; audited",
  auth: { anyOf: ['email-template.update'] },
  body: UpdateEmailGroupBodySchema,
  status: 200,
  response: EmailEventSettingSchema,
});

export const listEmailTemplateTypes = defineEndpoint({
  id: 'listEmailTemplateTypes',
  method: 'GET',
  path: '/api/emails/templates/types',
  tag: 'emails',
  summary: "The email events, each with its group, recipient and the variables its templates may use (names in the caller's language)",
  auth: { anyOf: ['email-template.list'] },
  status: 200,
  response: EmailTemplateTypeListSchema,
});

export const listEmailGroups = defineEndpoint({
  id: 'listEmailGroups',
  method: 'GET',
  path: '/api/emails/groups',
  tag: 'emails',
  summary:
    'Email event settings (active, group, category, cc, bcc), paged; IsCategorizedEmailTemplate true: the category variants only; SearchTerm matches the event code, its name in the caller language or its category',
  auth: { anyOf: ['email-template.list'] },
  query: ListEmailGroupsQuerySchema,
  status: 200,
  response: EmailEventSettingListSchema,
});

export const previewEmailTemplate = defineEndpoint({
  id: 'previewEmailTemplate',
  extension: true,
  method: 'POST',
  path: '/api/emails/templates/preview',
  tag: 'emails',
  summary:
    "Render a title and body as typed (nothing saved) for an event setting and language with the event's documented sample data: the subject, the sanitised HTML as it would be sent and its plain-text part; a template that does not parse, names an unknown variable or fails with the sample data (a loop item's unknown field) is refused with its line",
  auth: { anyOf: ['email-template.list'] },
  body: PreviewEmailTemplateBodySchema,
  status: 200,
  response: EmailPreviewSchema,
});

export const sendTestEmailTemplate = defineEndpoint({
  id: 'sendTestEmailTemplate',
  extension: true,
  method: 'POST',
  path: '/api/emails/templates/test',
  tag: 'emails',
  summary:
    "Send a title and body as typed, rendered with the sample data, to the caller's own address now, through the mail in force (SMTP_URL, else the mail settings); the outcome in the answer in the caller's language; refused like the preview for a broken template; MAIL_TEST_NO_ADDRESS when the caller has no email",
  auth: { anyOf: ['email-template.update'] },
  body: PreviewEmailTemplateBodySchema,
  status: 200,
  response: ConnectionTestResultSchema,
});

export const emailsEndpoints = [
  listEmailTemplates,
  updateEmailTemplate,
  updateEmailGroup,
  listEmailTemplateTypes,
  listEmailGroups,
  previewEmailTemplate,
  sendTestEmailTemplate,
];
