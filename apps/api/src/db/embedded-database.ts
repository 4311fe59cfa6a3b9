import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import type { Db } from './executor';

/*
 * The embedded database's footprint (docs/performance.md, "Embedded database footprint"). PGlite runs
 * PostgreSQL as one single-user backend in the portal's WebAssembly heap, without the server's
 * background processes:
 *
 * - shared_buffers is touched whole at start: PostgreSQL's 128 MB was 147 MB of resident memory in an
 *   idle demo portal whose database is 17 MB. It follows the data now (below).
 * - No checkpointer, and a single-user backend never asks for a checkpoint itself, however much WAL it
 *   writes: pg_wal grew with every write until the process stopped, and the shutdown checkpoint then
 *   kept up to max_wal_size (PostgreSQL's 1 GB: 705 MB of pg_wal beside 256 MB of data after the
 *   100,000-product seed). The portal checkpoints itself now (startCheckpointer), and max_wal_size is
 *   64 MB, the most a checkpoint keeps for reuse.
 * - min_wal_size (kept even when idle) is two segments, of 4 MB in a directory this portal creates
 *   (16 MB in older ones: PostgreSQL refuses a minimum below two segments, so it is read from pg_wal).
 */

/** WAL segment size of the directories (and in-memory databases) this portal creates, in MB. */
const NEW_WAL_SEGMENT_MB = 4;
const MAX_WAL_MB = 64;
/** shared_buffers: the size of the data directory's databases, within these bounds. */
const SHARED_BUFFERS_MIN_MB = 16;
const SHARED_BUFFERS_MAX_MB = 128;

export const PGLITE_INITDB_PARAMS = [`--wal-segsize=${NEW_WAL_SEGMENT_MB}`];

/**
 * PostgreSQL's start parameters for a PGlite data directory (`memory://` or an existing directory).
 * shared_buffers is the size of the databases (base/) up to 128 MB, at least 16 MB: the demo (31 MB of
 * which 14 MB are the two template databases) gets 31 MB, the 100,000-product bench catalogue 128 MB
 * (32 MB made its list ~10 % slower: its rows and their index did not fit).
 */
export function pgliteStartParams(dataDir: string): string[] {
  const inMemory = dataDir.startsWith('memory://');
  const dataMb = inMemory ? 0 : Math.ceil(bytesUnder(path.join(dataDir, 'base')) / 1048576);
  const segmentMb = inMemory ? NEW_WAL_SEGMENT_MB : walSegmentMb(dataDir);
  const settings = {
    shared_buffers: `${Math.min(SHARED_BUFFERS_MAX_MB, Math.max(SHARED_BUFFERS_MIN_MB, dataMb))}MB`,
    max_wal_size: `${Math.max(MAX_WAL_MB, 4 * segmentMb)}MB`,
    min_wal_size: `${2 * segmentMb}MB`,
  };
  return [...PGlite.defaultStartParams, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
}

/**
 * Creates a new PGlite data directory in a child process. PGlite's initdb runs in a second PostgreSQL
 * instance holding a copy of the first one's heap; in the portal's process that ~350 MB stayed resident
 * until V8 happened to collect it (a first start measured 852 MB 10 s after the demo seed, a restart 485).
 * A child's memory goes back when it ends.
 */
export async function initPGliteDataDir(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
const db = await PGlite.create(${JSON.stringify(path.resolve(dataDir))}, { initDbStartParams: ${JSON.stringify(PGLITE_INITDB_PARAMS)} });
await db.close();`;
  try {
    await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', script], { maxBuffer: 16 * 1048576 });
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr;
    throw new Error(`could not create the embedded database in ${dataDir}: ${stderr || (err as Error).message}`);
  }
}

function bytesUnder(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    total += entry.isDirectory() ? bytesUnder(p) : entry.isFile() ? statSync(p).size : 0;
  }
  return total;
}

/** The directory's WAL segment size (every segment file has it), in MB. */
function walSegmentMb(dataDir: string): number {
  const wal = path.join(dataDir, 'pg_wal');
  const segment = readdirSync(wal).find((name) => /^[0-9A-F]{24}$/.test(name));
  return segment ? statSync(path.join(wal, segment)).size / 1048576 : 16;
}

/** WAL since the last checkpoint that makes the next check take one (PostgreSQL's server: ~max_wal_size / 1.9). */
const CHECKPOINT_WAL_BYTES = 32 * 1048576;

/**
 * The checkpointer PGlite lacks: every `intervalMs`, when the WAL written since the last checkpoint
 * reaches 32 MB, a CHECKPOINT (which recycles or removes the segments before it). It queues behind the
 * statement or transaction running (one connection) and holds the database while it writes the dirty
 * buffers out: 0.1-0.3 s on this machine after heavy writes, once per 32 MB of WAL (an order writes
 * 8-12 KB of it). An idle portal only reads the control file. Returns the stop function.
 */
export function startCheckpointer(db: Db, intervalMs = 15_000): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    checkpointIfDue(db)
      .catch(() => {}) // closing, or a failed checkpoint: the next check tries again
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

async function checkpointIfDue(db: Db) {
  const { rows } = await sql<{ bytes: string }>`
    select pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::bigint::text as bytes from pg_control_checkpoint()`.execute(db);
  if (Number(rows[0]?.bytes ?? 0) >= CHECKPOINT_WAL_BYTES) await sql`checkpoint`.execute(db);
}
