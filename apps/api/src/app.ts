import { randomUUID } from 'node:crypto';
import { endpoints, normalizeCulture } from '@dealerport/contract';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './db/database';
import { pingDatabase } from './db/ping';
import { MULTIPART_LIMITS } from './lib/multipart';
import { compareVersions } from './lib/version';
import { registerAccessRoutes } from './modules/access';
import { RESET_QUEUE, registerAuthRoutes, sendPasswordResetEmail } from './modules/auth';
import { bannersSubscriber, registerBannerRoutes } from './modules/banners';
import { failAbandonedOrder, ORDER_QUEUE, registerBasketRoutes, runOrderJob } from './modules/baskets';
import { bundlesSubscriber, registerBundleRoutes } from './modules/bundles';
import { pricingSubscriber, registerCatalogRoutes } from './modules/catalog';
import { registerCatalogAdminRoutes } from './modules/catalog-admin';
import { configsSubscriber, registerConfigRoutes } from './modules/configs';

import { registerCustomerRoutes, resolveActingCustomer } from './modules/customers';
import { registerDefinitionRoutes } from './modules/definitions';
import { registerDocumentRoutes } from './modules/documents';
import { emailsSubscriber, registerEmailsRoutes } from './modules/emails';
import { registerFavoriteRoutes } from './modules/favorites';
import { registerFeedRoutes } from './modules/feeds';
import { registerFitmentRoutes } from './modules/fitment';
import { registerHomeRoutes } from './modules/home';
import { loadIntegrationKey, registerIntegrationRoutes } from './modules/integrations';
import { failAbandonedRun, registerJobRoutes, type SqlTarget, scheduledRunHandler } from './modules/jobs';
import { registerListRoutes } from './modules/lists';
import { registerLocalizationRoutes, translationsSubscriber } from './modules/localizations';
import { paymentSetupSubscriber, registerOrderParameterRoutes } from './modules/order-parameters';
import { loadErpOrder, registerOrderRoutes } from './modules/orders';
import { refundAbandonedHandler, refundJobHandler, registerPaymentRoutes } from './modules/payments';
import { registerPivotRoutes } from './modules/pivot';
import { registerPriceRuleRoutes } from './modules/price-rules';
import { registerProfileRoutes } from './modules/profiles';
import { registerRegistrationRoutes } from './modules/registrations';
import { registerReportRoutes } from './modules/reports';
import { registerRoleRoutes, syncPermissionCatalogue } from './modules/roles';
import { registerSalesmanLimitRoutes } from './modules/salesman-limits';
import { registerSalesmanRoutes } from './modules/salesmen';
import { distributorTimeZone, getErpHandOffTarget, getMailTarget, registerSettingsRoutes, settingsSubscriber } from './modules/settings';
import { loadActorWithCustomer, registerUserAdminRoutes } from './modules/users';
import { registerWarehouseTargetRoutes, routingSubscriber } from './modules/warehouse-targets';
import { connectorFromConfig, ERP_QUEUE, erpDeliveryHandler } from './platform/erp';
import { JOBS_CHANNEL, listenToDatabase, type Subscriber } from './platform/jobs/listener';
import { JobScheduler, SCHEDULED_JOB_QUEUE } from './platform/jobs/scheduler';
import { JobWorker } from './platform/jobs/worker';
import { MAIL_QUEUE, mailDeliveryHandler, mailRouter } from './platform/mail/mail';
import { createOutboundGuard, parseAllowList } from './platform/outbound';
import { REFUND_QUEUE } from './platform/payments';
import { registerUploads } from './platform/storage/storage';
import { ACCESS_VERSION_HEADER, accessVersion, createAuthGuard, type GuardServices, type LoadedCaller } from './plugins/auth-guard';
import { registerErrorHandler, sendError } from './plugins/error-handler';
import { GuardCache } from './plugins/guard-cache';
import { registerOpenApi } from './plugins/openapi';
import { createContext } from './plugins/route';
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

/** The callers and the customer scope, from the areas that own them, for the auth guard (the platform imports no module). */
const guardServices: GuardServices = {
  loadCaller: loadActorWithCustomer,
  resolveCustomer: (db, actor, requestedId, prefetched) =>
    resolveActingCustomer(db, actor, requestedId, prefetched as Parameters<typeof resolveActingCustomer>[3]),
  loadIntegrationKey,
};

/** Builds the whole app: plugins first, then every module's routes. Never listens. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = createFastify(config, opts.logger);
  const database =
    opts.database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE }));
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('config', config);
  const outbound = createOutboundGuard(parseAllowList(config.OUTBOUND_ALLOW));
  app.decorate('outbound', outbound);
  app.addHook('onClose', () => outbound.close());
  app.decorate('registeredEndpoints', new Set<string>());
  await migrateToLatest(database.db);
  await syncPermissionCatalogue(database.db);

  startBackgroundWork(app, database, opts);
  await registerPlugins(app, config);
  registerHealth(app, database);
  await registerOpenApi(app);
  registerModules(app, database);

  const missing = endpoints.filter((ep) => !app.registeredEndpoints.has(ep.id));
  if (missing.length > 0) throw new Error(`Endpoints without a route: ${missing.map((e) => `${e.method} ${e.path}`).join(', ')}`);

  await registerWebClient(app, config.WEB_DIST);
  return app;
}

function createFastify(config: Config, logger: BuildOptions['logger']): FastifyInstance {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL, redact: ['req.headers.authorization', '*.password', '*.refreshToken'] },
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
  return app;
}

/** The job worker and its queues, the auth guard with its cache, and the database notifications both follow. */
function startBackgroundWork(app: FastifyInstance, database: DatabaseHandle, opts: BuildOptions) {
  const { config } = opts;
  const worker = new JobWorker(database.db, app.log, { concurrency: config.JOBS_CONCURRENCY, pollMs: config.JOBS_POLL_MS });
  const transport = registerQueues(app, worker, database, config);
  app.decorate('jobs', worker);
  const runWorker = opts.startWorker ?? config.JOBS_ENABLED;
  // The auth guard's cache: this process's writes drop it at once; with a PostgreSQL server, other
  // processes' writes arrive as notifications, and until they can the cache stays off.
  const guardCache = new GuardCache<LoadedCaller>({ ttlMs: config.AUTH_CACHE_SECONDS * 1000, enabled: database.kind === 'pglite' });
  const unfollow = guardCache.follow(database.changes);
  app.decorate('guardCache', guardCache);
  app.decorate('authGuard', createAuthGuard(guardServices, guardCache));
  // With a PostgreSQL server, other processes' writes arrive as notifications: each cache of this process
  // that they must drop subscribes to its channel (off until it can hear them), and other processes'
  // jobs wake this worker at once.
  const listenUrl = database.kind === 'postgres' ? (database.url ?? config.DATABASE_URL) : undefined;
  const subscribers: Subscriber[] = [
    guardCache.subscriber(),
    settingsSubscriber(database.db),
    configsSubscriber(database.db),
    translationsSubscriber(database.db),
    routingSubscriber(database.db),
    paymentSetupSubscriber(database.db),
    emailsSubscriber(database.db),
    bannersSubscriber(database.db),
    bundlesSubscriber(database.db),
    pricingSubscriber(database.db),
    ...(runWorker ? [{ channel: JOBS_CHANNEL, notified: () => worker.notify() }] : []),
  ];
  const listener = listenUrl ? listenToDatabase(listenUrl, app.log, subscribers) : null;
  worker.listenedTo(runWorker && listener !== null);
  if (runWorker) worker.start();
  // Scheduled jobs (migration 0023): queued by whichever process's scheduler claims a due run first.
  const scheduler = runWorker
    ? new JobScheduler(database.db, app.log, { timeZone: () => distributorTimeZone(database.db), onQueued: () => worker.notifyLocal() })
    : null;
  scheduler?.start();
  app.addHook('onClose', async () => {
    unfollow();
    await scheduler?.stop();
    await listener?.close();
    await worker.stop();
    transport?.close();
    if (!opts.database) await database.close();
  });
}

/** Background jobs: mail delivery, password-reset emails, orders, the ERP hand-off and refunds. Returns the SMTP transport to close. */
function registerQueues(app: FastifyInstance, worker: JobWorker, database: DatabaseHandle, config: Config) {
  // SMTP_URL when set, else the mail settings (SMTP or SendGrid's relay), read at each delivery (issue 16).
  const transport = mailRouter(
    { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM },
    () => getMailTarget(database.db, config),
    app.outbound,
  );
  worker.register(
    MAIL_QUEUE,
    mailDeliveryHandler(database.db, () => transport.route()),
  );
  worker.register(RESET_QUEUE, (job) =>
    sendPasswordResetEmail({ db: database.db, config, log: app.log }, job.payload as Parameters<typeof sendPasswordResetEmail>[1]),
  );
  // Orders (design.md §4): a short lock, so a job whose process died is taken up again within seconds.
  worker.register(ORDER_QUEUE, (job, run) => runOrderJob({ db: database.db, config, log: app.log }, job, run), {
    lockSeconds: 15,
    onAbandoned: (job) => failAbandonedOrder(database.db, job),
  });
  // The ERP connection settings name the hand-off's target unless the environment does (design.md §4b).
  const erpConnector = connectorFromConfig(config, {
    target: () => getErpHandOffTarget(database.db, config),
    guard: app.outbound,
  });
  worker.register(ERP_QUEUE, erpDeliveryHandler(database.db, erpConnector, loadErpOrder));
  // A cancelled order's captured payment, refunded through its provider (ADR 0047): retried with back-off.
  const paymentJobs = { db: database.db, config, log: app.log };
  worker.register(REFUND_QUEUE, refundJobHandler(paymentJobs), { onAbandoned: refundAbandonedHandler(paymentJobs) });
  // Scheduled runs: never retried (the schedule runs them again); the lock outlasts the longest time-out.
  worker.register(SCHEDULED_JOB_QUEUE, scheduledRunHandler({ db: database.db, config, log: app.log, sqlTarget: sqlTargetOf(database) }), {
    lockSeconds: 960,
    onAbandoned: (job) => failAbandonedRun(database.db, job),
  });
  return transport;
}

/** Cross-cutting plugins, before any route: security headers, compression, rate limits, uploads, errors, the request context. */
async function registerPlugins(app: FastifyInstance, config: Config) {
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

  // a signed-in caller learns with every answer which access it was answered under (a role change reaches open clients)
  app.addHook('onSend', async (request, reply) => {
    const actor = request.ctx?.actor;
    if (actor) reply.header(ACCESS_VERSION_HEADER, accessVersion(actor));
  });
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
}

function registerHealth(app: FastifyInstance, database: DatabaseHandle) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await pingDatabase(database.db);
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}

/** Where scheduled SQL jobs open their session: a connection of their own to the server; none on the embedded database. */
const sqlTargetOf = (database: DatabaseHandle): SqlTarget =>
  database.kind === 'postgres' && database.url ? { kind: 'postgres', url: database.url } : { kind: 'embedded' };

/** Every module's routes, registered from the contract's table, each through the module's index.ts. */
function registerModules(app: FastifyInstance, database: DatabaseHandle) {
  registerAccessRoutes(app);
  registerAuthRoutes(app);
  registerBannerRoutes(app);
  registerBundleRoutes(app);
  registerBasketRoutes(app);
  registerCatalogRoutes(app);
  registerCatalogAdminRoutes(app);
  registerConfigRoutes(app);
  registerCustomerRoutes(app);
  registerDefinitionRoutes(app);
  registerDocumentRoutes(app);
  registerFavoriteRoutes(app);
  registerFitmentRoutes(app);
  registerPivotRoutes(app);
  registerPriceRuleRoutes(app);
  registerFeedRoutes(app);
  registerHomeRoutes(app);
  registerIntegrationRoutes(app);
  registerJobRoutes(app, { sqlTarget: sqlTargetOf(database), onQueued: () => app.jobs.notifyLocal() });
  registerListRoutes(app);
  registerLocalizationRoutes(app);
  registerOrderParameterRoutes(app);
  registerOrderRoutes(app);
  registerPaymentRoutes(app);
  registerProfileRoutes(app);
  registerRegistrationRoutes(app);
  registerReportRoutes(app);
  registerRoleRoutes(app);
  registerSalesmanRoutes(app);
  registerSalesmanLimitRoutes(app);
  registerSettingsRoutes(app);
  registerEmailsRoutes(app);
  registerUserAdminRoutes(app);
  registerWarehouseTargetRoutes(app);
}
