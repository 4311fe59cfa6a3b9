import { createHash } from 'node:crypto';
import type { AuthRule } from '@dealerport/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { AppError } from '../lib/app-error';
import { type AccessClaims, verifyAccessToken } from '../lib/jwt';
import type { ActingCustomer, Actor, IntegrationCaller } from './context';
import type { GuardCache } from './guard-cache';

/** What the guard loads for a verified token (cached by the guard cache): the caller and what its customer lookup found. */
export interface LoadedCaller {
  actor: Actor;
  /** The requested (or own) customer as looked up with the caller, handed back to `resolveCustomer`. */
  customer: unknown;
}

/**
 * What the guard needs from the areas that own callers and customers; the app factory (app.ts) hands
 * them over, so the platform imports no module.
 */
export interface GuardServices {
  /** The caller of a verified token with its live session, plus the requested (or own) customer; null when gone. */
  loadCaller(db: Db, userId: string, sessionId: string, requestedCustomerId: string | undefined): Promise<LoadedCaller | null>;
  /** The customer scope rule (design.md §4): the customer the request may act for, or CUSTOMER_FORBIDDEN. */
  resolveCustomer(db: Db, actor: Actor, requestedCustomerId: string | undefined, prefetched: unknown): Promise<ActingCustomer | null>;
  /** The live (not revoked) integration key of a `dpk_` secret, its use recorded; null when unknown or revoked. */
  loadIntegrationKey(db: Db, secret: string): Promise<IntegrationCaller | null>;
}

/** What every integration key starts with (design.md §4b); a user's access token never does. */
export const INTEGRATION_KEY_PREFIX = 'dpk_';

export type AuthGuard = (request: FastifyRequest, rule: AuthRule) => Promise<void>;

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

/** The customer scope, with a refusal logged (a probe for other customers is worth seeing). */
async function actingCustomer(request: FastifyRequest, services: GuardServices, loaded: LoadedCaller, requestedId: string | undefined) {
  const { ctx } = request;
  try {
    return await services.resolveCustomer(ctx.db, loaded.actor, requestedId, loaded.customer);
  } catch (err) {
    if (err instanceof AppError && err.code === 'CUSTOMER_FORBIDDEN') {
      const { actor } = loaded;
      request.log.warn({ userId: actor.userId, userType: actor.userType, requestedCustomerId: requestedId }, 'customer scope refused');
    }
    throw err;
  }
}

/** The auth guard: token -> actor -> customer scope -> the rule's requirement. Runs before validation. */
export function createAuthGuard(services: GuardServices, cache: GuardCache<LoadedCaller>): AuthGuard {
  return async (request, rule) => {
    if (rule === 'public') return;
    const ctx = request.ctx;
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHORIZED');
    // Machines and people never cross: a key passes only an `{ integration }` rule, a user's token never does.
    const isKey = token.startsWith(INTEGRATION_KEY_PREFIX);
    if (typeof rule === 'object' && 'integration' in rule) {
      if (!isKey) throw new AppError('UNAUTHORIZED');
      const key = await services.loadIntegrationKey(ctx.db, token);
      if (!key) throw new AppError('UNAUTHORIZED');
      ctx.integrationKey = key;
      request.log = request.log.child({ integrationKeyId: key.keyId });
      ctx.log = request.log;
      if (!key.scopes.includes(rule.integration)) throw new AppError('FORBIDDEN');
      return;
    }
    if (isKey) throw new AppError('UNAUTHORIZED');
    const claims = await verifiedClaims(ctx.config.JWT_SECRET, token);
    if (!claims) throw new AppError('UNAUTHORIZED');
    const requested = request.headers['x-customer-id'];
    const requestedId = typeof requested === 'string' && requested.trim() !== '' ? requested.trim() : undefined;
    // The caller, its session and the requested (or own) customer in one round trip, or from the guard
    // cache, which every write to those tables drops (guard-cache.ts).
    const loaded = await cache.get(`${claims.sub}|${claims.sid}|${requestedId ?? ''}`, () =>
      services.loadCaller(ctx.db, claims.sub, claims.sid, requestedId),
    );
    if (!loaded) throw new AppError('UNAUTHORIZED');
    const { actor } = loaded;
    ctx.actor = actor;
    request.log = request.log.child({ userId: actor.userId });
    ctx.log = request.log;
    ctx.customer = await actingCustomer(request, services, loaded, requestedId);

    if (rule === 'user') return;
    if (rule === 'customer') {
      if (!ctx.customer) throw new AppError('CUSTOMER_REQUIRED');
      return;
    }
    if (!rule.anyOf.some((code) => actor.permissions.has(code))) throw new AppError('FORBIDDEN');
    if (rule.customer && !ctx.customer) throw new AppError('CUSTOMER_REQUIRED');
  };
}

/** The response header that tells a signed-in client which version of its access it was answered under. */
export const ACCESS_VERSION_HEADER = 'x-access-version';

const accessVersions = new WeakMap<Actor, string>();

/**
 * A short fingerprint of what the caller may do and for whom (role, role type, pinned customer and the
 * role's permissions). Every answer to a signed-in caller carries it, so an open client notices at its next
 * call that an administrator changed its role and reads its identity again (menu items and screens follow
 * without a reload). Kept per actor: the guard cache hands the same one to every request of a caller.
 */
export function accessVersion(actor: Actor): string {
  let version = accessVersions.get(actor);
  if (version === undefined) {
    const text = `${actor.roleId}|${actor.roleType}|${actor.customerId ?? ''}|${[...actor.permissions].sort().join(',')}`;
    version = createHash('sha256').update(text).digest('base64url').slice(0, 16);
    accessVersions.set(actor, version);
  }
  return version;
}
