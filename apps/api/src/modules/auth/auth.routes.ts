import { authApi } from '@dealerport/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../../plugins/route';
import * as auth from './auth.service';

/** Answers carrying tokens are never stored by a browser or proxy cache (RFC 6749 §5.1). */
function noStore(reply: FastifyReply) {
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
}

export function registerAuthRoutes(app: FastifyInstance) {
  route(app, authApi.authenticate, async ({ body, reply }, ctx) => {
    noStore(reply);
    const report: auth.SignInThrottleReport = { delayMs: 0 };
    try {
      return await auth.signIn(ctx, body, report);
    } finally {
      // What the throttle decided (ADR 0029): the client can tell a slowed answer from a slow server.
      reply.header('x-sign-in-delay', String(report.delayMs));
    }
  });
  route(
    app,
    authApi.authenticateWithRefreshToken,
    ({ body, reply }, ctx) => {
      noStore(reply);
      return auth.refresh(ctx, body.refreshToken);
    },
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
  );
  route(app, authApi.whoAmI, (_input, ctx) => auth.whoAmI(ctx));
  route(app, authApi.forgottenPassword, ({ query, body }, ctx) => auth.requestPasswordReset(ctx, query.callBackUrl, body), {
    config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
  });
  route(app, authApi.changePasswordByToken, ({ params, body }, ctx) => auth.resetPassword(ctx, params.token, body), {
    config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
  });
}
