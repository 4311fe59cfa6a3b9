import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { generateSecretKey, parseSecretKey } from '../lib/secrets';

/** An IP address, or one with a prefix length (a CIDR range). */
function isAddressOrRange(entry: string): boolean {
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
}

const booleanish = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Environment variables, validated once at start (README: Configuration). */
const EnvSchema = z.object({
  /** `development` only under `npm run dev` (it sets it): the Vite dev server's origins are accepted then. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL server; when unset an embedded PGlite database lives in DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Connections to the PostgreSQL server per process; each running job holds one for its transaction. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(20),
  /** HS256 secret for access tokens; generated and kept in DATA_DIR when unset. */
  JWT_SECRET: z.string().min(32).optional(),
  /**
   * AES-256-GCM key of the secrets stored in settings (ERP, storage server...; lib/secrets.ts): 32 bytes
   * as 64 hex characters or base64. Generated and kept in DATA_DIR when unset; losing it loses those secrets.
   */
  SECRETS_KEY: z
    .string()
    .refine((v) => parseSecretKey(v) !== null, '32 bytes as 64 hex characters or base64 (openssl rand -base64 32)')
    .optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  /** smtp://user:pass@host:port (or smtps://); unset keeps mail in the outbox table only. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Dealerport <no-reply@dealerport.local>'),
  /**
   * The portal's public address; defaults to http://localhost:PORT. Set, it is the only origin reset links
   * may point at (besides CALLBACK_ORIGINS); unset, the loopback origins of PORT, and in development
   * (NODE_ENV=development) those of the Vite dev server too.
   */
  PUBLIC_URL: z.string().url().optional(),
  /** Extra origins allowed in reset-link callback URLs (comma separated); unset: none when PUBLIC_URL is set. */
  CALLBACK_ORIGINS: z.string().optional(),
  /** Clients sending an older x-version get 426 (spec 01 §8). */
  MIN_CLIENT_VERSION: z
    .string()
    .regex(/^\d+(\.\d+)*$/)
    .default('1.0.0'),
  /** Trust X-Forwarded-For only behind a known proxy; otherwise a forged header must not matter. */
  TRUST_PROXY: booleanish.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed demo data into an empty database at start: auto (embedded database only), always, never. */
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  /** Run the background job worker, and the scheduler of scheduled jobs, in this process. */
  JOBS_ENABLED: booleanish.default(true),
  /** Claim loops of the job worker (jobs run concurrently up to this many; orders, mail, ERP). */
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** How often an idle worker looks for jobs queued by another process (ms); local enqueues wake it at once. */
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(60000).default(1000),
  /**
   * Seconds the auth guard may keep a caller in memory (0: read it on every request). Writes drop it at
   * once (this process) or within milliseconds (others, through PostgreSQL NOTIFY); see guard-cache.ts.
   */
  AUTH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * Portal processes on this machine sharing PORT (node:cluster), each with its own event loop, caches and
   * job worker. More than one needs DATABASE_URL (the embedded database belongs to one process).
   */
  PORTAL_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  /** Built web client to serve; defaults to apps/web/dist. */
  WEB_DIST: z.string().optional(),
  /**
   * Sign-in throttling (ADR 0029), each count within the window: failures of one account from one
   * address, of an address (any names) and of an account (any address) before each further attempt of
   * theirs is slowed (never refused); the base delay: the pair waits 2x it, doubling per further failure
   * up to 60x (1 s to 30 s by default), the address 1x up to 32x, the account 1x up to 8x.
   */
  SIGNIN_MAX_FAILURES_PER_PAIR: z.coerce.number().int().min(1).default(5),
  SIGNIN_FREE_FAILURES_PER_ADDRESS: z.coerce.number().int().min(0).default(10),
  SIGNIN_FREE_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(0).default(10),
  SIGNIN_DELAY_BASE_MS: z.coerce.number().int().min(0).max(10_000).default(500),
  SIGNIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /**
   * PayPal's REST base URL, replacing the one the payment settings choose (sandbox or live): a test's
   * local server, or a proxy (docs/payments.md). Unset: the settings decide.
   */
  PAYPAL_API_URL: z.string().url().optional(),
  /**
   * Addresses and CIDR ranges (comma separated) that the outbound guard opens although they are refused by
   * default: loopback, link-local, unspecified, multicast, reserved (platform/outbound, ADR 0061). For an
   * ERP or a mail server on the portal's own machine, e.g. `127.0.0.1,::1`. Unset: none.
   */
  OUTBOUND_ALLOW: z
    .string()
    .refine(
      (v) => v.split(',').every((e) => e.trim() === '' || isAddressOrRange(e.trim())),
      'IP addresses or CIDR ranges, comma separated (e.g. 127.0.0.1,10.0.0.0/8,::1)',
    )
    .optional(),
  /** ERP order hand-off (design.md §4): POST each order document here as signed JSON; unset: standalone. */
  ERP_ORDER_URL: z.string().url().optional(),
  /** HMAC-SHA256 key of the ERP hand-off signature (X-Dealerport-Signature); required with ERP_ORDER_URL. */
  ERP_SECRET: z.string().min(16).optional(),
  /**
   * An S3-compatible bucket for the stored files (documents, uploaded pictures, the demo's pictures and
   * expert-opinion PDFs; platform/storage, ADR 0056). Unset: DATA_DIR. Set, S3_ACCESS_KEY_ID and
   * S3_SECRET_ACCESS_KEY are required too (the environment is the only place these credentials are read).
   */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name (3-63 lower-case letters, digits, dots, hyphens)')
    .optional(),
  /** The S3-compatible server (MinIO, Ceph, a cloud's S3 endpoint); unset: AWS S3 of S3_REGION. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style addresses (<endpoint>/<bucket>/<key>); the default with S3_ENDPOINT, as MinIO and most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: booleanish.optional(),
  /** A folder in the bucket for this portal's files (e.g. `dealerport/`); unset: the bucket's root. */
  S3_PREFIX: z
    .string()
    .regex(/^(?:[A-Za-z0-9._-]+\/)+$/, 'folder names ending with "/" (letters, digits, . _ -)')
    .optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Omit<Env, 'JWT_SECRET' | 'SECRETS_KEY' | 'DATA_DIR' | 'WEB_DIST' | 'PUBLIC_URL'> {
  PUBLIC_URL: string;
  JWT_SECRET: string;
  /** The 32-byte key of lib/secrets.ts (SECRETS_KEY, or the one generated into DATA_DIR). */
  secretsKey: Buffer;
  DATA_DIR: string;
  WEB_DIST: string;
  callbackOrigins: string[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(here, '../../../..');

export class ConfigError extends Error {}

/** Parses the environment; throws a readable ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.ERP_ORDER_URL && !e.ERP_SECRET) throw new ConfigError('Invalid configuration:\n  ERP_SECRET: required when ERP_ORDER_URL is set');
  if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
  }
  if (e.PORTAL_PROCESSES > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  PORTAL_PROCESSES: more than one process needs DATABASE_URL (the embedded database belongs to one process)',
    );
  }
  if (e.DATABASE_URL && e.JOBS_ENABLED && e.JOBS_CONCURRENCY >= e.DATABASE_POOL_SIZE) {
    throw new ConfigError(
      'Invalid configuration:\n  JOBS_CONCURRENCY: must be lower than DATABASE_POOL_SIZE (each running job holds a connection; requests need the rest)',
    );
  }
  // Relative paths are relative to where npm was started (the repository root for `npm start`).
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(base, e.DATA_DIR);
  const webDist = e.WEB_DIST ? path.resolve(base, e.WEB_DIST) : path.join(REPO_ROOT, 'apps/web/dist');
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const callbackOrigins = [
    ...new Set([
      new URL(publicUrl).origin,
      ...(e.PUBLIC_URL ? [] : loopbackOrigins(e.PORT)),
      // Only a developer runs the Vite dev server; elsewhere whatever listens on its port is no part of the portal.
      ...(e.PUBLIC_URL || e.NODE_ENV !== 'development' ? [] : loopbackOrigins(VITE_DEV_PORT)),
      ...(e.CALLBACK_ORIGINS ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => new URL(s).origin),
    ]),
  ];
  const { SECRETS_KEY, ...rest } = e;
  return {
    ...rest,
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    JWT_SECRET: e.JWT_SECRET ?? loadOrCreateSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url')),
    secretsKey: parseSecretKey(SECRETS_KEY ?? loadOrCreateSecret(dataDir, 'secrets-key', generateSecretKey)) ?? badStoredKey(dataDir),
    callbackOrigins,
  };
}

/** Where `npm run dev -w @dealerport/web` serves the client (apps/web/vite.config.ts). */
const VITE_DEV_PORT = 5173;

/**
 * The names one machine answers itself on. A portal without PUBLIC_URL runs on someone's own machine and is
 * opened as any of them; a reset link to one only leads back to the recipient's own machine, so accepting
 * them sends no one elsewhere. The Host header is never asked: it is the caller's to choose.
 */
function loopbackOrigins(port: number): string[] {
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => new URL(`http://${host}:${port}`).origin);
}

/** A secret kept in DATA_DIR/<name>: read when the file exists, else generated and written (mode 600). */
function loadOrCreateSecret(dataDir: string, name: string, generate: () => string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = generate();
  try {
    // 'wx': of two processes starting at once, the second reads the first one's secret, never replaces it.
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw err;
  }
  return secret;
}

function badStoredKey(dataDir: string): never {
  throw new ConfigError(
    `Invalid configuration:\n  SECRETS_KEY: ${path.join(dataDir, 'secrets-key')} does not hold a 32-byte key (64 hex characters or base64)`,
  );
}
