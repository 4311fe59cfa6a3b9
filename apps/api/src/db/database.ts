import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, type Migration, type MigrationProvider, Migrator, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { ChangeSignal, registerChangeSignal } from './change-signal';
import { initPGliteDataDir, PGLITE_INITDB_PARAMS, pgliteStartParams, startCheckpointer } from './embedded-database';
import type { Db } from './executor';
import { migrations } from './migrations';
import { withPGliteStatements, withPreparedStatements } from './prepared-statements';
import type { Database } from './schema';

export type { Db } from './executor';
export type DbKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DbKind;
  /** The server's address (PostgreSQL only), for connections of their own (LISTEN). */
  url?: string;
  /** Signals this process's writes to what the auth guard reads (change-signal.ts). */
  changes: ChangeSignal;
  close(): Promise<void>;
  /**
   * PGlite only: the data directory as a tarball, to start another database from (`template` below).
   * The tests migrate one database and start each test file's from it: PGlite's initdb and the
   * migrations cost seconds of CPU per database.
   */
  dump?(): Promise<Blob>;
}

/**
 * Opens the database: a PostgreSQL server when `url` is given, otherwise an embedded PGlite
 * database in `dataDir` (`memory://` keeps it in memory, for tests).
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  poolSize?: number;
  /** PGlite in a directory: how often to check whether a checkpoint is due (embedded-database.ts). */
  checkpointCheckMs?: number;
  /** PGlite in memory: start from this data directory (a `dump()`), not from an empty one. */
  template?: Blob;
}): Promise<DatabaseHandle> {
  if (opts.url) {
    // JIT off: the portal's statements are short, and PostgreSQL's cost guess sometimes switched JIT
    // compilation on for them, costing more than the query (docs/performance.md).
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 20, options: '-c jit=off' });
    // An idle connection the server ends (restart, failover, pg_terminate_backend) is reported here;
    // the pool drops it and opens a new one when needed. Without a listener the process would crash.
    pool.on('error', () => {});
    const changes = new ChangeSignal();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool, { changes }) }) });
    registerChangeSignal(db, changes);
    return { db, kind: 'postgres', url: opts.url, changes, close: () => db.destroy() };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    await initPGliteDataDir(dataDir);
  }
  // Same value shapes as node-postgres: int8 and numeric come back as strings (money stays exact).
  const asText = (value: string) => value;
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    // Sized for the data, and WAL kept small (embedded-database.ts).
    startParams: pgliteStartParams(dataDir),
    initDbStartParams: PGLITE_INITDB_PARAMS,
    parsers: { [types.INT8]: asText, [types.NUMERIC]: asText },
    // A query need not wait for PGlite's file-system sync: on Node (real files, or memory) that sync
    // does nothing, and waiting for it cost more than half of a short query (docs/performance.md).
    relaxedDurability: true,
    ...(opts.template ? { loadDataDir: opts.template } : {}),
  });
  const changes = new ChangeSignal();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(withPGliteStatements(client, { changes }) as PGlite) });
  registerChangeSignal(db, changes);
  // In-memory databases (tests) live briefly, and a check between two statements of a test that counts
  // them would be one too many.
  const stopCheckpointer = dataDir.startsWith('memory://') ? () => {} : startCheckpointer(db, opts.checkpointCheckMs);
  return {
    db,
    kind: 'pglite',
    changes,
    close: () => {
      stopCheckpointer();
      return db.destroy();
    },
    dump: () => client.dumpDataDir('none'),
  };
}

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** Brings the schema to the latest version; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
