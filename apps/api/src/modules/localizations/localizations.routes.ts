import { CULTURES, type Culture, localizationsApi, normalizeCulture } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../../plugins/error-handler';
import { route } from '../../plugins/route';
import * as localizations from './localizations.service';

const LANG_FILE = /^([a-z]{2})\.json$/;

export function registerLocalizationRoutes(app: FastifyInstance) {
  route(app, localizationsApi.reloadResources, (_req, ctx) => localizations.reloadResources(ctx));
  route(app, localizationsApi.testLocalization, (_req, ctx) => localizations.testLocalization(ctx));
  route(app, localizationsApi.listTranslations, ({ query }, ctx) => localizations.listTranslations(ctx, query));
  route(app, localizationsApi.updateTranslation, ({ params, body }, ctx) => localizations.updateTranslation(ctx, params.key, body));
  route(app, localizationsApi.resetTranslation, ({ params }, ctx) => localizations.resetTranslation(ctx, params.key));

  // The client's texts (lib/i18n.ts): the built file with the administrators' overrides, revalidated by ETag.
  app.get<{ Params: { file: string } }>('/lang/:file', { schema: { hide: true } }, async (request, reply) => {
    const lng = LANG_FILE.exec(request.params.file)?.[1];
    if (!lng || !(CULTURES as readonly string[]).includes(lng)) {
      return sendError(reply, normalizeCulture(request.headers['x-culture'] as string | undefined), 'ROUTE_NOT_FOUND');
    }
    const served = await localizations.servedResource(request.ctx, lng as Culture);
    reply.header('etag', served.etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === served.etag) return reply.status(304).send();
    return reply.header('content-type', 'application/json; charset=utf-8').send(served.body);
  });
}
