import { authApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import * as auth from './auth.service';

export function registerAuthRoutes(app: FastifyInstance) {
  route(app, authApi.authenticate, ({ body }, ctx) => auth.signIn(ctx, body));
  route(app, authApi.authenticateWithRefreshToken, ({ body }, ctx) => auth.refresh(ctx, body.refreshToken), {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
  });
  route(app, authApi.whoAmI, (_input, ctx) => auth.whoAmI(ctx));
  route(app, authApi.forgottenPassword, ({ query, body }, ctx) => auth.requestPasswordReset(ctx, query.callBackUrl, body), {
    config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
  });
  route(app, authApi.changePasswordByToken, ({ params, body }, ctx) => auth.resetPassword(ctx, params.token, body), {
    config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
  });
}
