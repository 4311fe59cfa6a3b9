import { type AuthRule, type EndpointDefinition, ErrorBodySchema, normalizeCulture, toRouterPath } from '@dealerport/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import type { FileDownload } from '../lib/file-download';
import type { AuthGuard } from './auth-guard';
import type { CustomerContext, RequestContext, SignedInContext } from './context';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Endpoint ids registered so far (checked against the contract table at start). */
    registeredEndpoints: Set<string>;
    /** The auth guard every non-public endpoint runs before validation (auth-guard.ts, built by app.ts). */
    authGuard: AuthGuard;
  }
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

type Out<S> = [NonNullable<S>] extends [z.ZodType] ? z.output<NonNullable<S>> : undefined;
type ContextFor<A extends AuthRule> = A extends 'public'
  ? RequestContext
  : A extends 'customer'
    ? CustomerContext
    : A extends { customer: true }
      ? CustomerContext
      : SignedInContext;

export interface EndpointInput<E extends EndpointDefinition> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type ResponseOf<E extends EndpointDefinition> = E['status'] extends 204
  ? // biome-ignore lint/suspicious/noConfusingVoidType: a 204 handler is an async function with no return, typed Promise<void>
    void
  : E['download'] extends true
    ? FileDownload
    : Out<E['response']>;

/** Extra route options a module may set (rate limits, body limits). */
export interface RouteOptions {
  config?: RouteShorthandOptions['config'];
  bodyLimit?: number;
}

/**
 * Registers one endpoint of the contract: validation and OpenAPI from its schemas, then the
 * auth guard of its rule, then the handler, which only calls its service.
 */
export function route<E extends EndpointDefinition>(
  app: FastifyInstance,
  ep: E,
  handler: (input: EndpointInput<E>, ctx: ContextFor<E['auth']>) => Promise<ResponseOf<E>>,
  options: RouteOptions = {},
) {
  const errorResponses =
    ep.auth === 'public'
      ? { 400: ErrorBodySchema, 429: ErrorBodySchema }
      : { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: ep.method,
    url: toRouterPath(ep.path),
    ...(options.config ? { config: options.config } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      operationId: ep.id,
      tags: [ep.tag],
      summary: ep.summary,
      ...(ep.auth === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(ep.params ? { params: ep.params } : {}),
      ...(ep.query ? { querystring: ep.query } : {}),
      // A multipart body is read by the route (lib/multipart.ts), not validated here; OpenAPI describes
      // its fields and file parts all the same (openapi.ts, from the contract's body and files).
      ...(ep.body && ep.bodyType !== 'multipart' ? { body: ep.body } : {}),
      response:
        ep.status === 204
          ? { 204: z.null().describe('No content'), ...errorResponses }
          : ep.download
            ? errorResponses
            : { 200: ep.response!, ...errorResponses },
    } as never,
    // Who is asking is settled before the input is looked at: an anonymous caller gets 401, not 400.
    preValidation: async (request) => {
      await request.server.authGuard(request, ep.auth);
    },
    handler: async (request, reply) => {
      const result = await handler(
        { params: request.params as never, query: request.query as never, body: request.body as never, request, reply },
        request.ctx as never,
      );
      if (ep.status === 204) return reply.status(204).send();
      if (ep.download) {
        const file = result as FileDownload;
        return reply
          .header('content-type', file.contentType)
          .header(
            'content-disposition',
            `attachment; filename="${asciiName(file.fileName)}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          )
          .header('cache-control', 'no-store')
          .send(file.content);
      }
      return result;
    },
  });
  app.registeredEndpoints.add(ep.id);
}

/** The file name for the plain `filename=` parameter (quotes and non-ASCII replaced; filename* carries the real one). */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');

/** Builds the request's context before any route runs. */
export function createContext(app: FastifyInstance, request: FastifyRequest): RequestContext {
  return {
    db: app.db,
    config: app.config,
    log: request.log,
    culture: normalizeCulture(request.headers['x-culture'] as string | undefined),
    actor: null,
    customer: null,
    ip: request.ip,
    userAgent: (request.headers['user-agent'] as string | undefined) ?? null,
  };
}
