import { settingsApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import * as settings from './settings.service';

export function registerSettingsRoutes(app: FastifyInstance) {
  route(app, settingsApi.getPasswordSettings, (_req, ctx) => settings.readPasswordSettings(ctx));
  route(app, settingsApi.updatePasswordSettings, ({ body }, ctx) => settings.updatePasswordSettings(ctx, body));
}
