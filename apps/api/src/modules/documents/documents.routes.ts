import { documentsApi as api } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import { readDocumentUpload } from './document-upload';
import * as docs from './documents.service';

export function registerDocumentRoutes(app: FastifyInstance) {
  route(app, api.getDocumentTree, ({ params }, ctx) => docs.getDocumentTree(ctx, params.type));
  route(app, api.downloadDocument, ({ params }, ctx) => docs.downloadDocument(ctx, params.type, params.id));
  route(app, api.uploadDocument, async ({ params, query, request }, ctx) =>
    docs.uploadDocument(ctx, params.type, query.folderId ?? null, await readDocumentUpload(request)),
  );
  route(app, api.renameDocument, ({ params, body }, ctx) => docs.renameDocument(ctx, params.type, params.id, body));
  route(app, api.deleteDocument, ({ params }, ctx) => docs.deleteDocument(ctx, params.type, params.id));
  route(app, api.createDocumentFolder, ({ params, body }, ctx) => docs.createDocumentFolder(ctx, params.type, body));
  route(app, api.renameDocumentFolder, ({ params, body }, ctx) => docs.renameDocumentFolder(ctx, params.type, params.id, body));
  route(app, api.deleteDocumentFolder, ({ params }, ctx) => docs.deleteDocumentFolder(ctx, params.type, params.id));
}
