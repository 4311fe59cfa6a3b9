// What both benchmarks need to run the portal in a child process and reach it.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The access-token secret of the portals the benchmarks start. */
export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A TypeScript entry point in a child Node process; with BENCH_CPU_PROF=<dir> it writes a CPU profile there when it exits.
 * With `countStatements` (a StatementCounter), every statement the process (and its cluster workers) sends is counted.
 */
export function startChild(args: string[], env: NodeJS.ProcessEnv, countStatements?: StatementCounter): ChildProcess {
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const counter = countStatements ? ['--import', './apps/api/bench/count-statements.ts'] : [];
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', ...counter, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env, ...(countStatements ? { BENCH_STATEMENTS_DIR: countStatements.dir } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  onCleanup(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  });
  return child;
}

/** Stops a child started by startChild and waits for it. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

// ---- cleaning up, also after Ctrl-C ----

const cleanups: Array<() => void | Promise<void>> = [];
let interrupted = false;

/** Runs `fn` when the bench ends (runCleanups) or is interrupted (SIGINT, SIGTERM), last registered first. */
export function onCleanup(fn: () => void | Promise<void>): void {
  cleanups.push(fn);
}

export async function runCleanups(): Promise<void> {
  while (cleanups.length > 0) {
    const fn = cleanups.pop()!;
    try {
      await fn();
    } catch (err) {
      console.error('cleanup failed:', err);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    console.error(`\n${signal}: stopping the portal and dropping what the bench created (again to leave at once)`);
    void runCleanups().finally(() => process.exit(130));
  });
}

// ---- the bench's database ----

/** The server the benches use: DATABASE_URL (its database is only connected to, unless `inPlace`). */
export const adminDatabaseUrl = () => process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  /** Where the seeding and the checks connect (DATABASE_URL's server). */
  url: string;
  name: string;
  /** Whether this run created the database (and so may drop it). */
  created: boolean;
  /** What an earlier seeding wrote on the database (`comment on database`), or null. */
  seededAs: string | null;
  /** Notes what a finished seeding was, so a later `--in-place` run can tell. */
  markSeeded(description: string): Promise<void>;
  /** Drops the database if this run created it and `--keep` was not given; otherwise says what is left. */
  release(): Promise<void>;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The database a bench runs on. By default a new one with a unique name (`dealerport_bench_<purpose>_<random>`)
 * on DATABASE_URL's server, dropped at the end (and after Ctrl-C): `with (force)` is only ever used on that
 * name. `keep` leaves it (its name is printed). `inPlace` uses the database named in DATABASE_URL as it is:
 * never created, never dropped, never forced; `emptyOrSeeded` says what the caller accepts there.
 */
export async function openBenchDatabase(opts: { purpose: string; keep: boolean; inPlace: boolean }): Promise<BenchDatabase> {
  const adminUrl = adminDatabaseUrl();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const url = new URL(adminUrl);
    let name: string;
    let created = false;
    if (opts.inPlace) {
      name = decodeURIComponent(url.pathname.slice(1));
      if (!name) throw new Error('--in-place needs a database name in DATABASE_URL');
    } else {
      name = `dealerport_bench_${opts.purpose}_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${quoteIdent(name)}`);
      created = true;
      url.pathname = `/${name}`;
    }
    const comment = await admin.query<{ c: string | null }>(
      `select shobj_description(oid, 'pg_database') as c from pg_database where datname = $1`,
      [name],
    );
    const release = async () => {
      if (!created) {
        console.log(`database ${name} (DATABASE_URL's) left as it is`);
        return;
      }
      if (opts.keep) {
        console.log(`kept database ${name}: DATABASE_URL=${url.toString()} ... -- --in-place to run on it again; drop it when done`);
        return;
      }
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        // Created by this run, so forcing out what is left connected to it (the portal's pool) harms no one else.
        await c.query(`drop database if exists ${quoteIdent(name)} with (force)`);
        console.log(`dropped database ${name}`);
      } finally {
        await c.end();
      }
    };
    if (created) onCleanup(release);
    return {
      url: url.toString(),
      name,
      created,
      seededAs: comment.rows[0]?.c ?? null,
      async markSeeded(description: string) {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        try {
          await c.query(`comment on database ${quoteIdent(name)} is ${c.escapeLiteral(description)}`);
        } finally {
          await c.end();
        }
      },
      async release() {
        const i = cleanups.indexOf(release);
        if (i >= 0) cleanups.splice(i, 1);
        await release();
      },
    };
  } finally {
    await admin.end();
  }
}

/** Whether the database holds any table of its own (a database to seed must hold none). */
export async function hasTables(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query(`select 1 from pg_tables where schemaname not in ('pg_catalog', 'information_schema') limit 1`);
    return (r.rowCount ?? 0) > 0;
  } finally {
    await c.end();
  }
}

/**
 * Transactions committed and rolled back in one database (pg_stat_database), read from a connection to
 * DATABASE_URL's own database so the reading counts nothing. A backend reports its counts when it goes
 * idle, at most once a second, and one that reported less than a second before waits up to 10 s more
 * (PostgreSQL 15's PGSTAT_IDLE_INTERVAL): read after `settle` seconds without load.
 */
export class TransactionCounter {
  private constructor(
    private readonly client: pg.Client,
    private readonly database: string,
  ) {}

  static async open(database: string): Promise<TransactionCounter> {
    const client = new pg.Client({ connectionString: adminDatabaseUrl() });
    await client.connect();
    const counter = new TransactionCounter(client, database);
    onCleanup(() => counter.close());
    return counter;
  }

  async read(): Promise<number> {
    await this.client.query('select pg_stat_clear_snapshot()');
    const r = await this.client.query<{ n: string }>(
      'select (xact_commit + xact_rollback)::text as n from pg_stat_database where datname = $1',
      [this.database],
    );
    return Number(r.rows[0]?.n ?? 0);
  }

  async close(): Promise<void> {
    await this.client.end().catch(() => {});
  }
}

/**
 * Statements sent by the portal's processes, counted by count-statements.ts (loaded into them with
 * `--import`: every statement of either driver passes the change signal's reading of its text, the hook
 * the API tests count with). Each process writes its counts to a file in `dir` every 200 ms.
 */
export class StatementCounter {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'dealerport-bench-statements-'));

  constructor() {
    onCleanup(() => rmSync(this.dir, { recursive: true, force: true }));
  }

  /** The counts so far, summed over the processes: total and per statement text. */
  read(): { total: number; byText: Map<string, number> } {
    let total = 0;
    const byText = new Map<string, number>();
    for (const file of readdirSync(this.dir)) {
      if (!file.endsWith('.json')) continue;
      try {
        const data = JSON.parse(readFileSync(path.join(this.dir, file), 'utf8')) as { total: number; byText: [string, number][] };
        total += data.total;
        for (const [text, n] of data.byText) byText.set(text, (byText.get(text) ?? 0) + n);
      } catch {
        /* gone meanwhile */
      }
    }
    return { total, byText };
  }

  /**
   * What held the portal's event loop between two wall-clock times (ms since the epoch), summed over its
   * processes: loop stalls of 20 ms or more (a 10 ms timer that fired late) and garbage collections, as
   * count-statements.ts records them.
   */
  pauses(from: number, to: number) {
    const stalls: number[] = [];
    const longest: [number, number][] = [];
    const gcs: { ms: number; major: boolean }[] = [];
    for (const file of readdirSync(this.dir)) {
      if (!file.endsWith('.json')) continue;
      try {
        const data = JSON.parse(readFileSync(path.join(this.dir, file), 'utf8')) as {
          stalls?: [number, number][];
          gcs?: [number, number, number][];
        };
        for (const [end, ms] of data.stalls ?? [])
          if (end >= from && end - ms <= to) {
            stalls.push(ms);
            longest.push([end - ms, ms]);
          }
        // Node's kinds: 1 minor (scavenge), 2 major (mark-compact), 4 incremental marking, 8 weak callbacks.
        for (const [start, ms, kind] of data.gcs ?? []) if (start >= from && start <= to) gcs.push({ ms, major: kind === 2 });
      } catch {
        /* gone meanwhile */
      }
    }
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    const gcMs = gcs.map((g) => g.ms);
    return {
      stalls50: stalls.filter((ms) => ms >= 50).length,
      stallMax: Math.max(0, ...stalls),
      stallMs: sum(stalls),
      gcCount: gcs.length,
      gcMajor: gcs.filter((g) => g.major).length,
      gcMs: sum(gcMs),
      gcMax: Math.max(0, ...gcMs),
      /** The five longest stalls: [start (ms since the epoch), length (ms)]. */
      longest: longest.sort((a, b) => b[1] - a[1]).slice(0, 5),
    };
  }

  /** What was counted between two readings, the statement texts most sent first. */
  static delta(before: ReturnType<StatementCounter['read']>, after: ReturnType<StatementCounter['read']>) {
    const byText = [...after.byText.entries()]
      .map(([text, n]) => [text, n - (before.byText.get(text) ?? 0)] as const)
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1]);
    return { total: after.total - before.total, byText };
  }
}

// ---- CPU ----

/** CPU seconds of a process so far from /proc/<pid>/stat (utime + stime + cutime + cstime), or null. */
function ownCpuSeconds(pid: number): { ppid: number; cpu: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(f[1]), cpu: (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / 100 };
  } catch {
    return null;
  }
}

/**
 * CPU used by one database's PostgreSQL backends (the postmaster's children whose title names the
 * database), sampled every `everyMs`: a backend that ends between two samples (the pool closing an idle
 * connection) keeps what it had used at its last sample, so little of its work is lost, and other
 * databases' work on the same server is left out. null where /proc can't tell.
 */
export class BackendCpu {
  private seen = new Map<number, { first: number; last: number }>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly postmaster: number | null,
    private readonly database: string,
  ) {}

  private sample(): void {
    if (this.postmaster === null) return;
    for (const entry of readdirSync('/proc')) {
      const pid = Number(entry);
      if (!Number.isInteger(pid) || pid <= 0) continue;
      const s = ownCpuSeconds(pid);
      if (!s || s.ppid !== this.postmaster) continue;
      let cmd: string;
      try {
        cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        continue;
      }
      if (!cmd.includes(` ${this.database} `)) continue;
      const known = this.seen.get(pid);
      // A backend first seen after the start began at 0 (it started during the measurement).
      if (known) known.last = s.cpu;
      else this.seen.set(pid, { first: this.timer ? 0 : s.cpu, last: s.cpu });
    }
  }

  start(everyMs = 1000): void {
    this.seen.clear();
    this.timer = null;
    this.sample();
    this.timer = setInterval(() => this.sample(), everyMs);
    this.timer.unref();
  }

  /** Seconds of CPU since start(); stops sampling. */
  stop(): number | null {
    if (this.postmaster === null) return null;
    this.sample();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    let total = 0;
    for (const { first, last } of this.seen.values()) total += last - first;
    return total;
  }
}

// ---- figures ----

export const percentile = (sorted: ArrayLike<number>, p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

/** p50 / p99 / max of latencies in ms (unsorted), as "12.3 / 45.6 / 78.9". */
export function latencySummary(values: number[]): { p50: number; p99: number; max: number } {
  const sorted = Float64Array.from(values).sort();
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.length ? sorted[sorted.length - 1]! : 0 };
}

// ---- load ----

export interface BenchRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  seconds: number;
  requests: number;
  /** Answers by status; `0` for a connection error. */
  statuses: Map<number, number>;
  latencies: number[];
  /** [when it was sent (ms since the epoch), latency (ms)] of the answers that took `slowMs` or more. */
  slow: [number, number][];
  bytes: number;
}

/**
 * A closed loop: `connections` kept-alive connections, each sending `next()`'s request as soon as its
 * previous answer is in, for `seconds`. Latency is from writing the request to the whole answer
 * (performance.now()); `onAnswer` sees every answer (the benches sample some to check them).
 */
export async function runLoad<R extends BenchRequest>(opts: {
  host: string;
  port: number;
  connections: number;
  seconds: number;
  next: () => R;
  onAnswer?: (request: R, status: number, text: string, ms: number) => void;
  /** Answers at least this slow are listed with their time in `slow` (default 100 ms). */
  slowMs?: number;
}): Promise<LoadResult> {
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  const slow: [number, number][] = [];
  const slowMs = opts.slowMs ?? 100;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  const loop = async () => {
    const connection = new BenchConnection(opts.host, opts.port);
    try {
      while (performance.now() < deadline) {
        const req = opts.next();
        const t0 = performance.now();
        let status = 0;
        let text = '';
        try {
          const res = await connection.request(req.method, req.path, req.headers, req.body);
          status = res.status;
          text = res.text;
        } catch {
          status = 0;
        }
        const ms = performance.now() - t0;
        latencies.push(ms);
        if (ms >= slowMs) slow.push([Date.now() - ms, ms]);
        bytes += text.length;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        opts.onAnswer?.(req, status, text, ms);
      }
    } finally {
      connection.close();
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, loop));
  return { seconds: (performance.now() - started) / 1000, requests: latencies.length, statuses, latencies, slow, bytes };
}

/** Keeps `size` of the items offered to it, each offered item equally likely to be kept (reservoir sampling). */
export class Reservoir<T> {
  readonly items: T[] = [];
  private offered = 0;

  constructor(
    private readonly size: number,
    private readonly random: () => number,
  ) {}

  offer(make: () => T): void {
    this.offered++;
    if (this.items.length < this.size) this.items.push(make());
    else {
      const i = Math.floor(this.random() * this.offered);
      if (i < this.size) this.items[i] = make();
    }
  }
}

export async function waitReady(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} never became ready`);
}

/**
 * The address the portal should use for a database on the local server: over PostgreSQL's Unix socket
 * when there is one (a TCP write per query is measurably dearer here, docs/performance.md), unless `tcp`.
 */
export function portalDatabaseUrl(url: URL, tcp: boolean): { url: string; socket: boolean } {
  const socketDir = '/var/run/postgresql';
  const socket = !tcp && existsSync(`${socketDir}/.s.PGSQL.${url.port || 5432}`);
  return {
    url: socket ? `postgres://${url.username || 'postgres'}@localhost${url.pathname}?host=${socketDir}` : url.toString(),
    socket,
  };
}

/**
 * CPU seconds used so far by a process and its descendants (live ones, plus those that ended and were
 * waited for), from /proc; null where /proc can't tell (another OS, a server on another machine). With
 * `onlyTitled`, only the live descendants whose command line contains it (PostgreSQL's backends of one
 * database: their titles name it), so other databases' work on the same server is left out.
 */
export function processTreeCpuSeconds(pid: number, onlyTitled?: string): number | null {
  const ticks = 100; // USER_HZ: 100 on every Linux this runs on
  const statOf = (p: number) => {
    try {
      const text = readFileSync(`/proc/${p}/stat`, 'utf8');
      // Fields after the command (which may hold spaces), from field 3 on.
      const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
      return { ppid: Number(f[1]), cpu: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]) };
    } catch {
      return null;
    }
  };
  const titled = (p: number) => {
    try {
      return readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(onlyTitled!);
    } catch {
      return false;
    }
  };
  const own = statOf(pid);
  if (!own) return null;
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const p = Number(entry);
    if (!Number.isInteger(p) || p <= 0) continue;
    const s = statOf(p);
    if (s) children.set(s.ppid, [...(children.get(s.ppid) ?? []), p]);
  }
  let total = onlyTitled ? 0 : own.cpu;
  const walk = (p: number) => {
    for (const c of children.get(p) ?? []) {
      if (!onlyTitled || titled(c)) total += statOf(c)?.cpu ?? 0;
      walk(c);
    }
  };
  walk(pid);
  return total / ticks;
}

/** The local PostgreSQL server's main process (postmaster.pid in its data directory), or null. */
export async function postmasterPid(query: (text: string) => Promise<{ rows: Array<Record<string, unknown>> }>): Promise<number | null> {
  try {
    const dir = String((await query(`select setting from pg_settings where name = 'data_directory'`)).rows[0]?.setting ?? '');
    const pid = Number(readFileSync(`${dir}/postmaster.pid`, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 && processTreeCpuSeconds(pid) !== null ? pid : null;
  } catch {
    return null;
  }
}

/**
 * A kept-alive HTTP/1.1 connection for a load generator that shares the machine with what it measures:
 * one request at a time, the request written as one string, the answer read by its Content-Length (or
 * chunks). node:http costs several times as much CPU per call (its agent, streams and header objects),
 * CPU the portal and PostgreSQL then lack (docs/performance.md). Reconnects when the server closed it.
 */
export class BenchConnection {
  private socket: Socket | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (r: { status: number; text: string }) => void; reject: (e: Error) => void } | null = null;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  request(method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
    if (this.waiting) return Promise.reject(new Error('one request at a time'));
    const socket = this.socket ?? this.connect();
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.host}:${this.port}\r\nconnection: keep-alive\r\n`;
    for (const [k, v] of Object.entries(headers)) head += `${k}: ${v}\r\n`;
    if (body !== undefined) head += `content-length: ${Buffer.byteLength(body)}\r\n`;
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      socket.write(`${head}\r\n${body ?? ''}`);
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }

  private connect(): Socket {
    const socket = connect({ host: this.host, port: this.port, noDelay: true });
    this.socket = socket;
    this.buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
      this.parse();
    });
    const fail = (err: Error) => {
      if (this.socket === socket) this.socket = null;
      const w = this.waiting;
      this.waiting = null;
      w?.reject(err);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed')));
    return socket;
  }

  private parse(): void {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0 || !this.waiting) return;
    const head = this.buffer.toString('latin1', 0, end);
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    let text: string;
    let consumed: number;
    if (length) {
      consumed = end + 4 + Number(length[1]);
      if (this.buffer.length < consumed) return;
      text = this.buffer.toString('utf8', end + 4, consumed);
    } else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
      const parts: Buffer[] = [];
      let at = end + 4;
      for (;;) {
        const line = this.buffer.indexOf('\r\n', at);
        if (line < 0) return;
        const size = Number.parseInt(this.buffer.toString('latin1', at, line), 16);
        if (this.buffer.length < line + 2 + size + 2) return;
        if (size === 0) {
          consumed = line + 4;
          break;
        }
        parts.push(this.buffer.subarray(line + 2, line + 2 + size));
        at = line + 2 + size + 2;
      }
      text = Buffer.concat(parts).toString('utf8');
    } else {
      consumed = end + 4; // no body (204, 304)
      text = '';
    }
    this.buffer = this.buffer.subarray(consumed);
    const w = this.waiting;
    this.waiting = null;
    if (/\r\nconnection: *close/i.test(head)) this.close();
    w.resolve({ status, text });
  }
}

// ---- options ----

export type OptionSpec = Record<string, { default: string | boolean; help: string }>;

/**
 * Command-line options with their defaults, each also settable by the environment as BENCH_<NAME>
 * (`--stats-settle 5` or BENCH_STATS_SETTLE=5; a flag: BENCH_KEEP=1). `--help` prints them.
 */
export function benchOptions<S extends OptionSpec>(
  usage: string,
  spec: S,
): { [K in keyof S]: S[K]['default'] extends boolean ? boolean : string } {
  const { values } = parseArgs({
    options: {
      help: { type: 'boolean' },
      ...Object.fromEntries(Object.entries(spec).map(([k, o]) => [k, { type: typeof o.default === 'boolean' ? 'boolean' : 'string' }])),
    } as Record<string, { type: 'string' | 'boolean' }>,
  });
  if (values.help) {
    console.log(usage);
    for (const [k, o] of Object.entries(spec))
      console.log(`  --${k}${typeof o.default === 'boolean' ? '' : ` <${o.default}>`}`.padEnd(34) + o.help);
    process.exit(0);
  }
  const out: Record<string, string | boolean> = {};
  for (const [k, o] of Object.entries(spec)) {
    const env = process.env[`BENCH_${k.toUpperCase().replace(/-/g, '_')}`];
    const given = values[k] as string | boolean | undefined;
    if (given !== undefined) out[k] = given;
    else if (env !== undefined && env !== '')
      out[k] = typeof o.default === 'boolean' ? !['0', 'false', 'no'].includes(env.toLowerCase()) : env;
    else out[k] = o.default;
  }
  return out as never;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
