// npm run bench:reports [-- --help]
//
// The four reports at size (issue 19, ADR 0046): seeds a PostgreSQL database (DATABASE_URL's server) with the
// demo data at --products products, then writes --lines order lines (documents of 10 lines spread over two
// years and every customer) in a few set-based statements, starts the app in this process and asks each
// report scenario --runs times one after another (the admin: every customer; a salesman: his own), printing
// p50/p99/max per scenario. A benchmark, not a test: it asserts nothing about speed (target p99 <= 300 ms).
import { availableParallelism, loadavg } from 'node:os';
import { hrtime } from 'node:process';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { migrateToLatest, openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/db/seed/demo';
import { syncPermissionCatalogue } from '../src/modules/roles';
import { BENCH_SECRET, benchOptions, latencySummary, openBenchDatabase, runCleanups } from './harness';

const o = benchOptions('npm run bench:reports -- [options]   (each also as BENCH_<OPTION>)', {
  products: { default: '100000', help: 'catalogue size' },
  lines: { default: '1000000', help: 'order lines (10 a document)' },
  runs: { default: '40', help: 'calls per scenario (after 3 not counted)' },
  keep: { default: false, help: 'keep the database this run created; its name is printed' },
  only: { default: '', help: 'only the scenarios whose name starts with this (e.g. dashboard)' },
  exports: { default: false, help: 'also download the whole order report as csv and xlsx over HTTP: time, size, peak RSS' },
  'in-place': { default: false, help: "use DATABASE_URL's database as it is: empty (seeded, then left) or seeded by an earlier run" },
});
const runs = Number(o.runs);
const seedDescription = () => `dealerport bench:reports products=${o.products} lines=${o.lines}`;

async function main() {
  const bench = await openBenchDatabase({ purpose: 'reports', keep: o.keep, inPlace: o['in-place'] });
  const database = await openDatabase({ url: bench.url, poolSize: 4 });
  const db = database.db;
  console.log(
    `load average at the start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${availableParallelism()} cores)`,
  );
  if (bench.seededAs !== seedDescription()) {
    console.log(`seeding ${bench.name}: ${o.products} products, ${o.lines} order lines ...`);
    let start = performance.now();
    await migrateToLatest(db);
    await syncPermissionCatalogue(db);
    await seedDemoData(db, { products: Number(o.products) });
    console.log(`  demo data: ${((performance.now() - start) / 1000).toFixed(1)} s`);
    start = performance.now();
    await writeOrderLines(db, Number(o.lines));
    console.log(`  order lines (and the sales summary's triggers): ${((performance.now() - start) / 1000).toFixed(1)} s`);
    await sql`vacuum analyze`.execute(db);
    await bench.markSeeded(seedDescription());
  } else {
    // A database seeded by an earlier run gets the migrations added since (e.g. a summary and its backfill); the server here runs without autovacuum, so vacuum too (index-only scans need the visibility map).
    const start = performance.now();
    await migrateToLatest(db);
    await sql`vacuum analyze`.execute(db);
    console.log(`migrations and analyze on ${bench.name}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: BENCH_SECRET,
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    WEB_DIST: '/nonexistent',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: '/tmp/dealerport-bench-reports',
    SECRETS_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
  });
  const app = await buildApp({ config, database, logger: false, startWorker: false });
  await app.ready();
  try {
    const token = async (userName: string) => {
      const res = await app.inject({ method: 'POST', url: '/api/auths/authenticate', payload: { userName, password: 'Demo1234' } });
      if (res.statusCode !== 200) throw new Error(`sign-in of ${userName}: ${res.statusCode} ${res.body}`);
      return (res.json() as { token: string }).token;
    };
    // The demo salesman gets the report permissions for the run (his role's, in this bench database only).
    const salesman = await sql<{ account_name: string; role_id: number }>`
      select account_name, role_id from users where user_type = 'salesman' and deleted_at is null order by account_name limit 1`.execute(
      db,
    );
    const s = salesman.rows[0];
    if (s)
      await sql`insert into role_permissions (role_id, permission_code)
        select ${s.role_id}, code from permissions where code like 'report-%' on conflict do nothing`.execute(db);
    const callers = { admin: await token('admin'), ...(s ? { salesman: await token(s.account_name) } : {}) };
    // the category filter: the leaf with the most lines, and the top-level category with the most
    const categories = (
      await sql<{ leaf: number | null; top: number | null }>`
        with per as (select category_id, count(*) as n from order_lines group by 1)
        select (select c.id from categories c join per on per.category_id = c.id
            where not exists (select 1 from categories k where k.parent_id = c.id) order by per.n desc limit 1) as leaf,
          (select coalesce(c.parent_id, c.id) from categories c join per on per.category_id = c.id
            group by 1 order by sum(per.n) desc limit 1) as top`.execute(db)
    ).rows[0];
    const lastYear = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const lastMonth = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const scenarios: Array<[string, keyof typeof callers, string, unknown]> = [
      ['order: newest first', 'admin', 'order?page=1&pageSize=50', {}],
      ['order: page 20', 'admin', 'order?page=20&pageSize=50', {}],
      ['order: last month', 'admin', 'order?page=1&pageSize=50', { startDate: lastMonth }],
      ['order: last year by product code', 'admin', 'order?page=1&pageSize=50&sortColumn=productCode', { startDate: lastYear }],
      ['order: by total desc', 'admin', 'order?page=1&pageSize=50&sortColumn=total&sortDirection=desc', {}],
      ['order: salesman, newest first', 'salesman', 'order?page=1&pageSize=50', {}],
      ['order: by product name', 'admin', 'order?page=1&pageSize=50&sortColumn=productName', {}],
      ['order: by quantity desc', 'admin', 'order?page=1&pageSize=50&sortColumn=quantity&sortDirection=desc', {}],
      ['order: by price desc', 'admin', 'order?page=1&pageSize=50&sortColumn=price&sortDirection=desc', {}],
      ['order: by customer name', 'admin', 'order?page=1&pageSize=50&sortColumn=customerName', {}],
      ['order: by fiche no', 'admin', 'order?page=1&pageSize=50&sortColumn=ficheNo', {}],
      ['order: status Pending, last year', 'admin', 'order?page=1&pageSize=50', { status: 'Pending', startDate: lastYear }],
      ['order: product search', 'admin', 'order?page=1&pageSize=50', { product: 'mich' }],
      ['order: product code', 'admin', 'order?page=1&pageSize=50', { product: 'LST-0126' }],
      ['order: category, top level', 'admin', 'order?page=1&pageSize=50', { categoryId: categories?.top ?? 0 }],
      ['order: category, leaf', 'admin', 'order?page=1&pageSize=50', { categoryId: categories?.leaf ?? 0 }],
      ['product: by code', 'admin', 'product?page=1&pageSize=50', {}],
      [
        'product: in stock by stock desc',
        'admin',
        'product?page=1&pageSize=50&sortColumn=totalStock&sortDirection=desc',
        { inStock: true },
      ],
      ['product: search', 'admin', 'product?page=1&pageSize=50', { search: 'mich' }],
      ['customer: by name', 'admin', 'customer?page=1&pageSize=50', {}],
      ['customer: salesman', 'salesman', 'customer?page=1&pageSize=50&sortColumn=userLastLoggedOn', {}],
      ['product-images: by count', 'admin', 'product-images?page=1&pageSize=50&sortColumn=imageCount', {}],
      ['product-images: without', 'admin', 'product-images?page=1&pageSize=50', { hasImages: false }],
      // the dashboard (GET, ADR 0051): every figure of the last 12 months in one call
      ['dashboard: 12 months', 'admin', 'dashboard', undefined],
      ['dashboard: last month', 'admin', `dashboard?startDate=${lastMonth}`, undefined],
      ['dashboard: salesman, 12 months', 'salesman', 'dashboard', undefined],
    ];
    console.log(`\n${'scenario'.padEnd(36)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}  rows`);
    for (const [name, who, path, body] of scenarios) {
      const tokenOf = callers[who];
      if (!tokenOf || !name.startsWith(o.only)) continue;
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < runs + 3; i++) {
        const start = hrtime.bigint();
        const res = await app.inject({
          ...(body === undefined ? { method: 'GET' as const } : { method: 'POST' as const, payload: body as object }),
          url: `/api/reports/${path}`,
          headers: { authorization: `Bearer ${tokenOf}` },
        });
        const ms = Number(hrtime.bigint() - start) / 1e6;
        if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
        const answer = res.json() as { totalCount?: number; salesByMonth?: unknown[] };
        // the dashboard's "rows": its months with sales
        total = answer.totalCount ?? answer.salesByMonth?.length ?? 0;
        if (i >= 3) times.push(ms);
      }
      const l = latencySummary(times);
      console.log(
        `${name.padEnd(36)} ${l.p50.toFixed(1).padStart(8)} ${l.p99.toFixed(1).padStart(8)} ${l.max.toFixed(1).padStart(8)}  ${total}`,
      );
    }
    if (o.exports) await measureExports(app, callers.admin);
    console.log(
      `load average at the end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

/**
 * The whole order report downloaded over a real socket (inject would buffer the answer), read as it comes:
 * the time, the bytes and this process's peak resident memory while it streamed (sampled every 50 ms).
 */
async function measureExports(app: Awaited<ReturnType<typeof buildApp>>, token: string) {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(
    `\n${'export (every row of the order report)'.padEnd(40)} ${'s'.padStart(7)} ${'MB'.padStart(8)} ${'peak RSS MB'.padStart(12)} (before)`,
  );
  for (const format of ['csv', 'xlsx']) {
    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const start = performance.now();
    const res = await fetch(`${address}/api/reports/order/export?format=${format}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    let bytes = 0;
    if (!res.body) throw new Error(`export ${format}: no body`);
    for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
    clearInterval(timer);
    if (res.status !== 200) throw new Error(`export ${format}: ${res.status}`);
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    console.log(
      `${`order ${format}`.padEnd(40)} ${((performance.now() - start) / 1000).toFixed(1).padStart(7)} ${mb(bytes).padStart(8)} ${mb(peak).padStart(12)} (${mb(before)})`,
    );
  }
}

/** Documents of 10 lines each, over every customer, product and the last two years, written set-based. */
async function writeOrderLines(db: Awaited<ReturnType<typeof openDatabase>>['db'], lines: number) {
  const documents = Math.ceil(lines / 10);
  await sql`
    create temporary table bench_customers as
      select row_number() over (order by c.id) as n, c.id, trim(c.currency) as currency,
        (select u.id from users u order by u.account_name limit 1) as user_id,
        (select sc.salesman_id from salesman_customers sc where sc.customer_id = c.id limit 1) as salesman_id
      from customers c`.execute(db);
  await sql`
    create temporary table bench_products as
      select row_number() over (order by p.id) as n, p.id, p.code, p.name, p.category_id, p.unit_code, round(p.list_price, 2) as price
      from products p`.execute(db);
  await sql`
    with docs as (
      select g as doc, c.id as customer_id, c.currency, c.user_id, c.salesman_id,
        now() - (random() * interval '730 days') as created_at
      from generate_series(1, ${documents}::int) g
      join bench_customers c on c.n = 1 + (g % (select count(*) from bench_customers))
    ), tx as (
      insert into order_transactions (customer_id, user_id, salesman_id, status, request, created_at, finished_at)
      select customer_id, user_id, salesman_id, 'Completed', '{"bench":true}', created_at, created_at from docs
      returning id, customer_id, salesman_id, created_at
    )
    insert into orders (doc_number, transaction_id, customer_id, user_id, salesman_id, payment_method_code, payment_method_name,
      currency, status, shipping_address_caption, shipping_address, shipping_country_code, total_gross_amount,
      total_discount_amount, total_amount_without_tax, total_tax_amount, total_expense_amount, total_amount, erp_status,
      created_at, updated_at)
    select 'BENCH' || lpad(row_number() over (order by tx.created_at)::text, 8, '0'), tx.id, tx.customer_id,
      (select user_id from bench_customers limit 1), tx.salesman_id, 'CASH', 'Peşin',
      coalesce((select currency from bench_customers b where b.id = tx.customer_id), 'TRY'), 'Pending', 'Merkez', '-', 'TR',
      0, 0, 0, 0, 0, 0, 'Standalone', tx.created_at, tx.created_at
    from tx`.execute(db);
  await sql`
    insert into order_lines (order_id, line_no, product_id, product_code, product_name, category_id, unit_code, quantity,
      sale_price, discounted_price, vat_rate, gross_amount, discount_amount, net_amount, expense_amount, tax_amount, total_amount)
    select o.id, k, p.id, p.code, p.name, p.category_id, p.unit_code, q, p.price, p.price, 20,
      p.price * q, 0, p.price * q, 0, round(p.price * q * 0.2, 2), round(p.price * q * 1.2, 2)
    from (select id, row_number() over (order by id) as rn from orders where doc_number like 'BENCH%') o
    cross join generate_series(1, 10) k
    cross join lateral (select 1 + ((o.rn * 7 + k * 13) % 9)::int as q) qty
    join bench_products p on p.n = 1 + ((o.rn * 31 + k * 977) % (select count(*) from bench_products))`.execute(db);
  await sql`update orders o set total_amount_without_tax = s.net, total_gross_amount = s.net, total_tax_amount = s.tax, total_amount = s.total
    from (select order_id, sum(net_amount) net, sum(tax_amount) tax, sum(total_amount) total from order_lines group by order_id) s
    where s.order_id = o.id and o.doc_number like 'BENCH%'`.execute(db);
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    await runCleanups();
  });
