// npm run bench:quick-order [-- --help]
//
// The quick-order pad and the price list at size: seeds a PostgreSQL database (DATABASE_URL's server) with the
// demo data at --products products, starts the app in this process and, signed in as a demo dealer, times
//   resolve     POST /api/baskets/quick-order/resolve with --lines lines a run, drawn afresh each run: product
//               codes the dealer may see (some lower-case or with spaces), EANs (when the catalogue has any),
//               tyre sizes typed various ways and typos (nothing found: the closest codes);
//   add         POST /api/baskets/quick-order with --lines distinct products that pass the cart's checks at
//               quantity 1, into a cart emptied before each run (DELETE /api/baskets/cart/products, untimed);
//   price-list  GET /api/catalogs/products/price-list, the whole list over a real socket: time to the last
//               byte, bytes, rows, peak RSS.
// p50/p99/max per scenario beside its target; a benchmark, not a test: it asserts nothing about speed. Each
// scenario also prints the statements one call sent (the cost model of docs/performance.md), and with
// --cpu-prof <dir> writes a CPU profile of its measured runs there and prints where this process's time went.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { hrtime } from 'node:process';
import { Readable } from 'node:stream';
import type { CartBatchResult, QuickOrderLineInput, QuickOrderResolution } from '@dealerport/contract';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { ChangeSignal } from '../src/db/change-signal';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/db/seed/demo';
import { createRandom, type Random } from '../src/db/seed/random';
import { compactForm } from '../src/lib/product-search-text';
import { loadViewer, visibleSql } from '../src/modules/catalog';
import { syncPermissionCatalogue } from '../src/modules/roles';
import { BENCH_SECRET, benchOptions, latencySummary, openBenchDatabase, runCleanups } from './harness';

const o = benchOptions('npm run bench:quick-order -- [options]   (each also as BENCH_<OPTION>)', {
  products: { default: '100000', help: 'catalogue size' },
  lines: { default: '1000', help: 'lines a resolve or an add' },
  runs: { default: '30', help: 'resolve and add calls (after 3 not counted)' },
  'list-runs': { default: '3', help: 'whole price-list downloads' },
  dealer: { default: 'dealer', help: 'the demo dealer signed in (its password is the demo one)' },
  pool: { default: '20', help: "the app's database connections (the server's default DATABASE_POOL_SIZE)" },
  seed: { default: '1', help: 'random seed of the drawn lines' },
  mix: { default: '85,5,5,5', help: 'resolve: per cent of codes, EANs (codes when none), tyre sizes, typos' },
  only: { default: '', help: 'only the scenarios whose name starts with this (resolve, add, price-list)' },
  'cpu-prof': { default: '', help: "a directory: CPU profile of each scenario's measured runs (this process)" },
  keep: { default: false, help: 'keep the database this run created; its name is printed' },
  'in-place': { default: false, help: "use DATABASE_URL's database as it is: empty (seeded, then left) or seeded by an earlier run" },
});
const runs = Number(o.runs);
const lineCount = Number(o.lines);
const WARMUP = 3;
const MIX = (() => {
  const [code = 0, ean = 0, tyre = 0, typo = 0] = o.mix.split(',').map(Number);
  const sum = code + ean + tyre + typo;
  if (!(sum > 0)) throw new Error(`--mix ${o.mix}: four per cents`);
  // Cumulative shares, in the order drawLines tests them.
  return { ean: ean / sum, tyre: (ean + tyre) / sum, typo: (ean + tyre + typo) / sum };
})();
const TARGET = { resolve: 300, add: 2000, priceList: 15_000 };
const seedDescription = () => `dealerport bench:quick-order products=${o.products}`;

type App = Awaited<ReturnType<typeof buildApp>>;
type Kind = 'code' | 'ean' | 'tyre' | 'typo';
interface Drawn {
  kind: Kind;
  line: QuickOrderLineInput;
  /** The product a code or EAN line names. */
  productId?: number;
}
interface PoolProduct {
  id: number;
  code: string;
  ean: string | null;
}

async function main() {
  const bench = await openBenchDatabase({ purpose: 'quick_order', keep: o.keep, inPlace: o['in-place'] });
  const database = await openDatabase({ url: bench.url, poolSize: Number(o.pool) });
  const db = database.db;
  console.log(
    `load average at the start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${availableParallelism()} cores)`,
  );
  if (bench.seededAs !== seedDescription()) {
    console.log(`seeding ${bench.name}: ${o.products} products ...`);
    const start = performance.now();
    await migrateToLatest(db);
    await syncPermissionCatalogue(db);
    await seedDemoData(db, { products: Number(o.products) });
    console.log(`  demo data: ${((performance.now() - start) / 1000).toFixed(1)} s`);
    await sql`vacuum analyze`.execute(db);
    await bench.markSeeded(seedDescription());
  } else {
    // As bench:reports: the migrations added since, and a vacuum (the server here runs without autovacuum).
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
    DATA_DIR: '/tmp/dealerport-bench-quick-order',
    SECRETS_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
  });
  const app = await buildApp({ config, database, logger: false, startWorker: false });
  await app.ready();
  const statements = countStatements();
  try {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auths/authenticate',
      payload: { userName: o.dealer, password: 'Demo1234' },
    });
    if (signIn.statusCode !== 200) throw new Error(`sign-in of ${o.dealer}: ${signIn.statusCode} ${signIn.body}`);
    const headers = { authorization: `Bearer ${(signIn.json() as { token: string }).token}`, 'x-culture': 'tr' };
    const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
      const start = hrtime.bigint();
      const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      const ms = Number(hrtime.bigint() - start) / 1e6;
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 500)}`);
      return { res, ms };
    };
    const clearCart = () => call('DELETE', '/api/baskets/cart/products', { productIds: [] });

    const world = await readWorld(database, o.dealer);
    console.log(
      `dealer ${o.dealer}: ${world.visible.length} of ${world.allCodes.size} products visible, ${world.withEan.length} of them with an EAN, ${world.tyreSizes.length} tyre sizes`,
    );
    await clearCart();

    console.log(
      `\n${'scenario'.padEnd(40)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'target'.padStart(9)}`,
    );
    const row = (name: string, times: number[], target: number, extra = '') => {
      const l = latencySummary(times);
      console.log(
        `${name.padEnd(40)} ${l.p50.toFixed(1).padStart(8)} ${l.p99.toFixed(1).padStart(8)} ${l.max.toFixed(1).padStart(8)} ${`p99 ≤ ${target >= 1000 ? `${target / 1000} s` : `${target} ms`}`.padStart(9)}${extra ? `  ${extra}` : ''}`,
      );
    };

    // ---- resolve ----
    if ('resolve'.startsWith(o.only)) {
      const random = createRandom(Number(o.seed));
      const tally = new Map<string, number>();
      const wrong: string[] = [];
      const lost = new Set<string>();
      const times: number[] = [];
      let first = 0;
      let oneCall: ReturnType<typeof statements.read> | null = null;
      let candidates = 0;
      let bytes = 0;
      const profile = await profiled('resolve', async (measure) => {
        for (let i = 0; i < runs + WARMUP; i++) {
          const drawn = drawLines(world, random, lineCount);
          if (i === WARMUP) statements.reset();
          measure(i >= WARMUP);
          const { res, ms } = await call('POST', '/api/baskets/quick-order/resolve', { lines: drawn.map((d) => d.line) });
          measure(false);
          if (i === WARMUP) oneCall = statements.read();
          if (i === 0) first = ms;
          const answer = res.json() as QuickOrderResolution;
          if (i < WARMUP) continue;
          times.push(ms);
          bytes += res.rawPayload.length;
          answer.lines.forEach((l, k) => {
            const d = drawn[k]!;
            const key = `${d.kind} ${l.status}${l.matchedBy ? ` by ${l.matchedBy}` : ''}${l.status === 'notFound' ? (l.suggestions.length > 0 ? ' (with suggestions)' : ' (none)') : ''}`;
            tally.set(key, (tally.get(key) ?? 0) + 1);
            candidates += l.candidates.length;
            // A code or EAN of a product the dealer may see names that product (found, or refused by the cart's checks).
            if ((d.kind === 'code' || d.kind === 'ean') && l.product?.id !== d.productId && wrong.length < 5)
              wrong.push(`"${d.line.text}" (${d.productId}) -> ${l.status} ${l.product?.id ?? ''}`);
            if (d.kind === 'tyre' && l.status === 'notFound' && lost.size < 8) lost.add(d.line.text);
          });
        }
      });
      row(
        `resolve ${lineCount} lines (${runs} runs)`,
        times,
        TARGET.resolve,
        `first call ${first.toFixed(0)} ms; answers ${(bytes / runs / 1024).toFixed(0)} KB`,
      );
      console.log(`  answers over the measured runs (kind, status, how), ${(candidates / runs).toFixed(0)} candidates listed a call:`);
      for (const [k, n] of [...tally].sort()) console.log(`    ${k.padEnd(48)} ${(n / runs).toFixed(1).padStart(7)} a call`);
      if (wrong.length > 0) console.log(`  WRONG answers to codes: ${wrong.join('; ')}`);
      if (lost.size > 0) console.log(`  tyre sizes not found, e.g.: ${[...lost].map((t) => `"${t}"`).join(', ')}`);
      if (oneCall) printStatements(oneCall);
      if (profile) console.log(profile);
    }

    // ---- add ----
    if ('add'.startsWith(o.only)) {
      const pool = await orderablePool(world, call);
      const random = createRandom(Number(o.seed) + 1);
      const times: number[] = [];
      const cleared: number[] = [];
      const refused = new Map<string, number>();
      let added = 0;
      let oneCall: ReturnType<typeof statements.read> | null = null;
      console.log(
        `  (add: ${pool.ids.length} products pass the cart's checks at quantity 1 in ${pool.currency}; ${lineCount} drawn a run)`,
      );
      const profile = await profiled('add', async (measure) => {
        for (let i = 0; i < runs + WARMUP; i++) {
          const ids = sample(pool.ids, Math.min(lineCount, pool.ids.length), random);
          cleared.push((await clearCart()).ms);
          if (i === WARMUP) statements.reset();
          measure(i >= WARMUP);
          const { res, ms } = await call('POST', '/api/baskets/quick-order', {
            lines: ids.map((productId) => ({ productId, quantity: 1 })),
          });
          measure(false);
          if (i === WARMUP) oneCall = statements.read();
          if (i < WARMUP) continue;
          times.push(ms);
          for (const l of (res.json() as CartBatchResult).lines) {
            if (l.added) added++;
            else refused.set(l.code ?? '?', (refused.get(l.code ?? '?') ?? 0) + 1);
          }
        }
      });
      row(
        `add ${Math.min(lineCount, pool.ids.length)} lines to an empty cart`,
        times,
        TARGET.add,
        `added ${(added / runs).toFixed(0)} a call`,
      );
      if (refused.size > 0) console.log(`  refused: ${[...refused].map(([c, n]) => `${c} ${(n / runs).toFixed(1)}`).join(', ')} a call`);
      console.log(`  (emptying the cart, untimed: p50 ${latencySummary(cleared).p50.toFixed(1)} ms)`);
      if (oneCall) printStatements(oneCall);
      if (profile) console.log(profile);
      await clearCart();
    }

    // ---- the price list ----
    if ('price-list'.startsWith(o.only)) await measurePriceList(app, headers, statements, world);
    console.log(
      `load average at the end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    statements.stop();
    await app.close();
    await database.close();
  }
}

// ---- the dealer's world ----

interface World {
  visible: PoolProduct[];
  withEan: PoolProduct[];
  /** Compact forms of every product code (a typo must be none of them). */
  allCodes: Set<string>;
  /** [width, aspect, rim] of the tyres the dealer may see. */
  tyreSizes: [string, string, string][];
}

/** The products the dealer may see (the catalogue's own visibility rule), their codes, EANs and tyre sizes. */
async function readWorld(database: DatabaseHandle, dealer: string): Promise<World> {
  const db = database.db;
  const customer = (
    await sql<{ id: string; view_revision: string }>`
      select c.id, c.view_revision from users u join customers c on c.id = u.customer_id where u.account_name = ${dealer}`.execute(db)
  ).rows[0];
  if (!customer) throw new Error(`no dealer ${dealer} with a customer`);
  // The bench's own view (a revision of its own: the app's cache entry is rebuilt on its first request).
  const viewer = await loadViewer({ db, customer: { id: customer.id, viewRevision: `bench-${customer.view_revision}` } });
  const rows = (
    await sql<{ id: number; code: string; ean: string | null; name: string }>`
      select p.id, p.code, p.ean, p.name from products p where ${visibleSql(viewer)} order by p.id`.execute(db)
  ).rows;
  const all = (await sql<{ code: string }>`select code from products`.execute(db)).rows;
  const sizes = new Map<string, [string, string, string]>();
  for (const r of rows) {
    const m = /(\d{3})\/(\d{2})Z?R(\d{2})/.exec(r.name);
    if (m) sizes.set(m[0], [m[1]!, m[2]!, m[3]!]);
  }
  const visible = rows.map(({ id, code, ean }) => ({ id, code, ean }));
  return {
    visible,
    withEan: visible.filter((p) => p.ean),
    allCodes: new Set(all.map((r) => compactForm(r.code))),
    tyreSizes: [...sizes.values()],
  };
}

/** A code as a dealer types it: mostly as printed, some lower-case, with a space for the dash, or run together. */
function typedCode(code: string, r: Random): string {
  const x = r.next();
  if (x < 0.6) return code;
  if (x < 0.75) return code.toLowerCase();
  if (x < 0.85) return code.replace('-', ' ');
  if (x < 0.93) return code.replace('-', '').toLowerCase();
  return code.replace('-', ' - ');
}

/** A tyre size typed one of the ways dealers type it. */
function typedSize([w, a, rim]: [string, string, string], r: Random): string {
  return r.pick([`${w}/${a}R${rim}`, `${w}${a}${rim}`, `${w} ${a} ${rim}`, `${w}/${a} r${rim}`, `${w}/${a}/${rim}`]);
}

const NEAR_KEYS: Record<string, string> = { L: 'K', S: 'D', T: 'R', J: 'H', N: 'M', A: 'Q', K: 'L', U: 'Y', Y: 'T', G: 'F', R: 'E' };

/** A code mistyped so that it is no product's code: a letter hit next to it, two characters swapped, one doubled or dropped. */
function typo(code: string, world: World, r: Random): string | null {
  for (let attempt = 0; attempt < 20; attempt++) {
    const chars = [...code];
    const at = r.int(0, chars.length - 1);
    const how = r.int(0, 3);
    if (how === 0 && NEAR_KEYS[chars[at]!.toUpperCase()]) chars[at] = NEAR_KEYS[chars[at]!.toUpperCase()]!;
    else if (how === 1 && at < chars.length - 1) [chars[at], chars[at + 1]] = [chars[at + 1]!, chars[at]!];
    else if (how === 2) chars.splice(at, 0, chars[at]!);
    else chars.splice(at, 1);
    const text = chars.join('');
    if (text.trim().length >= 3 && !world.allCodes.has(compactForm(text))) return text;
  }
  return null;
}

/** One run's pad, by --mix (~85 % codes, ~5 % EANs or codes when the catalogue has none, ~5 % tyre sizes, ~5 % typos); 7 in 10 with a quantity. */
function drawLines(world: World, r: Random, count: number): Drawn[] {
  const lines: Drawn[] = [];
  while (lines.length < count) {
    const x = r.next();
    const quantity = r.chance(0.7) ? { quantity: r.int(1, 8) } : {};
    const p = r.pick(world.visible);
    if (x < MIX.ean && world.withEan.length === 0) {
      lines.push({ kind: 'code', line: { text: typedCode(p.code, r), ...quantity }, productId: p.id });
    } else if (x < MIX.ean) {
      const e = r.pick(world.withEan);
      // Leading zeros aside (GTIN-14 of an EAN-13), as scanners and ERP exports write them.
      lines.push({ kind: 'ean', line: { text: r.chance(0.2) ? `0${e.ean}` : e.ean!, ...quantity }, productId: e.id });
    } else if (x < MIX.tyre && world.tyreSizes.length > 0) {
      lines.push({ kind: 'tyre', line: { text: typedSize(r.pick(world.tyreSizes), r), ...quantity } });
    } else if (x < MIX.typo) {
      const text = typo(p.code, world, r);
      if (text) lines.push({ kind: 'typo', line: { text, ...quantity } });
    } else lines.push({ kind: 'code', line: { text: typedCode(p.code, r), ...quantity }, productId: p.id });
  }
  return lines;
}

function sample<T>(items: readonly T[], n: number, r: Random): T[] {
  const copy = [...items];
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(r.next() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

/**
 * Products that go into an empty cart at quantity 1, all in one currency (a cart holds one): asked of
 * the pad itself (resolve, quantity 1, status found), so they pass every check the add makes.
 */
async function orderablePool(
  world: World,
  call: (method: 'POST', url: string, payload: object) => Promise<{ res: { json(): unknown } }>,
): Promise<{ ids: number[]; currency: string }> {
  const r = createRandom(Number(o.seed) + 2);
  const byCurrency = new Map<string, Set<number>>();
  const want = Math.min(world.visible.length, 3 * lineCount);
  for (let i = 0; i < 10; i++) {
    const products = sample(world.visible, Math.min(lineCount, world.visible.length), r);
    const { res } = await call('POST', '/api/baskets/quick-order/resolve', { lines: products.map((p) => ({ text: p.code, quantity: 1 })) });
    for (const l of (res.json() as QuickOrderResolution).lines) {
      if (l.status !== 'found' || !l.product) continue;
      const set = byCurrency.get(l.product.currency) ?? new Set();
      set.add(l.product.id);
      byCurrency.set(l.product.currency, set);
    }
    if (Math.max(0, ...[...byCurrency.values()].map((s) => s.size)) >= want) break;
  }
  const [currency, ids] = [...byCurrency].sort((a, b) => b[1].size - a[1].size)[0] ?? ['-', new Set<number>()];
  return { ids: [...ids], currency };
}

// ---- the price list ----

/**
 * The whole price list over a real socket (inject would buffer it), read as it comes: time to the first and
 * the last byte, bytes, this process's peak resident memory (sampled every 50 ms); the rows are counted in
 * the last download afterwards (untimed).
 */
async function measurePriceList(app: App, headers: Record<string, string>, statements: StatementCount, world: World) {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const times: number[] = [];
  const firstBytes: number[] = [];
  let last: Buffer = Buffer.alloc(0);
  let peak = 0;
  const before = process.memoryUsage().rss;
  let oneCall: ReturnType<StatementCount['read']> | null = null;
  const profile = await profiled('price-list', async (measure) => {
    measure(true);
    for (let i = 0; i < Number(o['list-runs']); i++) {
      peak = Math.max(peak, process.memoryUsage().rss);
      const timer = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 50);
      if (i === 0) statements.reset();
      const start = performance.now();
      const res = await fetch(`${address}/api/catalogs/products/price-list`, { headers });
      firstBytes.push(performance.now() - start);
      if (!res.body) throw new Error('price list: no body');
      const chunks: Buffer[] = [];
      for await (const chunk of res.body) chunks.push(Buffer.from(chunk as Uint8Array));
      times.push(performance.now() - start);
      clearInterval(timer);
      if (i === 0) oneCall = statements.read();
      if (res.status !== 200) throw new Error(`price list: ${res.status} ${Buffer.concat(chunks).toString('utf8', 0, 300)}`);
      last = Buffer.concat(chunks);
    }
  });
  const rows = await countSheetRows(last);
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  const l = latencySummary(times);
  console.log(
    `${`price list, whole (${times.length} runs)`.padEnd(40)} ${l.p50.toFixed(0).padStart(8)} ${l.p99.toFixed(0).padStart(8)} ${l.max.toFixed(0).padStart(8)} ${`≤ ${TARGET.priceList / 1000} s`.padStart(9)}  to the last byte`,
  );
  console.log(
    `  runs ${times.map((t) => `${(t / 1000).toFixed(1)} s`).join(', ')} (the first loads exceljs, and builds the catalogue index when --only left the pad out); first byte p50 ${latencySummary(firstBytes).p50.toFixed(0)} ms; ${mb(last.length)} MB, ${rows} rows below the header (${world.visible.length} products visible); peak RSS ${mb(peak)} MB (${mb(before)} before)`,
  );
  if (oneCall) printStatements(oneCall, 6);
  if (profile) console.log(profile);
}

async function countSheetRows(xlsx: Buffer): Promise<number> {
  const { default: Excel } = await import('exceljs');
  const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from(xlsx), { sharedStrings: 'ignore', styles: 'ignore' });
  let rows = 0;
  for await (const sheet of reader) for await (const _ of sheet) rows++;
  return Math.max(0, rows - 1);
}

// ---- what a call sends, and where the time goes ----

type StatementCount = ReturnType<typeof countStatements>;

/**
 * Every statement this process sends, per text: each passes ChangeSignal.writtenTables (db/change-signal.ts),
 * the hook count-statements.ts counts the portal's statements with in the other benches.
 */
function countStatements() {
  const counts = new Map<string, number>();
  const original = ChangeSignal.prototype.writtenTables;
  ChangeSignal.prototype.writtenTables = function (this: ChangeSignal, text: string) {
    counts.set(text, (counts.get(text) ?? 0) + 1);
    return original.call(this, text);
  };
  return {
    reset: () => counts.clear(),
    read: () => new Map(counts),
    stop: () => {
      ChangeSignal.prototype.writtenTables = original;
    },
  };
}

function printStatements(counts: Map<string, number>, show = 8) {
  const list = [...counts].sort((a, b) => b[1] - a[1]);
  const total = list.reduce((s, [, n]) => s + n, 0);
  console.log(`  one call sent ${total} statement(s), ${list.length} distinct:`);
  for (const [text, n] of list.slice(0, show))
    console.log(`    ${String(n).padStart(4)} × ${text.replace(/\s+/g, ' ').trim().slice(0, 110)}`);
}

/**
 * Runs `fn`; with --cpu-prof, under the V8 profiler of this process (the app runs in it), writing
 * <dir>/quick-order-<name>.cpuprofile and returning the files and functions with the most self time in the
 * samples taken while `fn` said it was measuring (`measure(true)` before a timed call, `measure(false)` after).
 */
async function profiled(name: string, fn: (measure: (on: boolean) => void) => Promise<void>): Promise<string> {
  const dir = o['cpu-prof'];
  if (!dir) {
    await fn(() => {});
    return '';
  }
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  // Windows of measured time in µs of the monotonic clock, which V8 stamps its samples with too (Linux).
  const windows: [number, number][] = [];
  let openedAt: number | null = null;
  const measure = (on: boolean) => {
    const now = Number(hrtime.bigint() / 1000n);
    if (on && openedAt === null) openedAt = now;
    if (!on && openedAt !== null) {
      windows.push([openedAt, now]);
      openedAt = null;
    }
  };
  await session.post('Profiler.start');
  try {
    await fn(measure);
  } finally {
    measure(false);
  }
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `quick-order-${name}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  return summariseProfile(profile, windows, file);
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

function summariseProfile(
  profile: { nodes: ProfileNode[]; startTime: number; samples?: number[]; timeDeltas?: number[] },
  windows: [number, number][],
  file: string,
): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const short = (url: string) =>
    url
      .replace(/^file:\/\//, '')
      .replace(/.*\/node_modules\//, '~/')
      .replace(/.*\/apps\/api\//, '');
  const tally = (inWindow: (at: number) => boolean) => {
    const fns = new Map<string, number>();
    const files = new Map<string, number>();
    let total = 0;
    let at = profile.startTime;
    for (let i = 0; i < samples.length; i++) {
      at += deltas[i] ?? 0;
      // A sample stands for the time until the next one.
      const ms = (deltas[i + 1] ?? 0) / 1000;
      const node = byId.get(samples[i]!);
      if (!node || !inWindow(at)) continue;
      const { functionName, url, lineNumber } = node.callFrame;
      const key = `${functionName || '(anonymous)'} ${url ? `${short(url)}:${lineNumber + 1}` : ''}`.trim();
      fns.set(key, (fns.get(key) ?? 0) + ms);
      const f = url ? short(url).replace(/^~\/(@[^/]+\/[^/]+|[^/]+)\/.*/, '~/$1') : functionName;
      files.set(f, (files.get(f) ?? 0) + ms);
      total += ms;
    }
    return { fns, files, total };
  };
  let t = tally((at) => windows.some(([a, b]) => at >= a && at <= b));
  let scope = 'the measured calls';
  if (t.total === 0) {
    t = tally(() => true);
    scope = 'the whole scenario (its clock did not match the samples)';
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, ms]) => `    ${((100 * ms) / (t.total || 1)).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(6)} ms  ${k}`)
      .join('\n');
  return [
    `  CPU profile ${file}: ${t.total.toFixed(0)} ms of ${scope}; self time by file (node_modules by package):`,
    top(t.files, 12),
    '  by function:',
    top(t.fns, 15),
  ].join('\n');
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    await runCleanups();
  });
