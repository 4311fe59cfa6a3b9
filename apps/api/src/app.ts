import { randomUUID } from 'node:crypto';
import { endpoints, normalizeCulture } from '@dealerport/contract';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Config } from './config/config';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './db/database';
import { MULTIPART_LIMITS } from './lib/multipart';
import { compareVersions } from './lib/version';
import { registerAccessRoutes } from './modules/access';
import { RESET_QUEUE, registerAuthRoutes, sendPasswordResetEmail } from './modules/auth';
import { registerBasketRoutes } from './modules/baskets/baskets.routes';
import { registerCatalogRoutes } from './modules/catalog';
import { registerCatalogAdminRoutes } from './modules/catalog-admin';
import { failAbandonedOrder, ORDER_QUEUE, runOrderJob } from './modules/checkout';
import { registerCheckoutRoutes } from './modules/checkout/checkout.routes';
import { registerCustomerRoutes } from './modules/customers/customers.routes';
import { registerDefinitionRoutes } from './modules/definitions/definitions.routes';
import { registerFavoriteRoutes } from './modules/favorites';
import { registerHomeRoutes } from './modules/home/home.routes';
import { registerOrderParameterRoutes } from './modules/order-parameters/order-parameters.routes';
import { loadErpOrder } from './modules/orders';
import { registerOrderRoutes } from './modules/orders/orders.routes';
import { registerProfileRoutes } from './modules/profiles/profiles.routes';
import { registerRegistrationRoutes } from './modules/registrations';
import { registerRoleRoutes, syncPermissionCatalogue } from './modules/roles';
import { registerSalesmanLimitRoutes } from './modules/salesman-limits/salesman-limits.routes';
import { registerSalesmanRoutes } from './modules/salesmen/salesmen.routes';
import { registerSettingsRoutes } from './modules/settings/settings.routes';
import { registerUserAdminRoutes } from './modules/users/users.admin.routes';
import { registerWarehouseTargetRoutes } from './modules/warehouse-targets/warehouse-targets.routes';
import { connectorFromConfig, ERP_QUEUE, erpDeliveryHandler } from './platform/erp';
import { GUARD_CHANNEL, JOBS_CHANNEL, listenToDatabase } from './platform/jobs/listener';
import { JobWorker } from './platform/jobs/worker';
import { createTransport, MAIL_QUEUE, mailDeliveryHandler } from './platform/mail/mail';
import { registerUploads } from './platform/storage/storage';
import { registerErrorHandler, sendError } from './plugins/error-handler';
import { GuardCache } from './plugins/guard-cache';
import { registerOpenApi } from './plugins/openapi';
import { createContext, type LoadedCaller } from './plugins/routing';
import { createSerializerCompiler } from './plugins/serializer';
import { registerWebClient } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobWorker;
    dbKind: DatabaseHandle['kind'];
    /** The auth guard's cache of callers (plugins/guard-cache.ts). */
    guardCache: GuardCache<LoadedCaller>;
  }
}

export interface BuildOptions {
  config: Config;
  /** An open database (tests); otherwise one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Start the background worker loop (default: config.JOBS_ENABLED). */
  startWorker?: boolean;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole app: plugins first, then every module's routes. Never listens. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: config.LOG_LEVEL, redact: ['req.headers.authorization', '*.password', '*.refreshToken'] },
    trustProxy: config.TRUST_PROXY,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Long path values reach validation (a localised 400) instead of a bare 414 from the router.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Tests also check every answer against the contract with Zod (plugins/serializer.ts).
  app.setSerializerCompiler(createSerializerCompiler({ verify: config.NODE_ENV === 'test' }));

  const database =
    opts.database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE }));
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('config', config);
  app.decorate('registeredEndpoints', new Set<string>());
  await migrateToLatest(database.db);
  await syncPermissionCatalogue(database.db);

  // Background jobs: mail delivery and password-reset emails.
  const worker = new JobWorker(database.db, app.log, { concurrency: config.JOBS_CONCURRENCY, pollMs: config.JOBS_POLL_MS });
  const transport = createTransport(config.SMTP_URL);
  if (transport) worker.register(MAIL_QUEUE, mailDeliveryHandler(database.db, transport, config.MAIL_FROM));
  worker.register(RESET_QUEUE, (job) =>
    sendPasswordResetEmail({ db: database.db, config, log: app.log }, job.payload as Parameters<typeof sendPasswordResetEmail>[1]),
  );
  // Orders (design.md §4): a short lock, so a job whose process died is taken up again within seconds.
  worker.register(ORDER_QUEUE, (job, run) => runOrderJob({ db: database.db, config, log: app.log }, job, run), {
    lockSeconds: 15,
    onAbandoned: (job) => failAbandonedOrder(database.db, job),
  });
  worker.register(ERP_QUEUE, erpDeliveryHandler(database.db, connectorFromConfig(config), loadErpOrder));
  app.decorate('jobs', worker);
  const runWorker = opts.startWorker ?? config.JOBS_ENABLED;
  // The auth guard's cache: this process's writes drop it at once; with a PostgreSQL server, other
  // processes' writes arrive as notifications, and until they can the cache stays off.
  const guardCache = new GuardCache<LoadedCaller>({ ttlMs: config.AUTH_CACHE_SECONDS * 1000, enabled: database.kind === 'pglite' });
  const unfollow = guardCache.follow(database.changes);
  app.decorate('guardCache', guardCache);
  // With a PostgreSQL server other processes queue jobs too: the database wakes this worker at once.
  const listenUrl = database.kind === 'postgres' ? (database.url ?? config.DATABASE_URL) : undefined;
  const listener = listenUrl
    ? listenToDatabase(
        listenUrl,
        app.log,
        {
          [GUARD_CHANNEL]: () => guardCache.invalidate(),
          ...(runWorker ? { [JOBS_CHANNEL]: () => worker.notify() } : {}),
        },
        (listening) => guardCache.setEnabled(listening),
      )
    : null;
  worker.listenedTo(runWorker && listener !== null);
  if (runWorker) worker.start();
  app.addHook('onClose', async () => {
    unfollow();
    await listener?.close();
    await worker.stop();
    transport?.close();
    if (!opts.database) await database.close();
  });

  // Cross-cutting plugins, before any route.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Plain-http deployments (an intranet, the demo on localhost) must keep working.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, { global: false });
  // Multipart bodies are read by their routes (lib/multipart.ts); uploads are served at /uploads/*.
  await app.register(multipart, { limits: { ...MULTIPART_LIMITS } });
  await registerUploads(app, config);
  registerErrorHandler(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    request.ctx = createContext(app, request);
    // Spec 01 §8: a client older than the configured minimum must update (426).
    const version = request.headers['x-version'];
    if (typeof version === 'string' && request.url.startsWith('/api/') && /^\d+(\.\d+)*$/.test(version)) {
      if (compareVersions(version, config.MIN_CLIENT_VERSION) < 0) {
        return sendError(reply, normalizeCulture(request.headers['x-culture'] as string | undefined), 'CLIENT_OUTDATED', {
          minimumVersion: config.MIN_CLIENT_VERSION,
        });
      }
    }
  });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(database.db);
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  await registerOpenApi(app);

  // Every module's routes, registered from the contract's table.
  registerAccessRoutes(app);
  registerAuthRoutes(app);
  registerBasketRoutes(app);
  registerCatalogRoutes(app);
  registerCatalogAdminRoutes(app);
  registerCheckoutRoutes(app);
  registerCustomerRoutes(app);
  registerDefinitionRoutes(app);
  registerFavoriteRoutes(app);
  registerHomeRoutes(app);
  registerOrderParameterRoutes(app);
  registerOrderRoutes(app);
  registerProfileRoutes(app);
  registerRegistrationRoutes(app);
  registerRoleRoutes(app);
  registerSalesmanRoutes(app);
  registerSalesmanLimitRoutes(app);
  registerSettingsRoutes(app);
  registerUserAdminRoutes(app);
  registerWarehouseTargetRoutes(app);

  const missing = endpoints.filter((ep) => !app.registeredEndpoints.has(ep.id));
  if (missing.length > 0) throw new Error(`Endpoints without a route: ${missing.map((e) => `${e.method} ${e.path}`).join(', ')}`);

  await registerWebClient(app, config.WEB_DIST);
  return app;
}
