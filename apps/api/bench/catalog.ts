// npm run bench:catalog [-- --help]
//
// The catalogue's read path under load (issue 13): seeds a database with a large catalogue, per-customer
// access rules and many users, starts the portal on it in a child process, signs the users in and loads it
// with a realistic mix of product lists, facet counts and header searches (catalog-mix.ts; `--mix old` for
// the mix before issue 13), plus a bare Fastify route answering a body of the list's size. Prints per
// scenario requests/s, p50/p99/max, statements and database transactions per request and CPU per request;
// then checks sampled answers against the base tables (catalog-checks.ts): a wrong answer fails the run
// (exit status 2), as does any answer that is not 2xx. A benchmark, not a test: it asserts nothing about speed.
// docs/performance.md "How the benches work" describes the method.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Culture, PRODUCT_SORT_PARAMS } from '@dealerport/contract';
import { hash } from '@node-rs/argon2';
import { CompiledQuery, sql } from 'kysely';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/db/seed/demo';
import { createRandom } from '../src/db/seed/random';
import { syncPermissionCatalogue } from '../src/modules/roles';
import { checkAnswer, corruptAnswer, type Query } from './catalog-checks';
import { type CatalogCall, type CatalogRequest, type Mix, type MixWorld, oldMix, realisticMix } from './catalog-mix';
import { readWorld } from './catalog-world';
import {
  BackendCpu,
  BENCH_SECRET,
  type BenchRequest,
  benchOptions,
  freePort,
  hasTables,
  latencySummary,
  onCleanup,
  openBenchDatabase,
  portalDatabaseUrl,
  postmasterPid,
  processTreeCpuSeconds,
  Reservoir,
  runCleanups,
  runLoad,
  StatementCounter,
  sleep,
  startChild,
  stopChild,
  TransactionCounter,
  waitReady,
} from './harness';

const o = benchOptions('npm run bench:catalog -- [options]   (each also as BENCH_<OPTION>, e.g. BENCH_DURATION=5)', {
  db: { default: 'postgres', help: "postgres (DATABASE_URL's server), pglite, or both" },
  mix: { default: 'realistic', help: 'realistic, or old (one support login, 12 terms, uniform draws: the mix before issue 13)' },
  only: { default: 'list,properties,search,mix,bare', help: 'scenarios: list, properties, search, mix (the three as a session), bare' },
  duration: { default: '15', help: 'measured seconds per scenario' },
  connections: { default: '50', help: 'concurrent connections (closed loop)' },
  warmup: { default: '15', help: 'seconds of the same load before each measurement, not counted (0: cold start)' },
  products: { default: '100000', help: 'catalogue size' },
  customers: { default: '2000', help: 'dealer customers besides the named demo ones (each with 0-4 access rules)' },
  users: { default: '500', help: 'signed-in users: 80 % dealers (own customer), 15 % salesmen, 5 % customer service' },
  'salesman-customers': { default: '25', help: 'customers assigned to each bench salesman' },
  terms: { default: '4000', help: 'distinct search terms (realistic mix)' },
  'term-skew': { default: '0.8', help: "Zipf exponent of the terms' popularity (0: all alike)" },
  checks: { default: '60', help: 'answers per scenario checked against the base tables (sampled across the run)' },
  corrupt: { default: false, help: 'alter one sampled answer per scenario before checking (the run must then fail)' },
  'stats-settle': { default: '11', help: "seconds without load before reading PostgreSQL's transaction counts (0: skip them)" },
  processes: { default: '1', help: 'portal processes sharing the port (PORTAL_PROCESSES; PostgreSQL only)' },
  keep: { default: false, help: 'keep the database (or PGlite directory) this run created; its name is printed' },
  'in-place': { default: false, help: "use DATABASE_URL's database as it is: empty (seeded, then left) or seeded by an earlier run" },
  'pglite-dir': { default: '', help: 'PGlite: a directory kept by an earlier --keep run' },
  tcp: { default: false, help: 'talk to PostgreSQL over TCP even when its Unix socket is there' },
  seed: { default: '11', help: 'seed of the random draws' },
});
const duration = Number(o.duration);
const connections = Number(o.connections);
const warmup = Number(o.warmup);
const products = Number(o.products);
const customerCount = Number(o.customers);
const userCount = Number(o.users);
const settle = Number(o['stats-settle']);
const only = new Set(o.only.split(',').map((s) => s.trim()));
const PASSWORD = 'Bench1234';

type Kind = 'postgres' | 'pglite';

/** What a seeding was, written on the database so `--in-place` can tell whether it fits. */
const seedDescription = () =>
  `dealerport bench:catalog products=${products} customers=${customerCount} users=${userCount} salesman-customers=${o['salesman-customers']}`;

/** The catalogue, the customers with their access rules, and the bench's users. */
async function seed(database: DatabaseHandle, kind: Kind) {
  const db = database.db;
  const started = Date.now();
  await migrateToLatest(db);
  await syncPermissionCatalogue(db);
  await seedDemoData(db, { products, customers: customerCount });
  // Access rules for every customer: 0-4 brands hidden, not orderable, without price or without stock.
  const rng = createRandom(7);
  const brands = (
    await sql<{ id: number }>`select d.id from property_details d join properties p on p.id = d.property_id where p.key = 'brand'`.execute(
      db,
    )
  ).rows;
  const customers = await db.selectFrom('customers').select('id').orderBy('code').execute();
  const rules: {
    customer_id: string;
    property_detail_id: number;
    has_list: boolean;
    has_basket: boolean;
    show_price: boolean;
    show_stock: boolean;
  }[] = [];
  for (const c of customers) {
    const picked = new Set<number>();
    const n = rng.int(0, 4);
    while (picked.size < Math.min(n, brands.length)) picked.add(rng.pick(brands).id);
    for (const id of picked) {
      const k = rng.int(0, 3);
      rules.push({
        customer_id: c.id,
        property_detail_id: id,
        has_list: k !== 0,
        has_basket: k !== 1,
        show_price: k !== 2,
        show_stock: k !== 3,
      });
    }
  }
  for (let i = 0; i < rules.length; i += 1000)
    await db
      .insertInto('customer_access')
      .values(rules.slice(i, i + 1000))
      .onConflict((oc) => oc.doNothing())
      .execute();

  // The users: dealers on customers of their own, salesmen with their customers, customer service.
  const passwordHash = await hash(PASSWORD);
  const roles = new Map((await db.selectFrom('roles').select(['id', 'role_type']).execute()).map((r) => [r.role_type, r.id]));
  const dealers = Math.min(Math.round(userCount * 0.8), customers.length);
  const salesmen = Math.round(userCount * 0.15);
  const staff = Math.max(0, userCount - dealers - salesmen);
  const shuffled = [...customers];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  const users: Array<{
    account_name: string;
    email: string;
    password_hash: string;
    role_id: number;
    user_type: 'dealer' | 'salesman' | 'staff';
    customer_id?: string;
    salesman_id?: string;
  }> = [];
  for (let i = 0; i < dealers; i++)
    users.push({
      account_name: `bench-dealer-${i}`,
      email: `bench-dealer-${i}@bench.example`,
      password_hash: passwordHash,
      role_id: roles.get('dealer')!,
      user_type: 'dealer',
      customer_id: shuffled[i]!.id,
    });
  if (salesmen > 0) {
    const rows = await db
      .insertInto('salesmen')
      .values(Array.from({ length: salesmen }, (_, i) => ({ code: `BENCH-S${i}`, name: `Bench salesman ${i}` })))
      .returning('id')
      .execute();
    const assigned = rows.flatMap((s) => {
      const mine = new Set<string>();
      while (mine.size < Math.min(Number(o['salesman-customers']), customers.length)) mine.add(rng.pick(customers).id);
      return [...mine].map((customer_id) => ({ salesman_id: s.id, customer_id }));
    });
    for (let i = 0; i < assigned.length; i += 1000)
      await db
        .insertInto('salesman_customers')
        .values(assigned.slice(i, i + 1000))
        .onConflict((oc) => oc.doNothing())
        .execute();
    for (const [i, s] of rows.entries())
      users.push({
        account_name: `bench-salesman-${i}`,
        email: `bench-salesman-${i}@bench.example`,
        password_hash: passwordHash,
        role_id: roles.get('salesman')!,
        user_type: 'salesman',
        salesman_id: s.id,
      });
  }
  for (let i = 0; i < staff; i++)
    users.push({
      account_name: `bench-staff-${i}`,
      email: `bench-staff-${i}@bench.example`,
      password_hash: passwordHash,
      role_id: roles.get('staff')!,
      user_type: 'staff',
    });
  for (let i = 0; i < users.length; i += 500)
    await db
      .insertInto('users')
      .values(users.slice(i, i + 500))
      .execute();
  // Loading stock updates every product's total_stock (triggers, migration 0008); vacuum as autovacuum
  // would soon after a bulk load, so the load runs on the steady state, not on a table of dead rows.
  await sql`vacuum analyze`.execute(db);
  console.log(
    `[${kind}] database seeded in ${((Date.now() - started) / 1000).toFixed(0)} s: ${products} products, ${customers.length} customers, ${rules.length} access rules, ${users.length} users`,
  );
}

/** Runs statements of the checks and the world's reads through the portal's own driver (either database). */
const kyselyQuery =
  (database: DatabaseHandle): Query =>
  async (text, params = []) =>
    (await database.db.executeQuery(CompiledQuery.raw(text, params))).rows as Array<Record<string, unknown>>;

interface Row {
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  notOk: number;
  kbPerRequest: number;
  statements: number | null;
  transactions: number | null;
  portalCpuMs: number | null;
  postgresCpuMs: number | null;
  shape: string;
}

interface Sample {
  call: CatalogCall;
  status: number;
  text: string;
}

async function runOn(kind: Kind): Promise<{ rows: Row[]; samples: Map<string, Sample[]>; failures: Map<string, string[]> }> {
  // ---- the database ----
  let env: NodeJS.ProcessEnv;
  let open: () => Promise<DatabaseHandle>;
  let pgName: string | null = null;
  let release: () => Promise<void> = async () => {};
  if (kind === 'postgres') {
    const bench = await openBenchDatabase({ purpose: 'catalog', keep: o.keep, inPlace: o['in-place'] });
    release = () => bench.release();
    pgName = bench.name;
    open = () => openDatabase({ url: bench.url, poolSize: 4 });
    env = { DATABASE_URL: portalDatabaseUrl(new URL(bench.url), o.tcp).url };
    if (bench.seededAs === seedDescription())
      console.log(`[postgres] ${bench.name}: seeded by an earlier run (${bench.seededAs}), used as it is`);
    else {
      if (!bench.created && (await hasTables(bench.url)))
        throw new Error(
          `--in-place: ${bench.name} holds tables but no seeding of this size ("${bench.seededAs ?? 'none'}"); give an empty database`,
        );
      const database = await open();
      try {
        await seed(database, kind);
      } finally {
        await database.close();
      }
      await bench.markSeeded(seedDescription());
    }
  } else {
    const given = o['pglite-dir'];
    const dir = given || mkdtempSync(path.join(tmpdir(), 'dealerport-bench-pglite-'));
    if (!given) {
      release = async () => {
        if (o.keep) console.log(`kept PGlite directory ${dir}: -- --db pglite --pglite-dir ${dir} to run on it again`);
        else rmSync(dir, { recursive: true, force: true });
      };
      onCleanup(release);
    }
    open = () => openDatabase({ dataDir: dir });
    env = { DATA_DIR: dir, DATABASE_URL: '' };
    const marker = path.join(dir, 'bench-seeded');
    if (given && existsSync(marker)) console.log(`[pglite] reusing ${dir}`);
    else {
      const database = await open();
      try {
        await seed(database, kind);
      } finally {
        await database.close();
      }
      writeFileSync(marker, seedDescription());
    }
  }

  // ---- the world the mix draws from (read before the portal holds a PGlite directory) ----
  const rng = createRandom(Number(o.seed));
  let world: Omit<MixWorld, 'callers'>;
  let accounts: Array<{ name: string; type: string; customerId: string | null; salesmanId: string | null }>;
  let customers: Array<{ id: string; culture: Culture }>;
  let salesmanCustomers: Map<string, string[]>;
  {
    const database = await open();
    try {
      const query = kyselyQuery(database);
      world = await readWorld(query, rng, Number(o.terms));
      accounts = (
        await query(
          `select account_name, user_type, customer_id, salesman_id from users where account_name like 'bench-%' order by account_name`,
        )
      ).map((r) => ({
        name: String(r.account_name),
        type: String(r.user_type),
        customerId: r.customer_id as string | null,
        salesmanId: r.salesman_id as string | null,
      }));
      customers = (await query(`select id, country_code from customers where is_active order by code`)).map((r) => ({
        id: String(r.id),
        culture: String(r.country_code).trim() === 'TR' ? 'tr' : 'de',
      }));
      salesmanCustomers = new Map();
      for (const r of await query(`select salesman_id, customer_id from salesman_customers`))
        salesmanCustomers.set(String(r.salesman_id), [...(salesmanCustomers.get(String(r.salesman_id)) ?? []), String(r.customer_id)]);
    } finally {
      await database.close();
    }
  }
  const cultureOf = new Map(customers.map((c) => [c.id, c.culture]));

  // ---- the portal ----
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const statements = new StatementCounter();
  const server = startChild(
    ['apps/api/src/server.ts'],
    {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'never',
      JOBS_ENABLED: 'false',
      PORTAL_PROCESSES: kind === 'postgres' ? o.processes : '1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: BENCH_SECRET,
      ACCESS_TOKEN_TTL_SECONDS: '7200',
    },
    statements,
  );
  const rows: Row[] = [];
  const samples = new Map<string, Sample[]>();
  const failures = new Map<string, string[]>();
  let transactions: TransactionCounter | null = null;
  try {
    await waitReady(`${base}/readyz`);
    // ---- signing in: the realistic mix's users, or the old mix's one customer-service login ----
    const signIn = async (userName: string, password: string) => {
      const res = await fetch(`${base}/api/auths/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName, password }),
      });
      if (!res.ok) throw new Error(`sign-in of ${userName}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { token: string }).token;
    };
    const callers: MixWorld['callers'] = [];
    const signInStarted = Date.now();
    if (o.mix === 'old') callers.push({ token: await signIn('support', 'Demo1234'), customers });
    else {
      let next = 0;
      // argon2 verification is deliberately slow: a few at a time.
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (next < accounts.length) {
            const a = accounts[next++]!;
            const token = await signIn(a.name, PASSWORD);
            const mine =
              a.type === 'dealer'
                ? [a.customerId!]
                : a.type === 'salesman'
                  ? (salesmanCustomers.get(a.salesmanId!) ?? [])
                  : customers.map((c) => c.id);
            if (mine.length > 0) callers.push({ token, customers: mine.map((id) => ({ id, culture: cultureOf.get(id) ?? 'tr' })) });
          }
        }),
      );
    }
    if (callers.length === 0) throw new Error('no signed-in user acts for any customer (--users 0?)');
    console.log(
      `[${kind}] ${callers.length} signed-in user(s) in ${((Date.now() - signInStarted) / 1000).toFixed(0)} s; ${world.terms.length} search terms`,
    );
    const fullWorld: MixWorld = { ...world, callers };
    const mix: Mix =
      o.mix === 'old'
        ? oldMix(
            fullWorld,
            rng,
            PRODUCT_SORT_PARAMS.map((p) => p.id),
          )
        : realisticMix(fullWorld, rng, Number(o['term-skew']));

    // ---- measuring ----
    const counterDb = kind === 'postgres' && settle > 0 ? pgName : null;
    if (counterDb) transactions = await TransactionCounter.open(counterDb);
    const pgPid =
      kind === 'postgres'
        ? await (async () => {
            const d = await open();
            try {
              return await postmasterPid((text) => d.db.executeQuery(CompiledQuery.raw(text, [])) as never);
            } finally {
              await d.close();
            }
          })()
        : null;
    const backends = new BackendCpu(pgPid, pgName ?? '');
    const target = { host: '127.0.0.1', port };

    const measure = async (name: string, next: () => CatalogRequest) => {
      // Shape of what was asked: distinct customers, callers, terms; answers without products.
      const seen = { customers: new Set<string>(), tokens: new Set<string>(), terms: new Set<string>(), lists: 0, emptyLists: 0 };
      const counted = () => {
        const r = next();
        seen.customers.add(r.call.customerId);
        seen.tokens.add(r.headers.authorization!);
        if (r.call.kind === 'search') seen.terms.add(r.call.q);
        else if (r.call.kind === 'list' && r.call.body.searchText) seen.terms.add(r.call.body.searchText);
        return r;
      };
      if (warmup > 0) await runLoad({ ...target, connections, seconds: warmup, next });
      await sleep(400); // in-flight answers in, the counters written
      if (transactions) await sleep(settle * 1000);
      const xactBefore = transactions ? await transactions.read() : 0;
      const stBefore = statements.read();
      const portalBefore = server.pid ? processTreeCpuSeconds(server.pid) : null;
      backends.start();
      const measuredFrom = Date.now();
      const reservoir = new Reservoir<Sample>(Number(o.checks), rng.next);
      const notOk: Sample[] = [];
      const result = await runLoad({
        ...target,
        connections,
        seconds: duration,
        next: counted,
        onAnswer: (req, status, text) => {
          if (req.call.kind === 'list') {
            seen.lists++;
            if (text.startsWith('{"items":[]')) seen.emptyLists++;
          }
          if (status < 200 || status > 299) {
            if (notOk.length < 5) notOk.push({ call: req.call, status, text });
          } else reservoir.offer(() => ({ call: req.call, status, text }));
        },
      });
      const measuredTo = Date.now();
      const postgresCpu = backends.stop();
      const portalAfter = server.pid ? processTreeCpuSeconds(server.pid) : null;
      await sleep(400);
      const st = StatementCounter.delta(stBefore, statements.read());
      if (transactions) await sleep(settle * 1000);
      const xact = transactions ? (await transactions.read()) - xactBefore : null;
      const { p50, p99, max } = latencySummary(result.latencies);
      const bad = [...result.statuses].filter(([s]) => s < 200 || s > 299).reduce((n, [, c]) => n + c, 0);
      const n = Math.max(1, result.requests);
      rows.push({
        scenario: `[${kind}] ${name}`,
        rps: Math.round(result.requests / result.seconds),
        p50,
        p99,
        max,
        notOk: bad,
        kbPerRequest: result.bytes / n / 1024,
        statements: st.total / n,
        transactions: xact === null ? null : xact / n,
        portalCpuMs: portalBefore === null || portalAfter === null ? null : ((portalAfter - portalBefore) * 1000) / n,
        postgresCpuMs: postgresCpu === null ? null : (postgresCpu * 1000) / n,
        shape: `${seen.tokens.size} users, ${seen.customers.size} customers${seen.terms.size ? `, ${seen.terms.size} terms` : ''}${seen.lists ? `, ${((100 * seen.emptyLists) / seen.lists).toFixed(0)} % empty pages` : ''}`,
      });
      console.log(
        `  ${name}: ${rows.at(-1)!.rps} req/s; top statements: ${
          st.byText
            .slice(0, 3)
            .map(([t, c]) => `${(c / n).toFixed(3)}/req ${t.replace(/\s+/g, ' ').slice(0, 70)}`)
            .join(' | ') || 'none'
        }`,
      );
      await sleep(300); // the probe's last writes
      const pause = statements.pauses(measuredFrom, measuredTo);
      const slowest = [...result.slow].sort((a, b) => b[1] - a[1]).slice(0, 5);
      if (process.env.BENCH_TIMELINE) {
        const bySecond = new Map<number, number[]>();
        for (const [t, ms] of result.slow) {
          const k = Math.floor((t - measuredFrom) / 1000);
          bySecond.set(k, [...(bySecond.get(k) ?? []), ms]);
        }
        for (const [k, list] of [...bySecond].sort((a, b) => a[0] - b[0]))
          console.log(
            `    ${k} s: ${list.length} >= 100 ms, max ${Math.round(Math.max(...list))}, >= 250 ms ${list.filter((x) => x >= 250).length}`,
          );
      }
      const seconds = (t: number) => ((t - measuredFrom) / 1000).toFixed(1);
      console.log(
        `  event loop: ${pause.stalls50} stall(s) >= 50 ms (longest at ${pause.longest.map(([t, ms]) => `${seconds(t)} s (${ms} ms)`).join(', ') || '-'}; ${Math.round(pause.stallMs)} ms in stalls >= 20 ms); ` +
          `GC: ${pause.gcCount} pauses, ${Math.round(pause.gcMs)} ms in all, longest ${pause.gcMax} ms, ${pause.gcMajor} major; ` +
          `answers >= 100 ms: ${result.slow.length}, slowest at ${slowest.map(([t, ms]) => `${seconds(t)} s (${Math.round(ms)} ms)`).join(', ') || '-'}`,
      );
      samples.set(`[${kind}] ${name}`, [...notOk, ...reservoir.items]);
    };

    if (only.has('list')) await measure('POST products/list', mix.list);
    if (only.has('properties')) await measure('GET products/properties', mix.properties);
    if (only.has('search')) await measure('GET search-by-text', mix.search);
    if (only.has('mix')) await measure('session mix (list 55 %, facets 20 %, search 25 %)', mix.session);
  } finally {
    await transactions?.close();
    await stopChild(server);
  }

  // ---- the checks, against the base tables, with the portal stopped (a PGlite directory has one user) ----
  const database = await open();
  try {
    const query = kyselyQuery(database);
    for (const [scenario, list] of samples) {
      const problems: string[] = [];
      let checked = 0;
      for (const [i, s] of list.entries()) {
        const text = o.corrupt && i === list.findIndex((x) => x.status === 200) ? corruptAnswer(s.call, s.text) : s.text;
        const found = await checkAnswer(query, s.call, s.status, text);
        checked++;
        if (found.length > 0) problems.push(`${JSON.stringify(s.call).slice(0, 300)}\n      ${found.slice(0, 4).join('\n      ')}`);
      }
      console.log(`  checked ${checked} answers of ${scenario}: ${problems.length === 0 ? 'OK' : `${problems.length} WRONG`}`);
      if (problems.length > 0) failures.set(scenario, problems);
    }
  } finally {
    await database.close();
  }
  await release();
  return { rows, samples, failures };
}

/** The same load on a bare route answering a body of the list's size: the ceiling of this machine. */
async function bare(bytes: number): Promise<Row> {
  const port = await freePort();
  const child = startChild(['apps/api/bench/bare-server.ts', String(port), String(bytes)], {});
  try {
    await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
    const next = (): BenchRequest => ({ method: 'POST', path: '/bare', headers: {} });
    if (warmup > 0) await runLoad({ host: '127.0.0.1', port, connections, seconds: Math.min(warmup, 5), next });
    const result = await runLoad({ host: '127.0.0.1', port, connections, seconds: duration, next });
    const { p50, p99, max } = latencySummary(result.latencies);
    return {
      scenario: `bare Fastify, ${Math.round(bytes / 1024)} KB body`,
      rps: Math.round(result.requests / result.seconds),
      p50,
      p99,
      max,
      notOk: [...result.statuses].filter(([s]) => s !== 200).reduce((n, [, c]) => n + c, 0),
      kbPerRequest: result.bytes / Math.max(1, result.requests) / 1024,
      statements: null,
      transactions: null,
      portalCpuMs: null,
      postgresCpuMs: null,
      shape: '',
    };
  } finally {
    await stopChild(child);
  }
}

async function main() {
  const kinds: Kind[] = o.db === 'both' ? ['postgres', 'pglite'] : [o.db as Kind];
  const rows: Row[] = [];
  const failures = new Map<string, string[]>();
  let listBytes = 0;
  for (const kind of kinds) {
    const r = await runOn(kind);
    rows.push(...r.rows);
    for (const [k, v] of r.failures) failures.set(k, v);
    const list = [...r.samples.entries()].find(([k]) => k.includes('products/list'))?.[1].filter((s) => s.status === 200) ?? [];
    if (list.length > 0 && listBytes === 0) listBytes = Math.round(list.reduce((n, s) => n + s.text.length, 0) / list.length);
  }
  if (only.has('bare')) rows.push(await bare(listBytes || 26_000));

  const f = (v: number | null, digits = 1) => (v === null ? '–' : v.toFixed(digits));
  console.log(
    `\nmix ${o.mix}; ${connections} connections; ${warmup} s warm-up, ${duration} s measured per scenario; ${o.processes} portal process(es)`,
  );
  console.table(
    rows.map((r) => ({
      scenario: r.scenario,
      'req/s': r.rps,
      'p50 ms': f(r.p50),
      'p99 ms': f(r.p99),
      'max ms': f(r.max),
      'not 2xx': r.notOk,
      'KB/req': f(r.kbPerRequest),
      'statements/req': f(r.statements, 3),
      'db xact/req': f(r.transactions, 3),
      'portal CPU ms/req': f(r.portalCpuMs, 2),
      'PG CPU ms/req': f(r.postgresCpuMs, 2),
    })),
  );
  for (const r of rows) if (r.shape) console.log(`${r.scenario}: ${r.shape}`);
  const notOk = rows.reduce((n, r) => n + r.notOk, 0);
  if (failures.size > 0) {
    console.log(`\nWRONG ANSWERS${o.corrupt ? ' (--corrupt altered one answer per scenario on purpose)' : ''}:`);
    for (const [scenario, problems] of failures) {
      console.log(`  ${scenario}: ${problems.length}`);
      for (const p of problems.slice(0, 3)) console.log(`    ${p}`);
    }
  }
  if (notOk > 0) console.log(`\n${notOk} answers were not 2xx (the first few are among the wrong answers above)`);
  // A fast wrong answer is not a result: the run fails.
  if (failures.size > 0 || notOk > 0) process.exitCode = 2;
  else console.log('\nall checked answers right');
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    await runCleanups();
  });
