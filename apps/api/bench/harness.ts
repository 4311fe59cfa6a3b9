// What both benchmarks need to run the portal in a child process and reach it.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** A TypeScript entry point in a child Node process; with BENCH_CPU_PROF=<dir> it writes a CPU profile there when it exits. */
export function startChild(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  return spawn(process.execPath, [...prof, '--import', 'tsx', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
