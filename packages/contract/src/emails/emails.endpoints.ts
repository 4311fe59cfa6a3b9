import { defineEndpoint } from '../common/endpoint';
import {
  EmailEventSettingListSchema,
  EmailEventSettingSchema,
  EmailTemplateListSchema,
  EmailTemplateSchema,
  EmailTemplateTypeListSchema,
  ListEmailGroupsQuerySchema,
  ListEmailTemplatesQuerySchema,
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
  summary: 'Email event settings (active, group, category, cc, bcc), paged; IsCategorizedEmailTemplate true: the category variants only',
  auth: { anyOf: ['email-template.list'] },
  query: ListEmailGroupsQuerySchema,
  status: 200,
  response: EmailEventSettingListSchema,
});

export const emailsEndpoints = [listEmailTemplates, updateEmailTemplate, updateEmailGroup, listEmailTemplateTypes, listEmailGroups];
