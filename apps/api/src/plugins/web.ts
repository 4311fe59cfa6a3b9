import { existsSync } from 'node:fs';
import path from 'node:path';
import { normalizeCulture } from '@dealerport/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler';

/**
 * Serves the built web client (apps/web/dist) with a single-page fallback: any GET that is not an
 * API call and not a file gets index.html. API paths that match no route get a JSON 404, and so do
 * source maps (`*.map`), which are never served.
 */
export async function registerWebClient(app: FastifyInstance, webDist: string) {
  const hasClient = existsSync(path.join(webDist, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file at the strongest settings (apps/web/vite.config.ts
      // precompress): sent as they are to a browser that accepts them, compressed once instead of per request.
      preCompressed: true,
      // Cache-Control is ours (setHeaders below); send's default would overwrite it with max-age=0.
      cacheControl: false,
      // Source maps are never served (issue 11: they hand out the client's source). The build emits none
      // (apps/web/vite.config.ts); this keeps any that a build or a copy left in dist/ private too.
      // It also guards reply.sendFile below: a refused path is a 404.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      // /lang/{lng}.json is the built file merged with the administrators' overrides: the localizations
      // module serves it (a route of its own, registered before this plugin).
      globIgnore: ['lang/**'],
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/: cache it for good; the rest revalidates.
        // @fastify/static 9 hands over the raw response here (setHeader, not reply.header).
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'no-cache');
      },
    });
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (url.startsWith('/api/')) return sendError(reply, normalizeCulture(request.headers['x-culture'] as string), 'ROUTE_NOT_FOUND');
      const file = path.normalize(url).replace(/^([/\\])+/, '');
      if (file && path.extname(file) && existsSync(path.join(webDist, file))) return reply.sendFile(file);
      if (path.extname(file) && !file.endsWith('.html')) return sendError(reply, 'en', 'ROUTE_NOT_FOUND');
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    });
  }
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, normalizeCulture(request.headers['x-culture'] as string | undefined), 'ROUTE_NOT_FOUND'),
  );
}
