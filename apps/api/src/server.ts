import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { openDatabase } from './db/database';
import { seedDemoDataIfEmpty } from './db/seed/demo';

/** Starts the portal: config, database (seeded with demo data when new), listen, graceful shutdown. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE });
  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());

  const seedWanted = config.SEED_DEMO === 'always' || (config.SEED_DEMO === 'auto' && database.kind === 'pglite');
  if (seedWanted) {
    await seedDemoDataIfEmpty(database.db, { log: app.log });
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    try {
      await app.close();
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
