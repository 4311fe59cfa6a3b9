// npm run bench:catalog [-- --db postgres|pglite|both] [--products 100000] [--customers 2000] [--duration 15] [--connections 50]
//                        [--only list,properties,search,bare] [--reuse] [--tcp] [--warmup 3]
//
// Builds a database with a large catalogue and per-customer access rules, starts the portal on it
// in a child process, and loads it with autocannon: the product list (random customers,
// categories, facets, pages, sorts), the facet counts and the header search, plus a bare Fastify
// route answering a pre-built body of the same size. Prints requests/s, p50 and p99 of each.
// A benchmark, not a test: it asserts nothing about speed.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PRODUCT_SORT_PARAMS } from '@dealerport/contract';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/db/seed/demo';
import { createRandom } from '../src/db/seed/random';
import { syncPermissionCatalogue } from '../src/modules/roles';
import { BENCH_SECRET, freePort, portalDatabaseUrl, startChild, waitReady } from './harness';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    // portal processes sharing the port (PORTAL_PROCESSES; PostgreSQL only, PGlite always runs one)
    processes: { type: 'string', default: '1' },
    products: { type: 'string', default: '100000' },
    customers: { type: 'string', default: '2000' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    // seconds of the same load before each measured run (JIT, pools, the list's row cache filling as in a
    // portal that has been running), not counted; --warmup 0 measures a cold start
    warmup: { type: 'string', default: '15' },
    // scenarios to run (default: all four)
    only: { type: 'string', default: 'list,properties,search,bare' },
    // keep the bench database of an earlier run with the same size instead of seeding again (PostgreSQL:
    // dealerport_bench; PGlite: a kept directory under the temporary directory)
    reuse: { type: 'boolean', default: false },
    // talk to PostgreSQL over TCP even when its Unix socket is there
    tcp: { type: 'boolean', default: false },
  },
});
const only = new Set(values.only.split(',').map((s) => s.trim()));
const products = Number(values.products);
const customers = Number(values.customers);
const duration = Number(values.duration);
const connections = Number(values.connections);
const warmup = Number(values.warmup);

/** Whether the bench database of an earlier run is there with the catalogue size asked for. */
async function reusable(admin: pg.Client, url: string): Promise<boolean> {
  const exists = await admin.query(`select 1 from pg_database where datname = 'dealerport_bench'`);
  if (exists.rowCount === 0) return false;
  const bench = new pg.Client({ connectionString: url });
  await bench.connect();
  try {
    const { rows } = await bench.query<{ n: string }>('select count(*) as n from products');
    return Number(rows[0]?.n) === products;
  } catch {
    return false;
  } finally {
    await bench.end();
  }
}

/** A fresh database with the catalogue, the customers and their access rules. */
async function prepareDatabase(kind: 'postgres' | 'pglite'): Promise<{ env: NodeJS.ProcessEnv; cleanup(): Promise<void> }> {
  let env: NodeJS.ProcessEnv;
  let cleanup: () => Promise<void>;
  if (kind === 'postgres') {
    const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const url = new URL(adminUrl);
    url.pathname = '/dealerport_bench';
    // The portal over the Unix socket when there is one; the seeding below uses the URL as given.
    env = { DATABASE_URL: portalDatabaseUrl(url, values.tcp).url };
    cleanup = async () => {};
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    if (values.reuse && (await reusable(admin, url.toString()))) {
      await admin.end();
      console.log(`[postgres] reusing dealerport_bench (${products} products)`);
      return { env, cleanup };
    }
    await admin.query('drop database if exists dealerport_bench with (force)');
    await admin.query('create database dealerport_bench');
    await admin.end();
    env.SEEDED_URL = url.toString();
  } else if (values.reuse) {
    // A kept directory per size; seeded once (the marker is written when the seeding finished).
    const dir = path.join(tmpdir(), `dealerport-bench-pglite-${products}-${customers}`);
    env = { DATA_DIR: dir, DATABASE_URL: '' };
    cleanup = async () => {};
    if (existsSync(path.join(dir, 'bench-seeded'))) {
      console.log(`[pglite] reusing ${dir}`);
      return { env, cleanup };
    }
    rmSync(dir, { recursive: true, force: true });
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'dealerport-bench-'));
    env = { DATA_DIR: dir, DATABASE_URL: '' };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const database = await openDatabase(kind === 'postgres' ? { url: env.SEEDED_URL } : { dataDir: env.DATA_DIR });
  delete env.SEEDED_URL;
  const started = Date.now();
  await migrateToLatest(database.db);
  await syncPermissionCatalogue(database.db);
  await seedDemoData(database.db, { products, customers });
  // Access rules for every customer: a few hidden brands, some not orderable, some without stock.
  const rng = createRandom(7);
  const brands = await sql<{
    id: number;
  }>`select d.id from property_details d join properties p on p.id = d.property_id where p.key = 'brand'`.execute(database.db);
  const customerRows = await database.db.selectFrom('customers').select('id').execute();
  const rules: {
    customer_id: string;
    property_detail_id: number;
    has_list: boolean;
    has_basket: boolean;
    show_price: boolean;
    show_stock: boolean;
  }[] = [];
  for (const c of customerRows) {
    const picked = new Set<number>();
    const n = rng.int(0, 4);
    while (picked.size < Math.min(n, brands.rows.length)) picked.add(rng.pick(brands.rows).id);
    for (const id of picked) {
      const kindOfRule = rng.int(0, 3);
      rules.push({
        customer_id: c.id,
        property_detail_id: id,
        has_list: kindOfRule !== 0,
        has_basket: kindOfRule !== 1,
        show_price: kindOfRule !== 2,
        show_stock: kindOfRule !== 3,
      });
    }
  }
  for (let i = 0; i < rules.length; i += 1000) {
    await database.db
      .insertInto('customer_access')
      .values(rules.slice(i, i + 1000))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  // Loading stock updates every product's total_stock (triggers, migration 0008); vacuum as autovacuum
  // would soon after a bulk load, so the load runs on the steady state, not on a table of dead rows.
  await sql`vacuum analyze`.execute(database.db);
  await database.close();
  if (kind === 'pglite' && values.reuse) writeFileSync(path.join(env.DATA_DIR!, 'bench-seeded'), new Date().toISOString());
  console.log(
    `[${kind}] database ready in ${((Date.now() - started) / 1000).toFixed(0)} s: ${products} products, ${customerRows.length} customers, ${rules.length} access rules`,
  );
  return { env, cleanup };
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  bytes: number;
}

async function load(
  name: string,
  url: string,
  setup: () => { method: 'GET' | 'POST'; path: string; body?: string; headers: Record<string, string> },
): Promise<Row> {
  const requests = [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, ...setup() }) } as never];
  if (warmup > 0) await autocannon({ url, connections, duration: warmup, requests });
  const result = await autocannon({ url, connections, duration, requests });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    bytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
  };
}

async function runOn(kind: 'postgres' | 'pglite'): Promise<Row[]> {
  const { env, cleanup } = await prepareDatabase(kind);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startChild(['apps/api/src/server.ts'], {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'never',
    JOBS_ENABLED: 'false',
    PORTAL_PROCESSES: kind === 'postgres' ? values.processes : '1',
    LOG_LEVEL: 'warn',
    JWT_SECRET: BENCH_SECRET,
    ACCESS_TOKEN_TTL_SECONDS: '7200',
  });
  try {
    await waitReady(`${base}/readyz`);
    const signIn = await fetch(`${base}/api/auths/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'support', password: 'Demo1234' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const common = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-culture': 'tr' };

    // What the load draws from: customers, categories, facet values and search terms.
    const db = await (async () => {
      const list = await fetch(`${base}/api/home/customers`, { headers: common });
      return (await list.json()) as { id: string }[];
    })();
    const customerIds = db.map((c) => c.id);
    const categories = (await (await fetch(`${base}/api/catalogs/categories`, { headers: common })).json()) as {
      id: number;
      children?: { id: number }[];
    }[];
    const categoryIds = categories.flatMap((c) => [c.id, ...(c.children ?? []).map((ch) => ch.id)]);
    const facetsByCategory = new Map<number, number[][]>();
    for (const id of categoryIds) {
      const res = await fetch(`${base}/api/catalogs/products/properties?CategoryId=${id}`, {
        headers: { ...common, 'x-customer-id': customerIds[0]! },
      });
      const props = (await res.json()) as { details: { id: number }[] }[];
      facetsByCategory.set(id, Array.isArray(props) ? props.map((p) => p.details.map((d) => d.id)) : []);
    }
    const terms = [
      'michelin',
      'continental',
      '205/55R16',
      '2055516',
      '225 45 17',
      'petlas',
      'akü 72',
      '5W-30',
      'jant 5x112',
      'LST-00',
      'pirelli',
      'bridgestone',
    ];
    const sorts = PRODUCT_SORT_PARAMS.map((p) => p.id);
    const rng = createRandom(11);
    const customerHeader = () => ({ ...common, 'x-customer-id': rng.pick(customerIds) });

    const listRequest = () => {
      const categoryId = rng.pick(categoryIds);
      const facets = facetsByCategory.get(categoryId) ?? [];
      const propertyDetailIds: number[] = [];
      for (let i = rng.int(0, 2); i > 0 && facets.length > 0; i--) {
        const values = rng.pick(facets);
        if (values.length) propertyDetailIds.push(rng.pick(values));
      }
      const body = { categoryId, propertyDetailIds, sort: rng.pick(sorts), pageNumber: rng.int(1, 5), pageSize: 50 };
      return { method: 'POST' as const, path: '/api/catalogs/products/list', body: JSON.stringify(body), headers: customerHeader() };
    };

    const sample = await fetch(`${base}/api/catalogs/products/list`, {
      method: 'POST',
      ...(() => {
        const r = listRequest();
        return { headers: r.headers, body: r.body };
      })(),
    });
    const sampleBytes = (await sample.text()).length;

    const rows: Row[] = [];
    if (only.has('list')) rows.push(await load(`[${kind}] POST products/list`, base, listRequest));
    if (only.has('properties')) {
      rows.push(
        await load(`[${kind}] GET products/properties`, base, () => ({
          method: 'GET',
          path: `/api/catalogs/products/properties?CategoryId=${rng.pick(categoryIds)}`,
          headers: customerHeader(),
        })),
      );
    }
    if (only.has('search')) {
      rows.push(
        await load(`[${kind}] GET search-by-text`, base, () => ({
          method: 'GET',
          path: `/api/catalogs/products/search-by-text?q=${encodeURIComponent(rng.pick(terms))}`,
          headers: customerHeader(),
        })),
      );
    }

    // The same load on a bare route with a body of the list's size: the ceiling of this machine.
    if (only.has('bare')) {
      const barePort = await freePort();
      const bare = startChild(['apps/api/bench/bare-server.ts', String(barePort), String(sampleBytes)], {});
      try {
        await new Promise<void>((resolve) => bare.stdout?.once('data', () => resolve()));
        rows.push(
          await load(`bare Fastify, ${Math.round(sampleBytes / 1024)} KB body`, `http://127.0.0.1:${barePort}`, () => ({
            method: 'POST',
            path: '/bare',
            headers: {},
          })),
        );
      } finally {
        bare.kill();
      }
    }
    return rows;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await cleanup();
  }
}

const kinds: ('postgres' | 'pglite')[] = values.db === 'both' ? ['postgres', 'pglite'] : [values.db as 'postgres' | 'pglite'];
const all: Row[] = [];
for (const kind of kinds) all.push(...(await runOn(kind)));
console.log(`\n${connections} connections, ${duration} s each`);
console.table(
  all.map((r) => ({
    scenario: r.name,
    'req/s': r.rps,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'non-2xx/errors': r.errors,
    'bytes/req': r.bytes,
  })),
);
