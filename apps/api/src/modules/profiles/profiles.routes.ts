import { profilesApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import * as profiles from './profiles.service';

export function registerProfileRoutes(app: FastifyInstance) {
  route(app, profilesApi.changeOwnPassword, ({ body }, ctx) => profiles.changeOwnPassword(ctx, body), {
    config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
  });
  route(app, profilesApi.getProfile, (_req, ctx) => profiles.getProfile(ctx));
  route(app, profilesApi.updateProfile, ({ body }, ctx) => profiles.updateProfile(ctx, body));
}
