// What both benchmarks need to run the portal in a child process and reach it.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
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
