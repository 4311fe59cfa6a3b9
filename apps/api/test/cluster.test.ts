import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from './harness';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

/** The portal processes the cluster's primary runs (its node children; tsx may add an esbuild one). */
const childrenOf = (pid: number): number[] => {
  try {
    return execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((l) => l.trim().split(/\s+/))
      .filter(([id, comm]) => Number(id) > 0 && comm === 'node')
      .map(([id]) => Number(id));
  } catch {
    return []; // ps exits 1 when there are none
  }
};

const until = async (check: () => Promise<boolean> | boolean, tries = 200) => {
  for (let i = 0; i < tries; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
};

describe.runIf(onPostgres)('several portal processes (PORTAL_PROCESSES, PostgreSQL)', () => {
  let t: TestApp;
  let primary: ChildProcess;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    primary = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        DATABASE_URL: t.url!,
        PORTAL_PROCESSES: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'never',
        JOBS_ENABLED: 'false',
        LOG_LEVEL: 'silent',
        JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
        WEB_DIST: '/nonexistent',
        DATA_DIR: '/tmp/dealerport-test-unused',
      },
      stdio: 'ignore',
    });
  }, 60_000);
  afterAll(async () => {
    if (primary && primary.exitCode === null) primary.kill('SIGKILL');
    await t?.close();
  });

  const ready = async () => {
    try {
      return (await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2000) })).ok;
    } catch {
      return false;
    }
  };

  it('serves from two processes, replaces one that dies, and stops them all on SIGTERM', { timeout: 90_000 }, async () => {
    expect(await until(ready, 600)).toBe(true);
    expect(await until(() => childrenOf(primary.pid!).length === 2)).toBe(true);
    const [victim, survivor] = childrenOf(primary.pid!);
    process.kill(victim!, 'SIGKILL');
    // The other one goes on serving (a request already on the dead one's connection fails, as it would
    // behind any load balancer), and a new process takes the dead one's place.
    expect(await until(ready, 50)).toBe(true);
    expect(
      await until(() => {
        const now = childrenOf(primary.pid!);
        return now.length === 2 && !now.includes(victim!) && now.includes(survivor!);
      }, 600),
    ).toBe(true);
    expect(await until(ready, 600)).toBe(true);
    const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(childrenOf(primary.pid!)).toEqual([]);
  });
});
