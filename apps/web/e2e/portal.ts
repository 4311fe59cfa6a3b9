import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { type Inbox, startInbox } from './inbox';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory the demo data was seeded into once per run (e2e/global-setup.ts). */
    seededDataDir: string;
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface Portal {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the portal as `npm start` does (built client, embedded PGlite database with demo data) in a
 * data directory of its own, and waits until it is ready. The directory starts as a copy of the one the
 * run seeded once (e2e/global-setup.ts): seeding in every file cost each of them its seconds again.
 */
export async function startPortal(extraEnv: Record<string, string> = {}, options: { postgres?: boolean } = {}): Promise<Portal> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dealerport-e2e-'));
  cpSync(inject('seededDataDir'), dataDir, { recursive: true });
  const database = options.postgres ? await createServerDatabase() : null;
  const portal = await launchPortal(dataDir, { ...extraEnv, ...(database ? { DATABASE_URL: database.url } : {}) });
  return {
    url: portal.url,
    async stop() {
      await portal.stop();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The PostgreSQL server the flows that need one use (CI has it at this address, as the API tests do). */
const SERVER_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fresh database on the PostgreSQL server for one flow file's portal (which migrates and seeds it), dropped
 * after: for what the embedded database refuses (scheduled SQL jobs).
 */
async function createServerDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `dealerport_e2e_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: SERVER_URL });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Runs the portal on a free port over `dataDir` (seeding the demo data if it holds none) until ready. */
export async function launchPortal(dataDir: string, extraEnv: Record<string, string> = {}): Promise<Portal> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // the embedded database unless the caller names a server (startPortal's `postgres`)
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'always',
    ...extraEnv,
  };
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/readyz`);
      const body = (await res.json()) as { status: string };
      // Ready once the demo logins exist (seeding runs right after start).
      if (res.ok && body.status === 'ready') {
        const probe = await fetch(`${url}/api/auths/authenticate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userName: 'admin', password: 'Demo1234' }),
        });
        if (probe.ok) break;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the portal did not become ready in time');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/**
 * A page of a browser whose language is Turkish (the flows read the Turkish texts: the interface
 * follows the browser's first language on a first visit, spec 01 §9).
 */
export function openPage(browser: Browser, width: number, timeoutMs: number): Promise<Page> {
  return browser.newPage({ viewport: { width, height: 900 }, locale: 'tr-TR' }).then((page) => {
    page.setDefaultTimeout(timeoutMs);
    return page;
  });
}

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface FlowPortalOptions {
  /** The portal's extra environment (`SMTP_URL` comes from `inbox`). */
  env?: Record<string, string>;
  /** A local SMTP inbox the portal sends its mail to (`flow.inbox`). */
  inbox?: boolean;
  /** A page opened once the browser runs (`flow.page`): its width and default timeout (see openPage). */
  page?: { width: number; timeoutMs: number };
  /** On a fresh database of the PostgreSQL server instead of the embedded one (seeded at start). */
  postgres?: boolean;
}

/** What setupFlowPortal started, readable once the file's first test runs (inside hooks and tests). */
export interface FlowPortal {
  readonly url: string;
  readonly browser: Browser;
  /** The page asked for with `page` (throws if none was). */
  readonly page: Page;
  /** The inbox asked for with `inbox` (throws if none was). */
  readonly inbox: Inbox;
  /** Another Turkish page of the browser (see openPage). */
  openPage(width: number, timeoutMs: number): Promise<Page>;
}

/**
 * A flow file's portal (on a copy of the run's seeded data) and browser, started before its tests and stopped
 * after them: registers the file's beforeAll and afterAll. A file's own beforeAll, registered after this call,
 * runs after it (and its afterAll before this one's: vitest runs hooks as a stack).
 */
export function setupFlowPortal(options: FlowPortalOptions = {}): FlowPortal {
  let inbox: Inbox | undefined;
  let portal: Portal | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`setupFlowPortal: no ${what} (not asked for, or read before beforeAll)`);
    return value;
  };

  beforeAll(async () => {
    if (options.inbox) inbox = await startInbox();
    portal = await startPortal({ ...options.env, ...(inbox ? { SMTP_URL: inbox.url } : {}) }, { postgres: options.postgres ?? false });
    browser = await launchBrowser();
    if (options.page) page = await openPage(browser, options.page.width, options.page.timeoutMs);
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await inbox?.close();
  });

  return {
    get url() {
      return started(portal, 'portal').url;
    },
    get browser() {
      return started(browser, 'browser');
    },
    get page() {
      return started(page, 'page');
    },
    get inbox() {
      return started(inbox, 'inbox');
    },
    openPage: (width, timeoutMs) => openPage(started(browser, 'browser'), width, timeoutMs),
  };
}
