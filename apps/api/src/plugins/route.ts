import { type AuthRule, type EndpointDefinition, ErrorBodySchema, normalizeCulture, toRouterPath } from '@dealerport/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { AppError } from '../lib/app-error';
import type { CachedAnswer } from '../lib/cached-answer';
import type { FeedAnswer } from '../lib/feed-answer';
import type { FileDownload } from '../lib/file-download';
import type { OutboundGuard } from '../platform/outbound';
import type { AuthGuard } from './auth-guard';
import type { CustomerContext, IntegrationContext, RequestContext, SignedInContext } from './context';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** The guard of every connection to an address an administrator typed (platform/outbound). */
    outbound: OutboundGuard;
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
      : A extends { integration: string }
        ? IntegrationContext
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
    : E['feed'] extends { contentType: string }
      ? FeedAnswer
      : E['cacheable'] extends true
        ? CachedAnswer<Out<E['response']>>
        : Out<E['response']>;

/** Extra route options a module may set (rate limits, body limits). */
export interface RouteOptions {
  config?: RouteShorthandOptions['config'];
  bodyLimit?: number;
}

/**
 * The error answers an operation may give, all with the contract's error body, in one place (the document
 * lists them for every operation): bad input 400, a body over the limit 413, an outdated web client 426,
 * the rate limit 429, an internal error 500 (its details hidden), a dependency down 503; for a signed-in
 * caller also 401, 403, 404 (another customer's thing is 404) and 409 (work already running); a public feed
 * answers 401 to a wrong token.
 */
function errorResponsesOf(ep: EndpointDefinition) {
  const always = {
    400: ErrorBodySchema,
    413: ErrorBodySchema,
    426: ErrorBodySchema,
    429: ErrorBodySchema,
    500: ErrorBodySchema,
    503: ErrorBodySchema,
  };
  if (ep.auth === 'public') return ep.feed ? { ...always, 401: ErrorBodySchema } : always;
  return { ...always, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
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
  const errorResponses = errorResponsesOf(ep);
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
          : ep.download || ep.feed
            ? errorResponses
            : { 200: ep.response!, ...errorResponses },
    } as never,
    // Who is asking is settled before the input is looked at: an anonymous caller gets 401, not 400.
    preValidation: async (request) => {
      await request.server.authGuard(request, ep.auth);
      if (ep.customerCountries) requireCustomerCountry(request.ctx, ep.customerCountries);
    },
    handler: async (request, reply) => {
      const result = await handler(
        { params: request.params as never, query: request.query as never, body: request.body as never, request, reply },
        request.ctx as never,
      );
      if (ep.status === 204) return reply.status(204).send();
      if (ep.feed) {
        // A feed reader keeps its copy and asks again with If-None-Match: private (it is one customer's),
        // no-cache (always asked again; the ETag makes that cheap).
        const feed = result as FeedAnswer;
        reply.header('etag', feed.etag).header('cache-control', 'private, no-cache');
        if (feed.body === null) return reply.status(304).send();
        return reply.header('content-type', ep.feed.contentType).send(feed.body);
      }
      if (ep.cacheable) {
        // Anyone may keep it (it is public), but must ask again each time; per language (x-culture).
        const answer = result as CachedAnswer<unknown>;
        reply.header('etag', answer.etag).header('cache-control', 'public, no-cache').header('vary', 'x-culture');
        if (answer.value === null) return reply.status(304).send();
        return answer.value;
      }
      if (ep.download) {
        const file = result as FileDownload;
        if (file.size !== undefined) reply.header('content-length', file.size);
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

/** The de-only pages (spec 02 §6): the acting customer's country must be one of `countries`. */
function requireCustomerCountry(ctx: RequestContext, countries: readonly string[]) {
  const country = (ctx.customer?.countryCode ?? '').trim().slice(0, 2).toUpperCase();
  if (!countries.includes(country)) throw new AppError('COUNTRY_ONLY');
}

/** The file name for the plain `filename=` parameter (quotes and non-ASCII replaced; filename* carries the real one). */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');

/** Builds the request's context before any route runs. */
export function createContext(app: FastifyInstance, request: FastifyRequest): RequestContext {
  return {
    db: app.db,
    config: app.config,
    outbound: app.outbound,
    log: request.log,
    culture: normalizeCulture(request.headers['x-culture'] as string | undefined),
    actor: null,
    customer: null,
    integrationKey: null,
    ip: request.ip,
    userAgent: (request.headers['user-agent'] as string | undefined) ?? null,
  };
}
