// npm run bench:orders [-- --help]
//
// The order pipeline under load (issues 5 and 13): a database of its own on DATABASE_URL's server (dropped
// at the end) with the demo data on a 100,000-product catalogue, `--hot-products` products with known
// stock (every tenth scarce, so stock runs out under contention) and salesman limits, a history of past
// orders and other dealers' carts; the portal runs in a child process with its job worker.
//
// e2e (default): `--customers` virtual dealers, each its own customer, loop for `--duration` seconds: fill
// the (empty) cart with 5 lines (from the whole in-stock catalogue, `--hot-share` of them from the hot
// products), place the order with an idempotency key (`--duplicate-share` of them sent twice at once, as a
// double click), then poll its status every `--poll` ms until it ends. The figure is p50/p99/max from the
// client's place-order request to the first poll that sees Completed, and the CPU per completed order of
// the portal and of PostgreSQL (the figure to drive down). pipeline: every cart is filled beforehand and
// `--clients` callers only place orders. Both then check the books (order-checks.ts): stock and limits add
// up, every order's total is its lines', every line its unit prices, no idempotency key made two orders and
// each order holds exactly its client's cart, no document number repeats. A mismatch fails the run (exit 2).
// A benchmark, not a test: it asserts nothing about speed. docs/performance.md "How the benches work".
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash } from '@node-rs/argon2';
import { CompiledQuery, sql } from 'kysely';
import { migrateToLatest, openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/db/seed/demo';
import { createRandom } from '../src/db/seed/random';
import { syncPermissionCatalogue } from '../src/modules/roles';
import type { Query } from './catalog-checks';
import {
  BackendCpu,
  BENCH_SECRET,
  BenchConnection,
  benchOptions,
  freePort,
  hasTables,
  latencySummary,
  openBenchDatabase,
  percentile,
  portalDatabaseUrl,
  postmasterPid,
  processTreeCpuSeconds,
  runCleanups,
  StatementCounter,
  sleep,
  startChild,
  stopChild,
  TransactionCounter,
  waitReady,
} from './harness';
import { checkOrderBooks, type PlacedOrder } from './order-checks';

const o = benchOptions('npm run bench:orders -- [options]   (each also as BENCH_<OPTION>, e.g. BENCH_DURATION=10)', {
  mode: { default: 'e2e', help: 'e2e (cart, place-order, polling) or pipeline (carts filled beforehand: place-order and the job only)' },
  customers: { default: '100', help: 'virtual dealers (e2e), each on its own customer; pipeline: the carts to order' },
  clients: { default: '50', help: 'pipeline: concurrent place-order callers' },
  duration: { default: '30', help: 'seconds of load' },
  poll: { default: '100', help: 'e2e: ms between status polls (fixed)' },
  products: { default: '100000', help: 'catalogue size (the demo generator)' },
  'hot-products': { default: '200', help: 'products with known stock (every tenth scarce) and salesman limits (every fourth)' },
  'hot-share': { default: '0.2', help: 'share of cart lines drawn from the hot products (the rest: the in-stock catalogue)' },
  'duplicate-share': { default: '0.05', help: 'share of place-orders sent twice at once with the same idempotency key' },
  concurrency: { default: '32', help: 'orders processed at once per portal process (JOBS_CONCURRENCY)' },
  history: { default: '20000', help: 'past orders in the database before the run' },
  'idle-carts': { default: '2000', help: "other dealers' carts in the database before the run" },
  processes: { default: '1', help: 'portal processes sharing the port (PORTAL_PROCESSES), each with its job worker' },
  'worker-process': { default: false, help: 'run the jobs in a second portal process' },
  'stats-settle': { default: '11', help: "seconds without load before reading PostgreSQL's transaction counts (0: skip them)" },
  corrupt: { default: false, help: "after the run, alter one order's total and one line's quantity (the checks must then fail)" },
  keep: { default: false, help: 'keep the database this run created (its name is printed)' },
  'in-place': { default: false, help: "use DATABASE_URL's database, which must be empty (it is seeded, changed and left)" },
  tcp: { default: false, help: 'talk to PostgreSQL over TCP even when its Unix socket is there' },
});
const customerCount = Number(o.customers);
const mode = o.mode === 'pipeline' ? 'pipeline' : 'e2e';
const clients = Number(o.clients);
const duration = Number(o.duration);
const jobConcurrency = Number(o.concurrency);
const pollMs = Number(o.poll);
const hotCount = Number(o['hot-products']);
const hotShare = Number(o['hot-share']);
const duplicateShare = Number(o['duplicate-share']);
const historyCount = Number(o.history);
const idleCarts = Number(o['idle-carts']);
const settle = Number(o['stats-settle']);
const PASSWORD = 'Bench1234';
const LINES_PER_ORDER = 5;

async function main() {
  const bench = await openBenchDatabase({ purpose: 'orders', keep: o.keep, inPlace: o['in-place'] });
  if (!bench.created && (await hasTables(bench.url)))
    throw new Error(`--in-place: ${bench.name} is not empty; bench:orders seeds and changes it`);
  const url = new URL(bench.url);

  // ---- the world: the demo on a large catalogue, hot products with known stock, a salesman with limits ----
  const started = Date.now();
  const database = await openDatabase({ url: bench.url, poolSize: 4 });
  const db = database.db;
  const query: Query = async (text, params = []) =>
    (await db.executeQuery(CompiledQuery.raw(text, params))).rows as Array<Record<string, unknown>>;
  await migrateToLatest(db);
  await syncPermissionCatalogue(db);
  await seedDemoData(db, { products: Number(o.products), customers: customerCount });
  await bench.markSeeded(`dealerport bench:orders products=${o.products} customers=${customerCount}`);
  const rng = createRandom(5);
  const category = await db.selectFrom('categories').select('id').where('parent_id', 'is', null).orderBy('id').executeTakeFirstOrThrow();
  const warehouses = (await db.selectFrom('warehouses').select('code').where('is_active', '=', true).orderBy('priority').execute()).map(
    (w) => w.code,
  );
  const hotIds: number[] = [];
  for (let i = 0; i < hotCount; i++) {
    const price = rng.int(1000, 99999);
    const row = await db
      .insertInto('products')
      .values({
        code: `BENCH-${String(i).padStart(4, '0')}`,
        name: `Bench product ${i}`,
        category_id: category.id,
        list_price: `${price / 100}`,
        vat_rate: '20',
        currency: 'TRY',
        detail_ids: [],
        search_text: `bench ${i}`,
        min_order_qty: 1,
        expense_cost: i % 5 === 0 ? '2.5000' : '0',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    hotIds.push(row.id);
    // Euro customers buy from the EUR price list (ADR 0020), as they do every demo product.
    await db
      .insertInto('product_prices')
      .values({ product_id: row.id, currency: 'EUR', list_price: (Math.round(price / 40) / 100).toFixed(2) })
      .execute();
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
  const customerIds = customers.map((c) => c.id);
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
  // Anything the demo data would refuse in the cart (access defaults and rules, warehouse rules) is lifted.
  await db.deleteFrom('settings').where('key', '=', 'catalogueAccessDefaults').execute();
  await db.deleteFrom('customer_access').where('customer_id', 'in', customerIds).execute();
  await db.deleteFrom('warehouse_targets').execute();
  await db.updateTable('customers').set({ is_active: true, is_export_registered: false }).where('id', 'in', customerIds).execute();
  const salesman = await db
    .insertInto('salesmen')
    .values({ code: 'BENCH-S', name: 'Bench salesman' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.deleteFrom('salesman_customers').where('customer_id', 'in', customerIds).execute();
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
  // Limits on every fourth hot product, all of the one bench salesman (every order of a limited product
  // takes its row): most with room for the run, every fifth a scarce budget that runs out.
  const today = new Date();
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const limited = hotIds.map((_, i) => i).filter((i) => i % 4 === 1);
  if (limited.length > 0)
    await db
      .insertInto('salesman_limits')
      .values(
        limited.map((i, k) => ({
          salesman_code: 'BENCH-S',
          product_code: `BENCH-${String(i).padStart(4, '0')}`,
          quantity: k % 5 === 0 ? 150 : 100_000,
          start_date: day(-5),
          end_date: day(30),
        })),
      )
      .execute();
  // What dealers order from: the active products in stock under active categories, with their quantity rules.
  const orderable = (
    await query(`
      with recursive live(id) as (
        select id from categories where parent_id is null and is_active
        union all select c.id from categories c join live l on c.parent_id = l.id where c.is_active)
      select p.id, p.min_order_qty, p.max_order_qty from products p join live l on l.id = p.category_id
      where p.is_active and p.total_stock > 0 order by p.id`)
  ).map((r) => ({ id: Number(r.id), min: Number(r.min_order_qty), max: r.max_order_qty === null ? null : Number(r.max_order_qty) }));
  const hotSet = new Set(hotIds);
  const hot = orderable.filter((p) => hotSet.has(p.id));
  const catalogue = orderable.filter((p) => !hotSet.has(p.id));
  const pickLines = (r: ReturnType<typeof createRandom>) => {
    const lines = new Map<number, number>();
    while (lines.size < LINES_PER_ORDER) {
      const p = hot.length > 0 && (catalogue.length === 0 || r.chance(hotShare)) ? r.pick(hot) : r.pick(catalogue);
      if (lines.has(p.id)) continue;
      lines.set(p.id, Math.min(Math.max(p.min, r.int(1, 4)), p.max ?? Number.POSITIVE_INFINITY));
    }
    return lines;
  };
  const pipelineCarts = new Map<string, Map<number, number>>();
  if (mode === 'pipeline') {
    const carts = await db
      .insertInto('carts')
      .values(customers.map((c) => ({ customer_id: c.id })))
      .returning(['id', 'customer_id'])
      .execute();
    const lines = carts.flatMap((cart) => {
      const picked = pickLines(rng);
      pipelineCarts.set(cart.customer_id, picked);
      return [...picked].map(([productId, quantity]) => ({ cart_id: cart.id, product_id: productId, quantity }));
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
  const historyProducts = [...hotIds, ...catalogue.slice(0, 2000).map((p) => p.id)];
  if (historyCount > 0) {
    await sql`
      insert into order_transactions (customer_id, user_id, salesman_id, status, request, created_at, finished_at)
      select (${customerIds}::uuid[])[1 + g % ${customers.length}], ${salesmanUser.id}, ${salesman.id}, 'Completed', '{}',
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
      join lateral (select * from products where id = (${historyProducts}::int[])[1 + (abs(hashtext(o.doc_number)) + k) % ${historyProducts.length}]) p on true
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
      select k.id, (${historyProducts}::int[])[1 + (abs(hashtext(k.id::text)) + n * 7) % ${historyProducts.length}], 1
      from carts k join customers c on c.id = k.customer_id and c.code like 'IDLE-%' cross join generate_series(1, 3) n`.execute(db);
  }
  await sql`vacuum analyze`.execute(db);
  const stockOf = async () =>
    new Map(
      (await query(`select product_id, sum(quantity)::int as q, min(quantity)::int as min from stocks group by product_id`)).map((r) => [
        Number(r.product_id),
        { q: Number(r.q), min: Number(r.min) },
      ]),
    );
  const initialStock = await stockOf();
  const initialLimits = new Map(
    (await db.selectFrom('salesman_limits').select(['id', 'quantity']).where('salesman_code', '=', 'BENCH-S').execute()).map((r) => [
      r.id,
      r.quantity,
    ]),
  );
  console.log(
    `database ${bench.name} ready in ${((Date.now() - started) / 1000).toFixed(0)} s: ${o.products} catalogue products (${catalogue.length} in stock), ${hotIds.length} hot products, ${customers.length} customers, ${historyCount} past orders, ${idleCarts} other carts`,
  );

  // ---- the portal with its worker ----
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Over PostgreSQL's Unix socket when there is one (a TCP write per query is dearer here); `--tcp` keeps TCP.
  const { url: portalUrl, socket: useSocket } = portalDatabaseUrl(url, o.tcp);
  const statements = new StatementCounter();
  const portalEnv = {
    DATABASE_URL: portalUrl,
    HOST: '127.0.0.1',
    SEED_DEMO: 'never',
    JOBS_CONCURRENCY: String(jobConcurrency),
    // every running job holds a connection: room for them and for the requests
    DATABASE_POOL_SIZE: String(Math.max(20, jobConcurrency + 16)),
    LOG_LEVEL: 'warn',
    JWT_SECRET: BENCH_SECRET,
    ACCESS_TOKEN_TTL_SECONDS: '7200',
  };
  const server = startChild(
    ['apps/api/src/server.ts'],
    { ...portalEnv, PORT: String(port), JOBS_ENABLED: o['worker-process'] ? 'false' : 'true', PORTAL_PROCESSES: o.processes },
    statements,
  );
  // --worker-process: the jobs run in a second portal process (the machine's other core), polling.
  const workerProcess = o['worker-process']
    ? startChild(['apps/api/src/server.ts'], { ...portalEnv, PORT: String(await freePort()), JOBS_ENABLED: 'true' }, statements)
    : null;
  const portals = [server, ...(workerProcess ? [workerProcess] : [])];
  const opened: BenchConnection[] = [];
  const placed: PlacedOrder[] = [];
  const clientLatencies: number[] = [];
  const placeLatencies: number[] = [];
  const problems: string[] = [];
  let completed = 0;
  let failed = 0;
  let refused = 0;
  let duplicates = 0;
  const failures = new Map<string, number>();
  const count = (reason: string) => failures.set(reason, (failures.get(reason) ?? 0) + 1);
  let transactions: TransactionCounter | null = null;
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
    // machine's cores with the portal and PostgreSQL; node:http and fetch cost it several times as much).
    const idle: BenchConnection[] = [];
    const send = async (method: string, p: string, headers: Record<string, string>, payload?: string) => {
      let connection = idle.pop();
      if (!connection) {
        connection = new BenchConnection('127.0.0.1', port);
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
      const began = performance.now();
      const res = await send(method, p, headersFor(customerId), body === undefined ? undefined : JSON.stringify(body));
      const ph = phase.get(key) ?? { n: 0, ms: 0 };
      phase.set(key, { n: ph.n + 1, ms: ph.ms + performance.now() - began });
      return { status: res.status, body: res.text ? JSON.parse(res.text) : null };
    };
    /** Places the cart (twice at once with the same key, sometimes); the transaction's id, or null when refused. */
    const place = async (customerId: string, cart: Map<number, number>, r: ReturnType<typeof createRandom>) => {
      const key = randomUUID();
      const body = { customerAddressCode: 'BENCH', idempotencyKey: key };
      const twice = r.chance(duplicateShare);
      const answers = await Promise.all((twice ? [0, 1] : [0]).map(() => call('POST', '/api/baskets/place-order', customerId, body)));
      if (twice) {
        duplicates++;
        const ids = answers.map((a) => (a.status === 200 ? a.body.transactionId : `${a.status} ${a.body?.code}`));
        if (ids[0] !== ids[1]) problems.push(`idempotency key ${key}: the same place-order twice answered ${ids.join(' and ')}`);
      }
      const first = answers.find((a) => a.status === 200);
      if (!first) {
        refused++;
        count(answers[0]!.body?.code ?? String(answers[0]!.status));
        return null;
      }
      const order: PlacedOrder = { customerId, key, transactionId: first.body.transactionId, cart, seen: null };
      placed.push(order);
      return order;
    };

    // ---- measuring: CPU of the portal (its processes), of the bench database's backends, of this generator ----
    if (settle > 0) transactions = await TransactionCounter.open(bench.name);
    const pgPid = await postmasterPid((text) => sql.raw(text).execute(db) as never);
    const backends = new BackendCpu(pgPid, bench.name);
    const portalCpu = () => {
      const each = portals.map((p) => (p.pid ? processTreeCpuSeconds(p.pid) : null));
      return each.includes(null) ? null : (each as number[]).reduce((a, b) => a + b, 0);
    };
    const selfCpu = () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1e6;
    };
    await sleep(500);
    const xactBefore = transactions ? await transactions.read() : 0;
    const stBefore = statements.read();
    const portalBefore = portalCpu();
    const selfBefore = selfCpu();
    backends.start();
    const measureFrom = new Date();
    const deadline = Date.now() + duration * 1000;

    const dealer = async (customerId: string, seed: number) => {
      const r = createRandom(seed);
      // A completed order empties its cart; after a failure (or at the start) the cart is cleared.
      let clear = true;
      while (Date.now() < deadline) {
        if (clear) await call('DELETE', '/api/baskets/cart/products', customerId, { productIds: [] });
        clear = true;
        const cart = new Map<number, number>();
        for (const [productId, quantity] of pickLines(r)) {
          const res = await call('POST', '/api/baskets/cart/products', customerId, { productId, quantity });
          if (res.status === 204) cart.set(productId, quantity);
          else count(`add to cart: ${res.body?.code ?? res.status}`);
        }
        if (cart.size === 0) continue;
        const t0 = performance.now();
        const order = await place(customerId, cart, r);
        if (!order) continue;
        placeLatencies.push(performance.now() - t0);
        // Polls every `--poll` ms until the order ends; the figure is to the first poll that sees Completed.
        for (;;) {
          await sleep(pollMs);
          const s = await call('GET', `/api/orders/transaction/${order.transactionId}/status`, customerId);
          if (s.body?.status === 'Completed') {
            completed++;
            order.seen = 'Completed';
            clear = false;
            clientLatencies.push(performance.now() - t0);
            break;
          }
          if (s.body?.status === 'Failed') {
            failed++;
            order.seen = 'Failed';
            count(s.body.errorMessage);
            break;
          }
        }
      }
    };
    // Pipeline mode: every cart was filled before the clock; `clients` callers place the orders as fast
    // as the portal takes them.
    const placeAll = async () => {
      let next = 0;
      const r = createRandom(99);
      const caller = async () => {
        while (Date.now() < deadline && next < customers.length) {
          const customer = customers[next++]!;
          await place(customer.id, pipelineCarts.get(customer.id)!, r);
        }
      };
      await Promise.all(Array.from({ length: clients }, caller));
    };
    if (mode === 'pipeline') await placeAll();
    else await Promise.all(customers.map((c, i) => dealer(c.id, 100 + i)));
    let elapsed = (Date.now() - measureFrom.getTime()) / 1000;

    // The queue settles (pipeline: the jobs still running), then the counters are read.
    for (let i = 0; i < 300; i++) {
      const [left] = await query(`select count(*)::int as n from order_transactions where status = 'InQueue'`);
      if (Number(left!.n) === 0) break;
      await sleep(200);
    }
    const postgresCpu = backends.stop();
    const portalAfter = portalCpu();
    const selfAfter = selfCpu();
    await sleep(400);
    const st = StatementCounter.delta(stBefore, statements.read());
    if (transactions) await sleep(settle * 1000);
    const xact = transactions ? (await transactions.read()) - xactBefore : null;

    const timings = (
      await query(
        `select extract(epoch from (finished_at - created_at)) * 1000 as ms from order_transactions where status = 'Completed' and created_at >= $1 order by 1`,
        [measureFrom],
      )
    ).map((r) => Number(r.ms));
    if (mode === 'pipeline') {
      const counts = await query(
        `select status, count(*)::int as n, max(finished_at) as last from order_transactions where created_at >= $1 group by status`,
        [measureFrom],
      );
      for (const r of counts) {
        if (r.status === 'Completed') {
          completed = Number(r.n);
          elapsed = (new Date(r.last as Date).getTime() - measureFrom.getTime()) / 1000;
        }
        if (r.status === 'Failed') failed = Number(r.n);
      }
      for (const p of placed) p.seen = null;
    }

    if (o.corrupt) {
      // Deliberate mistakes (the database is this run's own): a total a cent off, a line one unit more.
      await query(
        `update orders set total_amount = total_amount + 0.01 where id = (select o.id from orders o
           join order_transactions t on t.id = o.transaction_id where t.created_at >= $1 order by o.doc_number limit 1)`,
        [measureFrom],
      );
      await query(
        `update order_lines set quantity = quantity + 1 where id = (select l.id from order_lines l join orders o on o.id = l.order_id
           join order_transactions t on t.id = o.transaction_id where t.created_at >= $1 order by o.doc_number desc, l.line_no limit 1)`,
        [measureFrom],
      );
      console.log('--corrupt: one order total and one line quantity altered on purpose');
    }

    // ---- the books must balance ----
    const nowStock = await stockOf();
    const sold = new Map(
      (
        await query(
          `select l.product_id, sum(l.quantity)::int as q from order_lines l join orders o on o.id = l.order_id
           join order_transactions t on t.id = o.transaction_id where t.created_at >= $1 group by 1`,
          [measureFrom],
        )
      ).map((r) => [Number(r.product_id), Number(r.q)]),
    );
    let stockMismatches = 0;
    for (const [id, before] of initialStock) {
      const now = nowStock.get(id)!;
      if (before.q - (sold.get(id) ?? 0) !== now.q || (now.min < 0 && before.min >= 0)) {
        stockMismatches++;
        if (stockMismatches <= 5)
          problems.push(`stock of product ${id}: ${before.q} - ${sold.get(id) ?? 0} ordered, ${now.q} left (lowest row ${now.min})`);
      }
    }
    const consumed = new Map(
      (await query(`select salesman_limit_id, sum(old_quantity - new_quantity)::int as q from salesman_limit_logs group by 1`)).map((r) => [
        String(r.salesman_limit_id),
        Number(r.q),
      ]),
    );
    const soldByCode = new Map(
      (
        await query(
          `select l.product_code, sum(l.quantity)::int as q from order_lines l join orders o on o.id = l.order_id
           join order_transactions t on t.id = o.transaction_id where o.salesman_id = $1 and t.created_at >= $2 group by 1`,
          [salesman.id, measureFrom],
        )
      ).map((r) => [String(r.product_code), Number(r.q)]),
    );
    let limitMismatches = 0;
    for (const l of await db
      .selectFrom('salesman_limits')
      .select(['id', 'quantity', 'product_code'])
      .where('salesman_code', '=', 'BENCH-S')
      .execute()) {
      const used = consumed.get(String(l.id)) ?? 0;
      if (initialLimits.get(l.id)! - used !== l.quantity || l.quantity < 0 || used !== (soldByCode.get(l.product_code) ?? 0)) {
        limitMismatches++;
        if (limitMismatches <= 5)
          problems.push(
            `limit ${l.id} (${l.product_code}): ${initialLimits.get(l.id)} - ${used} logged, ${l.quantity} left, ${soldByCode.get(l.product_code) ?? 0} ordered`,
          );
      }
    }
    const books = await checkOrderBooks(query, measureFrom, placed);
    problems.push(...books.problems);

    // ---- the report ----
    const n = Math.max(1, completed);
    const perOrder = (seconds: number | null) =>
      seconds === null ? 'unknown' : `${((seconds * 1000) / n).toFixed(2)} ms (${(seconds / elapsed).toFixed(2)} cores)`;
    const ms = (values: number[]) => {
      const s = latencySummary(values);
      return `p50 ${s.p50.toFixed(0)} ms, p99 ${s.p99.toFixed(0)} ms, max ${s.max.toFixed(0)} ms (${values.length})`;
    };
    const serverTimes = [...timings].sort((a, b) => a - b);
    console.log('');
    console.log(
      `PostgreSQL over ${useSocket ? 'its Unix socket' : 'TCP'}; ${o.processes} portal process(es); jobs ${workerProcess ? 'in a second process' : 'in the HTTP process'} (${jobConcurrency} at once); ${availableParallelism()} cores`,
    );
    console.log(
      `mode ${mode}${mode === 'pipeline' ? ` (${clients} callers, carts filled beforehand)` : ` (${customers.length} dealers, status poll every ${pollMs} ms)`}; ${o.products} products, ${(hotShare * 100).toFixed(0)} % of lines from ${hotIds.length} hot ones; ${duration} s`,
    );
    console.log(
      `orders completed: ${completed} (${(completed / elapsed).toFixed(1)}/s over ${elapsed.toFixed(1)} s), ${books.orders} documents, ${books.lines} lines; failed: ${failed}; refused at place-order: ${refused}; sent twice: ${duplicates}`,
    );
    if (failures.size) console.log(`failure reasons: ${[...failures.entries()].map(([k, v]) => `${v} x ${k}`).join('; ')}`);
    if (mode === 'e2e') {
      console.log(`place-order request -> first poll seeing Completed (client): ${ms(clientLatencies)}`);
      console.log(`place-order call itself (client): ${ms(placeLatencies)}`);
    }
    console.log(
      `for reference, created -> finished (server timestamps, no place-order call, no polling): p50 ${percentile(serverTimes, 50).toFixed(0)} ms, p99 ${percentile(serverTimes, 99).toFixed(0)} ms`,
    );
    console.log(
      `CPU per completed order: portal ${perOrder(portalBefore === null || portalAfter === null ? null : portalAfter - portalBefore)}, PostgreSQL ${perOrder(postgresCpu)} (the bench database's backends), load generator ${perOrder(selfAfter - selfBefore)}`,
    );
    console.log(
      `per completed order: ${(st.total / n).toFixed(1)} statements, ${xact === null ? '–' : (xact / n).toFixed(1)} database transactions (the whole flow: cart, place-order, job, polls)`,
    );
    console.log(`HTTP calls: ${[...phase.entries()].map(([k, v]) => `${k} ${v.n} x ${(v.ms / v.n).toFixed(1)} ms`).join('; ')}`);
    console.log(
      `checks: stock ${stockMismatches === 0 ? 'OK' : `MISMATCH (${stockMismatches} products)`}; limits ${limitMismatches === 0 ? 'OK' : `MISMATCH (${limitMismatches})`}; money, idempotency, carts, document numbers ${books.problems.length === 0 ? 'OK' : `MISMATCH (${books.problems.length})`}`,
    );
    // Books that don't add up are a bug, not a figure: the run fails (exit status 2).
    if (problems.length > 0) {
      for (const p of problems.slice(0, 20)) console.log(`  ${p}`);
      process.exitCode = 2;
    }
  } finally {
    for (const c of opened) c.close();
    await transactions?.close();
    await Promise.all(portals.map((p) => stopChild(p)));
    await database.close();
    await bench.release();
  }
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    await runCleanups();
  });
