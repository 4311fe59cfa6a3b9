// npm run bench:orders [-- --customers 100 --duration 30 --concurrency 32 --poll 50 --history 20000 --idle-carts 2000]
// npm run bench:orders -- --mode pipeline --customers 3000 --clients 50   (place-order + job only)
//
// The order pipeline under load (issue 5): a fresh PostgreSQL database (`dealerport_bench_orders` on
// DATABASE_URL's server) with the demo data, bench products with known stock (some scarce, so stock runs
// out under contention) and salesman limits; the portal runs in a child process with its job worker
// (JOBS_CONCURRENCY loops). `--customers` virtual dealers, each its own customer, loop for `--duration`
// seconds: add 5 random lines to the (empty) cart, place the order (with an idempotency key), poll the
// transaction status until it ends. Prints orders completed per second, p50/p99 from place-order to
// Completed (from the transactions' own timestamps, and as the client saw it), then checks that stock and
// limits add up exactly. `--mode pipeline` fills every customer's cart beforehand and only places orders
// (`--clients` concurrent callers, no polling): the throughput of place-order and the job. Both modes check
// that initial - ordered = left, for every product's stock and every limit (OK or MISMATCH).
// A benchmark, not a test: it asserts nothing about speed.
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { hash } from '@node-rs/argon2';
import { sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/db/seed/demo';
import { createRandom } from '../src/db/seed/random';
import { syncPermissionCatalogue } from '../src/modules/roles';
import {
  BENCH_SECRET,
  BenchConnection,
  freePort,
  portalDatabaseUrl,
  postmasterPid,
  processTreeCpuSeconds,
  startChild,
  waitReady,
} from './harness';

const { values } = parseArgs({
  options: {
    customers: { type: 'string', default: '100' },
    mode: { type: 'string', default: 'e2e' },
    clients: { type: 'string', default: '50' },
    tcp: { type: 'boolean', default: false },
    'worker-process': { type: 'boolean', default: false },
    // portal processes sharing the port (PORTAL_PROCESSES), each with its job worker
    processes: { type: 'string', default: '1' },
    duration: { type: 'string', default: '30' },
    // orders processed at once per portal process (JOBS_CONCURRENCY): as many as arrive together, or they queue
    concurrency: { type: 'string', default: '32' },
    poll: { type: 'string', default: '50' },
    products: { type: 'string', default: '200' },
    // past orders in the database before the run
    history: { type: 'string', default: '20000' },
    // other dealers' carts in the database before the run
    'idle-carts': { type: 'string', default: '2000' },
  },
});
const customerCount = Number(values.customers);
const mode = values.mode === 'pipeline' ? 'pipeline' : 'e2e';
const clients = Number(values.clients);
const duration = Number(values.duration);
const jobConcurrency = Number(values.concurrency);
const pollMs = Number(values.poll);
const benchProducts = Number(values.products);
const historyCount = Number(values.history);
const idleCarts = Number(values['idle-carts']);
const PASSWORD = 'Bench1234';
const BENCH_DATABASE = 'dealerport_bench_orders';

const sumOrNull = (values: Array<number | null>) => (values.includes(null) ? null : (values as number[]).reduce((a, b) => a + b, 0));
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

async function main() {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
  await admin.query(`create database ${BENCH_DATABASE}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  const databaseUrl = url.toString();

  // ---- the world: demo data, bench products with known stock, a salesman with limits ----
  const started = Date.now();
  const database = await openDatabase({ url: databaseUrl });
  const db = database.db;
  await migrateToLatest(db);
  await syncPermissionCatalogue(db);
  await seedDemoData(db, { products: 2000, customers: customerCount });
  const rng = createRandom(5);
  const category = await db.selectFrom('categories').select('id').where('parent_id', 'is', null).orderBy('id').executeTakeFirstOrThrow();
  const warehouses = (await db.selectFrom('warehouses').select('code').where('is_active', '=', true).orderBy('priority').execute()).map(
    (w) => w.code,
  );
  const productIds: number[] = [];
  for (let i = 0; i < benchProducts; i++) {
    const row = await db
      .insertInto('products')
      .values({
        code: `BENCH-${String(i).padStart(4, '0')}`,
        name: `Bench product ${i}`,
        category_id: category.id,
        list_price: `${rng.int(1000, 99999) / 100}`,
        vat_rate: '20',
        currency: 'TRY',
        detail_ids: [],
        search_text: `bench ${i}`,
        min_order_qty: 1,
        expense_cost: i % 5 === 0 ? '2.5000' : '0',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    productIds.push(row.id);
    // Every tenth product is scarce: stock runs out during the run and orders fail for it.
    const scarce = i % 10 === 0;
    await db
      .insertInto('stocks')
      .values(
        warehouses.slice(0, 2).map((w) => ({ product_id: row.id, warehouse_code: w, quantity: scarce ? rng.int(20, 60) : 1_000_000 })),
      )
      .execute();
  }
  const customers = await db
    .selectFrom('customers')
    .select(['id', 'code'])
    .where('code', 'is not', null)
    .orderBy('code')
    .limit(customerCount)
    .execute();
  await db
    .insertInto('customer_addresses')
    .values(
      customers.map((c) => ({
        customer_id: c.id,
        code: 'BENCH',
        caption: 'Bench',
        address: 'Bench Cd. 1',
        city: 'İstanbul',
        country_code: 'TR',
        is_default: false,
      })),
    )
    .execute();
  // Anything the demo data would refuse in the cart (access defaults and rules) is lifted for the bench.
  await db.deleteFrom('settings').where('key', '=', 'catalogueAccessDefaults').execute();
  await db.deleteFrom('warehouse_targets').execute();
  await db
    .updateTable('customers')
    .set({ is_active: true, is_export_registered: false })
    .where(
      'id',
      'in',
      customers.map((c) => c.id),
    )
    .execute();
  const salesman = await db
    .insertInto('salesmen')
    .values({ code: 'BENCH-S', name: 'Bench salesman' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .deleteFrom('salesman_customers')
    .where(
      'customer_id',
      'in',
      customers.map((c) => c.id),
    )
    .execute();
  await db
    .insertInto('salesman_customers')
    .values(customers.map((c) => ({ salesman_id: salesman.id, customer_id: c.id })))
    .execute();
  const role = await db.selectFrom('roles').select('id').where('role_type', '=', 'salesman').orderBy('id').executeTakeFirstOrThrow();
  const salesmanUser = await db
    .insertInto('users')
    .values({
      account_name: 'bench-salesman',
      email: 'bench-salesman@example.test',
      password_hash: await hash(PASSWORD),
      role_id: role.id,
      user_type: 'salesman',
      salesman_id: salesman.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Limits on every fourth product, all of the one bench salesman (every order of a limited product
  // takes its row): most with room for the run, every fifth a scarce budget that runs out.
  const today = new Date();
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  await db
    .insertInto('salesman_limits')
    .values(
      productIds
        .filter((_, i) => i % 4 === 1)
        .map((_, k) => ({
          salesman_code: 'BENCH-S',
          product_code: `BENCH-${String(k * 4 + 1).padStart(4, '0')}`,
          quantity: k % 5 === 0 ? 150 : 100_000,
          start_date: day(-5),
          end_date: day(30),
        })),
    )
    .execute();
  const initialStock = new Map(
    (
      await db
        .selectFrom('stocks')
        .select(['product_id', sql<number>`sum(quantity)::int`.as('q')])
        .where('product_id', 'in', productIds)
        .groupBy('product_id')
        .execute()
    ).map((r) => [r.product_id, r.q]),
  );
  const initialLimits = new Map(
    (await db.selectFrom('salesman_limits').select(['id', 'quantity']).where('salesman_code', '=', 'BENCH-S').execute()).map((r) => [
      r.id,
      r.quantity,
    ]),
  );
  if (mode === 'pipeline') {
    const carts = await db
      .insertInto('carts')
      .values(customers.map((c) => ({ customer_id: c.id })))
      .returning(['id'])
      .execute();
    const lines = carts.flatMap((cart) => {
      const picked = new Set<number>();
      while (picked.size < 5) picked.add(rng.pick(productIds));
      return [...picked].map((productId) => ({ cart_id: cart.id, product_id: productId, quantity: rng.int(1, 4) }));
    });
    for (let i = 0; i < lines.length; i += 1000)
      await db
        .insertInto('cart_lines')
        .values(lines.slice(i, i + 1000))
        .execute();
  }
  // A portal that has been taking orders for a while: past transactions, orders, lines and finished jobs
  // (`--history`), so PostgreSQL plans the order path for tables of a real size (with empty ones it keeps
  // plans that scan them whole, which cost more with every order of the run).
  if (historyCount > 0) {
    await sql`
      insert into order_transactions (customer_id, user_id, salesman_id, status, request, created_at, finished_at)
      select (${customers.map((c) => c.id)}::uuid[])[1 + g % ${customers.length}], ${salesmanUser.id}, ${salesman.id}, 'Completed', '{}',
        now() - make_interval(hours => g % 8760), now() - make_interval(hours => g % 8760)
      from generate_series(1, ${historyCount}) g`.execute(db);
    await sql`
      insert into orders (doc_number, transaction_id, customer_id, user_id, salesman_id, payment_method_code, payment_method_name, currency,
        shipping_address_caption, shipping_address, shipping_country_code, total_gross_amount, total_discount_amount,
        total_amount_without_tax, total_tax_amount, total_expense_amount, total_amount, erp_status, created_at)
      select 'H' || lpad((row_number() over (order by t.created_at, t.id))::text, 8, '0'), t.id, t.customer_id, t.user_id, t.salesman_id,
        'STD', 'Standard', 'TRY', 'Bench', 'Bench Cd. 1', 'TR', 500, 0, 500, 100, 0, 600, 'Standalone', t.created_at
      from order_transactions t where t.request = '{}'`.execute(db);
    await sql`
      insert into order_lines (order_id, line_no, product_id, product_code, product_name, category_id, unit_code, quantity, sale_price,
        discounted_price, vat_rate, gross_amount, discount_amount, net_amount, expense_amount, tax_amount, total_amount, due_date)
      select o.id, k, p.id, p.code, p.name, p.category_id, p.unit_code, 1, 100, 100, 20, 100, 0, 100, 0, 20, 120, o.created_at::date
      from orders o cross join generate_series(1, 5) k
      join lateral (select * from products where id = (${productIds}::int[])[1 + (abs(hashtext(o.doc_number)) + k) % ${productIds.length}]) p on true
      where o.doc_number like 'H%'`.execute(db);
    await sql`
      insert into order_line_details (order_line_id, number, warehouse_code, quantity)
      select l.id, o.doc_number || '-1', ${warehouses[0]}, l.quantity from order_lines l join orders o on o.id = l.order_id
      where o.doc_number like 'H%'`.execute(db);
    await sql`
      insert into jobs (queue, payload, status, attempts, created_at, finished_at)
      select 'orders.place', jsonb_build_object('transactionId', t.id), 'done', 1, t.created_at, t.finished_at
      from order_transactions t where t.request = '{}'`.execute(db);
  }
  // The other dealers' carts (`--idle-carts`, 3 lines each): a distributor's dealers keep carts between
  // orders. With the cart tables empty at the start, PostgreSQL planned the cart statements (and the
  // cart's trigger) as scans of the whole table, dearer with every dead row of the run.
  if (idleCarts > 0) {
    await sql`
      insert into customers (code, name, country_code, currency)
      select 'IDLE-' || lpad(g::text, 6, '0'), 'Idle dealer ' || g, 'TR', 'TRY' from generate_series(1, ${idleCarts}) g`.execute(db);
    await sql`
      insert into carts (customer_id, currency)
      select id, 'TRY' from customers where code like 'IDLE-%'`.execute(db);
    await sql`
      insert into cart_lines (cart_id, product_id, quantity)
      select k.id, (${productIds}::int[])[1 + (abs(hashtext(k.id::text)) + n * 7) % ${productIds.length}], 1
      from carts k join customers c on c.id = k.customer_id and c.code like 'IDLE-%' cross join generate_series(1, 3) n`.execute(db);
  }
  await sql`vacuum analyze`.execute(db);
  console.log(
    `database ready in ${((Date.now() - started) / 1000).toFixed(0)} s: ${customers.length} customers, ${productIds.length} bench products, ${historyCount} past orders, ${idleCarts} other carts`,
  );

  // ---- the portal with its worker ----
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The portal talks to PostgreSQL over its Unix socket when there is one (a TCP write per query is
  // the largest CPU cost on this machine, docs/performance.md); `--tcp` keeps TCP.
  const { url: portalUrl, socket: useSocket } = portalDatabaseUrl(url, values.tcp);
  const server = startChild(['apps/api/src/server.ts'], {
    DATABASE_URL: portalUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'never',
    // --worker-process: the jobs run in a second portal process (the machine's other core), polling.
    JOBS_ENABLED: values['worker-process'] ? 'false' : 'true',
    PORTAL_PROCESSES: values.processes,
    JOBS_CONCURRENCY: String(jobConcurrency),
    // every running job holds a connection: room for them and for the requests
    DATABASE_POOL_SIZE: String(Math.max(20, jobConcurrency + 16)),
    LOG_LEVEL: 'warn',
    JWT_SECRET: BENCH_SECRET,
    ACCESS_TOKEN_TTL_SECONDS: '7200',
  });
  const workerProcess = values['worker-process']
    ? startChild(['apps/api/src/server.ts'], {
        DATABASE_URL: portalUrl,
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        SEED_DEMO: 'never',
        JOBS_ENABLED: 'true',
        JOBS_CONCURRENCY: String(jobConcurrency),
        DATABASE_POOL_SIZE: String(Math.max(20, jobConcurrency + 16)),
        LOG_LEVEL: 'warn',
        JWT_SECRET: BENCH_SECRET,
      })
    : null;
  const clientLatencies: number[] = [];
  const opened: BenchConnection[] = [];
  let completed = 0;
  let failed = 0;
  let httpErrors = 0;
  const failures = new Map<string, number>();
  try {
    await waitReady(`${base}/readyz`);
    const signIn = await fetch(`${base}/api/auths/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'bench-salesman', password: PASSWORD }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const headersFor = (customerId: string) => ({
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-culture': 'en',
      'x-customer-id': customerId,
    });
    const phase = new Map<string, { n: number; ms: number }>();
    // Kept-alive connections, one per caller at a time (BenchConnection: the load generator shares the
    // machine's two cores with the portal and PostgreSQL; node:http and fetch cost it several times as much).
    const target = new URL(base);
    const idle: BenchConnection[] = [];
    const send = async (method: string, p: string, headers: Record<string, string>, payload?: string) => {
      let connection = idle.pop();
      if (!connection) {
        connection = new BenchConnection(target.hostname, Number(target.port));
        opened.push(connection);
      }
      try {
        return await connection.request(method, p, headers, payload);
      } finally {
        idle.push(connection);
      }
    };
    const call = async (method: string, p: string, customerId: string, body?: unknown) => {
      const key = `${method} ${p.replace(/[0-9a-f-]{36}/, '{id}')}`;
      const began = Date.now();
      const res = await send(method, p, headersFor(customerId), body === undefined ? undefined : JSON.stringify(body));
      const ph = phase.get(key) ?? { n: 0, ms: 0 };
      phase.set(key, { n: ph.n + 1, ms: ph.ms + Date.now() - began });
      return { status: res.status, body: res.text ? JSON.parse(res.text) : null };
    };

    // CPU of the portal (with its cluster workers and worker process), of PostgreSQL (every backend)
    // and of this load generator during the run: what an order costs, whatever else the machine does.
    const pgPid = await postmasterPid((text) => sql.raw(text).execute(db) as never);
    const cpuNow = () => ({
      portal: sumOrNull([server, ...(workerProcess ? [workerProcess] : [])].map((p) => (p.pid ? processTreeCpuSeconds(p.pid) : null))),
      // the bench database's backends only (other databases on the server may be busy)
      postgres: pgPid ? processTreeCpuSeconds(pgPid, ` ${BENCH_DATABASE} `) : null,
      self: (() => {
        const u = process.cpuUsage();
        return (u.user + u.system) / 1e6;
      })(),
    });
    const cpuBefore = cpuNow();
    const deadline = Date.now() + duration * 1000;
    const measureFrom = new Date();
    const user = async (customerId: string, seed: number) => {
      const r = createRandom(seed);
      // A completed order empties its cart lines; after a failure (or at the start) the cart is cleared.
      let clear = true;
      while (Date.now() < deadline) {
        if (clear) await call('DELETE', '/api/baskets/cart/products', customerId, { productIds: [] });
        clear = true;
        const picked = new Set<number>();
        while (picked.size < 5) picked.add(r.pick(productIds));
        for (const productId of picked) {
          const res = await call('POST', '/api/baskets/cart/products', customerId, { productId, quantity: r.int(1, 4) });
          if (res.status !== 204) httpErrors++;
        }
        const t0 = Date.now();
        const placed = await call('POST', '/api/baskets/place-order', customerId, {
          customerAddressCode: 'BENCH',
          idempotencyKey: randomUUID(),
        });
        if (placed.status !== 200) {
          httpErrors++;
          failures.set(placed.body?.code ?? String(placed.status), (failures.get(placed.body?.code ?? String(placed.status)) ?? 0) + 1);
          continue;
        }
        // Polls after `--poll` ms, then backs off (x2, at most 8x) so waiting clients don't crowd the portal.
        for (let wait = pollMs; ; wait = Math.min(wait * 2, pollMs * 8)) {
          await new Promise((res) => setTimeout(res, wait));
          const s = await call('GET', `/api/orders/transaction/${placed.body.transactionId}/status`, customerId);
          if (s.body?.status === 'Completed') {
            completed++;
            clear = false;
            clientLatencies.push(Date.now() - t0);
            break;
          }
          if (s.body?.status === 'Failed') {
            failed++;
            failures.set(s.body.errorMessage, (failures.get(s.body.errorMessage) ?? 0) + 1);
            break;
          }
        }
      }
    };
    // Pipeline mode: every cart was filled before the clock (through SQL: a cart line is only product,
    // quantity and method); `clients` callers place the orders as fast as the portal takes them.
    const placeAll = async () => {
      let next = 0;
      const caller = async () => {
        while (Date.now() < deadline && next < customers.length) {
          const customer = customers[next++]!;
          const placed = await call('POST', '/api/baskets/place-order', customer.id, {
            customerAddressCode: 'BENCH',
            idempotencyKey: randomUUID(),
          });
          if (placed.status !== 200) {
            httpErrors++;
            const k = placed.body?.code ?? String(placed.status);
            failures.set(k, (failures.get(k) ?? 0) + 1);
          }
        }
      };
      await Promise.all(Array.from({ length: clients }, caller));
    };
    if (mode === 'pipeline') await placeAll();
    else await Promise.all(customers.map((c, i) => user(c.id, 100 + i)));
    let elapsed = (Date.now() - measureFrom.getTime()) / 1000;
    const cpuAfter = cpuNow();

    // Wait for the queue to settle, then read the server's own timings.
    for (let i = 0; i < 100; i++) {
      const left = await db
        .selectFrom('order_transactions')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('status', '=', 'InQueue')
        .executeTakeFirstOrThrow();
      if (left.n === 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const timings = (
      await sql<{ ms: number }>`select extract(epoch from (finished_at - created_at)) * 1000 as ms from order_transactions
        where status = 'Completed' and created_at >= ${measureFrom} order by 1`.execute(db)
    ).rows.map((r) => Number(r.ms));
    if (mode === 'pipeline') {
      const counts = await sql<{ status: string; n: number; first: Date; last: Date }>`
        select status, count(*)::int as n, min(created_at) as first, max(finished_at) as last from order_transactions
        where created_at >= ${measureFrom} group by status`.execute(db);
      for (const r of counts.rows) {
        if (r.status === 'Completed') {
          completed = r.n;
          elapsed = (new Date(r.last).getTime() - measureFrom.getTime()) / 1000;
        }
        if (r.status === 'Failed') failed = r.n;
      }
    }
    const client = [...clientLatencies].sort((a, b) => a - b);
    const orderDocs = await db
      .selectFrom('orders')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('doc_number', 'not like', 'H%')
      .executeTakeFirstOrThrow();

    // ---- the books must balance ----
    const sold = new Map(
      (
        await db
          .selectFrom('order_lines as l')
          .innerJoin('orders as o', 'o.id', 'l.order_id')
          .select(['l.product_id', sql<number>`sum(l.quantity)::int`.as('q')])
          .where('l.product_id', 'in', productIds)
          .where('o.doc_number', 'not like', 'H%') // the history (`--history`) took no stock
          .groupBy('l.product_id')
          .execute()
      ).map((r) => [r.product_id, r.q]),
    );
    const nowStock = new Map(
      (
        await db
          .selectFrom('stocks')
          .select(['product_id', sql<number>`sum(quantity)::int`.as('q'), sql<number>`min(quantity)::int`.as('min')])
          .where('product_id', 'in', productIds)
          .groupBy('product_id')
          .execute()
      ).map((r) => [r.product_id, r]),
    );
    let stockMismatches = 0;
    for (const id of productIds) {
      const now = nowStock.get(id)!;
      if (initialStock.get(id)! - (sold.get(id) ?? 0) !== now.q || now.min < 0) stockMismatches++;
    }
    const limitRows = await db
      .selectFrom('salesman_limits')
      .select(['id', 'quantity', 'product_code'])
      .where('salesman_code', '=', 'BENCH-S')
      .execute();
    const consumed = new Map(
      (
        await db
          .selectFrom('salesman_limit_logs')
          .select(['salesman_limit_id', sql<number>`sum(old_quantity - new_quantity)::int`.as('q')])
          .groupBy('salesman_limit_id')
          .execute()
      ).map((r) => [r.salesman_limit_id, r.q]),
    );
    const soldByCode = new Map(
      (
        await db
          .selectFrom('order_lines as l')
          .innerJoin('orders as o', 'o.id', 'l.order_id')
          .select(['l.product_code', sql<number>`sum(l.quantity)::int`.as('q')])
          .where('o.salesman_id', '=', salesman.id)
          .where('o.doc_number', 'not like', 'H%')
          .groupBy('l.product_code')
          .execute()
      ).map((r) => [r.product_code, r.q]),
    );
    let limitMismatches = 0;
    for (const l of limitRows) {
      const used = consumed.get(l.id) ?? 0;
      if (initialLimits.get(l.id)! - used !== l.quantity || l.quantity < 0 || used !== (soldByCode.get(l.product_code) ?? 0))
        limitMismatches++;
    }

    console.log('');
    console.log(
      `PostgreSQL over ${useSocket ? 'its Unix socket' : 'TCP'}; ${values.processes} portal process(es); jobs ${workerProcess ? 'in a second process' : 'in the HTTP process'}`,
    );
    console.log(`mode ${mode}${mode === 'pipeline' ? ` (${clients} callers, carts filled beforehand)` : ''}`);
    console.log(
      `customers ${customers.length}, duration ${elapsed.toFixed(1)} s, jobs at once ${jobConcurrency}, status poll ${pollMs} ms`,
    );
    console.log(
      `orders completed: ${completed} (${(completed / elapsed).toFixed(1)}/s), ${orderDocs.n} documents; failed: ${failed}; refused/HTTP errors: ${httpErrors}`,
    );
    if (failures.size) console.log(`failure reasons: ${[...failures.entries()].map(([k, v]) => `${v} x ${k}`).join('; ')}`);
    console.log(
      `place-order -> Completed (server timestamps): p50 ${percentile(timings, 50).toFixed(0)} ms, p99 ${percentile(timings, 99).toFixed(0)} ms`,
    );
    console.log(
      `place-order -> Completed (client, incl. ${pollMs} ms polling): p50 ${percentile(client, 50)} ms, p99 ${percentile(client, 99)} ms`,
    );
    const used = (k: 'portal' | 'postgres' | 'self') => {
      const a = cpuBefore[k];
      const b = cpuAfter[k];
      return a === null || b === null ? null : b - a;
    };
    const perOrder = (k: 'portal' | 'postgres' | 'self') => {
      const s = used(k);
      return s === null ? 'unknown' : `${((s * 1000) / Math.max(1, completed)).toFixed(1)} ms (${(s / elapsed).toFixed(2)} cores)`;
    };
    console.log(
      `CPU per completed order: portal ${perOrder('portal')}, PostgreSQL ${perOrder('postgres')}, load generator ${perOrder('self')}; ${availableParallelism()} cores`,
    );
    console.log(`HTTP calls: ${[...phase.entries()].map(([k, v]) => `${k} ${v.n} x ${(v.ms / v.n).toFixed(0)} ms`).join('; ')}`);
    console.log(
      `stock: ${stockMismatches === 0 ? 'OK' : `MISMATCH (${stockMismatches} products)`}; limits: ${limitMismatches === 0 ? 'OK' : `MISMATCH (${limitMismatches} limits)`}`,
    );
    // Books that don't add up are a bug, not a figure: the run fails (exit status 2).
    if (stockMismatches + limitMismatches > 0) process.exitCode = 2;
  } finally {
    for (const c of opened) c.close();
    server.kill('SIGTERM');
    workerProcess?.kill('SIGTERM');
    await Promise.all([server, ...(workerProcess ? [workerProcess] : [])].map((p) => new Promise((r) => p.once('exit', r))));
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
