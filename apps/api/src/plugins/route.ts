import { type AuthRule, type EndpointDefinition, ErrorBodySchema, normalizeCulture, toRouterPath } from '@dealerport/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { AppError } from '../lib/app-error';
import type { FileDownload } from '../lib/file-download';
import { type AccessClaims, verifyAccessToken } from '../lib/jwt';
import { resolveActingCustomer } from '../modules/customers';
import { loadActorWithCustomer } from '../modules/users';
import type { CustomerContext, RequestContext, SignedInContext } from './context';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Endpoint ids registered so far (checked against the contract table at start). */
    registeredEndpoints: Set<string>;
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
      await guard(request, ep.auth);
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

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Verified access tokens, per secret, until they expire: verifying is a pure function of token,
 * secret and clock (signature, issuer, audience, exp), and an HMAC per request is measurable on the
 * hot catalogue routes. Whether the user and session still stand is checked on every request below.
 */
const VERIFIED_MAX = 10_000;
const verified = new Map<string, Map<string, AccessClaims>>();

async function verifiedClaims(secret: string, token: string): Promise<AccessClaims | null> {
  let bySecret = verified.get(secret);
  if (!bySecret) {
    bySecret = new Map();
    verified.set(secret, bySecret);
  }
  const hit = bySecret.get(token);
  if (hit && hit.exp > Math.floor(Date.now() / 1000)) return hit;
  const claims = await verifyAccessToken(secret, token);
  if (claims) {
    if (bySecret.size >= VERIFIED_MAX) bySecret.clear();
    bySecret.set(token, claims);
  } else bySecret.delete(token);
  return claims;
}

/** What the guard loads for a verified token (cached by the guard cache). */
export type LoadedCaller = NonNullable<Awaited<ReturnType<typeof loadActorWithCustomer>>>;

/** The auth guard: token -> actor -> customer scope -> the rule's requirement. */
async function guard(request: FastifyRequest, rule: AuthRule) {
  if (rule === 'public') return;
  const ctx = request.ctx;
  const token = bearerToken(request);
  if (!token) throw new AppError('UNAUTHORIZED');
  const claims = await verifiedClaims(ctx.config.JWT_SECRET, token);
  if (!claims) throw new AppError('UNAUTHORIZED');
  const requested = request.headers['x-customer-id'];
  const requestedId = typeof requested === 'string' && requested.trim() !== '' ? requested.trim() : undefined;
  // The caller, its session and the requested (or own) customer in one round trip, or from the guard
  // cache, which every write to those tables drops (guard-cache.ts).
  const loaded = await request.server.guardCache.get(`${claims.sub}|${claims.sid}|${requestedId ?? ''}`, () =>
    loadActorWithCustomer(ctx.db, claims.sub, claims.sid, requestedId),
  );
  if (!loaded) throw new AppError('UNAUTHORIZED');
  const { actor } = loaded;
  ctx.actor = actor;
  request.log = request.log.child({ userId: actor.userId });
  ctx.log = request.log;

  try {
    ctx.customer = await resolveActingCustomer(ctx.db, actor, requestedId, loaded.customer);
  } catch (err) {
    if (err instanceof AppError && err.code === 'CUSTOMER_FORBIDDEN') {
      request.log.warn({ userId: actor.userId, userType: actor.userType, requestedCustomerId: requestedId }, 'customer scope refused');
    }
    throw err;
  }

  if (rule === 'user') return;
  if (rule === 'customer') {
    if (!ctx.customer) throw new AppError('CUSTOMER_REQUIRED');
    return;
  }
  if (!rule.anyOf.some((code) => actor.permissions.has(code))) throw new AppError('FORBIDDEN');
  if (rule.customer && !ctx.customer) throw new AppError('CUSTOMER_REQUIRED');
}
