import { settingsApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { readMultipart } from '../../lib/multipart';
import { route } from '../../plugins/route';
import * as connections from './connection-settings.service';
import * as mail from './mail-settings.service';
import * as settings from './settings.service';
import * as groups from './settings-groups.service';
import * as site from './site-settings.service';

export function registerSettingsRoutes(app: FastifyInstance) {
  route(app, settingsApi.getMailSettings, (_req, ctx) => mail.readMailSettings(ctx));
  route(app, settingsApi.updateMailSettings, ({ body }, ctx) => mail.updateMailSettings(ctx, body));
  route(app, settingsApi.testMailSettings, ({ body }, ctx) => mail.testMailSettings(ctx, body));
  route(app, settingsApi.listSettings, (_req, ctx) => groups.listSettings(ctx));
  route(app, settingsApi.getGeneralSettings, (_req, ctx) => groups.readGeneralSettings(ctx));
  route(app, settingsApi.updateGeneralSettings, ({ body }, ctx) => groups.updateGeneralSettings(ctx, body));
  route(app, settingsApi.getImageSettings, (_req, ctx) => groups.readImageSettings(ctx));
  route(app, settingsApi.updateImageSettings, ({ body }, ctx) => groups.updateImageSettings(ctx, body));
  route(app, settingsApi.getSiteSettings, (_req, ctx) => site.readSiteSettings(ctx));
  route(app, settingsApi.updateSiteSettings, async ({ request }, ctx) =>
    site.updateSiteSettings(
      ctx,
      await readMultipart(request, settingsApi.updateSiteSettings.body, { fileFields: Object.keys(settingsApi.updateSiteSettings.files) }),
    ),
  );
  route(app, settingsApi.getPasswordSettings, (_req, ctx) => settings.readPasswordSettings(ctx));
  route(app, settingsApi.updatePasswordSettings, ({ body }, ctx) => settings.updatePasswordSettings(ctx, body));
  route(app, settingsApi.getLogoRestSettings, (_req, ctx) => connections.readLogoRestSettings(ctx));
  route(app, settingsApi.updateLogoRestSettings, ({ body }, ctx) => connections.updateLogoRestSettings(ctx, body));
  route(app, settingsApi.testLogoRestSettings, ({ body }, ctx) => connections.testLogoRestSettings(ctx, body));
  route(app, settingsApi.getFtpSettings, (_req, ctx) => connections.readFtpSettings(ctx));
  route(app, settingsApi.updateFtpSettings, ({ body }, ctx) => connections.updateFtpSettings(ctx, body));
  route(app, settingsApi.testFtpSettings, ({ body }, ctx) => connections.testFtpSettings(ctx, body));
}
