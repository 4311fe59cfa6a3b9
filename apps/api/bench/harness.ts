// What both benchmarks need to run the portal in a child process and reach it.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
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
