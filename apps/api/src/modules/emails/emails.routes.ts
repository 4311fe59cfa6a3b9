import { emailsApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import * as emails from './emails.service';

export function registerEmailsRoutes(app: FastifyInstance) {
  route(app, emailsApi.listEmailTemplates, ({ query }, ctx) => emails.listEmailTemplates(ctx, query));
  route(app, emailsApi.updateEmailTemplate, ({ body }, ctx) => emails.updateEmailTemplate(ctx, body));
  route(app, emailsApi.updateEmailGroup, ({ body }, ctx) => emails.updateEmailGroup(ctx, body));
  route(app, emailsApi.listEmailTemplateTypes, (_req, ctx) => emails.listEmailTemplateTypes(ctx));
  route(app, emailsApi.listEmailGroups, ({ query }, ctx) => emails.listEmailGroups(ctx, query));
  route(app, emailsApi.previewEmailTemplate, ({ body }, ctx) => emails.previewEmailTemplate(ctx, body));
  route(app, emailsApi.sendTestEmailTemplate, ({ body }, ctx) => emails.sendTestEmailTemplate(ctx, body));
}
