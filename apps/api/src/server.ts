import cluster from 'node:cluster';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config/config';
import { migrateToLatest, openDatabase } from './db/database';
import { DEMO_ORDER_HISTORY, type SeedOptions, seedDemoDataIfEmpty } from './db/seed/demo';
import { documentStore } from './platform/storage/document-store';
import { demoPictureStore } from './platform/storage/storage';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const seedWanted = (config: Config, kind: 'pglite' | 'postgres') =>
  config.SEED_DEMO === 'always' || (config.SEED_DEMO === 'auto' && kind === 'pglite');

/**
 * PORTAL_PROCESSES > 1 (PostgreSQL only): this process migrates and seeds once, then runs that many
 * portal processes sharing the port (node:cluster hands them the connections), starts a new one when one
 * dies, and passes SIGTERM/SIGINT on. Each has its own caches: the auth guard's hear the others' writes
 * through PostgreSQL (ADR 0023), the catalogue's follow the database's revisions (ADR 0019).
 */
async function primary(config: Config) {
  const database = await openDatabase({ url: config.DATABASE_URL, poolSize: 2 });
  await migrateToLatest(database.db);
  // No Fastify logger here yet: the seed's summary goes to the console.
  const log = { info: (msg: unknown) => console.log(msg) } as SeedOptions['log'];
  if (seedWanted(config, database.kind))
    await seedDemoDataIfEmpty(database.db, {
      log,
      pictures: demoPictureStore(config),
      documents: documentStore(config),
      orderHistory: DEMO_ORDER_HISTORY,
    });
  await database.close();
  let stopping = false;
  const fork = () => cluster.fork({ DEALERPORT_SEEDED: '1' });
  for (let i = 0; i < config.PORTAL_PROCESSES; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`portal process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(fork, 1000);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
    setTimeout(() => process.exit(1), 20_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** Starts the portal: config, database (seeded with demo data when new), listen, graceful shutdown. */
async function main() {
  const config = readConfig();
  if (config.PORTAL_PROCESSES > 1 && cluster.isPrimary) return primary(config);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE });
  const app = await buildApp({ config, database });

  if (!process.env.DEALERPORT_SEEDED && seedWanted(config, database.kind)) {
    await seedDemoDataIfEmpty(database.db, {
      log: app.log,
      pictures: demoPictureStore(config),
      documents: documentStore(config),
      orderHistory: DEMO_ORDER_HISTORY,
    });
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    try {
      // the database last, once the app's own close (job worker, scheduler, listener) is done with it: as an
      // onClose hook of its own it ran first, and the stopping worker's last sweep met a closed pool
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Dealerport is running at ${config.PUBLIC_URL} (database: ${database.kind === 'pglite' ? `embedded, ${config.DATA_DIR}` : 'PostgreSQL server'})`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
if (process.env.BENCH_GC_LOG) {
  const { PerformanceObserver, monitorEventLoopDelay } = await import('node:perf_hooks');
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  const gcs: { kind: number; ms: number }[] = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcs.push({ kind: (e as any).detail?.kind ?? 0, ms: e.duration });
  }).observe({ entryTypes: ['gc'] });
  process.on('SIGTERM', () => {
    const by = new Map<number, number[]>();
    for (const g of gcs) by.set(g.kind, [...(by.get(g.kind) ?? []), g.ms]);
    for (const [k, v] of by)
      console.error(`gc kind ${k}: n=${v.length} total=${v.reduce((a, b) => a + b, 0).toFixed(0)}ms max=${Math.max(...v).toFixed(1)}ms`);
    console.error(
      `event loop delay p50=${(h.percentile(50) / 1e6).toFixed(1)} p99=${(h.percentile(99) / 1e6).toFixed(1)} max=${(h.max / 1e6).toFixed(1)} ms`,
    );
  });
}
