// npm run bench:sync [-- --help]
//
// The inbound sync's write path under load (issue 14): seeds the demo data (its categories, properties and
// values, users), starts the portal, and upserts `--products` products and `--warehouses` × `--products`
// stock rows through the HTTP sync API (POST /api/integrations/sync/{products,stocks}) with an integration
// key, in batches of `--batch` rows sent by `--senders` concurrent clients. Meanwhile a handful of
// connections ask for catalogue lists (POST /api/catalogs/products/list, drawn as bench:catalog draws them);
// their p99 is compared with the same load idle. A second pass sends the same batches again: every row must
// come back unchanged. Then the database must hold exactly what was sent (counts and a sample of rows).
// Prints rows/s end to end per entity and overall, batch latency p50/p99, and the portal's and PostgreSQL's
// CPU per 1,000 rows. A benchmark, not a test: it asserts nothing about speed, only about the data.
// docs/performance.md "Sync: `npm run bench:sync`" describes the method and holds the figures.
import { loadavg } from 'node:os';
import { CompiledQuery } from 'kysely';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/db/seed/demo';
import { createRandom } from '../src/db/seed/random';
import { syncPermissionCatalogue } from '../src/modules/roles';
import type { Query } from './catalog-checks';
import { type CatalogRequest, realisticMix } from './catalog-mix';
import { readWorld } from './catalog-world';
import {
  BackendCpu,
  BENCH_SECRET,
  BenchConnection,
  benchOptions,
  freePort,
  hasTables,
  latencySummary,
  openBenchDatabase,
  portalDatabaseUrl,
  postmasterPid,
  processTreeCpuSeconds,
  runCleanups,
  sleep,
  startChild,
  stopChild,
  waitReady,
} from './harness';

const o = benchOptions('npm run bench:sync -- [options]   (each also as BENCH_<OPTION>, e.g. BENCH_PRODUCTS=10000)', {
  products: { default: '100000', help: 'products upserted through the sync API' },
  warehouses: { default: '10', help: 'warehouses: stock rows = products × warehouses' },
  batch: { default: '5000', help: 'rows per sync call (the API takes at most 5,000)' },
  senders: { default: '4', help: 'concurrent sync clients, each sending its next batch when the previous answer is in' },
  'list-connections': { default: '4', help: 'connections asking for catalogue lists (idle and during the sync; 0: none)' },
  idle: { default: '20', help: 'seconds of list load without the sync (the idle p99)' },
  'seed-products': { default: '2000', help: "the demo catalogue's size under the synced products" },
  samples: { default: '500', help: 'products (with their stock rows) compared with what was sent after the run' },
  keep: { default: false, help: 'keep the database this run created; its name is printed' },
  'in-place': { default: false, help: "use DATABASE_URL's database as it is (it must be empty: it is seeded, then left)" },
  tcp: { default: false, help: 'talk to PostgreSQL over TCP even when its Unix socket is there' },
  seed: { default: '11', help: "seed of the list load's draws" },
});
const productCount = Number(o.products);
const warehouseCount = Number(o.warehouses);
const batchSize = Math.min(5000, Number(o.batch));
const senders = Number(o.senders);
const listConnections = Number(o['list-connections']);

// ---- what is sent (deterministic: the second pass sends the very same rows) ----

interface Template {
  categoryCode: string;
  name: string;
  properties: Record<string, string>;
}

const productCode = (i: number) => `BSYNC-${String(i).padStart(7, '0')}`;
const warehouseCode = (w: number) => `BW${String(w).padStart(2, '0')}`;

function productRow(i: number, templates: Template[]) {
  const t = templates[i % templates.length]!;
  return {
    code: productCode(i),
    name: `${t.name} ${productCode(i)}`,
    categoryCode: t.categoryCode,
    properties: t.properties,
    vatRate: '20',
    unit: 'ADET',
    minOrderQuantity: 1,
    listPrice: `${100 + ((i * 7919) % 90_000)}.${String(i % 100).padStart(2, '0')}`,
    currency: 'TRY',
    active: true,
  };
}

/** Stock row `n` of the product-major order (a batch holds a run of products, each in every warehouse). */
function stockRow(n: number) {
  const i = Math.floor(n / warehouseCount);
  const w = n % warehouseCount;
  return { productCode: productCode(i), warehouseCode: warehouseCode(w), quantity: (i * 31 + w * 17) % 120 };
}

function batches(total: number, row: (n: number) => unknown): Array<() => string> {
  const out: Array<() => string> = [];
  for (let from = 0; from < total; from += batchSize) {
    const to = Math.min(total, from + batchSize);
    // Built when sent, so a million rows are never all in memory as text at once.
    out.push(() => JSON.stringify({ rows: Array.from({ length: to - from }, (_, k) => row(from + k)) }));
  }
  return out;
}

// ---- the portal's database ----

const kyselyQuery =
  (database: DatabaseHandle): Query =>
  async (text, params = []) =>
    (await database.db.executeQuery(CompiledQuery.raw(text, params))).rows as Array<Record<string, unknown>>;

const seedDescription = () => `dealerport bench:sync seed-products=${o['seed-products']}`;

/** One product of each demo category that has some, as a template: its category and its property values by code. */
async function readTemplates(query: Query): Promise<Template[]> {
  const rows = await query(`
    select distinct on (p.category_id) p.id, p.name, c.code as category_code
    from products p join categories c on c.id = p.category_id
    where p.is_active order by p.category_id, p.id`);
  const out: Template[] = [];
  for (const r of rows) {
    const props = await query(
      `select pr.key, d.code from product_property_details x
       join property_details d on d.id = x.property_detail_id join properties pr on pr.id = d.property_id
       where x.product_id = $1`,
      [r.id],
    );
    out.push({
      categoryCode: String(r.category_code),
      name: String(r.name).split(' ').slice(0, 3).join(' '),
      properties: Object.fromEntries(props.map((p) => [String(p.key), String(p.code)])),
    });
  }
  return out;
}

// ---- measuring ----

interface Phase {
  name: string;
  rows: number;
  batches: number;
  seconds: number;
  latencies: number[];
  created: number;
  updated: number;
  unchanged: number;
  portalCpu: number | null;
  postgresCpu: number | null;
  from: number;
  to: number;
}

async function main() {
  const bench = await openBenchDatabase({ purpose: 'sync', keep: o.keep, inPlace: o['in-place'] });
  const open = () => openDatabase({ url: bench.url, poolSize: 4 });
  if (!bench.created && (await hasTables(bench.url))) throw new Error(`--in-place: ${bench.name} holds tables; give an empty database`);
  {
    const started = Date.now();
    const database = await open();
    try {
      await migrateToLatest(database.db);
      await syncPermissionCatalogue(database.db);
      await seedDemoData(database.db, { products: Number(o['seed-products']) });
    } finally {
      await database.close();
    }
    await bench.markSeeded(seedDescription());
    console.log(`demo data seeded in ${((Date.now() - started) / 1000).toFixed(0)} s (${o['seed-products']} products)`);
  }

  const database = await open();
  const query = kyselyQuery(database);
  const rng = createRandom(Number(o.seed));
  const templates = await readTemplates(query);
  const world = await readWorld(query, rng, 400);
  const customers = (await query(`select id, country_code from customers where is_active order by code`)).map((r) => ({
    id: String(r.id),
    culture: (String(r.country_code).trim() === 'TR' ? 'tr' : 'de') as 'tr' | 'de',
  }));
  const pgPid = await postmasterPid((text) => database.db.executeQuery(CompiledQuery.raw(text, [])) as never);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startChild(['apps/api/src/server.ts'], {
    DATABASE_URL: portalDatabaseUrl(new URL(bench.url), o.tcp).url,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'never',
    JOBS_ENABLED: 'false',
    PORTAL_PROCESSES: '1',
    LOG_LEVEL: 'warn',
    JWT_SECRET: BENCH_SECRET,
    ACCESS_TOKEN_TTL_SECONDS: '7200',
  });
  let failed = false;
  try {
    await waitReady(`${base}/readyz`);
    const post = async (path: string, body: unknown, token?: string) => {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    // The administrator makes the integration key, as on /integration-settings; customer service asks for the lists.
    const admin = String((await post('/api/auths/authenticate', { userName: 'admin', password: 'Demo1234' })).token);
    const key = String((await post('/api/integrations/keys', { name: 'bench:sync', scopes: ['catalog', 'stock'] }, admin)).secret);
    const support = String((await post('/api/auths/authenticate', { userName: 'support', password: 'Demo1234' })).token);
    const mix = realisticMix({ ...world, callers: [{ token: support, customers }] }, rng, 0.8);
    const warehouses = Array.from({ length: warehouseCount }, (_, w) => ({
      code: warehouseCode(w),
      name: `Bench warehouse ${w}`,
      priority: w,
    }));
    await post('/api/integrations/sync/warehouses', { rows: warehouses }, key);

    // ---- the list load: runs from start() to stop(), every answer's latency with its end time ----
    const listLatencies: Array<[number, number]> = [];
    let listNotOk = 0;
    let listing = false;
    let listLoops: Promise<void>[] = [];
    const startLists = () => {
      listing = true;
      listLoops = Array.from({ length: listConnections }, async () => {
        const c = new BenchConnection('127.0.0.1', port);
        try {
          while (listing) {
            const r: CatalogRequest = mix.list();
            const t0 = performance.now();
            const res = await c.request(r.method, r.path, r.headers, r.body).catch(() => ({ status: 0, text: '' }));
            listLatencies.push([Date.now(), performance.now() - t0]);
            if (res.status !== 200) listNotOk++;
          }
        } finally {
          c.close();
        }
      });
    };
    const stopLists = async () => {
      listing = false;
      await Promise.all(listLoops);
    };
    const listP99 = (from: number, to: number) => {
      const xs = listLatencies.filter(([t]) => t >= from && t <= to).map(([, ms]) => ms);
      return { n: xs.length, ...latencySummary(xs) };
    };

    // ---- one entity's batches through `senders` clients ----
    const backends = new BackendCpu(pgPid, bench.name);
    const runPhase = async (name: string, path: string, parts: Array<() => string>, rows: number): Promise<Phase> => {
      let next = 0;
      const latencies: number[] = [];
      const counts = { created: 0, updated: 0, unchanged: 0 };
      const portalBefore = server.pid ? processTreeCpuSeconds(server.pid) : null;
      backends.start();
      const from = Date.now();
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: senders }, async () => {
          const c = new BenchConnection('127.0.0.1', port);
          try {
            while (next < parts.length) {
              const body = parts[next++]!();
              const s = performance.now();
              const res = await c.request('POST', path, { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body);
              latencies.push(performance.now() - s);
              if (res.status !== 200) throw new Error(`${name}: ${res.status} ${res.text.slice(0, 500)}`);
              const report = JSON.parse(res.text) as { created: number; updated: number; unchanged: number };
              counts.created += report.created;
              counts.updated += report.updated;
              counts.unchanged += report.unchanged;
            }
          } finally {
            c.close();
          }
        }),
      );
      const seconds = (performance.now() - t0) / 1000;
      const to = Date.now();
      const postgresCpu = backends.stop();
      const portalAfter = server.pid ? processTreeCpuSeconds(server.pid) : null;
      const phase: Phase = {
        name,
        rows,
        batches: parts.length,
        seconds,
        latencies,
        ...counts,
        portalCpu: portalBefore === null || portalAfter === null ? null : portalAfter - portalBefore,
        postgresCpu,
        from,
        to,
      };
      console.log(
        `  ${name}: ${rows} rows in ${seconds.toFixed(1)} s = ${Math.round(rows / seconds)} rows/s (created ${counts.created}, updated ${counts.updated}, unchanged ${counts.unchanged}); load ${loadavg()[0]!.toFixed(1)}`,
      );
      return phase;
    };
    const productBatches = batches(productCount, (i) => productRow(i, templates));
    const stockBatches = batches(productCount * warehouseCount, stockRow);
    const pass = async (label: string) => {
      console.log(`${label}:`);
      const products = await runPhase(`${label} products`, '/api/integrations/sync/products', productBatches, productCount);
      const stocks = await runPhase(`${label} stocks`, '/api/integrations/sync/stocks', stockBatches, productCount * warehouseCount);
      return [products, stocks] as const;
    };

    // ---- first pass with the list load, then the list load idle, then the second pass with it again ----
    console.log(
      `${productCount} products, ${warehouseCount} warehouses (${productCount * warehouseCount} stock rows), batches of ${batchSize}, ${senders} senders, ${listConnections} list connections; load ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}`,
    );
    if (listConnections > 0) startLists();
    const first = await pass('first pass');
    await stopLists();
    await sleep(2000);
    if (listConnections > 0) startLists();
    const idleFrom = Date.now();
    await sleep(Number(o.idle) * 1000);
    const idleTo = Date.now();
    await stopLists();
    if (listConnections > 0) startLists();
    const second = await pass('second pass (the same batches)');
    await stopLists();

    // ---- the report ----
    const phases = [...first, ...second];
    const per1000 = (cpu: number | null, rows: number) => (cpu === null ? '–' : ((cpu * 1_000_000) / rows).toFixed(1));
    console.log(
      `\n${productCount} products + ${productCount * warehouseCount} stock rows; batches of ${batchSize}; ${senders} senders; load average now ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}`,
    );
    console.table(
      phases.map((p) => {
        const l = latencySummary(p.latencies);
        return {
          phase: p.name,
          rows: p.rows,
          s: p.seconds.toFixed(1),
          'rows/s': Math.round(p.rows / p.seconds),
          'batch p50 ms': l.p50.toFixed(0),
          'batch p99 ms': l.p99.toFixed(0),
          'portal CPU ms/1000 rows': per1000(p.portalCpu, p.rows),
          'PG CPU ms/1000 rows': per1000(p.postgresCpu, p.rows),
          'created/updated/unchanged': `${p.created}/${p.updated}/${p.unchanged}`,
        };
      }),
    );
    for (const [label, ps] of [
      ['first pass', first],
      ['second pass', second],
    ] as const) {
      const rows = ps[0].rows + ps[1].rows;
      const seconds = ps[0].seconds + ps[1].seconds;
      console.log(
        `${label} overall: ${rows} rows in ${seconds.toFixed(1)} s = ${Math.round(rows / seconds)} rows/s end to end (target >= 20,000)`,
      );
    }
    if (listConnections > 0) {
      const idle = listP99(idleFrom, idleTo);
      console.log(`\ncatalogue list (${listConnections} connections), p50 / p99 / max ms:`);
      console.log(`  idle:                   ${idle.p50.toFixed(0)} / ${idle.p99.toFixed(0)} / ${idle.max.toFixed(0)} (${idle.n} lists)`);
      for (const p of phases) {
        const d = listP99(p.from, p.to);
        console.log(
          `  during ${p.name.padEnd(38)} ${d.p50.toFixed(0)} / ${d.p99.toFixed(0)} / ${d.max.toFixed(0)} (${d.n} lists): p99 ${(d.p99 / Math.max(1, idle.p99)).toFixed(2)}× idle (target <= 2)`,
        );
      }
      if (listNotOk > 0) {
        console.log(`${listNotOk} list answers were not 200`);
        failed = true;
      }
    }

    // ---- the checks: idempotence, counts, a sample of rows ----
    const problems: string[] = [];
    for (const p of second)
      if (p.created + p.updated !== 0 || p.unchanged !== p.rows)
        problems.push(`${p.name}: not all unchanged (${p.created}/${p.updated}/${p.unchanged})`);
    for (const p of first)
      if (p.created + p.updated + p.unchanged !== p.rows)
        problems.push(`${p.name}: rows reported ${p.created + p.updated + p.unchanged} of ${p.rows}`);
    const [pc] = await query(`select count(*)::int as n from products where code like 'BSYNC-%'`);
    if (Number(pc!.n) !== productCount) problems.push(`products: ${pc!.n} in the database, ${productCount} sent`);
    const [sc] = await query(
      `select count(*)::int as n from stocks s join products p on p.id = s.product_id where p.code like 'BSYNC-%' and s.warehouse_code like 'BW%'`,
    );
    if (Number(sc!.n) !== productCount * warehouseCount)
      problems.push(`stocks: ${sc!.n} in the database, ${productCount * warehouseCount} sent`);
    const sample = Array.from({ length: Math.min(productCount, Number(o.samples)) }, (_, k) =>
      Math.floor((k * productCount) / Math.min(productCount, Number(o.samples))),
    );
    const got = await query(
      `select p.code, p.name, c.code as category_code, p.list_price::text as list_price, p.vat_rate::text as vat_rate, p.currency, p.is_active,
         (select coalesce(jsonb_object_agg(pr.key, d.code), '{}'::jsonb) from product_property_details x
            join property_details d on d.id = x.property_detail_id join properties pr on pr.id = d.property_id where x.product_id = p.id) as props,
         (select coalesce(jsonb_object_agg(s.warehouse_code, s.quantity), '{}'::jsonb) from stocks s where s.product_id = p.id) as stock
       from products p join categories c on c.id = p.category_id where p.code = any($1::text[])`,
      [sample.map(productCode)],
    );
    const byCode = new Map(got.map((r) => [String(r.code), r]));
    const num = (s: unknown) => Number(String(s));
    for (const i of sample) {
      const sent = productRow(i, templates);
      const r = byCode.get(sent.code);
      if (!r) {
        problems.push(`${sent.code}: missing`);
        continue;
      }
      const props = (typeof r.props === 'string' ? JSON.parse(r.props) : r.props) as Record<string, string>;
      const stock = (typeof r.stock === 'string' ? JSON.parse(r.stock) : r.stock) as Record<string, number>;
      const wrong: string[] = [];
      if (r.name !== sent.name) wrong.push(`name ${r.name}`);
      if (r.category_code !== sent.categoryCode) wrong.push(`category ${r.category_code}`);
      if (num(r.list_price) !== num(sent.listPrice) || String(r.list_price).replace(/0+$/, '') !== sent.listPrice.replace(/0+$/, ''))
        wrong.push(`price ${r.list_price}`);
      if (num(r.vat_rate) !== num(sent.vatRate)) wrong.push(`vat ${r.vat_rate}`);
      if (r.currency !== sent.currency || r.is_active !== true) wrong.push(`currency/active ${r.currency} ${r.is_active}`);
      if (JSON.stringify(Object.entries(props).sort()) !== JSON.stringify(Object.entries(sent.properties).sort()))
        wrong.push(`properties ${JSON.stringify(props)}`);
      for (let w = 0; w < warehouseCount; w++) {
        const want = stockRow(i * warehouseCount + w).quantity;
        if (stock[warehouseCode(w)] !== want) wrong.push(`stock ${warehouseCode(w)} ${stock[warehouseCode(w)]} (sent ${want})`);
      }
      if (wrong.length > 0) problems.push(`${sent.code}: ${wrong.join('; ')}`);
    }
    console.log(`\nchecked: counts, idempotence, ${sample.length} products with their ${sample.length * warehouseCount} stock rows`);
    if (problems.length > 0) {
      console.log(`WRONG (${problems.length}):\n  ${problems.slice(0, 20).join('\n  ')}`);
      failed = true;
    } else console.log('the database holds exactly what was sent');
  } finally {
    await database.close();
    await stopChild(server);
  }
  await bench.release();
  if (failed) process.exitCode = 2;
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    await runCleanups();
  });
