import { bundlesApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import * as bundles from './bundles.service';

export function registerBundleRoutes(app: FastifyInstance) {
  const api = bundlesApi;
  route(app, api.listBundles, ({ query }, ctx) => bundles.listBundles(ctx, query));
  route(app, api.createBundle, ({ body }, ctx) => bundles.createBundle(ctx, body));
  route(app, api.updateBundle, ({ body }, ctx) => bundles.updateBundle(ctx, body));
  route(app, api.getBundle, ({ params }, ctx) => bundles.getBundle(ctx, params.tag));
  route(app, api.deleteBundle, ({ params }, ctx) => bundles.deleteBundle(ctx, params.id));
}
