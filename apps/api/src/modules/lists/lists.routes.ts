import { listsApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readMultipart } from '../../lib/multipart';
import { route } from '../../plugins/route';
import * as lists from './lists.service';

/** The import form has no text fields; its one file is `file`. */
const ImportFields = z
  .object({})
  .passthrough()
  .transform(() => ({}) as Record<string, never>);

export function registerListRoutes(app: FastifyInstance) {
  const api = listsApi;
  route(app, api.listLists, (_req, ctx) => lists.listLists(ctx));
  route(app, api.createList, ({ body }, ctx) => lists.createList(ctx, body));
  route(app, api.getList, ({ params }, ctx) => lists.getList(ctx, params.id));
  route(app, api.renameList, ({ params, body }, ctx) => lists.renameList(ctx, params.id, body.name));
  route(app, api.deleteList, ({ params }, ctx) => lists.deleteList(ctx, params.id));
  route(app, api.copyList, ({ params, body }, ctx) => lists.copyList(ctx, params.id, body.name));
  route(app, api.replaceListLines, ({ params, body }, ctx) => lists.replaceListLines(ctx, params.id, body));
  route(app, api.addListLine, ({ params, body }, ctx) => lists.addListLine(ctx, params.id, body));
  route(app, api.addListToCart, ({ params, body }, ctx) => lists.addListToCart(ctx, params.id, body));
  route(app, api.exportList, ({ params }, ctx) => lists.exportList(ctx, params.id));
  route(app, api.importList, async ({ params, request }, ctx) =>
    lists.importList(ctx, params.id, await readMultipart(request, ImportFields, { fileFields: Object.keys(api.importList.files) })),
  );
}
